import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { PeoplePage, PersonDetail } from '@lms/shared/contracts';
import { auditLog, certificates, courses, exams, orders, userExams, users } from '../src/db/schema';
import { createTestApp, insertUser, staffAuth, type TestContext, type TestUser } from './helpers';

// People in the back office. Admins and finance find a learner by name, e-mail,
// company or T.C. number (shown masked), read their page, and help them: another verification
// link (within the account's quota), a course without payment with a reason (audited, idempotent),
// removing a seat, and ending every session. Editors have no access to learners' data.

let ctx: TestContext;
let admin: { authorization: string };
let finance: { authorization: string };
let editor: { authorization: string };
let learner: TestUser;
let courseId: number;
const saved = { ...process.env };

const mailsTo = (to: string) => ctx.mailsTo(to);

before(async () => {
  ctx = await createTestApp();
  admin = await staffAuth(ctx, 'admin');
  finance = await staffAuth(ctx, 'finance');
  editor = await staffAuth(ctx, 'editor');
  learner = await insertUser(ctx, {
    email: 'gulsen.oztas@ihracat-test.com.tr',
    name: 'Gülşen',
    surname: 'Öztaş',
    citizenId: '12345678990',
    companyName: 'Çağrı Dış Ticaret A.Ş.',
    isCorporate: true,
  });
  const [course] = await ctx.database.db.select({ id: courses.id }).from(courses).limit(1);
  courseId = course!.id;
});
after(async () => {
  await ctx.close();
  process.env = saved;
});

const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = admin,
  payload?: object,
) => {
  const response = await ctx.app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const search = async (q: string, headers = admin) => {
  const { status, body } = await call(
    'GET',
    `/v1/admin/people?q=${encodeURIComponent(q)}`,
    headers,
  );
  assert.equal(status, 200, JSON.stringify(body));
  return body.data as PeoplePage;
};
const detail = async (id: number) => {
  const { status, body } = await call('GET', `/v1/admin/people/${id}`);
  assert.equal(status, 200, JSON.stringify(body));
  return body.data as PersonDetail;
};
const auditOf = (action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, String(learner.id))));

