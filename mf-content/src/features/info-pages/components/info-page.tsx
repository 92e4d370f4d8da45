import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ErrorMessage,
  NotFound,
  PageContainer,
  PageHeader,
  Spinner,
  isNotFound,
} from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';
import { usePageDetails } from '../api/get-page-details';

const Article = styled.article`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  padding: clamp(1rem, 3vw, 2rem);
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** Static information page: title and sanitised description (spec §2); not found, or a generic error. */
export const InfoPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const page = usePageDetails(id);

  if (page.isPending) return <Spinner label={t('loading')} />;
  if (isNotFound(page.error)) {
    return <NotFound backTo="/faqs" backLabel={t('content:seeFaqs')} />;
  }
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
