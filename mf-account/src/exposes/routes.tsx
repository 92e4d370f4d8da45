import { lazy } from 'react';
import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('account', { tr, en });

/** The pages account owns, by the shell's page id (shell/src/routes/route-table.tsx). */
const routes: RemoteRoutes = {
  pages: {
    login: lazy(() =>
      import('../features/login/components/login-page').then((m) => ({ default: m.LoginPage })),
    ),
    signup: lazy(() =>
      import('../features/signup/components/signup-page').then((m) => ({ default: m.SignupPage })),
    ),
    forgotPassword: lazy(() =>
      import('../features/password-reset/components/forgot-password-page').then((m) => ({
        default: m.ForgotPasswordPage,
      })),
    ),
    resetPassword: lazy(() =>
      import('../features/password-reset/components/reset-password-page').then((m) => ({
        default: m.ResetPasswordPage,
      })),
    ),
    verifyEmail: lazy(() =>
      import('../features/verify-email/components/verify-email-page').then((m) => ({
        default: m.VerifyEmailPage,
      })),
    ),
    account: lazy(() =>
      import('../features/account/components/account-page').then((m) => ({
        default: m.AccountPage,
      })),
    ),
  },
};

export default routes;
