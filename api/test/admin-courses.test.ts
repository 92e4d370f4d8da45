import assert from './support/assert';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp, type App } from '../src/app';
import { openDb, type Database } from '../src/db';
import { auditLog, orders } from '../src/db/schema';
import {
  acceptContractsOnPayment,
  createTestApp,
  insertUser,
  PUBLIC_URL,
  staffAuth,
  type TestContext,
} from './helpers';

// Courses and instructors in the back office; drafts invisible to visitors.

let ctx: TestContext;
let second: { app: App; database: Database };
let editor: Record<string, string>;
let admin: Record<string, string>;

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
  acceptContractsOnPayment(app);
  second = { app, database };
  editor = await staffAuth(ctx, 'editor');
  admin = await staffAuth(ctx, 'admin');
});
after(async () => {
  await second.app.close();
  if (second.database !== ctx.database) await second.database.close();
  await ctx.close();
});

/** Every file of the local store (the test's MEDIA_DIR), as `folder/name`. */
const storedFiles = () => {
  const dir = ctx.app.config.media.dir;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  headers: Record<string, string> | null,
  method: Method,
  url: string,
  payload?: unknown,
  app: App = ctx.app,
) =>
  app.inject({
    method,
    url,
    headers: { ...(headers ?? {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const inAMonth = (days = 30) => new Date(Date.now() + days * 86_400_000).toISOString();

let seq = 0;
/** A valid new course: online, paid, running from next month. */
const newCourse = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: `Gümrük Mevzuatı ve İhracat Çözümleri ${seq}`,
    courseTypeId: 1,
    price: 1500,
    ihkibPrice: 1200.5,
    courseStartDate: inAMonth(10),
    courseEndDate: inAMonth(40),
    registerEndDate: inAMonth(9),
    courseDuration: '24 saat',
    description: '<p>Ayrıntılar</p>',
    ...overrides,
  };
};

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call(editor, 'POST', '/v1/admin/courses', newCourse(overrides));
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as { id: number; nameSlug: string; version: number; name: string };
};
const publish = async (id: number, version: number) => {
  const res = await call(editor, 'POST', `/v1/admin/courses/${id}/publish`, { version });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as { id: number; version: number; state: string };
};
const read = async (id: number) => {
  const res = await call(editor, 'GET', `/v1/admin/courses/${id}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as Record<string, unknown> & { version: number; nameSlug: string };
};
const listed = async (searchText: string, app: App = ctx.app) => {
  const res = await call(
    null,
    'POST',
    '/v1/courses/getcourselist',
    { searchText, limit: 100 },
    app,
  );
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as { nameSlug: string }[]).map((course) => course.nameSlug);
};
const homeSlugs = async (app: App = ctx.app) => {
  const res = await call(null, 'GET', '/v1/WebsiteSettings/getwebsiteparts', undefined, app);
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json().data as Record<string, { nameSlug: string }[]>;
  return [...data.onlineCourses!, ...data.physicalCourses!, ...data.freeCourses!].map(
    (course) => course.nameSlug,
  );
};
/** Everything of a full update, from what was read. */
const editable = (course: Record<string, unknown>) => {
  const {
    id: _id,
    thumbnailImagePath: _t,
    isCancelled: _c,
    publishedAt: _p,
    state: _s,
    createDate: _d,
    ...fields
  } = course;
  return fields;
};

describe('who may call', () => {
  it('answers 401 without a token, 403 to a learner and to finance, 200 to editors and admins', async () => {
    const learner = await insertUser(ctx);
    const finance = await staffAuth(ctx, 'finance');
    assert.equal((await call(null, 'GET', '/v1/admin/courses')).statusCode, 401);
    assert.equal((await call(learner.auth, 'GET', '/v1/admin/courses')).statusCode, 403);
    assert.equal((await call(finance, 'GET', '/v1/admin/courses')).statusCode, 403);
    assert.equal(
      (await call(learner.auth, 'POST', '/v1/admin/courses', newCourse())).statusCode,
      403,
    );
    assert.equal((await call(editor, 'GET', '/v1/admin/courses')).statusCode, 200);
    assert.equal((await call(admin, 'GET', '/v1/admin/instructors')).statusCode, 200);
  });
});

describe('validation by the field', () => {
  it('names each wrong field with a translated key, and saves nothing', async () => {
    const res = await call(
      { ...editor, 'accept-language': 'tr' },
      'POST',
      '/v1/admin/courses',
      newCourse({
        name: '  ',
        price: -5,
        ihkibPrice: 10.555,
        courseLocationUrl: 'javascript:alert(1)',
        courseStartDate: 'yarın',
        nameSlug: 'Büyük Harf',
        teacherIds: [1, 2, 3, 4],
        courseTypeId: 4,
        minWatchPercent: 0,
      }),
    );
    assert.equal(res.statusCode, 400, res.body);
    const body = res.json();
    assert.deepEqual(body.errors, {
      name: 'courseNameRequired',
      nameSlug: 'slugInvalid',
      courseTypeId: 'courseTypeInvalid',
      price: 'priceInvalid',
      ihkibPrice: 'priceInvalid',
      courseStartDate: 'dateInvalid',
      courseLocationUrl: 'urlInvalid',
      teacherIds: 'tooManyInstructors',
      minWatchPercent: 'minWatchPercentInvalid',
    });
    assert.equal(body.message, 'Eğitimin adı zorunludur.');
    const list = await call(editor, 'GET', '/v1/admin/courses?searchText=Büyük');
    assert.equal(list.json().totalItemCount, 0);
  });

  it('refuses an end before the start, and registration ending after the course', async () => {
    const res = await call(
      { ...editor, 'accept-language': 'en' },
      'POST',
      '/v1/admin/courses',
      newCourse({
        courseStartDate: inAMonth(20),
        courseEndDate: inAMonth(10),
        registerEndDate: inAMonth(30),
      }),
    );
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().errors.courseEndDate, 'courseEndBeforeStart');
    assert.equal(res.json().errors.registerEndDate, 'registerEndAfterCourseEnd');
  });

  it('refuses an instructor that does not exist', async () => {
    const res = await call(editor, 'POST', '/v1/admin/courses', newCourse({ teacherIds: [99999] }));
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json().errors, { teacherIds: 'instructorNotFound' });
  });
});

describe('slugs', () => {
  it('derives the slug from the name with Turkish letters transliterated, unique with -2', async () => {
    const name = 'Şirketlerde Dış Ticaret Güvenliği: İhracatçının Öğüdü';
    const first = await create({ name });
    assert.equal(first.nameSlug, 'sirketlerde-dis-ticaret-guvenligi-ihracatcinin-ogudu');
    const again = await create({ name });
    assert.equal(again.nameSlug, 'sirketlerde-dis-ticaret-guvenligi-ihracatcinin-ogudu-2');
  });

  it('keeps a typed slug, and refuses one another course has with a 409 by the field', async () => {
    const typed = await create({ nameSlug: 'ozel-adres-kursu' });
    assert.equal(typed.nameSlug, 'ozel-adres-kursu');
    const res = await call(
      { ...editor, 'accept-language': 'tr' },
      'POST',
      '/v1/admin/courses',
      newCourse({ nameSlug: 'ozel-adres-kursu' }),
    );
    assert.equal(res.statusCode, 409, res.body);
    assert.deepEqual(res.json().errors, { nameSlug: 'slugTaken' });
    assert.match(res.json().message, /başka bir eğitim kullanıyor/);
    // A seeded course's slug is taken too, on update as on create.
    const current = await read(typed.id);
    const update = await call(editor, 'PUT', `/v1/admin/courses/${typed.id}`, {
      ...editable(current),
      nameSlug: 'dis-ticarete-giris-ve-temel-kavramlar',
    });
    assert.equal(update.statusCode, 409, update.body);
    assert.deepEqual(update.json().errors, { nameSlug: 'slugTaken' });
  });
});

describe('the version check', () => {
  it('lets one of two concurrent saves of the same version through and refuses the other', async () => {
    const created = await create();
    const current = await read(created.id);
    const [a, b] = await Promise.all([
      call(editor, 'PUT', `/v1/admin/courses/${created.id}`, { ...editable(current), price: 1700 }),
      call(
        { ...admin, 'accept-language': 'tr' },
        'PUT',
        `/v1/admin/courses/${created.id}`,
        { ...editable(current), price: 1900 },
        second.app,
      ),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    assert.deepEqual(codes, [200, 409], `${a.body} ${b.body}`);
    const refused = a.statusCode === 409 ? a : b;
    assert.match(refused.json().message, /başka biri tarafından değiştirildi/);
    const saved = a.statusCode === 200 ? a : b;
    const after = await read(created.id);
    assert.equal(after.version, current.version + 1);
    assert.equal(after.price, saved.json().data.price);
    // A later save with the old version is refused too; with the new one it goes through.
    const stale = await call(editor, 'PUT', `/v1/admin/courses/${created.id}`, {
      ...editable(current),
      price: 10,
    });
    assert.equal(stale.statusCode, 409);
    const fresh = await call(editor, 'PUT', `/v1/admin/courses/${created.id}`, {
      ...editable(after),
      price: 10,
    });
    assert.equal(fresh.statusCode, 200, fresh.body);
    assert.equal(fresh.json().data.price, 10);
  });

  it('refuses publishing at an old version', async () => {
    const created = await create();
    const res = await call(editor, 'POST', `/v1/admin/courses/${created.id}/publish`, {
      version: created.version + 5,
    });
    assert.equal(res.statusCode, 409);
  });
});

describe('every field, sanitised and audited', () => {
  it('saves every field, cleans the HTML and records what changed', async () => {
    const teacher = await call(editor, 'POST', '/v1/admin/instructors', {
      name: 'Zeynep',
      surname: 'Çağlar',
      title: 'Dr.',
    });
    assert.equal(teacher.statusCode, 200, teacher.body);
    const teacherId = teacher.json().data.id as number;
    const created = await create();
    const current = await read(created.id);
    const update = {
      ...editable(current),
      name: 'Gümrükte Yeni Dönem',
      nameSlug: 'gumrukte-yeni-donem',
      courseTypeId: 2,
      price: 2500.75,
      ihkibPrice: null,
      courseFirstExamDate: inAMonth(35),
      courseLocation: 'İTKİB Eğitim Salonu, İstanbul',
      courseLocationUrl: 'https://maps.example.org/itkib',
      hasRegisterLimit: true,
      teacherIds: [teacherId],
      description: '<p onclick="x()">Temiz<script>alert(1)</script></p>',
      summary: ['Uygulamalı', 'Sertifikalı'],
      courseDetails: [
        {
          type: 'EducationalContents',
          title: 'Gümrük rejimleri',
          description: '<b>1</b>',
          en: {},
        },
        { type: 'RequiredDocuments', title: 'Kimlik fotokopisi', description: '', en: {} },
      ],
      alertMessage: 'Son 5 kontenjan',
      minWatchPercent: 75,
    };
    // A new course has the default completion rule.
    assert.equal(current.minWatchPercent, 90);
    const res = await call(editor, 'PUT', `/v1/admin/courses/${created.id}`, update);
    assert.equal(res.statusCode, 200, res.body);
    const saved = await read(created.id);
    assert.equal(saved.description, '<p>Temiz</p>');
    for (const key of [
      'name',
      'nameSlug',
      'courseTypeId',
      'price',
      'ihkibPrice',
      'courseLocation',
      'courseLocationUrl',
      'hasRegisterLimit',
      'teacherIds',
      'summary',
      'courseDetails',
      'alertMessage',
      'minWatchPercent',
    ]) {
      assert.deepEqual(saved[key], update[key as keyof typeof update], key);
    }
    assert.equal(saved.courseFirstExamDate, update.courseFirstExamDate);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.update'), eq(auditLog.objectId, String(created.id))));
    assert.ok(entry, 'an audit entry');
    assert.equal(entry.objectId, String(created.id));
    const changes = (entry.summary as { changes: Record<string, { from: unknown; to: unknown }> })
      .changes;
    assert.deepEqual(changes.price, { from: 1500, to: 2500.75 });
    assert.deepEqual(changes.minWatchPercent, { from: 90, to: 75 });
    assert.ok(changes.name && changes.teacherIds && changes.courseDetails);
    assert.equal(changes.courseDuration, undefined, 'an unchanged field is not listed');
  });
});

describe('drafts are invisible to visitors', () => {
  it('hides a draft from lists, search, the page, the home carousels, baskets and share pages; publishing shows it on every instance at once', async () => {
    const name = 'Dış Ticarette Şeffaf Öğrenme Çözümleri';
    // Both instances have served and cached the catalogue before the course appears.
    for (const app of [ctx.app, second.app]) {
      await listed('', app);
      await homeSlugs(app);
    }
    const draft = await create({
      name,
      // Started long ago: the home carousel lists the earliest-starting courses first.
      courseStartDate: inAMonth(-400),
      courseEndDate: inAMonth(3),
      registerEndDate: inAMonth(2),
    });
    const slug = draft.nameSlug;
    const buyer = await insertUser(ctx);
    for (const app of [ctx.app, second.app]) {
      assert.ok(!(await listed('', app)).includes(slug));
      assert.ok(!(await listed('seffaf ogrenme', app)).includes(slug));
      assert.ok(!(await homeSlugs(app)).includes(slug));
      const page = await call(null, 'GET', `/v1/courses/getcoursedetails/${slug}`, undefined, app);
      assert.equal(page.statusCode, 404);
      const byId = await call(
        null,
        'GET',
        `/v1/courses/getcoursedetails/${draft.id}`,
        undefined,
        app,
      );
      assert.equal(byId.statusCode, 404);
      const own = await call(
        buyer.auth,
        'GET',
        `/v1/courses/getcoursedetails/${slug}`,
        undefined,
        app,
      );
      assert.equal(own.statusCode, 404);
    }
    const typeList = await call(null, 'POST', '/v1/courses/getcourselist', {
      courseType: 1,
      limit: 100,
    });
    assert.ok(!(typeList.json().data as { id: number }[]).some((c) => c.id === draft.id));
    const basket = await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId: draft.id });
    assert.equal(basket.statusCode, 404);
    const share = await call(null, 'GET', `/share/course/${slug}`);
    assert.equal(share.statusCode, 404);

    await publish(draft.id, draft.version);
    for (const app of [second.app, ctx.app]) {
      assert.ok((await listed('', app)).includes(slug), 'in the list');
      assert.ok((await listed('SEFFAF öğrenme', app)).includes(slug), 'found by search');
      assert.ok((await homeSlugs(app)).includes(slug), 'in the home carousel');
      const page = await call(null, 'GET', `/v1/courses/getcoursedetails/${slug}`, undefined, app);
      assert.equal(page.statusCode, 200);
    }
    assert.equal((await call(null, 'GET', `/share/course/${slug}`)).statusCode, 200);
    assert.equal(
      (await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId: draft.id })).statusCode,
      200,
    );

    // Taken back to a draft, it is gone again everywhere.
    const current = await read(draft.id);
    const back = await call(editor, 'POST', `/v1/admin/courses/${draft.id}/unpublish`, {
      version: current.version,
    });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().data.state, 'draft');
    for (const app of [second.app, ctx.app]) {
      assert.ok(!(await listed('', app)).includes(slug));
      const page = await call(null, 'GET', `/v1/courses/getcoursedetails/${slug}`, undefined, app);
      assert.equal(page.statusCode, 404);
    }
  });
});

describe('the back office list', () => {
  it('finds by Turkish-aware search and filters by type and state, page by page', async () => {
    const a = await create({ name: 'Çağrı Merkezi İletişimi Özel Kurs', courseTypeId: 2 });
    const b = await create({ name: 'Cagri Merkezi Iletisimi Ozel Kurs İleri', courseTypeId: 2 });
    await publish(b.id, b.version);
    const search = async (query: string) => {
      const res = await call(editor, 'GET', `/v1/admin/courses?${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { data: { id: number; state: string }[]; totalItemCount: number };
    };
    const found = await search(`searchText=${encodeURIComponent('çağrı merkezi')}`);
    assert.deepEqual(found.data.map((c) => c.id).sort(), [a.id, b.id].sort());
    const drafts = await search(`searchText=cagri&state=draft&courseType=2`);
    assert.deepEqual(
      drafts.data.map((c) => c.id),
      [a.id],
    );
    assert.equal(drafts.data[0]!.state, 'draft');
    const published = await search(`searchText=cagri&state=published`);
    assert.deepEqual(
      published.data.map((c) => c.id),
      [b.id],
    );
    const page2 = await search(`searchText=cagri&limit=1&page=2`);
    assert.equal(page2.totalItemCount, 2);
    assert.equal(page2.data.length, 1);
    const ended = await search(`state=ended&limit=100`);
    assert.ok(ended.totalItemCount > 0, 'seeded courses that ended');
    assert.ok(ended.data.every((c) => c.state === 'ended'));
    const wrong = await call(editor, 'GET', '/v1/admin/courses?state=gone&courseType=9');
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(Object.keys(wrong.json().errors).sort(), ['courseType', 'state']);
  });
});

