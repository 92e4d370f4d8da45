import type { MessageKey } from '../i18n/messages';

/**
 * What kind of refusal an error is, in the domain's words. Services and guards say only this;
 * `lib/errors.ts` alone turns a kind into an HTTP status (architecture §5).
 */
export const DOMAIN_ERROR_KINDS = [
  /** The request cannot be done as asked (a wrong value, an expired link). */
  'invalid',
  /** No session, or one that has ended. */
  'unauthorized',
  /** A session, but the thing is not this user's (or not open to them yet). */
  'forbidden',
  'notFound',
  /** The state of things refuses it: done already, not yet, changed meanwhile. */
  'conflict',
  /** An uploaded file over its size limit. */
  'tooLarge',
  /** Too often; `retryAfterMs` says when to try again. */
  'tooMany',
] as const;

export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

/**
 * The one domain error: a refusal the client should see. The message is a catalogue key,
 * translated per request by the error handler; `params` fill its `{name}` slots (a param that is
 * itself a key, such as a reason, is translated too). With `retryAfterMs` the answer carries a
 * Retry-After header and the message's `{wait}` says how long.
 */
export class DomainError extends Error {
  /** The request field the refusal is about; the answer names it in `errors`, as a 400 does. */
  field?: string;

  /** A refusal about one field of the request (a slug that is taken). */
  static onField(
    kind: DomainErrorKind,
    messageKey: MessageKey,
    field: string,
    params: Record<string, string> = {},
  ): DomainError {
    const error = new DomainError(kind, messageKey, params);
    error.field = field;
    return error;
  }

  constructor(
    readonly kind: DomainErrorKind,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
    readonly retryAfterMs?: number,
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}
