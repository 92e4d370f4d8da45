import { routesOf, useSessionStore, type RemoteRoutesOf } from '@lms/shared';
import { userCoursesQuery } from '../features/account/api/get-user-courses';
import './namespace';

/** Account's route manifest: the pages `PAGE_ROUTES` gives it, each loading on its own. */
const routes: RemoteRoutesOf<'account'> = {
  ...routesOf('account', {
    login: () =>
      import(/* webpackChunkName: "page-login" */ '../features/login/components/login-page').then(
        (m) => m.LoginPage,
      ),
    signup: () =>
      import(
        /* webpackChunkName: "page-signup" */ '../features/signup/components/signup-page'
      ).then((m) => m.SignupPage),
    forgotPassword: () =>
      import(
        /* webpackChunkName: "page-forgotPassword" */ '../features/password-reset/components/forgot-password-page'
      ).then((m) => m.ForgotPasswordPage),
    resetPassword: () =>
      import(
        /* webpackChunkName: "page-resetPassword" */ '../features/password-reset/components/reset-password-page'
      ).then((m) => m.ResetPasswordPage),
    verifyEmail: () =>
      import(
        /* webpackChunkName: "page-verifyEmail" */ '../features/verify-email/components/verify-email-page'
      ).then((m) => m.VerifyEmailPage),
    account: () =>
      import(
        /* webpackChunkName: "page-account" */ '../features/account/components/account-page'
      ).then((m) => m.AccountPage),
  }),
  // My trainings opened first asks for the courses beside the page's code, not after it has run.
  prefetch: {
    account: async ({ params, queryClient }) => {
      if (params['*'] === 'courses' && useSessionStore.getState().token) {
        await queryClient.prefetchQuery(userCoursesQuery());
      }
    },
  },
};

export default routes;
