import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AdminDashboard } from '@lms/shared/contracts';
import { contacts, enrollments, orders } from '../src/db/schema';
import { istanbulPeriods } from '../src/lib/istanbul';
import { createTestApp, insertUser, staffAuth, type TestContext } from './helpers';

// The back office's first page, `GET /v1/admin/dashboard`.

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp();
});
after(() => ctx.close());

const read = async (auth: Record<string, string>) => {
  const res = await ctx.app.inject({ url: '/v1/admin/dashboard', headers: auth });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ data: AdminDashboard }>().data;
};

let orderSeq = 0;
const order = async (
  userId: number,
  values: Partial<typeof orders.$inferInsert> & { subtotal: number; tax: number },
) => {
  orderSeq += 1;
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      userId,
      trackingId: `DASH${orderSeq}${Date.now()}`,
      referenceCode: `R${orderSeq}`,
      status: 'completed',
      paymentMethod: 0,
      total: values.subtotal + values.tax,
      ...values,
    })
    .returning();
  return row!;
};

describe('the dashboard', () => {
  it("sums today's and this month's paid orders as İstanbul counts days", async () => {
    const admin = await staffAuth(ctx, 'admin');
    const before = await read(admin);
    const buyer = await insertUser(ctx);
    const now = new Date();
    const { today, month } = istanbulPeriods(now);
    await order(buyer.id, { subtotal: 1000, tax: 200, completedAt: now });
    // Earlier this month but not today (when today is the 1st, it falls in the month before).
    const earlier = new Date(today.from.getTime() - 60_000);
    await order(buyer.id, { subtotal: 500, tax: 100, completedAt: earlier });
    // Not counted: free, not completed, or last month.
    await order(buyer.id, { subtotal: 0, tax: 0, completedAt: now, paymentMethod: null });
    await order(buyer.id, {
      subtotal: 700,
      tax: 140,
      status: 'awaiting_transfer',
      paymentMethod: 1,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    await order(buyer.id, {
      subtotal: 900,
      tax: 180,
      completedAt: new Date(month.from.getTime() - 1000),
    });

    const after = await read(admin);
    assert.ok(after.sales && before.sales);
    assert.deepEqual(
      {
        orders: after.sales.today.orders - before.sales.today.orders,
        subtotal: after.sales.today.subtotal - before.sales.today.subtotal,
        tax: after.sales.today.tax - before.sales.today.tax,
        total: after.sales.today.total - before.sales.today.total,
      },
      { orders: 1, subtotal: 1000, tax: 200, total: 1200 },
    );
    // A partly refunded order counts what it kept: 1200 paid, 600 given back.
    await order(buyer.id, { subtotal: 1000, tax: 200, completedAt: now, refundedAmount: 600 });
    const kept = await read(admin);
    assert.deepEqual(
      {
        orders: kept.sales!.today.orders - after.sales.today.orders,
        subtotal: kept.sales!.today.subtotal - after.sales.today.subtotal,
        tax: kept.sales!.today.tax - after.sales.today.tax,
        total: kept.sales!.today.total - after.sales.today.total,
      },
      { orders: 1, subtotal: 500, tax: 100, total: 600 },
    );
    const inMonth = earlier >= month.from ? 2 : 1;
    assert.equal(after.sales.month.orders - before.sales.month.orders, inMonth);
    assert.equal(kept.sales!.month.orders - before.sales.month.orders, inMonth + 1);
    assert.equal(after.transfersAwaiting! - before.transfersAwaiting!, 1);
  });

  it('starts the day and the month at midnight in İstanbul', () => {
    // 22:30 UTC on 31 October is 01:30 on 1 November in İstanbul.
    const periods = istanbulPeriods(new Date('2026-10-31T22:30:00Z'));
    assert.equal(periods.today.from.toISOString(), '2026-10-31T21:00:00.000Z');
    assert.equal(periods.today.to.toISOString(), '2026-11-01T21:00:00.000Z');
    assert.equal(periods.month.from.toISOString(), '2026-10-31T21:00:00.000Z');
    assert.equal(periods.month.to.toISOString(), '2026-11-30T21:00:00.000Z');
  });

  it('lists the newest enrolments first and counts open messages', async () => {
    const admin = await staffAuth(ctx, 'admin');
    const before = await read(admin);
    const learner = await insertUser(ctx, { name: 'Yeni', surname: 'Öğrenci' });
    await ctx.database.db.insert(enrollments).values({ userId: learner.id, courseId: 109 });
    await ctx.database.db.insert(contacts).values({
      fullName: 'Soru Soran',
      email: 'soru@ornek.com.tr',
      phoneNumber: '5321234567',
      title: 'Kayıt',
      description: 'Kayıt hakkında bir sorum var.',
    });
    const after = await read(admin);
    const [newest] = after.newestEnrolments;
    assert.deepEqual(
      { ...newest, enrolledAt: undefined },
      {
        userId: learner.id,
        name: 'Yeni Öğrenci',
        email: learner.email,
        courseId: 109,
        courseName: newest!.courseName,
        enrolledAt: undefined,
      },
    );
    assert.ok(newest!.courseName.length > 0);
    assert.ok(after.newestEnrolments.length <= 10);
    assert.equal(after.openMessages! - before.openMessages!, 1);
    // A handled message is no longer waiting.
    await ctx.database.db
      .update(contacts)
      .set({ handledAt: new Date(), handledNote: 'Arandı.' })
      .where(eq(contacts.email, 'soru@ornek.com.tr'));
    assert.equal((await read(admin)).openMessages, before.openMessages);
  });

  it('hides sales from an editor, and refuses learners and guests', async () => {
    const editor = await read(await staffAuth(ctx, 'editor'));
    assert.equal(editor.sales, null);
    assert.equal(editor.transfersAwaiting, null);
    assert.ok(Array.isArray(editor.newestEnrolments));
    const finance = await read(await staffAuth(ctx, 'finance'));
    assert.ok(finance.sales);
    const learner = await insertUser(ctx);
    const refused = await ctx.app.inject({ url: '/v1/admin/dashboard', headers: learner.auth });
    assert.equal(refused.statusCode, 403);
    assert.equal((await ctx.app.inject({ url: '/v1/admin/dashboard' })).statusCode, 401);
  });
});
