import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Card, PageContainer, PageHeader, QueryState, useFormatters } from '@lms/shared';
import { useCertificateVerification } from '../api/get-certificate-verification';

const Certificate = styled(Card)`
  max-width: 680px;
  margin: 0 auto;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.6rem;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(120px, max-content) 1fr;
    gap: 0.6rem 1.25rem;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    dl {
      grid-template-columns: 1fr;
      gap: 0.15rem;
    }
    dd {
      margin-bottom: 0.6rem;
    }
  }
`;

/** certificates/verify/{code}: whose certificate it is, for which course and when (public). */
export const CertificateVerifyPage = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const { code = '' } = useParams();
  const verification = useCertificateVerification(code);

  return (
    <>
      <PageHeader title={t('learning:certificateVerifyTitle')} />
      <PageContainer>
        <QueryState query={verification}>
          {({ data: certificate }) => (
            <Certificate as="article" $padding="roomy" aria-labelledby="certificate-holder">
              {certificate.revokedAt ? (
                <Alert $kind="error" role="status">
                  {t('learning:certificateRevoked', { date: format.date(certificate.revokedAt) })}
                </Alert>
              ) : (
                <Alert $kind="success" role="status">
                  {t('learning:certificateValid')}
                </Alert>
              )}
              <h2 id="certificate-holder">{certificate.holderName}</h2>
              <dl>
                <dt>{t('learning:certificateHolder')}</dt>
                <dd>{certificate.holderName}</dd>
                <dt>{t('learning:certificateCourse')}</dt>
                <dd>{certificate.courseName}</dd>
                <dt>{t('learning:certificateExam')}</dt>
                <dd>{certificate.examTitle}</dd>
                {certificate.courseDuration && (
                  <>
                    <dt>{t('learning:certificateDuration')}</dt>
                    <dd>{format.duration(certificate.courseDuration)}</dd>
                  </>
                )}
                {certificate.completedAt && (
                  <>
                    <dt>{t('learning:certificateCompletedAt')}</dt>
                    <dd>{format.date(certificate.completedAt)}</dd>
                  </>
                )}
                <dt>{t('learning:certificateIssuedAt')}</dt>
                <dd>{format.date(certificate.issuedAt)}</dd>
                <dt>{t('learning:certificateScore')}</dt>
                <dd>
                  {t('learning:certificateScoreValue', {
                    points: certificate.earnedPoints,
                    required: certificate.requiredPointToPass,
                  })}
                </dd>
                <dt>{t('learning:certificateCode')}</dt>
                <dd>{certificate.code}</dd>
              </dl>
            </Certificate>
          )}
        </QueryState>
      </PageContainer>
    </>
  );
};
