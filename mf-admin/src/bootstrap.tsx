import { renderStandalone } from '@lms/shared/standalone';
import AdminApp from './exposes/app';

// Runs the admin remote alone (npm run dev -w @lms/mf-admin) with the shell's providers, on the
// prefix the shell gives it (#/admin). Log in through the API first (the account remote, or the
// whole platform), as the back office is for staff.
void renderStandalone({
  name: 'admin',
  routes: [{ id: 'admin', path: 'admin/*', Component: AdminApp }],
});
