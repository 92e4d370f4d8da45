import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Card,
  ErrorMessage,
  NotFound,
  PageContainer,
  PageHeader,
  Spinner,
  isNotFound,
} from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';
import { usePageDetails } from '../api/get-page-details';

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
        <Card as="article" $padding="roomy">
          <SafeHtml html={page.data.data.description} />
        </Card>
      </PageContainer>
    </>
  );
};
