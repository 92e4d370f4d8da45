import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { z } from 'zod';
import { isZodSchema } from './http';

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

type JsonSchema = Record<string, unknown>;

/**
 * What OpenAPI 3.0 wants of `nullable` that zod's output does not give: a `type` beside it, and
 * `null` among the `enum` values of a nullable enum (OpenAPI 3.0.3: the enum still applies to
 * null). zod writes `nullable` alone for `z.unknown().nullable()`, which takes null anyway, so it
 * goes; and beside `anyOf` for a nullable union (`z.union([z.literal(0), z.literal(1)])
 * .nullable()`), where each choice is made nullable instead, or null would be refused.
 */
const openApi30Nullable = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(openApi30Nullable);
  if (!node || typeof node !== 'object') return node;
  let schema = node as JsonSchema;
  if (schema.nullable === true && !('type' in schema) && Array.isArray(schema.anyOf)) {
    schema = {
      ...schema,
      anyOf: schema.anyOf.map((choice: JsonSchema) => ({ ...choice, nullable: true })),
    };
  }
  const typed = 'type' in schema;
  const fixed = Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !(key === 'nullable' && !typed))
      .map(([key, value]) => [key, openApi30Nullable(value)]),
  );
  if (fixed.nullable === true && Array.isArray(fixed.enum) && !fixed.enum.includes(null)) {
    fixed.enum = [...fixed.enum, null];
  }
  return fixed;
};

/** A zod schema as OpenAPI 3.0 JSON Schema; refinements and transforms are left out. */
const jsonSchemaOf = (schema: unknown, io: 'input' | 'output') =>
  isZodSchema(schema)
    ? openApi30Nullable(
        z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }),
      )
    : schema;

/**
 * The name a route's trailing wildcard (`/*`) has in the document: `{path}`, the rest of the
 * address, which may hold slashes. OpenAPI has no wildcard, and `{*}` stops tools (Dredd, Prism);
 * the URL clients call stays the same.
 */
export const WILDCARD_PARAM = 'path';

/**
 * A route's URL as the document names it: `:id` stays for the plugin, `*` becomes `:path`, and a
 * trailing slash goes (`/v1/blogs/getlist/` is an alias of `/v1/blogs/getlist`, left out).
 */
export const documentedUrl = (url: string) =>
  url.replace(/\/\*$/, `/:${WILDCARD_PARAM}`).replace(/(.)\/$/, '$1');

/** A route whose URL ends in a slash is an alias of the one without: not listed twice. */
const isSlashAlias = (url: string) => url.length > 1 && url.endsWith('/');

/** The path as it appears under `paths` of the document: `/v1/x/{id}`. */
export const documentedPath = (url: string) =>
  documentedUrl(url).replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * A stable operationId from the method and the path: `GET /v1/Galleries/gallery/getbyid/{id}`
 * is `getGalleriesGalleryGetbyidById`. A route may name its own (`schema.operationId`).
 */
export const operationIdOf = (method: string, url: string) => {
  const words = documentedPath(url)
    .split('/')
    .filter((part) => part && part !== 'v1')
    .flatMap((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      return (param ? `by-${param[1]}` : part).split(/[^A-Za-z0-9]+/).filter(Boolean);
    })
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
};

/** The refusal envelope every 4xx (and the 503) carries (architecture §5). */
export const REFUSAL_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'A refusal: its message is translated (Accept-Language: tr or en).',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string' },
    errors: {
      type: 'object',
      description: 'The failing fields, each with its message key.',
      additionalProperties: { type: 'string' },
    },
  },
};

const REFUSALS: Record<number, string> = {
  400: 'The request is invalid: a field, the JSON or the form (errors names the fields).',
  401: 'No bearer token, or its session has ended.',
  403: 'The account may not do this (its role, or the thing belongs to someone else).',
  404: 'Not found.',
  409: 'In conflict with the current state (taken, already done, changed meanwhile).',
  413: 'The upload is too large.',
  415: 'The content type is not accepted.',
  429: 'Too many requests: wait for Retry-After seconds.',
  500: 'An unexpected failure (a fault, never the request itself); no details are given.',
  503: 'The database is unavailable: retry after Retry-After seconds.',
};