describe('finding people', () => {
  it('finds a learner by name, e-mail, company or T.C. number, with the number masked', async () => {
    for (const q of ['gülşen öztaş', 'GULSEN.OZTAS@', 'çağrı dış', '1234567']) {
      const page = await search(q);
      const found = page.items.find((item) => item.id === learner.id);
      assert.ok(found, `"${q}" finds her`);
      assert.equal(found.citizenId, '123******90');
      assert.equal(found.companyName, 'Çağrı Dış Ticaret A.Ş.');
    }
    assert.equal((await search('kimse-yok-boyle-biri')).total, 0);
    // A pattern typed in the box is text: `%` matches nobody.
    assert.equal((await search('%')).total, 0);
  });

  it('pages the list, 20 a page, with the total', async () => {
    const first = await search('');
    assert.equal(first.pageSize, 20);
    assert.ok(first.total >= 7, `${first.total} accounts`);
    assert.equal(first.items.length, Math.min(20, first.total));
    const second = (await call('GET', '/v1/admin/people?page=2')).body.data as PeoplePage;
    assert.equal(second.page, 2);
    assert.ok(second.items.every((item) => !first.items.some((one) => one.id === item.id)));
    // An empty page parameter is no page: the first.
    const empty = await call('GET', '/v1/admin/people?page=');
    assert.equal(empty.status, 200, JSON.stringify(empty.body));
    assert.equal((empty.body.data as PeoplePage).page, 1);
    for (const page of ['abc', '0', '1.5', '5001']) {
      const refused = await call('GET', `/v1/admin/people?page=${page}`);
      assert.equal(refused.status, 400, page);
      assert.equal(refused.body.message, 'Sayfa numarası geçersiz.', page);
    }
  });

  it('masks a T.C. number too short to show its ends as stars only', async () => {
    for (const [citizenId, shown] of [
      ['12345', '*****'],
      ['123456', '123******56'],
      ['', ''],
    ] as const) {
      const person = await insertUser(ctx, { citizenId });
      const [found] = (await search(person.email)).items;
      assert.equal(found?.citizenId, shown, citizenId);
    }
  });

  it('lets admins and finance in, not editors or learners', async () => {
    await search('gülşen', finance);
    assert.equal((await call('GET', '/v1/admin/people', editor)).status, 403);
    assert.equal((await call('GET', '/v1/admin/people', learner.auth)).status, 403);
    assert.equal((await call('GET', '/v1/admin/people', {})).status, 401);
  });

  it("shows a learner's courses with progress, orders and certificates, and 404 for nobody", async () => {
    const [deniz] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'deniz.aydin@ornek.com.tr'));
    const person = await detail(deniz!.id);
    assert.equal(person.email, 'deniz.aydin@ornek.com.tr');
    assert.equal(person.courses.length, 3);
    assert.ok(
      person.courses.some((course) => course.videoPercent > 0),
      'the seeded watcher has progress',
    );
    assert.ok(Array.isArray(person.orders) && Array.isArray(person.certificates));
    const missing = await call('GET', '/v1/admin/people/999999');
    assert.equal(missing.status, 404);
    assert.match(String(missing.body.message), /Kişi bulunamadı/);
  });

  it("lists a learner's orders, exam attempts and certificates with what staff need of each", async () => {
    const buyer = await insertUser(ctx, { name: 'Sena', surname: 'Kılıç' });
    const { db } = ctx.database;
    await db.insert(orders).values({
      userId: buyer.id,
      trackingId: 'ADM-PEOPLE-1',
      status: 'completed',
      paymentMethod: 0,
      referenceCode: 'REF-ADM-1',
      subtotal: 1000,
      tax: 200,
      total: 1200,
      createdAt: new Date('2026-11-02T08:00:00Z'),
    });
    const [exam] = await db.select({ id: exams.id, title: exams.title }).from(exams).limit(1);
    const [attempt] = await db
      .insert(userExams)
      .values({
        userId: buyer.id,
        examId: exam!.id,
        startedAt: new Date('2026-11-03T09:00:00Z'),
        finishedAt: new Date('2026-11-03T09:20:00Z'),
        earnedPoints: 80,
        passed: true,
      })
      .returning({ id: userExams.id });
    await db.insert(certificates).values({
      userExamId: attempt!.id,
      code: 'ADMPEOPLE0001',
      filePath: 'certificates/ADMPEOPLE0001.pdf',
      holderName: 'Sena Kılıç',
      courseName: 'Dış Ticarete Giriş',
      issuedAt: new Date('2026-11-03T09:21:00Z'),
    });

    const person = await detail(buyer.id);
    assert.deepEqual(person.orders, [
      {
        trackingId: 'ADM-PEOPLE-1',
        status: 'completed',
        total: 1200,
        createdAt: '2026-11-02T08:00:00.000Z',
      },
    ]);
    const [seen] = person.attempts;
    assert.equal(person.attempts.length, 1);
    assert.deepEqual(
      { ...seen, courseName: undefined },
      {
        id: attempt!.id,
        examName: exam!.title,
        courseName: undefined,
        startedAt: '2026-11-03T09:00:00.000Z',
        finishedAt: '2026-11-03T09:20:00.000Z',
        earnedPoints: 80,
        passed: true,
      },
    );
    assert.ok(seen!.courseName.length > 0, 'the course the exam belongs to');
    assert.deepEqual(person.certificates, [
      {
        code: 'ADMPEOPLE0001',
        courseName: 'Dış Ticarete Giriş',
        issuedAt: '2026-11-03T09:21:00.000Z',
        revokedAt: null,
      },
    ]);
  });
});

