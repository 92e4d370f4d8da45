import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import { z } from 'zod';
import { isZodSchema } from './http';

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** A zod schema as OpenAPI 3.0 JSON Schema; refinements and transforms are left out. */
const jsonSchemaOf = (schema: unknown, io: 'input' | 'output') =>
  isZodSchema(schema)
    ? z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' })
    : schema;

/** Route schemas are zod: requests are described as the client sends them, answers as sent. */
const toJsonSchemas = (schema: FastifySchema | undefined): FastifySchema => {
  if (!schema) return {};
  const converted: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    if (schema[part] !== undefined) converted[part] = jsonSchemaOf(schema[part], 'input');
  }
  if (schema.response && typeof schema.response === 'object') {
    converted.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, part]) => [
        status,
        jsonSchemaOf(part, 'output'),
      ]),
    );
  }
  return converted as FastifySchema;
};

/**
 * The OpenAPI 3 document of the API at GET /v1/openapi.json, built from the same zod schemas
 * the routes validate and serialise with. Register before the routes: it collects them.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'İhracat Akademisi API',
        description:
          'Answers are wrapped as {success, message, data}; a refusal is {success: false, message, errors?} with a translated message (Accept-Language: tr or en).',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url }) => ({ schema: toJsonSchemas(schema), url }),
  });

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