/** The summary of the newest audit entry of this action on this course. */
const auditSummary = async (action: string, courseId: number) => {
  const entries = await ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, String(courseId))));
  return entries.at(-1)?.summary as Record<string, unknown> | undefined;
};

describe('cancelling', () => {
  it('shows the cancellation, refuses purchases, cancels open orders and empties baskets', async () => {
    const created = await create({ name: 'İptal Edilecek Eğitim' });
    const course = await publish(created.id, created.version);
    const buyer = await insertUser(ctx);
    const waiting = await insertUser(ctx);
    assert.equal(
      (await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId: course.id })).statusCode,
      200,
    );
    assert.equal(
      (await call(waiting.auth, 'POST', '/v1/userbaskets', { courseId: course.id })).statusCode,
      200,
    );
    const me = { name: buyer.name, surname: buyer.surname, email: buyer.email };
    const order = await call(buyer.auth, 'POST', '/v1/orders/makepayment', [
      { courseId: course.id, count: 1, paymentMethod: 1, participants: [me] },
    ]);
    assert.equal(order.statusCode, 200, order.body);
    const trackingId = order.json().data.trackingId as string;
    assert.equal(order.json().data.status, 'awaiting_transfer');

    const res = await call(editor, 'POST', `/v1/admin/courses/${course.id}/cancel`, {
      version: course.version,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.cancelledOrders, 1);
    assert.equal(res.json().data.course.state, 'cancelled');

    const page = await call(null, 'GET', `/v1/courses/getcoursedetails/${created.nameSlug}`);
    assert.equal(page.json().data.isCancelled, true);
    const [row] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.trackingId, trackingId));
    assert.equal(row!.status, 'cancelled');
    const mine = await call(
      { ...buyer.auth, 'accept-language': 'tr' },
      'GET',
      '/v1/orders/getmyorders',
    );
    const shown = (
      mine.json().data as { trackingId: string; status: string; failureMessage: string }[]
    ).find((o) => o.trackingId === trackingId);
    assert.equal(shown?.status, 'cancelled');
    assert.match(shown!.failureMessage, /iptal edildi/);
    const basket = await call(waiting.auth, 'GET', '/v1/userbaskets/getall');
    assert.deepEqual(basket.json().data, []);
    // The audit log says how many baskets lost it: the one still waiting (the buyer's transfer
    // order took the line out of the buyer's basket when it was placed).
    assert.equal((await auditSummary('course.cancel', course.id))?.basketLinesRemoved, 1);
    const again = await call(waiting.auth, 'POST', '/v1/userbaskets', { courseId: course.id });
    assert.equal(again.statusCode, 400);
    // A cancelled course is not published again.
    const current = await read(course.id);
    const republish = await call(editor, 'POST', `/v1/admin/courses/${course.id}/publish`, {
      version: current.version,
    });
    assert.equal(republish.statusCode, 409);
  });
});

