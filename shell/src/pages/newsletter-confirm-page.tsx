import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, ErrorMessage, PageContainer, PageHeader, QueryState, Spinner } from '@lms/shared';
import { useConfirmSubscription } from '../api/put-confirm-subscription';

/** The page of the link in the newsletter confirmation mail (`#/newsletter/confirm/{token}`). */
export const NewsletterConfirmPage = () => {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirmation = useConfirmSubscription(token);

  return (
    <>
      <PageHeader title={t('newsletterConfirmTitle')} />
      <PageContainer>
        <QueryState
          query={confirmation}
          loading={<Spinner label={t('subscriptionConfirming')} />}
          error={<ErrorMessage error={confirmation.error} fallbackKey="subscriptionLinkInvalid" />}
        >
          {() => (
            <Alert role="status" $kind="success">
              {t('subscriptionConfirmed')}
            </Alert>
          )}
        </QueryState>
        <Link to="/">{t('backToHome')}</Link>
      </PageContainer>
    </>
  );
};
