import { lazy } from 'react';
import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('account', { tr, en });

const login = () =>
  import(/* webpackChunkName: "page-login" */ '../features/login/components/login-page');
const signup = () =>
  import(/* webpackChunkName: "page-signup" */ '../features/signup/components/signup-page');
const forgotPassword = () =>
  import(
    /* webpackChunkName: "page-forgotPassword" */ '../features/password-reset/components/forgot-password-page'
  );
const resetPassword = () =>
  import(
    /* webpackChunkName: "page-resetPassword" */ '../features/password-reset/components/reset-password-page'
  );
const verifyEmail = () =>
  import(
    /* webpackChunkName: "page-verifyEmail" */ '../features/verify-email/components/verify-email-page'
  );
const account = () =>
  import(/* webpackChunkName: "page-account" */ '../features/account/components/account-page');

/** The pages account owns, by the shell's page id (shell/src/routes/route-table.tsx). */
const routes: RemoteRoutes = {
  pages: {
    login: lazy(() => login().then((m) => ({ default: m.LoginPage }))),
    signup: lazy(() => signup().then((m) => ({ default: m.SignupPage }))),
    forgotPassword: lazy(() => forgotPassword().then((m) => ({ default: m.ForgotPasswordPage }))),
    resetPassword: lazy(() => resetPassword().then((m) => ({ default: m.ResetPasswordPage }))),
    verifyEmail: lazy(() => verifyEmail().then((m) => ({ default: m.VerifyEmailPage }))),
    account: lazy(() => account().then((m) => ({ default: m.AccountPage }))),
  },
  // The shell starts the current page's code before the first render (preload-route.ts);
  // webpack loads a chunk once, so the page's lazy import reuses what the preload started.
  preload: { login, signup, forgotPassword, resetPassword, verifyEmail, account },
};

export default routes;
