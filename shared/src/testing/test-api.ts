import type { ResourceLanguage } from 'i18next';
import { setAppConfig } from '../config/runtime-config';
import { registerNamespace, type Language } from '../i18n';
import { startJsonServer, type Handler, type RecordedRequest } from './json-server';
import { initTestI18n } from './render';

export interface TestApiOptions {
  /** Starts the test i18n (the common strings) in this language before the server. */
  language?: Language;
  /** A remote's own strings, registered once i18n has started ('tr' unless `language` says). */
  namespaces?: Record<string, Record<Language, ResourceLanguage>>;
}

/** The suite's API server, as a test reads it. */
export interface TestApi {
  /** Where it listens; the app config points at it. */
  readonly url: string;
  /** What it received during the current test, oldest first. */
  readonly requests: RecordedRequest[];
}

/**
 * A test file's API: registers the suite's hooks, and returns a handle its tests read.
 *
 * - `beforeAll`: starts the test i18n when `language` or `namespaces` are given, then a real
 *   local server answering with `handler` (`startJsonServer`), and points the app config at it.
 * - `beforeEach`: forgets the requests of the tests before, so `requests` is this test's.
 * - `afterAll`: closes the server.
 *
 * Call it at the top of the file, where `beforeAll` may be called; read `url` and `requests` in a
 * test or a hook, once the server has started.
 *
 * ```ts
 * let reply: Reply;
 * const server = setupTestApi(() => reply, { namespaces: { catalog: { tr, en } } });
 * it('asks for the list', () => … expect(server.requests.at(-1)?.path).toBe('/v1/faqs/getall'));
 * ```
 */
export const setupTestApi = (
  handler: Handler,
  { language, namespaces = {} }: TestApiOptions = {},
): TestApi => {
  let server: Awaited<ReturnType<typeof startJsonServer>> | undefined;
  const running = () => {
    if (!server) throw new Error('The test API starts in beforeAll: read it in a test or a hook.');
    return server;
  };

  beforeAll(async () => {
    if (language || Object.keys(namespaces).length > 0) {
      await initTestI18n(language ?? 'tr');
      for (const [namespace, bundles] of Object.entries(namespaces)) {
        registerNamespace(namespace, bundles);
      }
    }
    server = await startJsonServer(handler);
    setAppConfig({ apiBaseUrl: server.url, remotes: {} });
  });
  beforeEach(() => {
    if (server) server.requests.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    server = undefined;
  });

  return {
    get url() {
      return running().url;
    },
    get requests() {
      return running().requests;
    },
  };
};