const ANSWERS: Record<number, string> = {
  200: 'Done; a file or a page where no JSON schema is given.',
  201: 'Created.',
  204: 'Done, nothing to send.',
  206: 'Part of the file (Range).',
  302: 'Redirected (Location).',
  303: 'See the page at Location.',
  304: 'Not modified since the ETag sent.',
  422: 'The form is refused; the page says why.',
};

/**
 * Answers some operations give beyond the ones every route of their kind does (below, in
 * `refusalsOf`), by operationId, as the API suite's traffic shows them: `api/test/conformance.ts`
 * fails on any status the suite meets that the document lacks. A 4xx or 503 carries the refusal
 * envelope; any other answer is documented without a body schema.
 */
export const EXTRA_ANSWERS: Readonly<Record<string, readonly number[]>> = {
  deleteAdminExamsByExamId: [409],
  deleteAdminGalleriesByIdImagesByImageId: [409],
  deleteAdminInstructorsById: [409],
  deleteAdminPagesById: [409],
  deleteUserbaskets: [404],
  getCertificatesDownloadByCode: [403],
  getCoursesGetcoursedetailsBySlugOrId: [304],
  getCoursesGetcoursevideoById: [403],
  getExamsGettestcertificate: [409],
  getExamsGettestquestionsById: [403],
  getExamsGettestreviewById: [403, 409],
  getMediaVideosById: [206, 403],
  getMediaVideosByIdCaptionsByLang: [403],
  getMediaVideosByIdHlsByTokenByPath: [403],
  getRenditionsByWidthByPath: [304],
  getSitemapXml: [304],
  getWebsiteSettingsGetwebsiteparts: [304],
  postAdminBlogs: [409],
  postAdminBlogsByIdCover: [409],
  postAdminCertificatesByCodeRevoke: [409],
  postAdminContactsByIdHandle: [409],
  postAdminCourses: [409],
  postAdminCoursesByIdPublish: [409],
  postAdminCoursesByIdThumbnail: [409],
  postAdminExamsByExamIdVersions: [409],
  postAdminGalleriesByIdImages: [409],
  postAdminOrdersByTrackingIdCancel: [409],
  postAdminOrdersByTrackingIdConfirmTransfer: [409],
  postAdminOrdersByTrackingIdPaybacksByEventId: [409],
  postAdminOrdersByTrackingIdRefund: [409],
  postAdminPages: [409],
  postAdminPeopleByIdVerification: [409, 429],
  postAdminStaffByIdDisable: [409],
  postAdminStaffInvitations: [409],
  postAuthLogin: [403],
  postAuthRegister: [409],
  postAuthResendVerification: [429],
  postCourses: [403, 404],
  postExamsAnswerquestion: [403, 404, 409],
  postExamsJoincourseexamByTestId: [403, 409],
  postOrdersCheckparty: [404, 409],
  postOrdersContracts: [409],
  postOrdersMakepayment: [403, 409],
  postOrdersResendinvitation: [404, 409, 429],
  postOrdersWithdrawByTrackingId: [409],
  postPaymentsCallbackSimulated: [404],
  postPaymentsIyzicoCallback: [303, 404],
  postPaymentsIyzicoWebhook: [404, 409],
  postPaymentsSimulatedCard: [409],
  postPaymentsSimulatedConfirm: [303, 409],
  postSubscribersSubscribe: [409],
  postUserbaskets: [404, 409],
  putAdminBlogsById: [409],
  putAdminCoursesById: [409],
  putAdminExamsByExamId: [409],
  putAdminFaqsOrder: [409],
  putAdminGalleriesById: [409],
  putAdminGalleriesByIdImagesByImageId: [409],
  putAdminGalleriesByIdImagesOrder: [409],
  putAdminStaffByIdRole: [409],
  putAuthVerifyEmail: [409],
  postUsersDeleteaccount: [409],
  putUsersUpdateprofile: [429],
};

type Hook = RouteOptions['preHandler'];
const hooks = (hook: Hook | RouteOptions['onRequest']): unknown[] =>
  hook === undefined ? [] : [hook].flat();

/** How a route is guarded: staff roles (and perhaps the CLI's key), a user, or nobody. */
const guardOf = (route: RouteOptions, requireUser: unknown) => {
  const config = (route.config ?? {}) as { roles?: readonly string[]; adminKey?: boolean };
  if (config.roles?.length) return config.adminKey ? 'staffOrKey' : 'staff';
  const guarded = [...hooks(route.preHandler), ...hooks(route.onRequest)].includes(requireUser);
  return guarded ? 'user' : 'public';
};

