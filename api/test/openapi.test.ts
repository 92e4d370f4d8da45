import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { z } from 'zod';
import { registerErrorHandling } from '../src/lib/errors';
import { zodSerializerCompiler } from '../src/lib/serialization';
import { createTestApp, type TestContext } from './helpers';

describe('response schemas (issue 13)', () => {
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

describe('GET /v1/openapi.json (issue 13)', () => {
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
