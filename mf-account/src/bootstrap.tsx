import { renderStandalone } from '@lms/shared/standalone';
import routes from './exposes/routes';

// Runs the account remote alone (npm run dev -w @lms/mf-account) with the shell's providers.
void renderStandalone({
  name: 'account',
  pages: routes.pages,
  paths: {
    login: 'login',
    signup: 'signup',
    forgotPassword: 'forgotpassword',
    resetPassword: 'resetpassword/:hash',
    verifyEmail: 'verify-email/:token',
    account: 'account/*',
  },
});
