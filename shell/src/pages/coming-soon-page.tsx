import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@lms/shared';

/** Shown for a route whose remote has not shipped its page yet: never a blank page. */
export const ComingSoonPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('comingSoonTitle')} />
      <PageContainer>
        <p>{t('comingSoonText')}</p>
        <Link to="/">{t('backToHome')}</Link>
      </PageContainer>
    </>
  );
};
