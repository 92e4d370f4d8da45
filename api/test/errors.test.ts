import assert from './support/assert';
import { after, describe, it } from 'node:test';
import Fastify from 'fastify';
import { DOMAIN_ERROR_KINDS, DomainError } from '../src/lib/domain-error';
import { STATUS_OF_KIND, registerErrorHandling } from '../src/lib/errors';

describe('domain errors → HTTP', () => {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/conflict', async () => {
    throw new DomainError('conflict', 'alreadyInBasket');
  });
  app.get('/params', async () => {
    throw new DomainError('invalid', 'courseNotPurchasable', {
      course: 'Dış Ticaret',
      reason: 'emptyBasketMessage',
    });
  });
  app.get('/wait', async () => {
    throw new DomainError('tooMany', 'tooManyLoginAttempts', {}, 1_500);
  });
  after(() => app.close());

  it('maps every kind to the status clients and tests have always seen', () => {
    assert.deepEqual(Object.keys(STATUS_OF_KIND).sort(), [...DOMAIN_ERROR_KINDS].sort());
    for (const kind of DOMAIN_ERROR_KINDS) {
      const status = STATUS_OF_KIND[kind];
      assert.ok(status >= 400 && status < 500, `${kind} → ${status}`);
    }
    assert.deepEqual(STATUS_OF_KIND, {
      invalid: 400,
      unauthorized: 401,
      forbidden: 403,
      notFound: 404,
      conflict: 409,
      tooLarge: 413,
      tooMany: 429,
    });
  });

  it('carries no status of its own: only the table decides', () => {
    assert.equal('statusCode' in new DomainError('notFound', 'pageNotFound'), false);
  });

  it("answers a conflict with 409 and the message in the caller's language", async () => {
    const tr = await app.inject({ url: '/conflict' });
    assert.equal(tr.statusCode, 409);
    assert.deepEqual(tr.json(), { success: false, message: 'Bu eğitim zaten sepetinizde.' });
    const en = await app.inject({ url: '/conflict', headers: { 'accept-language': 'en' } });
    assert.equal(en.statusCode, 409);
    assert.equal(en.json().message, 'This training is already in your basket.');
  });

  it('fills the slots of the message, translating a slot that is itself a key', async () => {
    const response = await app.inject({ url: '/params' });
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().message,
      '“Dış Ticaret” eğitimi artık satın alınamıyor: Sepetinizde eğitim bulunmuyor.',
    );
  });

  it('says when to try again, in the header (whole seconds) and the message', async () => {
    const response = await app.inject({ url: '/wait' });
    assert.equal(response.statusCode, 429);
    assert.equal(response.headers['retry-after'], '2');
    assert.equal(
      response.json().message,
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 2 saniye sonra tekrar deneyin.',
    );
  });
});
