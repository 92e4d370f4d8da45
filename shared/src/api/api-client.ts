import ky, { type KyInstance, type Options } from 'ky';
import i18next from 'i18next';
import { SERVER_ERROR_MESSAGE } from '../contracts/constants';
import { getApiBaseUrl } from '../config/runtime-config';
import { useSessionStore } from '../session/session-store';

/** What a rejected call carries: the server body (spec §8), as an Error for React Query. */
export class ApiRequestError extends Error {
  readonly success = false;
  readonly status?: number;
  readonly body: Record<string, unknown>;

  constructor(body: Record<string, unknown>, status?: number) {
    super(typeof body.message === 'string' && body.message ? body.message : SERVER_ERROR_MESSAGE);
    this.name = 'ApiRequestError';
    this.body = body;
    this.status = status;
    Object.assign(this, body, { success: false, message: this.message });
    if (status !== undefined) Object.assign(this, { status });
  }
}

/** The API answered that what was asked for does not exist: a "not found", not a failure. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

export const serverError = () =>
  new ApiRequestError({ success: false, message: SERVER_ERROR_MESSAGE });

const REQUEST_TIMEOUT_MS = 30_000;

const readJson = async (response: Response): Promise<Record<string, unknown> | null> => {
  try {
    const text = await response.text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object'
      ? (parsed as Record<string, unknown>)
      : { data: parsed };
  } catch {
    return null;
  }
};

const isFile = (response: Response) => {
  const type = response.headers.get('content-type') ?? '';
  // A CSV export is a file too, though its type is text.
  if (type.startsWith('text/csv')) return true;
  return type !== '' && !type.includes('json') && !type.startsWith('text/');
};

/** Maps every response to the contract of architecture §4. */
const applyContract = async (response: Response): Promise<Response> => {
  const { status } = response;
  if (status >= 200 && status < 300) {
    // A file (a receipt PDF, a CSV export) is handed over as it came, for `.blob()`.
    if (isFile(response)) return response;
    const body = (await readJson(response)) ?? {};
    return new Response(JSON.stringify({ ...body, httpCode: 200 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }
  if (status === 401) {
    const body = (await readJson(response)) ?? {};
    useSessionStore.getState().clearSession();
    if (typeof window !== 'undefined') window.location.hash = '#/login';
    throw new ApiRequestError({ ...body, status: 401 }, 401);
  }
  if (status >= 400 && status <= 500) {
    const body = await readJson(response);
    if (body && typeof body.message === 'string') throw new ApiRequestError(body, status);
  }
  throw serverError();
};

/** Any network failure or timeout becomes the generic server error (spec §8). */
const guardedFetch: typeof fetch = async (input, init) => {
  const signal = init?.signal
    ? AbortSignal.any([init.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
    : AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await fetch(input, { ...init, signal });
  } catch {
    throw serverError();
  }
};

const createClient = (prefixUrl: string): KyInstance =>
  ky.create({
    prefixUrl,
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    fetch: guardedFetch,
    // No default content type: ky sets it with a `json` body. On a GET it would make every
    // cross-origin read wait for a CORS preflight (one more round trip on a phone network).
    hooks: {
      beforeRequest: [
        (request) => {
          const { token } = useSessionStore.getState();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept-Language', i18next.language?.startsWith('en') ? 'en' : 'tr');
        },
      ],
      afterResponse: [(_request, _options, response) => applyContract(response)],
    },
  });

let cached: { base: string; client: KyInstance } | null = null;

const client = (): KyInstance => {
  const base = getApiBaseUrl();
  if (!cached || cached.base !== base) cached = { base, client: createClient(base) };
  return cached.client;
};

type Input = string;

/** The one API client: `api.post('v1/...', { json }).json<T>()`. */
export const api = {
  get: (url: Input, options?: Options) => client().get(url, options),
  post: (url: Input, options?: Options) => client().post(url, options),
  put: (url: Input, options?: Options) => client().put(url, options),
  delete: (url: Input, options?: Options) => client().delete(url, options),
};

/** A response fetched outside the client (index.html's early settings), read by the same contract. */
export const contractJson = async <T>(response: Response): Promise<T> =>
  (await applyContract(response)).json() as Promise<T>;

/** Absolute URL on the API for links the browser opens itself (downloads, images). */
export const apiUrl = (path: string): string => `${getApiBaseUrl()}/${path.replace(/^\/+/, '')}`;