const SECURITY = {
  public: [],
  user: [{ bearer: [] }],
  staff: [{ bearer: [] }],
  staffOrKey: [{ bearer: [] }, { adminKey: [] }],
} as const;

/** The 4xx (and 5xx) a route can answer, from what it takes and how it is guarded. */
const refusalsOf = (route: RouteOptions, schema: FastifySchema, guard: string, id: string) => {
  const codes = new Set<number>([500, 503]);
  const methods = [route.method].flat();
  // Fastify reads a body on every method but GET and HEAD: a DELETE sent with a body of an
  // unknown type gets 415 (the fuzz test found it), whatever the route declares.
  const takesBody = methods.some((method) => !['GET', 'HEAD'].includes(method));
  if (takesBody || REQUEST_PARTS.some((part) => schema[part] !== undefined)) codes.add(400);
  // A body over the limit, or of a type no parser takes, is refused before the route.
  if (takesBody || schema.body !== undefined) [413, 415].forEach((code) => codes.add(code));
  if (guard !== 'public') codes.add(401);
  if (guard === 'staff' || guard === 'staffOrKey') codes.add(403);
  if (/[:*]/.test(route.url)) codes.add(404);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) codes.add(429);
  for (const code of EXTRA_ANSWERS[id] ?? []) if (code >= 400) codes.add(code);
  return [...codes].sort((a, b) => a - b);
};

/** A value that fits a JSON Schema, for a request body's example: its own example first. */
export function exampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return {};
  const examples = schema.examples as unknown[] | undefined;
  if (Array.isArray(examples) && examples.length) return examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key] as JsonSchema[] | undefined;
    if (options?.length) {
      if (key !== 'allOf') return exampleOf(options[0], name);
      return Object.assign({}, ...options.map((option) => exampleOf(option, name)));
    }
  }
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => required.includes(key))
          .map(([key, property]) => [key, exampleOf(property, key)]),
      );
    }
    case 'array': {
      const min = Number(schema.minItems ?? 1);
      return Array.from({ length: Math.max(1, min) }, () =>
        exampleOf(schema.items as JsonSchema, name),
      );
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum as number | undefined;
      const exclusive = schema.exclusiveMinimum === true;
      const start = min === undefined ? 1 : exclusive ? min + 1 : min;
      return Math.max(start, Math.min(1, Number(schema.maximum ?? 1)));
    }
    case 'boolean':
      return true;
    case 'string':
      return exampleString(schema, name);
    default:
      return null;
  }
}

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'ayse.yilmaz@ornek.com.tr',
  'date-time': '2026-01-15T09:30:00.000Z',
  date: '2026-01-15',
  uri: 'https://ornek.com.tr/',
  url: 'https://ornek.com.tr/',
  uuid: '3f2a1c4e-8b7d-4e21-9a6f-1c2b3d4e5f60',
};

/** Strings by what a field's name says it holds, tried in turn against its pattern and length. */
const NAMED_EXAMPLES: [RegExp, string][] = [
  [/e-?mail/i, 'ayse.yilmaz@ornek.com.tr'],
  [/password/i, 'Guclu-Parola-2026'],
  [/phone/i, '05321234567'],
  [/citizen|tckn/i, '10000000146'],
  [/tax/i, '1234567890'],
  [/url|link|website/i, 'https://ornek.com.tr/'],
  [/date|at$/i, '2026-01-15'],
  [/slug/i, 'ihracat-temelleri'],
];

const exampleString = (schema: JsonSchema, name: string): string => {
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? 64);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  const word = name || 'metin';
  const candidates = [
    FORMAT_EXAMPLES[String(schema.format)],
    ...NAMED_EXAMPLES.filter(([test]) => test.test(name)).map(([, value]) => value),
    word.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, word.length))),
    'A'.repeat(Math.max(min, Math.min(max, 16))),
    '1'.repeat(Math.max(min, Math.min(max, 11))),
    'a1b2c3d4e5f6a7b8c9d0'.slice(0, Math.max(min, Math.min(max, 20))),
  ].filter((value): value is string => typeof value === 'string');
  const fits = (value: string) =>
    value.length >= min && value.length <= max && (!pattern || pattern.test(value));
  return candidates.find(fits) ?? candidates[0]!;
};

