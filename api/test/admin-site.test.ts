import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminBanner, AdminFaq, AdminSettings } from '@lms/shared/contracts';
import { buildApp, type App } from '../src/app';
import { openDb, type Database } from '../src/db';
import { auditLog } from '../src/db/schema';
import { createTestApp, insertUser, PUBLIC_URL, staffAuth, type TestContext } from './helpers';

// Staff change the site's small content (settings, FAQ, information pages, home
// banners) and the public site shows it on the very next request, on every API instance.

let ctx: TestContext;
let second: { app: App; database: Database };
let editor: Record<string, string>;

before(async () => {
  ctx = await createTestApp();
  // A second API instance over the same database, as behind a load balancer.
  const url = (ctx.database as Database & { url?: string }).url;
  const database = url ? await openDb({ databaseUrl: url, poolSize: 2 }) : ctx.database;
  const app = await buildApp({
    db: database.db,
    client: database.client,
    publicUrl: PUBLIC_URL,
    logger: false,
    mailWorker: false,
  });
  second = { app, database };
  editor = await staffAuth(ctx, 'editor');
});
after(async () => {
  await second.app.close();
  if (second.database !== ctx.database) await second.database.close();
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = editor) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'accept-language': 'tr', ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const data = <T>(response: { statusCode: number; json(): unknown; body: string }): T => {
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: T }).data;
};

/** What a visitor's browser gets from an instance: the site settings. */
const publicSettings = async (app: App = second.app) =>
  data<{
    telephone: string;
    courseTypes: { id: number }[];
    banners: { filePath: string; link: string; text: unknown }[];
  }>(await app.inject({ url: '/v1/WebsiteSettings/getwebsiteparts' }));

const lastAudit = async () => {
  const [row] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
};

describe('site settings', () => {
  const current = async () => data<AdminSettings>(await call('GET', '/v1/admin/settings'));

  it('an editor changes the telephone and the menu, and every instance shows it at once', async () => {
    const before = await current();
    assert.equal(before.settings.foundationName, 'İhracat Akademisi Mesleki Eğitim Vakfı');
    assert.deepEqual(before.settings.menuCourseTypeIds, [1, 2, 3, 5]);
    // Both instances have the settings in memory before the change.
    assert.equal((await publicSettings(ctx.app)).telephone, '0212 451 36 00');
    assert.equal((await publicSettings()).telephone, '0212 451 36 00');

    const saved = data<AdminSettings>(
      await call('PUT', '/v1/admin/settings', {
        ...before.settings,
        telephone: '0212 999 88 77',
        menuCourseTypeIds: [1, 3, 5],
        iban: 'tr94 0001 5015 8100 7301 2345 67',
      }),
    );
    assert.equal(saved.settings.telephone, '0212 999 88 77');
    assert.equal(saved.settings.iban, 'TR94 0001 5015 8100 7301 2345 67');

    const seen = await publicSettings();
    assert.equal(seen.telephone, '0212 999 88 77');
    assert.deepEqual(
      seen.courseTypes.map((type) => type.id),
      [1, 3, 5],
    );
    assert.equal((await publicSettings(ctx.app)).telephone, '0212 999 88 77');

    const audit = await lastAudit();
    assert.equal(audit.action, 'settings.update');
    assert.equal(audit.userEmail, 'editor@ornek.com.tr');
    assert.deepEqual(audit.summary, {
      telephone: { from: '0212 451 36 00', to: '0212 999 88 77' },
      menuCourseTypeIds: { from: [1, 2, 3, 5], to: [1, 3, 5] },
    });
  });

  it('refuses a bad IBAN, a bad link and an unknown course type by the field, changing nothing', async () => {
    const before = await current();
    const bad = await call('PUT', '/v1/admin/settings', {
      ...before.settings,
      telephone: '0000',
      iban: 'TR12 34',
      facebook: 'javascript:alert(1)',
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors.iban, 'invalidIban');
    assert.equal(bad.json().errors.facebook, 'invalidUrl');
    const unknown = await call('PUT', '/v1/admin/settings', {
      ...before.settings,
      menuCourseTypeIds: [1, 4],
    });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json().errors, { menuCourseTypeIds: 'courseTypeUnknown' });
    assert.deepEqual((await current()).settings, before.settings);
  });

  it('is for admins and editors only', async () => {
    const finance = await staffAuth(ctx, 'finance');
    assert.equal((await call('GET', '/v1/admin/settings', undefined, finance)).statusCode, 403);
    const learner = await insertUser(ctx);
    assert.equal(
      (await call('GET', '/v1/admin/settings', undefined, learner.auth)).statusCode,
      403,
    );
  });
});

