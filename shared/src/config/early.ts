/**
 * Requests the shell's index.html starts before any bundle has loaded (shell/public/index.html):
 * the runtime config, the common strings and the site settings. Each is handed out once; a
 * caller that gets nothing, or a failed request, makes its own request as before.
 */
interface EarlyRequests {
  'app-config.json'?: Promise<unknown>;
  settings?: { url: string; language: string; response: Promise<Response> };
  [path: string]: unknown;
}

const bag = (): EarlyRequests | undefined =>
  typeof window === 'undefined' ? undefined : (window as { __lmsEarly?: EarlyRequests }).__lmsEarly;

/** The early request stored under `key`, removed so that a later call fetches afresh. */
export const takeEarly = <K extends keyof EarlyRequests>(key: K): EarlyRequests[K] | undefined => {
  const requests = bag();
  if (!requests || !(key in requests)) return undefined;
  const value = requests[key];
  delete requests[key];
  return value;
};

/** A fetch of `path` that index.html already started, or a new one. */
export const earlyFetch = (path: string): Promise<Response> => {
  const started = takeEarly(path) as Promise<Response> | undefined;
  return started ? started.catch(() => fetch(path)) : fetch(path);
};
