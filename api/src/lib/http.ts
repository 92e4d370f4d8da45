import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/** The success envelope every handler returns (spec §7). */
export interface Envelope<T> {
  success: true;
  message: string;
  data: T;
}

export const ok = <T>(data: T, message = ''): Envelope<T> => ({ success: true, message, data });

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
