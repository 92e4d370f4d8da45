import { renderStandalone } from '@lms/shared/standalone';
import manifest from './exposes/routes';

// Runs the catalog remote alone (npm run dev -w @lms/mf-catalog) with the shell's providers, on the
// paths of its route manifest.
void renderStandalone({ name: 'catalog', routes: manifest.routes });
