import cluster from 'node:cluster';
import { readConfig } from './config';

// The API's entry point. One process serves by default; API_INSTANCES=N runs a primary that
// forks N instances sharing the port (node:cluster, connections dealt round-robin), all over the
// one PostgreSQL of DATABASE_URL.
if (cluster.isPrimary && readConfig().instances > 1) await import('./cluster');
else await import('./instance');
