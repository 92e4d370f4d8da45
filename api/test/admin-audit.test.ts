import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AuditPage } from '@lms/shared/contracts';
import { auditLog, users } from '../src/db/schema';
import { DEMO_STAFF, createTestApp, insertUser, staffAuth, type TestContext } from './helpers';

// Admins read the audit log (GET /v1/admin/audit), filtered by person, object and
// date, newest first, one page at a time.

let ctx: TestContext;
let admin: { authorization: string };
let editorId: number;
let adminId: number;

const idOf = async (email: string) => {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
};

/** An entry as a staff write would record it, at `at`. */
const entry = (at: string, overrides: Partial<typeof auditLog.$inferInsert> = {}) => ({
  userId: editorId,
  userEmail: DEMO_STAFF.editor,
  role: 'editor' as const,
  action: 'course.update',
  objectType: 'course',
  objectId: '7',
  summary: { price: { from: 1000, to: 1250 } },
  requestId: `req-${at}`,
  createdAt: new Date(at),
  ...overrides,
});

before(async () => {
  ctx = await createTestApp();
  admin = await staffAuth(ctx, 'admin');
  editorId = await idOf(DEMO_STAFF.editor);
  adminId = await idOf(DEMO_STAFF.admin);
  const rows = [
    // 28 edits of course 7 by the editor, one a minute on 20 November (İstanbul: 12:00 on).
    ...Array.from({ length: 28 }, (_, i) =>
      entry(`2026-11-20T09:${String(i).padStart(2, '0')}:00Z`),
    ),
    // The admin publishes exam 3 just after midnight of 26 November in İstanbul (21:30 UTC on
    // the 25th), and the CLI confirms a transfer.
    entry('2026-11-25T21:30:00Z', {
      userId: adminId,
      userEmail: DEMO_STAFF.admin,
      role: 'admin',
      action: 'exam.publish',
      objectType: 'exam',
      objectId: '3',
      summary: {},
    }),
    entry('2026-11-25T20:59:00Z', {
      userId: null,
      userEmail: 'admin-key (CLI)',
      role: 'admin',
      action: 'transfer.confirm',
      objectType: 'order',
      objectId: 'HVL-1234',
      summary: { status: 'completed' },
    }),
  ];
  await ctx.database.db.insert(auditLog).values(rows);
});
after(() => ctx.close());

const list = async (query = '', headers: Record<string, string> = admin) => {
  const response = await ctx.app.inject({ url: `/v1/admin/audit${query}`, headers });
  return { status: response.statusCode, body: response.json() };
};
const page = async (query = '') => {
  const { status, body } = await list(query);
  assert.equal(status, 200, JSON.stringify(body));
  return (body as { data: AuditPage }).data;
};

describe('the audit log', () => {
  it('lists entries newest first, 25 a page, with who, role, action, object, summary, time and request', async () => {
    const first = await page();
    assert.equal(first.total, 30);
    assert.equal(first.pageSize, 25);
    assert.equal(first.items.length, 25);
    assert.deepEqual(first.items[0], {
      id: first.items[0]!.id,
      at: '2026-11-25T21:30:00.000Z',
      userId: adminId,
      email: DEMO_STAFF.admin,
      name: 'Zeynep Demir',
      role: 'admin',
      action: 'exam.publish',
      objectType: 'exam',
      objectId: '3',
      summary: {},
      requestId: 'req-2026-11-25T21:30:00Z',
    });
    // The CLI has no account: its e-mail stands for it, and no name.
    assert.equal(first.items[1]!.email, 'admin-key (CLI)');
    assert.equal(first.items[1]!.name, null);
    assert.deepEqual(first.items[2]!.summary, { price: { from: 1000, to: 1250 } });
    const second = await page('?page=2');
    assert.equal(second.items.length, 5);
    assert.equal(second.items.at(-1)!.at, '2026-11-20T09:00:00.000Z');
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    assert.equal(ids.size, 30, 'no entry on two pages');
    assert.equal((await page('?page=3')).items.length, 0);
  });

  it('filters by person, as an e-mail address in any case or a user id', async () => {
    assert.equal((await page(`?person=${encodeURIComponent('Editor@Ornek.com.tr')}`)).total, 28);
    assert.equal((await page(`?person=${adminId}`)).total, 1);
    assert.equal((await page('?person=nobody%40ornek.com.tr')).total, 0);
  });

  it('filters by object type and id', async () => {
    assert.equal((await page('?objectType=course')).total, 28);
    assert.equal((await page('?objectType=course&objectId=7')).total, 28);
    assert.equal((await page('?objectType=course&objectId=8')).total, 0);
    const order = await page('?objectType=order&objectId=HVL-1234');
    assert.deepEqual(
      order.items.map((item) => item.action),
      ['transfer.confirm'],
    );
  });

  it('filters by whole days in İstanbul, both ends included', async () => {
    // 21:30 UTC on the 25th is the 26th in İstanbul; 20:59 UTC is still the 25th.
    assert.deepEqual(
      (await page('?from=2026-11-26')).items.map((item) => item.action),
      ['exam.publish'],
    );
    assert.deepEqual(
      (await page('?from=2026-11-25&to=2026-11-25')).items.map((item) => item.action),
      ['transfer.confirm'],
    );
    assert.equal((await page('?from=2026-11-20&to=2026-11-20')).total, 28);
    assert.equal((await page('?to=2026-11-19')).total, 0);
    // Empty parameters are no filter (a form's empty fields).
    assert.equal((await page('?person=&objectType=&objectId=&from=&to=')).total, 30);
  });

  it('refuses a bad filter with a translated 400, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['?person=nobody', 'invalidAuditPerson', 'Enter an e-mail address or a user number'],
      ['?objectType=Course!', 'invalidAuditObjectType', 'The object type is invalid'],
      // Letters from the first character to the last.
      ['?objectType=1course', 'invalidAuditObjectType', 'The object type is invalid'],
      ['?objectType=course!', 'invalidAuditObjectType', 'The object type is invalid'],
      ['?from=2026-02-30', 'invalidDate', 'Please enter a valid date'],
      ['?from=2026-11-26&to=2026-11-25', 'invalidDateRange', 'The end date cannot be before'],
      ['?page=0', 'pageInvalid', 'Page number is invalid'],
      ['?page=abc', 'pageInvalid', 'Page number is invalid'],
      ['?page=1.5', 'pageInvalid', 'Page number is invalid'],
      ['?page=4001', 'pageInvalid', 'Page number is invalid'],
      [`?objectId=${'x'.repeat(65)}`, 'fieldTooLong', 'longer than allowed'],
    ];
    for (const [query, , english] of cases) {
      const response = await list(query, { ...admin, 'accept-language': 'en' });
      assert.equal(response.status, 400, query);
      assert.match(response.body.message, new RegExp(english), query);
    }
    // The end of the range is the field named wrong.
    const range = await list('?from=2026-11-26&to=2026-11-25');
    assert.deepEqual(Object.keys(range.body.errors ?? {}), ['to']);
    const turkish = await list('?person=nobody');
    assert.equal(turkish.status, 400);
    assert.equal(
      turkish.body.message,
      'Kişi için bir e-posta adresi ya da kullanıcı numarası giriniz.',
    );
  });

  it('is for admins only: a guest gets 401, a learner and an editor 403', async () => {
    assert.equal((await list('', {})).status, 401);
    const learner = await insertUser(ctx);
    assert.equal((await list('', learner.auth)).status, 403);
    assert.equal((await list('', await staffAuth(ctx, 'editor'))).status, 403);
    assert.equal((await list('', await staffAuth(ctx, 'finance'))).status, 403);
  });
});