describe('FAQ', () => {
  const publicFaqs = async () =>
    data<{ id: number; questionTitle: string; questionDescription: string }[]>(
      await second.app.inject({ url: '/v1/faqs/getall' }),
    );

  it('adds a question with its answer sanitised, edits, reorders and deletes it, audited', async () => {
    const created = data<AdminFaq>(
      await call('POST', '/v1/admin/faqs', {
        questionTitle: 'Sertifikam ne zaman gelir?',
        questionDescription: '<p>Sınavdan hemen sonra.</p><script>alert(1)</script>',
      }),
    );
    assert.equal(created.questionDescription, '<p>Sınavdan hemen sonra.</p>');
    let seen = await publicFaqs();
    assert.equal(seen.at(-1)!.questionTitle, 'Sertifikam ne zaman gelir?');
    assert.equal((await lastAudit()).action, 'faq.create');

    data(
      await call('PUT', `/v1/admin/faqs/${created.id}`, {
        questionTitle: 'Sertifikam ne zaman hazır olur?',
        questionDescription: '<p>Sınavdan hemen sonra.</p>',
      }),
    );
    const ids = (await publicFaqs()).map((faq) => faq.id);
    const moved = [created.id, ...ids.filter((id) => id !== created.id)];
    const ordered = data<AdminFaq[]>(await call('PUT', '/v1/admin/faqs-order', { ids: moved }));
    assert.deepEqual(
      ordered.map((faq) => faq.id),
      moved,
    );
    seen = await publicFaqs();
    assert.equal(seen[0]!.questionTitle, 'Sertifikam ne zaman hazır olur?');

    // An order made from an older list (one item missing) is refused, and nothing moves.
    const stale = await call('PUT', '/v1/admin/faqs-order', { ids: moved.slice(1) });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().errors.ids, 'orderOutdated');

    data(await call('DELETE', `/v1/admin/faqs/${created.id}`));
    assert.ok(!(await publicFaqs()).some((faq) => faq.id === created.id));
    assert.equal((await call('DELETE', `/v1/admin/faqs/${created.id}`)).statusCode, 404);
    assert.deepEqual((await lastAudit()).summary, {
      questionTitle: 'Sertifikam ne zaman hazır olur?',
    });
  });

  it('refuses an empty answer by the field', async () => {
    const response = await call('POST', '/v1/admin/faqs', {
      questionTitle: 'Soru',
      questionDescription: '',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, { questionDescription: 'answerRequired' });
  });
});