/**
 * Route schemas are zod: requests are described as the client sends them, answers as sent.
 * Each operation also gets what outside tools need: its security, the refusals it can
 * answer with their envelope, an operationId and a summary, an example of its request body, and
 * a named parameter in place of a wildcard.
 */
const describeRoute = (
  route: RouteOptions,
  schema: FastifySchema | undefined,
  requireUser: unknown,
): FastifySchema => {
  const given = (schema ?? {}) as FastifySchema & Record<string, unknown>;
  const converted: Record<string, unknown> = { ...given };
  for (const part of REQUEST_PARTS) {
    if (given[part] !== undefined) converted[part] = jsonSchemaOf(given[part], 'input');
  }
  if (route.url.endsWith('/*') && converted.params) {
    const params = converted.params as JsonSchema;
    const properties = { ...(params.properties as Record<string, JsonSchema>) };
    properties[WILDCARD_PARAM] = {
      ...properties['*'],
      description: 'The rest of the address; it may hold slashes.',
    };
    delete properties['*'];
    converted.params = {
      ...params,
      properties,
      required: ((params.required ?? []) as string[]).map((key) =>
        key === '*' ? WILDCARD_PARAM : key,
      ),
    };
  }
  const method = [route.method].flat()[0]!;
  const id = (given.operationId as string | undefined) ?? operationIdOf(method, route.url);
  converted.operationId = id;
  converted.summary = given.summary ?? `${method} ${documentedPath(route.url)}`;
  const guard = guardOf(route, requireUser);
  converted.security =
    guard === 'public'
      ? (given.security ?? SECURITY.public)
      : SECURITY[guard as keyof typeof SECURITY];
  const response: Record<string, unknown> = {};
  for (const [status, part] of Object.entries(given.response ?? {})) {
    response[status] = jsonSchemaOf(part, 'output');
  }
  for (const code of refusalsOf(route, given, guard, id)) {
    response[code] ??= { ...REFUSAL_SCHEMA, description: REFUSALS[code] ?? 'Refused.' };
  }
  if (!Object.keys(response).some((status) => /^[23]/.test(status))) {
    // No answer schema: a file, a page or a redirect, documented as a 200 without a body schema.
    response[200] = { type: 'null', description: ANSWERS[200] };
  }
  for (const code of EXTRA_ANSWERS[id] ?? []) {
    if (code < 400) response[code] ??= { type: 'null', description: ANSWERS[code] ?? 'Done.' };
  }
  const statuses = Object.keys(response);
  if (!statuses.some((status) => status.startsWith('4'))) {
    // Nothing the route takes or checks can be refused; the HTTP layer still can (a malformed
    // request line, headers too large), without the envelope.
    response['4XX'] = {
      type: 'null',
      description: 'Refused by the HTTP layer before the route (a malformed request).',
    };
  }
  converted.response = response;
  if (isSlashAlias(route.url)) converted.hide = true;
  if (converted.body) {
    const body = converted.body as JsonSchema;
    // One example becomes the media's `example`, several its `examples` (@fastify/swagger).
    if (!Array.isArray(body.examples)) converted.body = { ...body, examples: [exampleOf(body)] };
  }
  return converted as FastifySchema;
};

/**
 * The OpenAPI 3 document of the API at GET /v1/openapi.json, built from the same zod schemas
 * the routes validate and serialise with. Register before the routes, and after `registerAuth`
 * (a route guarded by `app.requireUser` is documented with the bearer scheme): it collects them.
 */
export async function registerOpenApi(app: FastifyInstance) {
  const requireUser = app.requireUser;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'İhracat Akademisi API',
        description:
          'Answers are wrapped as {success, message, data}; a refusal is {success: false, message, errors?} with a translated message (Accept-Language: tr or en).',
        version: '1',
        license: { name: 'Proprietary', url: 'https://ornek.com.tr/' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          adminKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-admin-key',
            description:
              'The back-office CLI on the server (api/data/admin-key); acts as an admin.',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => ({
      schema: describeRoute(route as RouteOptions, schema, requireUser),
      url: documentedUrl(url),
    }),
  });

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
