import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, ApiRequestError, Button, ErrorMessage, Field, Spinner } from '@lms/shared';
import { resetPasswordFormSchema } from '@lms/shared/contracts';
import { AuthLayout, FormFooter } from '../../../components/auth-layout';
import { PasswordInput } from '../../../components/password-input';
import { ServerError } from '../../../components/server-error';
import { useResetPassword } from '../api/put-reset-password';
import { useVerifyHash } from '../api/put-verify-hash';

const resolver = zodResolver(resetPasswordFormSchema);

const ResetForm = ({ hash }: { hash: string }) => {
  const { t } = useTranslation(['account', 'common']);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <>
        <Alert role="status" $kind="success">
          {reset.data.message || t('resetPasswordDone')}
        </Alert>
        <FormFooter>
          <Link to="/login">{t('loginLink')}</Link>
        </FormFooter>
      </>
    );
  }
  return (
    <form
      noValidate
      aria-label={t('resetPasswordTitle')}
      onSubmit={handleSubmit(({ password }) =>
        reset.mutate({ resetHash: hash, newPassword: password }),
      )}
    >
      <Field
        label={t('newPassword')}
        hint={t('newPasswordRuleHint')}
        error={errors.password?.message && t(errors.password.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            // Once shown, the confirmation's error follows this field too.
            {...register('password', { deps: ['confirmPassword'] })}
          />
        )}
      </Field>
      <Field
        label={t('confirmNewPassword')}
        error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        )}
      </Field>
      {reset.isError && <ServerError error={reset.error} />}
      <Button type="submit" block loading={reset.isPending}>
        {t('savePassword')}
      </Button>
    </form>
  );
};

/** The server refuses an unknown, used or expired hash with a 4xx; anything else is an outage. */
const isExpired = (error: Error | null) =>
  error instanceof ApiRequestError && error.status !== undefined && error.status < 500;

/** Reset password `resetpassword/{hash}`: the hash is verified on load (spec §2, §8). */
export const ResetPasswordPage = () => {
  const { t } = useTranslation(['account', 'common']);
  const { hash = '' } = useParams();
  const verify = useVerifyHash(hash);

  let body;
  if (verify.isPending) body = <Spinner label={t('loading')} />;
  else if (verify.isError && !isExpired(verify.error)) {
    body = <ErrorMessage error={verify.error} />;
  } else if (verify.isError) {
    body = (
      <>
        <Alert role="alert" $kind="error">
          {t('resetPasswordExpire')}
        </Alert>
        <FormFooter>
          <Link to="/forgotpassword">{t('requestNewLink')}</Link>
        </FormFooter>
      </>
    );
  } else body = <ResetForm hash={hash} />;

  return <AuthLayout title={t('resetPasswordTitle')}>{body}</AuthLayout>;
};
