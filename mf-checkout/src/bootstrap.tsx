import { renderStandalone } from '@lms/shared/standalone';
import manifest from './exposes/routes';

// Runs the checkout remote alone (npm run dev -w @lms/mf-checkout) with the shell's providers, on the
// paths of its route manifest.
void renderStandalone({ name: 'checkout', routes: manifest.routes });
