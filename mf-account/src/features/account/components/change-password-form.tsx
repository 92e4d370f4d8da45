import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field } from '@lms/shared';
import { changePasswordSchema } from '@lms/shared/contracts';
import { PasswordInput } from '../../../components/password-input';
import { Panel } from '../../../components/panel';
import { ServerError } from '../../../components/server-error';
import { useChangePassword } from '../api/put-change-password';

const empty = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
const resolver = zodResolver(changePasswordSchema);

/**
 * Change password (spec §5): the strong rule, stated truthfully under the field (the original's
 * text only mentioned letters and a number); the form resets on success, and the session takes
 * the new token the server sends (the change ends every session started before it).
 */
export const ChangePasswordForm = () => {
  const { t } = useTranslation(['account', 'common']);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver, defaultValues: empty });
  const change = useChangePassword();

  const field = (name: keyof typeof empty, autoComplete: string, hint?: string) => (
    <Field label={t(name)} hint={hint} error={errors[name]?.message && t(errors[name].message)}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          {...register(name, {
            // Once shown, the confirmation's error follows the new password too.
            deps: name === 'newPassword' ? ['confirmNewPassword'] : undefined,
            onChange: () => {
              if (change.isSuccess) change.reset();
            },
          })}
        />
      )}
    </Field>
  );

  return (
    <Panel aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('common:changePassword')}</h2>
      <form
        noValidate
        aria-labelledby="change-password-title"
        onSubmit={handleSubmit((payload) => change.mutate(payload, { onSuccess: () => reset() }))}
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
