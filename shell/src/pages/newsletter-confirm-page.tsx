import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  Alert,
  ErrorMessage,
  PageContainer,
  PageHeader,
  QueryState,
  Spinner,
  api,
  type ApiResponse,
} from '@lms/shared';

export const putConfirmSubscription = (token: string) =>
  api.put('v1/subscribers/confirm', { json: { token } }).json<ApiResponse<null>>();

/**
 * The page of the link in the newsletter confirmation mail (`#/newsletter/confirm/{token}`,
 * issue 13). A query, not a mutation: the call is idempotent, and a query is sent once however
 * often the page renders.
 */
export const NewsletterConfirmPage = () => {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirmation = useQuery({
    queryKey: ['shell', 'newsletterConfirm', token],
    queryFn: () => putConfirmSubscription(token),
    staleTime: Infinity,
    retry: false,
  });

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
