import { renderStandalone } from '@lms/shared/standalone';
import manifest from './exposes/routes';

// Runs the account remote alone (npm run dev -w @lms/mf-account) with the shell's providers, on the
// paths of its route manifest.
void renderStandalone({ name: 'account', routes: manifest.routes });
