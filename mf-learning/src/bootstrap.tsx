import { renderStandalone } from '@lms/shared/standalone';
import manifest from './exposes/routes';

// Runs the learning remote alone (npm run dev -w @lms/mf-learning) with the shell's providers, on the
// paths of its route manifest.
void renderStandalone({ name: 'learning', routes: manifest.routes });