describe('unpublishing a course that learners have in their baskets', () => {
  it('takes it out of baskets, cancels its open orders with a translated reason, and refuses buying it; never a 5xx', async () => {
    const created = await create({ name: 'Yayından Kaldırılacak Eğitim' });
    const course = await publish(created.id, created.version);
    const other = await create({ name: 'Sepette Kalan Eğitim' });
    await publish(other.id, other.version);
    const keeper = await insertUser(ctx);
    const transfer = await insertUser(ctx);
    const card = await insertUser(ctx);
    for (const user of [keeper, transfer, card]) {
      const added = await call(user.auth, 'POST', '/v1/userbaskets', { courseId: course.id });
      assert.equal(added.statusCode, 200, added.body);
    }
    assert.equal(
      (await call(keeper.auth, 'POST', '/v1/userbaskets', { courseId: other.id })).statusCode,
      200,
    );
    const order = (user: typeof card, paymentMethod: number) =>
      call(user.auth, 'POST', '/v1/orders/makepayment', [
        {
          courseId: course.id,
          count: 1,
          paymentMethod,
          participants: [{ name: user.name, surname: user.surname, email: user.email }],
        },
      ]);
    const waiting = await order(transfer, 1);
    assert.equal(waiting.json().data.status, 'awaiting_transfer', waiting.body);
    const atTheBank = await order(card, 0);
    assert.equal(atTheBank.statusCode, 200, atTheBank.body);

    const res = await call(editor, 'POST', `/v1/admin/courses/${course.id}/unpublish`, {
      version: course.version,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.state, 'draft');

    // The basket no longer offers it; the other course stays.
    const basket = await call(keeper.auth, 'GET', '/v1/userbaskets/getall');
    assert.deepEqual(
      (basket.json().data as { courseId: number }[]).map((line) => line.courseId),
      [other.id],
    );
    // Two baskets still had it: the keeper's and the card buyer's, whose order is unpaid (the
    // transfer order took the line out of its basket when it was placed).
    assert.equal((await auditSummary('course.unpublish', course.id))?.basketLinesRemoved, 2);
    // Paying for it from a page read before is refused in words, and no order is made.
    const countOrders = async () =>
      (await ctx.database.db.select().from(orders).where(eq(orders.userId, keeper.id))).length;
    const stale = await call(
      { ...keeper.auth, 'accept-language': 'tr' },
      'POST',
      '/v1/orders/makepayment',
      [
        {
          courseId: course.id,
          count: 1,
          paymentMethod: 0,
          participants: [{ name: keeper.name, surname: keeper.surname, email: keeper.email }],
        },
      ],
    );
    assert.ok(stale.statusCode >= 400 && stale.statusCode < 500, stale.body);
    assert.match(stale.json().message, /Sepetiniz değişmiş|satın alınamıyor|bulunamadı/);
    assert.equal(await countOrders(), 0);
    const again = await call(keeper.auth, 'POST', '/v1/userbaskets', { courseId: course.id });
    assert.equal(again.statusCode, 404);

    // The open orders are cancelled and say why, in Turkish and English.
    for (const [user, lang, reason] of [
      [transfer, 'tr', 'Eğitim yayından kaldırıldığı için sipariş iptal edildi.'],
      [card, 'en', 'The order was cancelled because the course was taken off sale.'],
    ] as const) {
      const mine = await call(
        { ...user.auth, 'accept-language': lang },
        'GET',
        '/v1/orders/getmyorders',
      );
      const [shown] = mine.json().data as { status: string; failureMessage: string }[];
      assert.deepEqual([shown?.status, shown?.failureMessage], ['cancelled', reason]);
    }
  });

  it('never leaves a draft in a basket when adding and unpublishing race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const created = await create({ name: `Yarışan Sepet ${round}` });
      const course = await publish(created.id, created.version);
      const buyer = await insertUser(ctx);
      const [added, unpublished] = await Promise.all([
        call(buyer.auth, 'POST', '/v1/userbaskets', { courseId: course.id }),
        call(editor, 'POST', `/v1/admin/courses/${course.id}/unpublish`, {
          version: course.version,
        }),
      ]);
      assert.equal(unpublished.statusCode, 200, unpublished.body);
      assert.ok([200, 404].includes(added.statusCode), added.body);
      const basket = await call(buyer.auth, 'GET', '/v1/userbaskets/getall');
      assert.deepEqual(basket.json().data, []);
    }
  });
});

