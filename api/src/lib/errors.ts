import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ERROR_MESSAGE } from '@lms/shared/contracts';
import {
  formatWait,
  isMessageKey,
  localeFrom,
  translate,
  type Locale,
  type MessageKey,
} from '../i18n/messages';
import { DomainError, type DomainErrorKind } from './domain-error';
import { isZodError, type ZodLikeError } from './http';

/** The one place a domain error's kind becomes an HTTP status (architecture §5). */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
};

/** Fastify's own 4xx errors, mapped to catalogue keys. */
const FASTIFY_CODES: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalidRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
};

/** Any other 4xx a library answers, by its status. */
const MESSAGE_OF_STATUS: Partial<Record<number, MessageKey>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'routeNotFound',
  405: 'methodNotAllowed',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** Fastify's own default, for a route that names none (app.ts gives the app 100 KB). */
const BODY_LIMIT_DEFAULT = 1024 * 1024;

/** A body limit as the refusal names it: "100 KB", "2 KB", "1 MB". */
const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`;

const localeOf = (request: FastifyRequest): Locale =>
  localeFrom(request.headers['accept-language']);

/** `{field: key}` for every failing field (first issue wins), plus the first issue's text. */
function describeValidation(error: ZodLikeError, locale: Locale) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= isMessageKey(issue.message) ? issue.message : 'invalidRequest';
  }
  const first = error.issues[0]?.message ?? 'invalidRequest';
  const message = translate(isMessageKey(first) ? first : 'invalidRequest', locale);
  return { message, errors };
}

/** The error's text in the caller's language, its `{name}` slots filled. */
export const domainMessage = (error: DomainError, locale: Locale): string =>
  translate(error.messageKey, locale).replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = error.params[name];
    if (value === undefined) return slot;
    return isMessageKey(value) ? translate(value, locale) : value;
  });

/** Retry-After (seconds) while the database does not answer: API calls and /health alike. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether an error (or one of its causes) says the database cannot be reached, as opposed to a
 * query that failed: node-postgres' connection errors and SQLSTATE classes 08 (connection) and
 * 57P (operator intervention: shutdown), and PGlite closed.
 */
export function isDatabaseDown(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code)) {
      return true;
    }
    if (/^(08|57P)/.test(code)) return true;
  }
  if (
    /PGlite is closed|after calling end|Connection terminated|connection timeout/i.test(
      error.message,
    )
  ) {
    return true;
  }
  return isDatabaseDown(error.cause, depth + 1);
}

/** The one error handler (architecture §5): 4xx carry a message, 5xx never leak details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(
    (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
      const locale = localeOf(request);

      if (isZodError(error)) {
        request.log.info({ issues: error.issues }, 'validation failed');
        return reply.status(400).send({ success: false, ...describeValidation(error, locale) });
      }
      if (error instanceof DomainError) {
        let message = domainMessage(error, locale);
        if (error.retryAfterMs !== undefined) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
          message = message.replace('{wait}', formatWait(error.retryAfterMs, locale));
        }
        const errors = error.field ? { errors: { [error.field]: error.messageKey } } : {};
        return reply
          .status(STATUS_OF_KIND[error.kind])
          .send({ success: false, message, ...errors });
      }

      const statusCode =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (statusCode >= 400 && statusCode < 500) {
        // A library's own 4xx (Fastify, @fastify/static, multipart): by its code when known,
        // else by its status; never its English text.
        const code =
          ('code' in error ? FASTIFY_CODES[String(error.code)] : undefined) ??
          MESSAGE_OF_STATUS[statusCode] ??
          'invalidRequest';
        request.log.info({ err: error }, 'client error');
        const message = translate(code, locale).replace(
          '{limit}',
          sizeOf(request.routeOptions.bodyLimit ?? BODY_LIMIT_DEFAULT),
        );
        return reply.status(statusCode).send({ success: false, message });
      }

      if (isDatabaseDown(error)) {
        request.log.error(
          { err: error, method: request.method, route: request.routeOptions.url },
          'database unavailable',
        );
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ success: false, message: translate('serviceUnavailable', locale) });
      }

      // The route pattern, not the URL: a path or query may carry a token.
      request.log.error(
        { err: error, method: request.method, route: request.routeOptions.url },
        'request failed',
      );
      return reply
        .status(statusCode >= 500 ? statusCode : 500)
        .send({ success: false, message: SERVER_ERROR_MESSAGE });
    },
  );

  app.setNotFoundHandler((request, reply) => {
    const locale = localeOf(request);
    // A path that exists under other methods: 405 with the methods it takes (RFC 9110 §15.5.6).
    // (A route of this very method that found nothing, such as a missing static file, is a 404.)
    const allowed = allowedMethods(app, request.url.split('?')[0] ?? '');
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ success: false, message: translate('methodNotAllowed', locale) });
    }
    return reply.status(404).send({ success: false, message: translate('routeNotFound', locale) });
  });
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods some route answers at this path (none: the path itself is unknown). OPTIONS is
 * left out of the test, since CORS answers it at every path; HEAD goes with GET.
 */
function allowedMethods(app: FastifyInstance, path: string): string[] {
  const found = METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
  return found.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
}
