import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Field, Input, useSessionStore, userIdFromToken } from '@lms/shared';
import { loginSchema } from '@lms/shared/contracts';
import { AuthLayout, FormFooter } from '../../../components/auth-layout';
import { PasswordInput } from '../../../components/password-input';
import { ServerError } from '../../../components/server-error';
import { afterGuard } from '../../../lib/after-guard';
import { DEFAULT_AFTER_LOGIN, returnPathOf } from '../../../lib/return-url';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { postLogin } from '../api/post-login';

/** How long "login successful, please wait" shows before the redirect (spec §2 Login). */
export const REDIRECT_DELAY_MS = 700;

const Options = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

export const LoginPage = () => {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const [remember, setRemember] = useState(true);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const login = useMutation({
    mutationFn: postLogin,
    onSuccess: ({ data }) => {
      const target = returnPathOf(location.search, location.state);
      // The session starts after the success message has been seen: the shell makes the login
      // route unavailable with a token (spec §2) and would cut the message short.
      timer.current = window.setTimeout(() => {
        const id = userIdFromToken(data.token) ?? data.user.id;
        useSessionStore.getState().setSession(data.token, { ...data.user, id }, { remember });
        // The token re-renders the shell's guard at once, which sends the user to
        // /account/courses; going on to the requested page afterwards makes that the last word.
        if (target !== DEFAULT_AFTER_LOGIN) afterGuard(() => navigate(target, { replace: true }));
        else navigate(target, { replace: true });
      }, REDIRECT_DELAY_MS);
    },
  });
  const busy = login.isPending || login.isSuccess;
  const { errors } = form;

  return (
    <AuthLayout title={t('loginTitle')}>
      <form
        ref={form.formRef}
        noValidate
        aria-label={t('loginTitle')}
        onSubmit={form.handleSubmit((payload) => login.mutate(payload))}
      >
        <Field label={t('email')} error={errors.email && t(errors.email)}>
          {(control) => (
            <Input {...control} type="email" autoComplete="username" {...form.bind('email')} />
          )}
        </Field>
        <Field label={t('password')} error={errors.password && t(errors.password)}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              {...form.bind('password')}
            />
          )}
        </Field>
        <Options>
          <label>
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {t('rememberMe')}
          </label>
          <Link to="/forgotpassword">{t('forgotPasswordLink')}</Link>
        </Options>
        {login.isError && <ServerError error={login.error} />}
        {login.isSuccess && (
          <Alert role="status" $kind="success">
            {t('loginSuccess')}
          </Alert>
        )}
        <Button type="submit" block loading={busy}>
          {t('login')}
        </Button>
      </form>
      <FormFooter>
        {t('noAccountYet')} <Link to="/signup">{t('signupLink')}</Link>
      </FormFooter>
    </AuthLayout>
  );
};
