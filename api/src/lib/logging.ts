import { LogController, type FastifyServerOptions } from 'fastify';

/**
 * What the API writes to its log: enough to find the cause of a failure, never a
 * password, a hash, a token or a person's data. Every logger the app builds goes through
 * `safeLoggerOptions`, so a new `log.error({ err })` is safe without thinking about it.
 */

/** Paths pino blanks wherever they appear at the top level or one object down. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'resetHash',
  'params',
  // The simulated payment page's sealed session and 3-D Secure attempt.
  'session',
  'attempt',
];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  // A mail's recipient: the domain helps an operator, the person stays unnamed.
  'to',
];

const maskAddress = (value: unknown) => {
  const text = String(value);
  const at = text.lastIndexOf('@');
  return at > 0 ? `***${text.slice(at)}` : '[Redacted]';
};

/** The properties of an error (and of its causes) that say what failed without any values. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
] as const;
const MAX_CAUSES = 5;

/** node-postgres and PGlite both name a server's error 'error' (PGlite's class is minified). */
const typeOf = (error: Error) =>
  error.name === 'error' ? 'DatabaseError' : error.constructor?.name || error.name || 'Error';

/**
 * Drizzle's DrizzleQueryError carries the bound values in `params` and repeats them in its
 * message ("Failed query: …\nparams: …"); the SQL text alone keeps only `$1, $2` placeholders.
 */
/** A query string's secret values, e.g. a URL quoted by Fastify's "Reply was already sent". */
const SECRET_QUERY = /([?&](?:session|attempt|token|signature|sig)=)[^&\s"')]+/gi;

const safeMessage = (error: Error) => {
  const params = error.message.indexOf('\nparams:');
  const message = params === -1 ? error.message : error.message.slice(0, params);
  return message.replace(SECRET_QUERY, '$1[Redacted]');
};

/** The stack with its header ("Type: message", which may span lines) replaced by the safe one. */
const safeStack = (error: Error, type: string, message: string) => {
  if (typeof error.stack !== 'string') return '';
  const lines = error.stack.split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  const frames = firstFrame === -1 ? [] : lines.slice(firstFrame);
  return [`${type}: ${message}`, ...frames].join('\n');
};

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** pino's `err` serializer, by allow-list: the values of a query and a row never get through. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const message = typeof error === 'string' ? error : '[not an Error]';
    return { type: typeof error, message, stack: '' };
  }
  const type = typeOf(error);
  const message = safeMessage(error);
  const out: SerializedError = { type, message, stack: safeStack(error, type, message) };
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') out.query = query;
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  return out;
}

interface RawRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
}

/** The request line without its query string: signed links and payment sessions live there. */
const serializeRequest = (request: RawRequest) => ({
  method: request.method,
  url: request.url?.split('?')[0],
  host: request.host,
  remoteAddress: request.ip,
});

type LoggerOption = FastifyServerOptions['logger'];

/** The given logger options with redaction and the safe serializers added. */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: {
      paths: REDACT_PATHS,
      censor: (value: unknown, path: string[]) =>
        path.at(-1) === 'to' ? maskAddress(value) : '[Redacted]',
    },
    hooks: {
      ...options.hooks,
      // The message too: pino takes an error's own message as the line's `msg`, outside `err`.
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args;
        const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
        if (error instanceof Error && typeof rest[0] !== 'string') {
          return method.call(this, first, safeMessage(error), ...rest);
        }
        return method.apply(
          this,
          args.map((arg) =>
            typeof arg === 'string' ? arg.replace(SECRET_QUERY, '$1[Redacted]') : arg,
          ),
        );
      },
    },
    serializers: {
      ...options.serializers,
      err: (error: unknown) => serializeError(error),
      error: (error: unknown) => serializeError(error),
      req: serializeRequest,
    },
  };
}

/**
 * One log line per request, written when it is answered (method, path without its query, status,
 * time), instead of Fastify's two ("incoming request" and "request completed"): serialising and
 * redacting the second line cost about a fifth of a cached answer's CPU (measured with
 * the bench). Every other line Fastify writes (errors, 404s, closing) is unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
