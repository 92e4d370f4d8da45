import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Field, Input, useSessionStore, userIdFromToken } from '@lms/shared';
import { loginSchema } from '@lms/shared/contracts';
import { AuthLayout, FormFooter } from '../../../components/auth-layout';
import { PasswordInput } from '../../../components/password-input';
import { ServerError } from '../../../components/server-error';
import { afterGuard } from '../../../lib/after-guard';
import { DEFAULT_AFTER_LOGIN, keepingReturn, returnPathOf } from '../../../lib/return-url';
import { useLogin } from '../api/post-login';

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

const resolver = zodResolver(loginSchema);

export const LoginPage = () => {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { email: '', password: '' } });
  const [remember, setRemember] = useState(true);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const login = useLogin();
  const onSubmit = handleSubmit((payload) =>
    login.mutate(payload, {
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
    }),
  );
  const busy = login.isPending || login.isSuccess;

  return (
    <AuthLayout title={t('loginTitle')}>
      <form noValidate aria-label={t('loginTitle')} onSubmit={onSubmit}>
        <Field label={t('email')} error={errors.email?.message && t(errors.email.message)}>
          {(control) => (
            <Input {...control} type="email" autoComplete="username" {...register('email')} />
          )}
        </Field>
        <Field label={t('password')} error={errors.password?.message && t(errors.password.message)}>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
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
        {t('noAccountYet')}{' '}
        <Link to={keepingReturn('/signup', location.search, location.state)}>
          {t('signupLink')}
        </Link>
      </FormFooter>
    </AuthLayout>
  );
};
