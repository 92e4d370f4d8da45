import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ButtonLink,
  PlainList,
  QueryState,
  outlinedSurface,
  useFormatters,
  type UserCertificate,
} from '@lms/shared';
import { Panel } from '../../../components/panel';
import { useCertificates } from '../api/get-certificates';
import { linkedInAddUrl } from './linkedin';

const Item = styled.li`
  ${outlinedSurface}
  padding: 0.75rem 1rem;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.15rem 0.75rem;
    margin: 0.35rem 0 0.75rem;
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Revoked = styled.p`
  margin: 0 0 0.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.error};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const CertificateItem = ({ certificate }: { certificate: UserCertificate }) => {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const titleId = `certificate-${certificate.code}`;
  const name = certificate.courseName;
  return (
    <Item aria-labelledby={titleId}>
      <h3 id={titleId}>{name}</h3>
      {certificate.revokedAt && (
        <Revoked>{t('certificateRevokedOn', { date: format.date(certificate.revokedAt) })}</Revoked>
      )}
      <dl>
        <dt>{t('certificateExam')}</dt>
        <dd>{certificate.examTitle}</dd>
        <dt>{t('certificateIssued')}</dt>
        <dd>{format.date(certificate.issuedAt)}</dd>
        <dt>{t('certificateScore')}</dt>
        <dd>
          {t('certificateScoreValue', {
            earned: format.number(certificate.earnedPoints),
            required: format.number(certificate.requiredPointToPass),
          })}
        </dd>
        <dt>{t('certificateCode')}</dt>
        <dd>{certificate.code}</dd>
      </dl>
      <Actions>
        <ButtonLink href={certificate.pdfUrl} download aria-label={t('certificatePdfOf', { name })}>
          {t('certificatePdf')}
        </ButtonLink>
        <ButtonLink
          $variant="secondary"
          href={certificate.verifyUrl}
          aria-label={t('certificateVerifyOf', { name })}
        >
          {t('certificateVerify')}
        </ButtonLink>
        {/* A revoked certificate is not offered for a profile. */}
        {!certificate.revokedAt && (
          <ButtonLink
            $variant="secondary"
            href={linkedInAddUrl(certificate)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('certificateLinkedInOf', { name })}
          >
            {t('certificateLinkedIn')}
          </ButtonLink>
        )}
      </Actions>
    </Item>
  );
};

/**
 * `#/account/certificates`: every certificate of the user, newest first, with its
 * date, score, PDF, public verification page and an "Add to LinkedIn" link.
 */
export const MyCertificates = () => {
  const { t } = useTranslation('account');
  const certificates = useCertificates();
  return (
    <Panel aria-labelledby="my-certificates-title">
      <h2 id="my-certificates-title">{t('myCertificates')}</h2>
      <QueryState
        query={certificates}
        isEmpty={(response) => response.data.length === 0}
        empty={t('certificatesEmpty')}
      >
        {(response) => (
          <PlainList $gap="0.75rem" aria-label={t('myCertificates')}>
            {response.data.map((certificate) => (
              <CertificateItem key={certificate.code} certificate={certificate} />
            ))}
          </PlainList>
        )}
      </QueryState>
    </Panel>
  );
};
