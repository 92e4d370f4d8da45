import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, useSessionStore } from '@lms/shared';
import { changePasswordSchema } from '@lms/shared/contracts';
import { PasswordInput } from '../../../components/password-input';
import { Panel } from '../../../components/panel';
import { ServerError } from '../../../components/server-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { putChangePassword } from '../api/put-change-password';

const empty = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Change password (spec §5): the strong rule, stated truthfully under the field (the original's
 * text only mentioned letters and a number); the form resets on success, and the session takes
 * the new token the server sends (the change ends every session started before it).
 */
export const ChangePasswordForm = () => {
  const { t } = useTranslation(['account', 'common']);
  const form = useSchemaForm(changePasswordSchema, empty);
  const change = useMutation({
    mutationFn: putChangePassword,
    onSuccess: (response) => {
      // Older sessions (other browsers) end; this one carries on with the new token.
      if (response.data?.token) useSessionStore.getState().setToken(response.data.token);
      form.reset();
    },
  });
  const { values, errors } = form;

  const field = (name: keyof typeof empty, autoComplete: string, hint?: string) => (
    <Field label={t(name)} hint={hint} error={errors[name] && t(errors[name])}>
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            form.setValue(name, event.target.value);
            if (change.isSuccess) change.reset();
          }}
        />
      )}
    </Field>
  );

  return (
    <Panel aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('common:changePassword')}</h2>
      <form
        ref={form.formRef}
        noValidate
        aria-labelledby="change-password-title"
        onSubmit={form.handleSubmit((payload) => change.mutate(payload))}
      >
        {field('currentPassword', 'current-password')}
        {field('newPassword', 'new-password', t('passwordRuleHint'))}
        {field('confirmNewPassword', 'new-password')}
        {change.isError && <ServerError error={change.error} />}
        {change.isSuccess && (
          <Alert role="status" $kind="success">
            {t('changePasswordSuccessfull')}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending}>
          {t('savePassword')}
        </Button>
      </form>
    </Panel>
  );
};
