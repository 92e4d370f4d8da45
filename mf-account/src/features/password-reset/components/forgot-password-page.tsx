import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, Field, Input } from '@lms/shared';
import { forgotPasswordSchema } from '@lms/shared/contracts';
import { AuthLayout, FormFooter } from '../../../components/auth-layout';
import { ServerError } from '../../../components/server-error';
import { useForgotPassword } from '../api/put-forgot-password';

const resolver = zodResolver(forgotPasswordSchema);

/** Forgot password (spec §2): the e-mail field; forgotPasswordSuccessfull on success. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation(['account', 'common']);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { email: '' } });
  const send = useForgotPassword();

  return (
    <AuthLayout title={t('forgotPasswordTitle')}>
      <p>{t('forgotPasswordIntro')}</p>
      <form
        noValidate
        aria-label={t('forgotPasswordTitle')}
        onSubmit={handleSubmit(({ email }) => send.mutate(email))}
      >
        <Field label={t('email')} error={errors.email?.message && t(errors.email.message)}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              {...register('email', {
                onChange: () => {
                  if (!send.isPending) send.reset();
                },
              })}
            />
          )}
        </Field>
        {send.isError && <ServerError error={send.error} />}
        {send.isSuccess && (
          <Alert role="status" $kind="success">
            {t('forgotPasswordSuccessfull')}
          </Alert>
        )}
        <Button type="submit" block loading={send.isPending}>
          {t('sendResetLink')}
        </Button>
      </form>
      <FormFooter>
        <Link to="/login">{t('backToLogin')}</Link>
      </FormFooter>
    </AuthLayout>
  );
};
