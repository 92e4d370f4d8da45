import type { FastifySerializerCompiler } from 'fastify';
import { isZodSchema } from './http';

/**
 * Serialises an answer through its route's response schema (`schema.response[status]`, a zod
 * schema from `@lms/shared/contracts`): zod objects strip undeclared keys, so a column a
 * repository happens to select never reaches the client. The data goes through JSON first, so
 * Dates and the like become what the client receives. An answer that does not fit its schema is
 * the server's mistake: a 500, logged with the issues, never a partial or unchecked body.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  if (!isZodSchema(schema)) return (data) => JSON.stringify(data);
  return (data) => {
    const result = schema.safeParse(JSON.parse(JSON.stringify(data) ?? 'null'));
    if (result.success) return JSON.stringify(result.data);
    throw new ResponseSchemaError(`${method} ${url}`, result.error.issues);
  };
};

export class ResponseSchemaError extends Error {
  constructor(
    route: string,
    readonly issues: unknown[],
  ) {
    super(`The answer of ${route} does not match its response schema`);
    this.name = 'ResponseSchemaError';
  }
}