describe('instructors', () => {
  it('keeps a list staff edit; one that a course names cannot be deleted', async () => {
    const made = await call(editor, 'POST', '/v1/admin/instructors', {
      name: 'Ömer',
      surname: 'Işık',
      title: '',
    });
    assert.equal(made.statusCode, 200, made.body);
    const id = made.json().data.id as number;
    const renamed = await call(editor, 'PUT', `/v1/admin/instructors/${id}`, {
      name: 'Ömer Faruk',
      surname: 'Işık',
      title: 'Doç. Dr.',
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const course = await create({ teacherIds: [id] });
    const list = await call(editor, 'GET', '/v1/admin/instructors');
    const entry = (list.json().data as { id: number; name: string; courseCount: number }[]).find(
      (t) => t.id === id,
    );
    assert.deepEqual([entry?.name, entry?.courseCount], ['Ömer Faruk', 1]);
    const refused = await call(editor, 'DELETE', `/v1/admin/instructors/${id}`);
    assert.equal(refused.statusCode, 409);
    const current = await read(course.id);
    await call(editor, 'PUT', `/v1/admin/courses/${course.id}`, {
      ...editable(current),
      teacherIds: [],
    });
    const gone = await call(editor, 'DELETE', `/v1/admin/instructors/${id}`);
    assert.equal(gone.statusCode, 200, gone.body);
    const missing = await call(editor, 'PUT', `/v1/admin/instructors/${id}`, {
      name: 'X',
      surname: 'Y',
    });
    assert.equal(missing.statusCode, 404);
    const invalid = await call(editor, 'POST', '/v1/admin/instructors', { name: '', surname: '' });
    assert.deepEqual(invalid.json().errors, { name: 'nameRequired', surname: 'surenameRequired' });
  });
});

describe('deleting an instructor while a course is given them', () => {
  it('ends consistently: the delete is refused, or the assignment is, in words; never a 5xx or a lost assignment', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const made = await call(editor, 'POST', '/v1/admin/instructors', {
        name: 'Şule',
        surname: `Yıldız ${round}`,
        title: '',
      });
      const id = made.json().data.id as number;
      const course = await create();
      const current = await read(course.id);
      const assign = () =>
        call({ ...editor, 'accept-language': 'tr' }, 'PUT', `/v1/admin/courses/${course.id}`, {
          ...editable(current),
          teacherIds: [id],
        });
      const remove = () =>
        call(
          { ...editor, 'accept-language': 'tr' },
          'DELETE',
          `/v1/admin/instructors/${id}`,
          undefined,
          // Another instance over the same database: another connection.
          second.app,
        );
      const [assigned, deleted] =
        round % 2 === 0
          ? await Promise.all([assign(), remove()])
          : await Promise.all([remove(), assign()]).then(([d, a]) => [a, d] as const);
      assert.ok(assigned.statusCode < 500, assigned.body);
      assert.ok(deleted.statusCode < 500, deleted.body);
      const after = await read(course.id);
      const instructors = (await call(editor, 'GET', '/v1/admin/instructors')).json().data as {
        id: number;
      }[];
      if (deleted.statusCode === 200) {
        // The instructor is gone, so the assignment was refused by the field, in Turkish.
        assert.equal(assigned.statusCode, 400, assigned.body);
        assert.deepEqual(assigned.json().errors, { teacherIds: 'instructorNotFound' });
        assert.deepEqual(after.teacherIds, []);
        assert.ok(!instructors.some((t) => t.id === id));
        outcomes.add('deleted');
      } else {
        assert.equal(deleted.statusCode, 409, deleted.body);
        assert.equal(
          deleted.json().message,
          'Bu eğitmen 1 eğitimde görevli; önce eğitimlerden çıkarınız.',
        );
        assert.equal(assigned.statusCode, 200, assigned.body);
        assert.deepEqual(after.teacherIds, [id]);
        assert.ok(instructors.some((t) => t.id === id));
        outcomes.add('kept');
      }
    }
    assert.ok(outcomes.size > 0);
  });
});

