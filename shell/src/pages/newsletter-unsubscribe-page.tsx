import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, ErrorMessage, PageContainer, PageHeader, QueryState, Spinner } from '@lms/shared';
import { useUnsubscribe } from '../api/post-unsubscribe';

/**
 * The page of the unsubscribe link every newsletter mail carries (
 * `#/newsletter/unsubscribe/{token}`): it unsubscribes at once and says so, without a login.
 */
export const NewsletterUnsubscribePage = () => {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe(token);

  return (
    <>
      <PageHeader title={t('newsletterUnsubscribeTitle')} />
      <PageContainer>
        <QueryState
          query={unsubscribe}
          loading={<Spinner label={t('unsubscribing')} />}
          error={<ErrorMessage error={unsubscribe.error} fallbackKey="unsubscribeLinkInvalid" />}
        >
          {() => (
            <Alert role="status" $kind="success">
              {t('unsubscribedDone')}
            </Alert>
          )}
        </QueryState>
        <Link to="/">{t('backToHome')}</Link>
      </PageContainer>
    </>
  );
};
