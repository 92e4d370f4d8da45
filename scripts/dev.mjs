#!/usr/bin/env node
// `npm run dev`: the API with reload, and webpack-dev-server with hot reload for the shell
// (3000) and every remote (3001–3006). Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = [
  'api',
  'shell',
  'mf-catalog',
  'mf-checkout',
  'mf-learning',
  'mf-content',
  'mf-account',
  'mf-admin',
];
const children = packages.map((dir) => {
  const child = spawn('npm', ['run', 'dev'], {
    cwd: join(root, dir),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping reaches npm's children (webpack, tsx) as well.
    detached: true,
  });
  const prefix = `[${dir}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(String(chunk).replace(/^(?=.)/gm, prefix)));
  }
  return child;
});
const stop = () => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Dev servers starting: http://localhost:3000/ (API http://localhost:4000)');
