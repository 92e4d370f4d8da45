import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, Spinner, useSessionStore, userProfileRootKey } from '@lms/shared';
import { verifyEmailSchema } from '@lms/shared/contracts';
import { AuthLayout, FormFooter } from '../../../components/auth-layout';
import { ServerError } from '../../../components/server-error';
import { useVerifyEmail } from '../api/put-verify-email';

/** The link from the verification mail (`#/verify-email/{token}`): verifies and says how it went. */
export const VerifyEmailPage = () => {
  const { t } = useTranslation(['account', 'common']);
  const { token = '' } = useParams();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const wellFormed = verifyEmailSchema.safeParse({ token }).success;
  const verify = useVerifyEmail(token, wellFormed);
  const queryClient = useQueryClient();

  // The account area's "verify your e-mail" notice reads the profile again.
  useEffect(() => {
    if (verify.isSuccess) void queryClient.invalidateQueries({ queryKey: userProfileRootKey });
  }, [verify.isSuccess, queryClient]);

  let result;
  if (!wellFormed) {
    result = (
      <Alert role="alert" $kind="error">
        {t('verifyEmailInvalid')}
      </Alert>
    );
  } else if (verify.isPending) {
    result = <Spinner label={t('verifyingEmail')} />;
  } else if (verify.isError) {
    result = <ServerError error={verify.error} />;
  } else {
    result = (
      <Alert role="status" $kind="success">
        {verify.data.message || t('verifyEmailDone')}
      </Alert>
    );
  }

  return (
    <AuthLayout title={t('verifyEmailTitle')}>
      {result}
      <FormFooter>
        {loggedIn ? (
          <Link to="/account">{t('goToAccount')}</Link>
        ) : (
          <Link to={`/login?returnUrl=${encodeURIComponent('/account')}`}>
            {t('loginToAccount')}
          </Link>
        )}
      </FormFooter>
    </AuthLayout>
  );
};
