import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, Field, Input } from '@lms/shared';
import { forgotPasswordSchema } from '@lms/shared/contracts';
import { AuthLayout, FormFooter } from '../../../components/auth-layout';
import { ServerError } from '../../../components/server-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { putForgotPassword } from '../api/put-forgot-password';

/** Forgot password (spec §2): the e-mail field; forgotPasswordSuccessfull on success. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation(['account', 'common']);
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const send = useMutation({ mutationFn: putForgotPassword });
  const { values, errors } = form;

  return (
    <AuthLayout title={t('forgotPasswordTitle')}>
      <p>{t('forgotPasswordIntro')}</p>
      <form
        ref={form.formRef}
        noValidate
        aria-label={t('forgotPasswordTitle')}
        onSubmit={form.handleSubmit(({ email }) => send.mutate(email))}
      >
        <Field label={t('email')} error={errors.email && t(errors.email)}>
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => {
                form.setValue('email', event.target.value);
                if (!send.isPending) send.reset();
              }}
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
