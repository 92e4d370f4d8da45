import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import type { MessageKey } from '../i18n/messages';

/** The success envelope every handler returns (spec §7). */
export interface Envelope<T> {
  success: true;
  message: string;
  data: T;
}

export const ok = <T>(data: T, message = ''): Envelope<T> => ({ success: true, message, data });

/**
 * The one domain error: a 4xx the client should see. The message is a catalogue key, translated
 * per request by the error handler; `params` fill its `{name}` slots (a param that is itself a
 * key, such as a reason, is translated too).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

/** Lets route schemas be zod schemas from `@lms/shared/contracts`, typing request parts. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { safeParse?: unknown }).safeParse === 'function';

export interface ZodLikeError {
  name: 'ZodError';
  issues: z.core.$ZodIssue[];
}

export const isZodError = (error: unknown): error is ZodLikeError =>
  error instanceof Error &&
  error.name === 'ZodError' &&
  Array.isArray((error as { issues?: unknown }).issues);
