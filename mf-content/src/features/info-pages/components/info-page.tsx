import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorMessage, PageContainer, PageHeader, Spinner } from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';
import { usePageDetails } from '../api/get-page-details';

const Article = styled.article`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  padding: clamp(1rem, 3vw, 2rem);
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** Static information page: title and sanitised description (spec §2); generic error on failure. */
export const InfoPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const page = usePageDetails(id);

  if (page.isPending) return <Spinner label={t('loading')} />;
  if (page.isError) {
    return (
      <PageContainer>
        <ErrorMessage />
      </PageContainer>
    );
  }
  return (
    <>
      <PageHeader title={page.data.data.title} />
      <PageContainer>
        <Article>
          <SafeHtml html={page.data.data.description} />
        </Article>
      </PageContainer>
    </>
  );
};
