import { renderStandalone } from '@lms/shared/standalone';
import manifest from './exposes/routes';

// Runs the content remote alone (npm run dev -w @lms/mf-content) with the shell's providers, on the
// paths of its route manifest.
void renderStandalone({ name: 'content', routes: manifest.routes });
