import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Card, ErrorMessage, NotFound, PageContainer, PageHeader, QueryState } from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';
import { usePageDetails } from '../api/get-page-details';

/** Static information page: title and sanitised description (spec §2); not found, or a generic error. */
export const InfoPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const page = usePageDetails(id);

  return (
    <QueryState
      query={page}
      notFound={<NotFound backTo="/faqs" backLabel={t('content:seeFaqs')} />}
      error={
        <PageContainer>
          <ErrorMessage />
        </PageContainer>
      }
    >
      {({ data: { title, description } }) => (
        <>
          <PageHeader title={title} />
          <PageContainer>
            <Card as="article" $padding="roomy">
              <SafeHtml html={description} />
            </Card>
          </PageContainer>
        </>
      )}
    </QueryState>
  );
};
