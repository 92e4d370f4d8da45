import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import { z } from 'zod';
import { registerErrorHandling } from '../src/lib/errors';
import { zodSerializerCompiler } from '../src/lib/serialization';
import { createTestApp, type TestContext } from './helpers';
import type { OpenApiDocument } from './conformance';

describe('response schemas', () => {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorHandling(app);
  const answer = z.object({ success: z.literal(true), data: z.object({ id: z.number() }) });
  app.get('/extra', { schema: { response: { 200: answer } } }, async () => ({
    success: true,
    data: { id: 1, passwordHash: 'scrypt$…' },
    internal: 'column',
  }));
  app.get('/wrong', { schema: { response: { 200: answer } } }, async () => ({
    success: true,
    data: { id: 'one' },
  }));
  after(() => app.close());

  it('sends only the declared fields', async () => {
    const response = await app.inject({ url: '/extra' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true, data: { id: 1 } });
  });

  it('answers 500 without details when the answer does not fit its schema', async () => {
    const response = await app.inject({ url: '/wrong' });
    assert.equal(response.statusCode, 500);
    assert.doesNotMatch(response.body, /one/);
  });
});

describe('GET /v1/openapi.json', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
  });
  after(() => ctx.close());

  it('describes the routes from their zod schemas, checkout included', async () => {
    const response = await ctx.app.inject({ url: '/v1/openapi.json' });
    assert.equal(response.statusCode, 200);
    const doc = response.json();
    assert.match(doc.openapi, /^3\./);
    const register = doc.paths['/v1/auth/register'].post;
    const body = register.requestBody.content['application/json'].schema;
    assert.ok(body.required.includes('password'));
    assert.equal(body.properties.password.minLength, 8);
    assert.equal(body.properties.name.maxLength, 100);
    const ok = register.responses['200'].content['application/json'].schema;
    assert.ok(ok.properties.data.properties.token);
    // Checkout routes appear with their request schemas.
    const basket = doc.paths['/v1/userbaskets'].post;
    assert.equal(
      basket.requestBody.content['application/json'].schema.properties.courseId.maximum,
      2147483647,
    );
    assert.ok(doc.paths['/v1/orders/makepayment']);
    assert.ok(doc.paths['/v1/courses/getcoursedetails/{slugOrId}']);
    // Path ids are documented with their bounds.
    const gallery = doc.paths['/v1/Galleries/gallery/getbyid/{id}'].get;
    assert.equal(gallery.parameters[0].schema.maximum, 2147483647);
  });
});

describe('an API description tools can use', () => {
  let ctx: TestContext;
  let doc: OpenApiDocument;
  before(async () => {
    ctx = await createTestApp();
    doc = (await ctx.app.inject({ url: '/v1/openapi.json' })).json();
  });
  after(() => ctx.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('documents the 415 a DELETE gets for a body of an unknown type (the fuzz test met it)', () => {
    for (const { path, method, operation } of operations()) {
      if (method === 'get' || method === 'head') continue;
      assert.ok(operation.responses?.['415'], `${method} ${path} lacks 415`);
    }
  });

  it('names every operation uniquely and sums it up', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    assert.ok(ids.length > 100, `${ids.length} operations`);
    for (const { path, method, operation } of operations()) {
      assert.match(operation.operationId ?? '', /^[a-z][A-Za-z0-9]+$/, `${method} ${path}`);
      assert.ok(operation.summary, `${method} ${path} has a summary`);
    }
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
    assert.equal(
      doc.paths['/v1/Galleries/gallery/getbyid/{id}']!.get!.operationId,
      'getGalleriesGalleryGetbyidById',
    );
  });

  it('declares the security of every operation: bearer, staff with the CLI key, or none', () => {
    for (const { path, method, operation } of operations()) {
      assert.ok(Array.isArray(operation.security), `${method} ${path} declares its security`);
    }
    const security = (path: string, method: string) => doc.paths[path]![method]!.security;
    assert.deepEqual(security('/v1/auth/register', 'post'), []);
    assert.deepEqual(security('/v1/faqs/getall', 'get'), []);
    assert.deepEqual(security('/v1/userbaskets', 'post'), [{ bearer: [] }]);
    assert.deepEqual(security('/v1/admin/transfers', 'get'), [{ bearer: [] }, { adminKey: [] }]);
    const { type, in: where, name } = doc.components.securitySchemes.adminKey ?? {};
    assert.deepEqual(
      { type, where, name },
      { type: 'apiKey', where: 'header', name: 'x-admin-key' },
    );
    const staffOnly = operations().filter(({ path }) => path.startsWith('/v1/admin/'));
    assert.ok(staffOnly.length > 20);
    for (const { path, method, operation } of staffOnly) {
      assert.ok(
        operation.security!.some((scheme) => 'bearer' in scheme),
        `${method} ${path} takes a staff member's token`,
      );
      assert.ok(operation.responses['401'] && operation.responses['403'], `${method} ${path}`);
    }
  });

  it('documents the refusals with their envelope', () => {
    for (const { path, method, operation } of operations()) {
      const codes = Object.keys(operation.responses);
      assert.ok(
        codes.some((code) => code.startsWith('4')),
        `${method} ${path} has a 4xx`,
      );
      assert.ok(
        codes.some((code) => /^[23]/.test(code)),
        `${method} ${path} has a 2xx or 3xx`,
      );
    }
    const register = doc.paths['/v1/auth/register']!.post!.responses;
    for (const code of ['400', '429', '503']) {
      const schema = register[code]!.content!['application/json']!.schema as {
        required: string[];
        properties: { success: { enum: unknown[] } };
      };
      assert.deepEqual(schema.required, ['success', 'message'], code);
      assert.deepEqual(schema.properties.success.enum, [false]);
    }
    const basket = doc.paths['/v1/userbaskets']!.post!.responses;
    assert.ok(basket['401']?.content, 'a guarded route can answer 401');
  });

  it('gives every request body an example that fits its schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    let bodies = 0;
    for (const { path, method, operation } of operations()) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        bodies += 1;
        const examples =
          media.example !== undefined
            ? [media.example]
            : Object.values(media.examples ?? {}).map((example) => example.value);
        assert.ok(examples.length > 0, `${method} ${path} (${type}) has an example`);
        const validate = ajv.compile(media.schema);
        for (const example of examples) {
          assert.ok(
            validate(example),
            `${method} ${path}: ${JSON.stringify(example)} ${ajv.errorsText(validate.errors)}`,
          );
        }
      }
    }
    assert.ok(bodies > 40, `${bodies} request bodies`);
  });

  it('names every path parameter: no wildcard, the URLs unchanged', async () => {
    for (const path of Object.keys(doc.paths)) {
      assert.doesNotMatch(path, /\*|\{\*\}/, path);
      assert.doesNotMatch(path, /.\/$/, `${path} has no trailing slash`);
    }
    const hls = doc.paths['/v1/media/videos/{id}/hls/{token}/{path}']!.get!;
    assert.deepEqual(
      hls
        .parameters!.filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort(),
      ['id', 'path', 'token'],
    );
    const rendition = doc.paths['/renditions/{width}/{path}']!.get!;
    assert.ok(rendition.parameters!.some((p) => p.name === 'path' && p.required));
    // The URL clients call still answers: a picture with its folder, under its width.
    const response = await ctx.app.inject({ url: '/renditions/480/courses/not-there.webp' });
    assert.equal(response.statusCode, 404);
  });
});