describe('thumbnails', () => {
  const multipart = (file: Buffer, filename: string, type: string) => {
    const boundary = '----lmsboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  };
  const upload = (
    id: number,
    version: number,
    file: Buffer,
    filename = 'resim.png',
    type = 'image/png',
  ) => {
    const body = multipart(file, filename, type);
    return ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/courses/${id}/thumbnail?version=${version}`,
      headers: { ...editor, ...body.headers },
      payload: body.payload,
    });
  };
  const picture = (width: number, height: number) =>
    sharp({
      create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .png()
      .toBuffer();

  it('checks the picture by its content, stores it with its renditions, and bumps the version', async () => {
    const created = await create();
    const notPicture = await upload(created.id, created.version, Buffer.from('merhaba'), 'x.png');
    assert.equal(notPicture.statusCode, 400, notPicture.body);
    assert.deepEqual(notPicture.json().errors, { file: 'imageInvalid' });
    const small = await upload(created.id, created.version, await picture(100, 100));
    assert.deepEqual(small.json().errors, { file: 'imageTooSmall' });

    const res = await upload(created.id, created.version, await picture(800, 600));
    assert.equal(res.statusCode, 200, res.body);
    const path = res.json().data.thumbnailImagePath as string;
    assert.match(path, /^http:\/\/api\.test\/media\/courses\/\d+-[0-9a-f]{16}\.jpg$/);
    assert.equal(res.json().data.version, created.version + 1);
    const url = new URL(path).pathname;
    const master = await ctx.app.inject({ method: 'GET', url });
    assert.equal(master.statusCode, 200);
    assert.equal(master.headers['content-type'], 'image/jpeg');
    const webp = await ctx.app.inject({ method: 'GET', url: url.replace(/\.jpg$/, '-w320.webp') });
    assert.equal(webp.statusCode, 200);
    assert.equal(webp.headers['content-type'], 'image/webp');
    assert.equal((await sharp(webp.rawPayload).metadata()).width, 320);
    const odd = await ctx.app.inject({ method: 'GET', url: url.replace(/\.jpg$/, '-w333.webp') });
    assert.equal(odd.statusCode, 404);

    const stale = await upload(created.id, created.version, await picture(800, 600));
    assert.equal(stale.statusCode, 409);
  });

  it('leaves no file in storage and no row changed when the version check refuses the upload', async () => {
    const created = await create();
    const first = await upload(created.id, created.version, await picture(800, 600));
    assert.equal(first.statusCode, 200, first.body);
    // Another editor saves the course meanwhile: the version read is stale.
    const current = await read(created.id);
    const saved = await call(editor, 'PUT', `/v1/admin/courses/${created.id}`, {
      ...editable(current),
      alertMessage: 'Başka biri kaydetti',
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const before = await read(created.id);
    const filesBefore = storedFiles();
    const auditsBefore = (await ctx.database.db.select().from(auditLog)).length;

    // A different picture (another name in the store) at the stale version.
    const stale = await upload(created.id, current.version, await picture(900, 700));
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(
      stale.json().message,
      'Bu eğitim siz düzenlerken başka biri tarafından değiştirildi. Değişikliklerinizi kaybetmemek için bir kenara not alıp sayfayı yenileyiniz.',
    );
    assert.deepEqual(storedFiles(), filesBefore, 'no orphaned upload in the store');
    assert.deepEqual(await read(created.id), before, 'the course is unchanged');
    assert.equal((await ctx.database.db.select().from(auditLog)).length, auditsBefore);

    // Two uploads of different pictures at the same version: one wins, the other is refused,
    // and only the winner's file is kept.
    const [a, b] = await Promise.all([
      upload(created.id, before.version, await picture(1000, 700)),
      upload(created.id, before.version, await picture(700, 1000)),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409], `${a.body} ${b.body}`);
    const winner = (a.statusCode === 200 ? a : b).json().data.thumbnailImagePath as string;
    const added = storedFiles().filter((file) => !filesBefore.includes(file));
    assert.deepEqual(added, [`courses/${winner.split('/').pop()}`]);
  });
});
