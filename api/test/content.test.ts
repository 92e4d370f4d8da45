import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { INFO_PAGE_IDS } from '@lms/shared/contracts';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

describe('GET /v1/faqs/getall', () => {
  it('lists the FAQ entries in order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/faqs/getall' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    assert.ok(body.data.length >= 8);
    for (const faq of body.data) {
      assert.deepEqual(Object.keys(faq).sort(), ['id', 'questionDescription', 'questionTitle']);
      assert.equal(typeof faq.id, 'number');
      assert.ok(faq.questionTitle.endsWith('?'));
    }
  });
});

describe('GET /v1/Pages/getpagedetails/:id', () => {
  it('returns the title and HTML of every information page the site links to', async () => {
    for (const id of INFO_PAGE_IDS) {
      const res = await ctx.app.inject({ method: 'GET', url: `/v1/Pages/getpagedetails/${id}` });
      assert.equal(res.statusCode, 200, id);
      const { data } = res.json();
      assert.deepEqual(Object.keys(data).sort(), ['description', 'title']);
      assert.ok(data.title.length > 0);
      assert.ok((data.description.match(/<p>/g) ?? []).length >= 2, `${id} has several paragraphs`);
    }
    const about = await ctx.app.inject({ method: 'GET', url: '/v1/Pages/getpagedetails/aboutus' });
    assert.equal(about.json().data.title, 'Hakkımızda');
  });

  it('answers an unknown page with 404 and a translated message', async () => {
    const tr = await ctx.app.inject({
      method: 'GET',
      url: '/v1/Pages/getpagedetails/yok-boyle-sayfa',
    });
    assert.equal(tr.statusCode, 404);
    assert.deepEqual(tr.json(), { success: false, message: 'Aradığınız sayfa bulunamadı.' });

    const en = await ctx.app.inject({
      method: 'GET',
      url: '/v1/Pages/getpagedetails/yok-boyle-sayfa',
      headers: { 'accept-language': 'en' },
    });
    assert.equal(en.json().message, 'The page you are looking for was not found.');
  });
});