describe('information pages', () => {
  const publicPage = (id: string) => second.app.inject({ url: `/v1/Pages/getpagedetails/${id}` });

  it('lists the ten pages of the spec and the pre-information form, and an edit shows on the public page at once', async () => {
    const pages = data<{ id: string }[]>(await call('GET', '/v1/admin/pages'));
    for (const id of [
      'aboutus',
      'ReturnPolicy',
      'mesafeli-satis-sozlesmesi',
      'RegistrationContract',
      // The pre-information form's template, which cannot be deleted either.
      'on-bilgilendirme-formu',
    ]) {
      assert.ok(
        pages.some((page) => page.id === id),
        id,
      );
    }
    assert.equal(pages.length, 11);
    assert.equal((await call('DELETE', '/v1/admin/pages/on-bilgilendirme-formu')).statusCode, 409);
    data(
      await call('PUT', '/v1/admin/pages/aboutus', {
        title: 'Hakkımızda',
        description: '<h2>Biz kimiz?</h2><p onclick="x()">Vakıf.</p>',
      }),
    );
    const page = data<{ title: string; description: string }>(await publicPage('aboutus'));
    assert.equal(page.description, '<h2>Biz kimiz?</h2><p>Vakıf.</p>');
  });

  it('adds a new page under a free address, refuses a taken one, and deletes it', async () => {
    const created = data<{ id: string }>(
      await call('POST', '/v1/admin/pages', {
        id: 'kariyer',
        title: 'Kariyer',
        description: '<p>Açık pozisyonlar.</p>',
      }),
    );
    assert.equal(created.id, 'kariyer');
    assert.equal(data<{ title: string }>(await publicPage('kariyer')).title, 'Kariyer');
    const taken = await call('POST', '/v1/admin/pages', {
      id: 'AboutUs',
      title: 'X',
      description: '',
    });
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json().errors, { id: 'pageIdTaken' });
    const badId = await call('POST', '/v1/admin/pages', { id: 'a b', title: 'X', description: '' });
    assert.deepEqual(badId.json().errors, { id: 'invalidSlug' });
    const required = await call('DELETE', '/v1/admin/pages/aboutus');
    assert.equal(required.statusCode, 409);
    assert.equal(data<{ title: string }>(await publicPage('aboutus')).title, 'Hakkımızda');
    data(await call('DELETE', '/v1/admin/pages/kariyer'));
    assert.equal((await publicPage('kariyer')).statusCode, 404);
    assert.equal((await lastAudit()).action, 'page.delete');
  });
});

