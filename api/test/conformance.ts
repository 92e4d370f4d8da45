import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentedPath } from '../src/lib/openapi';

/**
 * The API conformance check, an equivalent of Prism's validating proxy without a
 * network: every answer of every API test's app (`createTestApp` adds the hook) is checked
 * against the app's own OpenAPI document. Its status must be documented for its operation, and a
 * JSON body must fit the schema documented for that status. The test file fails at its end
 * (`ctx.close()`) with what did not conform.
 */

type Schema = Record<string, unknown>;
interface Media {
  schema: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
export interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; securitySchemes: Record<string, Schema> };
}

const ajv = new Ajv({ strict: false, allErrors: false, logger: false });
addFormats(ajv);
/** Compiled once per test process: every app of a process publishes the same document. */
const validators = new Map<string, ValidateFunction>();

/** `4XX` in the document covers 404, as OpenAPI's ranges do. */
const responseOf = (operation: Operation, status: number) =>
  operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];

/** What is wrong with one answer, or null when it conforms. */
export function nonConformity(
  doc: OpenApiDocument,
  answer: { method: string; url: string; status: number; type: string; body: string | null },
): string | null {
  const path = documentedPath(answer.url);
  const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
  const where = `${answer.method} ${path} → ${answer.status}`;
  const operation = doc.paths[path]?.[method];
  if (!operation) return `${where}: the operation is not documented`;
  const response = responseOf(operation, answer.status);
  if (!response) return `${where}: the status is not documented`;
  const schema = response.content?.['application/json']?.schema;
  if (!schema || answer.body === null || !/json/.test(answer.type)) return null;
  const key = `${method} ${path} ${answer.status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: doc.components });
    validators.set(key, validate);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${where}: the body is not JSON`;
  }
  return validate(body) ? null : `${where}: ${ajv.errorsText(validate.errors)}`;
}

/**
 * Checks every answer of `app` against its document; `report()` lists what did not conform,
 * each once with how often it was seen.
 */
export function checkConformance(app: FastifyInstance) {
  const found = new Map<string, number>();
  let doc: OpenApiDocument | undefined;
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    // Not a route (the 404 and 405 of unknown paths and methods), or one left out on purpose.
    if (url === undefined || (request.routeOptions.schema as { hide?: boolean })?.hide) {
      return payload;
    }
    if (request.method === 'OPTIONS') return payload;
    doc ??= app.swagger() as unknown as OpenApiDocument;
    const problem = nonConformity(doc, {
      method: request.method,
      url,
      status: reply.statusCode,
      type: String(reply.getHeader('content-type') ?? ''),
      body: typeof payload === 'string' ? payload : null,
    });
    if (problem) found.set(problem, (found.get(problem) ?? 0) + 1);
    return payload;
  });
  return {
    report: () => [...found].map(([problem, times]) => `${problem} (×${times})`),
  };
}
