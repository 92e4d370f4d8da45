import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, useUserProfile } from '@lms/shared';
import { ServerError } from '../../../components/server-error';
import { useResendVerification } from '../api/post-resend-verification';

const Notice = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

/** While the profile says the e-mail address is not verified: say so, and offer a new mail. */
export const VerifyEmailNotice = () => {
  const { t } = useTranslation('account');
  const profile = useUserProfile();
  const resend = useResendVerification();
  // A profile error is ignored (spec §4); only an explicit "not verified" shows the notice.
  if (profile.data?.data.emailVerified !== false) return null;
  return (
    <section aria-label={t('verifyEmailNoticeLabel')}>
      <Notice role="status" $kind="info">
        <p>{t('verifyEmailNotice', { email: profile.data.data.email })}</p>
        <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('resendVerification')}
        </Button>
      </Notice>
      {resend.isSuccess && (
        <Alert role="status" $kind="success">
          {resend.data.message || t('verificationSent')}
        </Alert>
      )}
      {resend.isError && <ServerError error={resend.error} />}
    </section>
  );
};