describe('helping a learner', () => {
  it('resends the verification mail within the account quota, audited', async () => {
    const unverified = await insertUser(ctx, { emailVerifiedAt: null });
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await call('POST', `/v1/admin/people/${unverified.id}/verification`);
      assert.equal(status, 200, JSON.stringify(body));
    }
    assert.equal((await mailsTo(unverified.email)).length, 3);
    const fourth = await call('POST', `/v1/admin/people/${unverified.id}/verification`);
    assert.equal(fourth.status, 429);
    assert.equal((await mailsTo(unverified.email)).length, 3);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'person.resendVerification'),
          eq(auditLog.objectId, String(unverified.id)),
        ),
      );
    assert.equal(entries.length, 3);
    // A verified address needs no link.
    const verified = await call('POST', `/v1/admin/people/${learner.id}/verification`);
    assert.equal(verified.status, 409);
  });

  it('offers the courses staff may enrol someone in, by id and name', async () => {
    const { status, body } = await call('GET', '/v1/admin/people/courses');
    assert.equal(status, 200, JSON.stringify(body));
    const options = body.data as { id: number; name: string }[];
    const offered = options.find((option) => option.id === courseId);
    assert.ok(offered, 'the course the next test enrols her in');
    const [row] = await ctx.database.db
      .select({ name: courses.name })
      .from(courses)
      .where(eq(courses.id, courseId));
    assert.equal(offered.name, row!.name);
  });

  it('enrols without payment only with a reason, once however often asked, audited', async () => {
    const url = `/v1/admin/people/${learner.id}/enrolments`;
    const noReason = await call('POST', url, admin, { courseId, reason: '  ' });
    assert.equal(noReason.status, 400);
    assert.match(String(noReason.body.message), /Kayıt nedeni zorunludur/);
    const unknown = await call('POST', url, admin, { courseId: 999999, reason: 'Burs' });
    assert.equal(unknown.status, 404);
    for (const bad of [undefined, 0, 'abc', 1.5]) {
      const noCourse = await call('POST', url, admin, { courseId: bad, reason: 'Burs' });
      assert.equal(noCourse.status, 400, String(bad));
      assert.equal(noCourse.body.message, 'Lütfen bir eğitim seçiniz.', String(bad));
    }

    // A reason may take several lines.
    const reason = 'Vakıf bursu: 2026 güz dönemi\nOnaylayan: kurul kararı 12';
    const [first, second] = await Promise.all([
      call('POST', url, finance, { courseId, reason }),
      call('POST', url, finance, { courseId, reason }),
    ]);
    assert.deepEqual(
      [first.status, second.status],
      [200, 200],
      JSON.stringify([first.body, second.body]),
    );
    const mine = await call('GET', '/v1/courses/getusercourses', learner.auth);
    assert.ok(JSON.stringify(mine.body.data).includes(`"id":${courseId}`), 'in her courses');
    const entries = await auditOf('enrolment.grant');
    assert.equal(entries.length, 1);
    assert.equal((entries[0]!.summary as { reason: string }).reason, reason);
    assert.equal(entries[0]!.role, 'finance');
    const person = await detail(learner.id);
    assert.deepEqual(
      person.courses.map((course) => [course.courseId, course.orderTrackingId]),
      [[courseId, null]],
    );
  });

  it('removes a seat, and a second removal changes nothing', async () => {
    const url = `/v1/admin/people/${learner.id}/enrolments/${courseId}`;
    const removed = await call('DELETE', url);
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body.data, { changed: true });
    const again = await call('DELETE', url);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.data, { changed: false });
    const mine = await call('GET', '/v1/courses/getusercourses', learner.auth);
    assert.ok(
      !JSON.stringify(mine.body.data).includes(`"id":${courseId}`),
      'gone from her courses',
    );
    assert.equal((await auditOf('enrolment.remove')).length, 1);
  });

  it("leaves staff accounts' sessions and seats to admins", async () => {
    const [editorRow] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'editor@ornek.com.tr'));
    const refused = await call('POST', `/v1/admin/people/${editorRow!.id}/sessions/end`, finance);
    assert.equal(refused.status, 403);
    assert.match(String(refused.body.message), /yalnızca yöneticiler/);
    const enrol = await call('POST', `/v1/admin/people/${editorRow!.id}/enrolments`, finance, {
      courseId,
      reason: 'Deneme',
    });
    assert.equal(enrol.status, 403);
    assert.equal((await call('GET', '/v1/users/getuserprofile', editor)).status, 200);
  });

  it('ends every session of the learner: her token is refused at once', async () => {
    const before = await call('GET', '/v1/users/getuserprofile', learner.auth);
    assert.equal(before.status, 200);
    const ended = await call('POST', `/v1/admin/people/${learner.id}/sessions/end`);
    assert.equal(ended.status, 200);
    assert.deepEqual(ended.body.data, { ended: 1 });
    const after = await call('GET', '/v1/users/getuserprofile', learner.auth);
    assert.equal(after.status, 401);
    assert.equal((await auditOf('person.endSessions')).length, 1);
  });
});
