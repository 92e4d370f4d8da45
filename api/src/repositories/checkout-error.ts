import type { FastifyRequest } from 'fastify';
import { localeFrom, translate, type MessageKey } from '../i18n/messages';

/**
 * A 4xx of checkout whose message may name things ("{email} … “{course}”"). Routes turn it into
 * the translated text with `localise`, which the error handler sends as the message.
 */
export class CheckoutError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | MessageKey> = {},
  ) {
    super(messageKey);
    this.name = 'CheckoutError';
  }
}

/** The error's text in the caller's language; `reason` params that are keys are translated too. */
export const checkoutMessage = (error: CheckoutError, acceptLanguage: string | undefined) => {
  const locale = localeFrom(acceptLanguage);
  return translate(error.messageKey, locale).replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = error.params[name];
    if (value === undefined) return match;
    return name === 'reason' ? translate(value as MessageKey, locale) : value;
  });
};

/** Maps a CheckoutError to an error the platform's handler sends as `{success:false, message}`. */
export const localise = (request: FastifyRequest, error: unknown): unknown => {
  if (!(error instanceof CheckoutError)) return error;
  return Object.assign(new Error(checkoutMessage(error, request.headers['accept-language'])), {
    statusCode: error.statusCode,
  });
};