describe('home banners', () => {
  const multipart = (file: Buffer) => {
    const boundary = '----lmsboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="afis.png"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  };
  const upload = (file: Buffer, url = '/v1/admin/banners') =>
    ctx.app.inject({ method: 'POST', url, ...multipart(file) });
  const picture = (width: number, height: number, background = { r: 10, g: 80, b: 140 }) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();

  it('uploads a picture without words, adds words and a link, reorders and deletes it', async () => {
    const banner = data<AdminBanner>(await upload(await picture(2000, 900)));
    assert.match(banner.filePath, /^http:\/\/api\.test\/media\/banners\/1-[0-9a-f]{16}\.jpg$/);
    assert.match(banner.phoneFilePath!, /\/media\/banners\/2-[0-9a-f]{16}\.jpg$/);
    assert.equal(banner.text, null);

    // The wide crop is 1600×500, the phone crop 800×600, and renditions are served.
    const path = (url: string) => url.replace(PUBLIC_URL, '');
    const wide = await ctx.app.inject({ url: path(banner.filePath) });
    assert.equal(wide.statusCode, 200);
    const size = await sharp(wide.rawPayload).metadata();
    assert.deepEqual([size.width, size.height], [1600, 500]);
    const phone = await sharp(
      (await ctx.app.inject({ url: path(banner.phoneFilePath!) })).rawPayload,
    ).metadata();
    assert.deepEqual([phone.width, phone.height], [800, 600]);
    const webp = await ctx.app.inject({ url: path(banner.filePath).replace('.jpg', '-w800.webp') });
    assert.equal(webp.headers['content-type'], 'image/webp');

    let seen = await publicSettings();
    assert.equal(seen.banners.at(-1)!.filePath, banner.filePath);

    const words = { title: 'Yeni dönem', subtitle: 'Kayıtlar açıldı', button: 'İncele' };
    const edited = data<AdminBanner>(
      await call('PUT', `/v1/admin/banners/${banner.id}`, {
        link: '#/courses/online',
        text: { tr: words, en: { title: 'New term', subtitle: 'Sign up now', button: 'See' } },
      }),
    );
    assert.equal(edited.text!.tr.title, 'Yeni dönem');
    seen = await publicSettings();
    assert.equal(seen.banners.at(-1)!.link, '#/courses/online');

    const all = data<AdminBanner[]>(await call('GET', '/v1/admin/banners'));
    const ids = [banner.id, ...all.map((b) => b.id).filter((id) => id !== banner.id)];
    data(await call('PUT', '/v1/admin/banners-order', { ids }));
    assert.equal((await publicSettings()).banners[0]!.filePath, banner.filePath);

    data(await call('DELETE', `/v1/admin/banners/${banner.id}`));
    assert.ok(!(await publicSettings()).banners.some((b) => b.filePath === banner.filePath));
    assert.equal((await lastAudit()).action, 'banner.delete');
  });

  it("replaces a banner's picture, keeping its words and link; the same checks refuse a bad one", async () => {
    const banner = data<AdminBanner>(await upload(await picture(2000, 900)));
    const words = { title: 'Bahar dönemi', subtitle: 'Yeni eğitimler', button: 'İncele' };
    const text = {
      tr: words,
      en: { title: 'Spring term', subtitle: 'New courses', button: 'See' },
    };
    data(await call('PUT', `/v1/admin/banners/${banner.id}`, { link: '#/blogs', text }));

    const url = `/v1/admin/banners/${banner.id}/picture`;
    const replaced = data<AdminBanner>(
      await upload(await picture(1800, 1000, { r: 200, g: 40, b: 40 }), url),
    );
    assert.notEqual(replaced.filePath, banner.filePath);
    assert.notEqual(replaced.phoneFilePath, banner.phoneFilePath);
    assert.equal(replaced.link, '#/blogs');
    assert.deepEqual(replaced.text, text);
    assert.equal(replaced.sort, banner.sort);
    const shown = (await publicSettings()).banners.find((b) => b.link === '#/blogs');
    assert.equal(shown?.filePath, replaced.filePath);
    assert.equal((await lastAudit()).action, 'banner.picture');

    const small = await upload(await picture(600, 400), url);
    assert.equal(small.statusCode, 400);
    assert.deepEqual(small.json().errors, { file: 'bannerTooSmall' });
    const notPicture = await upload(Buffer.from('not a picture'), url);
    assert.deepEqual(notPicture.json().errors, { file: 'imageInvalid' });
    const unknown = await upload(await picture(2000, 900), '/v1/admin/banners/999999/picture');
    assert.equal(unknown.statusCode, 404);
    const after = data<AdminBanner[]>(await call('GET', '/v1/admin/banners'));
    assert.equal(after.find((b) => b.id === banner.id)?.filePath, replaced.filePath);
    data(await call('DELETE', `/v1/admin/banners/${banner.id}`));
  });

  it('refuses a picture too small, a file that is not one, and a bad link', async () => {
    const small = await upload(await picture(600, 400));
    assert.equal(small.statusCode, 400);
    assert.deepEqual(small.json().errors, { file: 'bannerTooSmall' });
    const text = await upload(Buffer.from('not a picture'));
    assert.deepEqual(text.json().errors, { file: 'imageInvalid' });
    const [first] = data<AdminBanner[]>(await call('GET', '/v1/admin/banners'));
    const badLink = await call('PUT', `/v1/admin/banners/${first!.id}`, {
      link: 'javascript:alert(1)',
      text: null,
    });
    assert.equal(badLink.statusCode, 400);
    assert.deepEqual(badLink.json().errors, { link: 'invalidUrl' });
  });
});

describe('the foundation is a setting', () => {
  it('the receipt names the foundation staff set, not one written in code', async () => {
    const before = data<AdminSettings>(await call('GET', '/v1/admin/settings'));
    data(
      await call('PUT', '/v1/admin/settings', {
        ...before.settings,
        foundationName: 'Örnek Eğitim Vakfı',
        foundationAddress: 'Çınar Cad. No: 1, İstanbul',
      }),
    );
    const seller = await ctx.app.checkout.seller();
    assert.deepEqual(seller, { name: 'Örnek Eğitim Vakfı', address: 'Çınar Cad. No: 1, İstanbul' });
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.deepEqual(Object.keys(row!.summary).sort(), ['foundationAddress', 'foundationName']);
  });
});
