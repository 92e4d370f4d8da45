import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, ApiRequestError, Button, ErrorMessage, Field, Spinner } from '@lms/shared';
import { resetPasswordFormSchema } from '@lms/shared/contracts';
import { AuthLayout, FormFooter } from '../../../components/auth-layout';
import { PasswordInput } from '../../../components/password-input';
import { ServerError } from '../../../components/server-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { putResetPassword } from '../api/put-reset-password';
import { useVerifyHash } from '../api/put-verify-hash';

const ResetForm = ({ hash }: { hash: string }) => {
  const { t } = useTranslation(['account', 'common']);
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const reset = useMutation({ mutationFn: putResetPassword });
  const { errors } = form;

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
      ref={form.formRef}
      noValidate
      aria-label={t('resetPasswordTitle')}
      onSubmit={form.handleSubmit(({ password }) =>
        reset.mutate({ resetHash: hash, newPassword: password }),
      )}
    >
      <Field
        label={t('newPassword')}
        hint={t('newPasswordRuleHint')}
        error={errors.password && t(errors.password)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.bind('password')} />
        )}
      </Field>
      <Field
        label={t('confirmNewPassword')}
        error={errors.confirmPassword && t(errors.confirmPassword)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...form.bind('confirmPassword')}
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
