import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * `npm start` itself, on ports of its own next to the suite's platform: the site works
 * on another SHELL_PORT, and an API crash is survived. It reuses the dist/ folders the suite's
 * web server has just built, and an in-memory database.
 */
const SHELL_PORT = Number(process.env.E2E_START_SHELL_PORT ?? 3500);
const API_PORT = Number(process.env.E2E_START_API_PORT ?? 4500);
const shell = `http://localhost:${SHELL_PORT}`;
const api = `http://localhost:${API_PORT}`;

let platform: ChildProcess | undefined;
let output = '';

const apiPids = () => [...output.matchAll(/API started \(pid (\d+)\)/g)].map((m) => Number(m[1]));

const healthy = async () => {
  try {
    return (await fetch(`${api}/health`)).status;
  } catch {
    return 0;
  }
};

test.describe('npm start @shell @local', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // What a person types: SHELL_PORT and API_PORT, nothing else about origins.
    const env = { ...process.env };
    for (const name of ['PLATFORM_URL', 'CORS_ORIGINS', 'API_URL', 'DATABASE_URL', 'REBUILD']) {
      delete env[name];
    }
    platform = spawn(process.execPath, [join(__dirname, '../../scripts/start.mjs')], {
      env: {
        ...env,
        SHELL_PORT: String(SHELL_PORT),
        API_PORT: String(API_PORT),
        PGLITE_DIR: 'memory://',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [platform.stdout, platform.stderr]) {
      stream?.on('data', (chunk) => (output += String(chunk)));
    }
    await expect.poll(healthy, { timeout: 150_000, intervals: [500] }).toBe(200);
  });

  test.afterAll(async () => {
    if (!platform || platform.exitCode !== null) return;
    const exited = new Promise((resolve) => platform!.once('exit', resolve));
    platform.kill('SIGTERM');
    await exited;
  });

  test('on SHELL_PORT=3500 the API allows the shell and the site loads its settings', async ({
    page,
    request,
  }) => {
    const config = await (await request.get(`${shell}/app-config.json`)).json();
    expect(config.apiBaseUrl).toBe(api);
    const preflight = await fetch(`${api}/v1/WebsiteSettings/getwebsiteparts`, {
      method: 'OPTIONS',
      headers: { origin: shell, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(shell);

    await page.goto(`${shell}/`);
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
    await expect(page.getByRole('heading', { name: 'Bir şeyler eksik.' })).toHaveCount(0);
  });

  test('an API crash is survived: the shell keeps serving and the API comes back', async ({
    page,
  }) => {
    const [crashed] = apiPids();
    expect(crashed, output).toBeGreaterThan(0);
    process.kill(crashed!, 'SIGKILL');

    // The shell still answers while the API is down.
    await expect.poll(healthy, { timeout: 5_000 }).not.toBe(200);
    expect((await fetch(`${shell}/`)).status).toBe(200);

    await expect.poll(healthy, { timeout: 90_000, intervals: [500] }).toBe(200);
    expect(apiPids()).toHaveLength(2);
    expect(output).toMatch(/the API stopped \(signal SIGKILL\); restarting it/);

    await page.goto(`${shell}/`);
    await expect(page.getByRole('heading', { name: 'Online Eğitimler' })).toBeVisible({
      timeout: 20_000,
    });
  });
});
