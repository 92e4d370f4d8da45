import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { adminKey } from '../src/admin-key';
import {
  auditLog,
  courses,
  enrollments,
  orders,
  paymentEvents,
  pendingEnrollments,
  siteSettings,
  users,
} from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  memoryLog,
  payByCard as payByCardAt,
  providerCallback,
  sessionToken,
  type TestContext,
  type TestUser,
} from './helpers';

// Seeded courses (api/src/seed/data/courses.ts): 109 online 3200 TL, 110 online 2750 TL,
// 111 online 2950 TL, 113 online 2500 TL, 122 physical 4200 TL, 132 free; 112 cancelled;
// 107 registration closed on 2026-10-15; 101 owned by the demo user Ayşe.
const COURSE = { paid: 109, paid2: 110, paid3: 111, paid4: 113, paid5: 122, free: 132 };

let ctx: TestContext;

const newUser = async (email?: string) => insertUser(ctx, email ? { email } : {});
type User = TestUser;

const call = (
  user: User | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user ? user.auth : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const addToBasket = (user: User, courseId: number) =>
  call(user, 'POST', '/v1/userbaskets', { courseId });
const basketOf = async (user: User) => (await call(user, 'GET', '/v1/userbaskets/getall')).json();
const person = (name: string, email: string) => ({ name, surname: 'Katılımcı', email });
/** One line of a makepayment body: a course for these people, by card (0) or transfer (1). */
const paymentItem = (courseId: number, people: unknown[], paymentMethod = 0) => ({
  courseId,
  count: 1,
  paymentMethod,
  participants: people,
});
/** The buyer's free order of the free course for this one address, completed at once. */
const giveFreeSeat = async (buyer: User, email: string) => {
  await addToBasket(buyer, COURSE.free);
  const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
    paymentItem(COURSE.free, [person('İş', email)]),
  ]);
  assert.equal(made.json().data.status, 'completed', made.body);
};
const owns = async (userId: number, courseId: number) =>
  (
    await ctx.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  ).length === 1;
const courseRow = async (id: number) =>
  (await ctx.database.db.select().from(courses).where(eq(courses.id, id)))[0]!;
/** The seeded demo user Ayşe, who owns course 101, signed in. */
const demoUser = async (): Promise<User> => {
  const [ayse] = await ctx.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'ayse.yilmaz@ornek.com.tr'));
  return {
    ...ayse!,
    auth: { authorization: `Bearer ${await sessionToken(ctx.database.db, ayse!.id)}` },
  };
};
const orderOf = async (trackingId: string) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.trackingId, trackingId)))[0]!;

const payByCard = (paymentUrl: string, cardNumber: string, code = '123456') =>
  payByCardAt(ctx.app.inject.bind(ctx.app), paymentUrl, { cardNumber, code });

/** What the API logs: the refunds it asks the provider for are written there. */
const log = memoryLog();
/** The refunds asked for an order's payment: [amount in kuruş, reason]. */
const refundsOf = async (trackingId: string) => {
  const { providerPaymentId } = await orderOf(trackingId);
  return log.lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter(
      (entry) => entry.msg === 'simulated refund' && entry.providerPaymentId === providerPaymentId,
    )
    .map((entry) => [entry.amountKurus, entry.reason]);
};

before(async () => {
  process.env.PLATFORM_URL = 'http://platform.test';
  ctx = await createTestApp({ logger: { level: 'info', stream: log.stream } });
});
after(async () => {
  delete process.env.PLATFORM_URL;
  await ctx.close();
});

describe('POST /v1/userbaskets', () => {
  it('needs a logged-in user', async () => {
    const res = await call(null, 'POST', '/v1/userbaskets', { courseId: COURSE.paid });
    assert.equal(res.statusCode, 401);
  });

  it('adds a course and refuses each case with its own message', async () => {
    const buyer = await newUser();
    const added = await addToBasket(buyer, COURSE.paid);
    assert.equal(added.statusCode, 200);
    assert.equal(added.json().message, 'Eğitim sepetinize eklendi.');

    const again = await addToBasket(buyer, COURSE.paid);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Bu eğitim zaten sepetinizde.');

    const cancelled = await addToBasket(buyer, 112);
    assert.equal(cancelled.statusCode, 400);
    assert.match(cancelled.json().message, /iptal edildiği için/);

    const closed = await call(
      buyer,
      'POST',
      '/v1/userbaskets',
      { courseId: 107 },
      {
        'accept-language': 'en',
      },
    );
    assert.equal(closed.statusCode, 400);
    assert.equal(closed.json().message, 'Registration for this training has closed.');

    const ended = await addToBasket(buyer, 102);
    assert.equal(ended.json().message, 'Bu eğitimin kayıt süresi sona erdi.');

    const missing = await addToBasket(buyer, 99_999);
    assert.equal(missing.statusCode, 404);

    const invalid = await call(buyer, 'POST', '/v1/userbaskets', { courseId: 'abc' });
    assert.equal(invalid.statusCode, 400);

    const owned = await addToBasket(await demoUser(), 101);
    assert.equal(owned.statusCode, 409);
    assert.match(owned.json().message, /zaten sahipsiniz/);

    const { data } = await basketOf(buyer);
    assert.deepEqual(
      data.map((item: { courseId: number }) => item.courseId),
      [COURSE.paid],
    );
  });

  it('adds a course once when the same add arrives several times at once', async () => {
    const buyer = await newUser();
    await basketOf(buyer);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => addToBasket(buyer, COURSE.paid2)),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode).sort(),
      [200, 409, 409, 409],
      answers.map((answer) => answer.body).join('\n'),
    );
    const { data } = await basketOf(buyer);
    assert.deepEqual(
      data.map((item: { courseId: number }) => item.courseId),
      [COURSE.paid2],
    );
  });

  it('does not know a draft course, not even to the one who owns it', async () => {
    const buyer = await newUser();
    const owner = await demoUser();
    const published = (await courseRow(101)).publishedAt;
    await ctx.database.db.update(courses).set({ publishedAt: null }).where(eq(courses.id, 101));
    try {
      for (const [who, answer] of [
        [buyer, await addToBasket(buyer, 101)],
        // Owned, but the draft is not told apart from a course that does not exist.
        [owner, await addToBasket(owner, 101)],
        [
          buyer,
          await call(buyer, 'POST', '/v1/orders/checkparty', {
            courseId: 101,
            partyEmail: owner.email,
          }),
        ],
      ] as const) {
        assert.equal(answer.statusCode, 404, `${who.email}: ${answer.body}`);
        assert.equal(answer.json().message, 'Eğitim bulunamadı.');
      }
      assert.deepEqual((await basketOf(buyer)).data, []);
    } finally {
      await ctx.database.db
        .update(courses)
        .set({ publishedAt: published })
        .where(eq(courses.id, 101));
    }
  });
});

describe('POST /v1/userbaskets with an order open', () => {
  it('refuses a course awaiting its transfer, and takes back one whose card page was left', async () => {
    const buyer = await newUser();
    const order = async (courseId: number, paymentMethod: number) => {
      await addToBasket(buyer, courseId);
      const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
        paymentItem(courseId, [person('Ali', buyer.email)], paymentMethod),
      ]);
      assert.equal(made.statusCode, 200, made.body);
      return made.json().data as { status: string };
    };
    assert.equal((await order(COURSE.paid2, 1)).status, 'awaiting_transfer');
    const waiting = await addToBasket(buyer, COURSE.paid2);
    assert.equal(waiting.statusCode, 409);
    assert.match(waiting.json().message, /havale\/EFT ödemesi beklenen bir siparişiniz var/);

    // A card order is open until it is paid or expires, but the buyer may take the course out of
    // the basket and put it back: only a transfer holds the course.
    assert.equal((await order(COURSE.paid3, 0)).status, 'pending');
    const [line] = (await basketOf(buyer)).data as { id: number; courseId: number }[];
    assert.equal(line?.courseId, COURSE.paid3);
    assert.equal(
      (await call(buyer, 'DELETE', '/v1/userbaskets', { id: line!.id })).statusCode,
      200,
    );
    const back = await addToBasket(buyer, COURSE.paid3);
    assert.equal(back.statusCode, 200, back.body);
  });
});

describe('GET /v1/userbaskets/getall', () => {
  it("a new user's first two reads at once make one basket, and both show its code", async () => {
    const buyer = await newUser();
    // Two tabs opened at once: both look for the basket before either has made it.
    const [first, second] = await Promise.all([basketOf(buyer), basketOf(buyer)]);
    assert.match(first.message, /^IA[2-9A-Z]{8}$/);
    assert.equal(second.message, first.message);
    assert.equal((await basketOf(buyer)).message, first.message);
  });

  it('returns server prices and the basket reference code as the message', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid);
    const body = await basketOf(buyer);
    assert.equal(body.success, true);
    assert.match(body.message, /^IA[2-9A-Z]{8}$/);
    assert.equal(body.data.length, 1);
    const [item] = body.data;
    assert.equal(item.courseId, COURSE.paid);
    assert.equal(item.price, 3200);
    assert.equal(item.discountPrice, 0);
    assert.equal(item.priceWithoutTax, 2666.67);
    assert.equal(item.course.nameSlug.length > 0, true);
    assert.match(item.course.thumbnailImagePath, /^http:\/\/api\.test\//);
    assert.deepEqual(item.participantEmails, []);

    const other = await newUser();
    assert.notEqual((await basketOf(other)).message, body.message);
  });

  it('lists several lines oldest first, the participants on the first, the same code each time', async () => {
    const buyer = await newUser();
    const first = await basketOf(buyer);
    assert.deepEqual(first.data, []);
    for (const courseId of [COURSE.paid2, COURSE.paid, COURSE.paid5]) {
      assert.equal((await addToBasket(buyer, courseId)).statusCode, 200);
    }
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/userbaskets/participants',
      headers: buyer.auth,
      payload: { participants: [person('Deniz', 'deniz@ornek.com.tr')] },
    });
    assert.equal(saved.statusCode, 200, saved.body);

    const body = await basketOf(buyer);
    assert.equal(body.message, first.message);
    assert.deepEqual(
      body.data.map((item: Record<string, unknown>) => ({
        ...item,
        id: typeof item.id,
        course: Object.keys(item.course as object),
      })),
      [
        {
          id: 'number',
          courseId: COURSE.paid2,
          course: ['name', 'nameSlug', 'thumbnailImagePath'],
          price: 2750,
          discountPrice: 0,
          priceWithoutTax: 2291.67,
          participantEmails: [person('Deniz', 'deniz@ornek.com.tr')],
        },
        {
          id: 'number',
          courseId: COURSE.paid,
          course: ['name', 'nameSlug', 'thumbnailImagePath'],
          price: 3200,
          discountPrice: 0,
          priceWithoutTax: 2666.67,
        },
        {
          id: 'number',
          courseId: COURSE.paid5,
          course: ['name', 'nameSlug', 'thumbnailImagePath'],
          price: 4200,
          discountPrice: 0,
          priceWithoutTax: 3500,
        },
      ],
    );
  });

  it('is read in one database round trip besides the session check', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid);
    await addToBasket(buyer, COURSE.paid2);
    await basketOf(buyer);
    // The driver's client (PGlite or a node-postgres pool): every query goes through `query`.
    const { $client: client } = ctx.database.db as unknown as {
      $client: { query: (...args: unknown[]) => unknown };
    };
    const query = client.query;
    let queries = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      queries += 1;
      return query.apply(this, args);
    };
    try {
      assert.equal((await basketOf(buyer)).data.length, 2);
    } finally {
      client.query = query;
    }
    // The session check (a password change ends older sessions) and the basket with its lines.
    assert.equal(queries, 2);
  });
});

describe('DELETE /v1/userbaskets', () => {
  it("removes only the caller's own items", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const { id } = (await addToBasket(owner, COURSE.paid)).json().data;
    // The intruder has a basket of its own, so the delete gets as far as the item.
    assert.equal((await basketOf(intruder)).data.length, 0);

    const foreign = await call(intruder, 'DELETE', '/v1/userbaskets', { id });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await basketOf(owner)).data.length, 1);

    const own = await call(owner, 'DELETE', '/v1/userbaskets', { id });
    assert.equal(own.statusCode, 200);
    assert.equal((await basketOf(owner)).data.length, 0);
  });
});

describe('POST /v1/orders/checkparty', () => {
  it('checks the e-mail, and tells a stranger nothing about who owns a course', async () => {
    const buyer = await newUser();
    const bad = await call(buyer, 'POST', '/v1/orders/checkparty', {
      courseId: COURSE.paid,
      partyEmail: 'not-an-email',
    });
    assert.equal(bad.statusCode, 400);

    // Ayşe owns 101; someone else asking gets the same answer as for an address that owns nothing.
    const owner = await call(buyer, 'POST', '/v1/orders/checkparty', {
      courseId: 101,
      partyEmail: 'AYSE.yilmaz@ornek.com.tr',
    });
    const nobody = await call(buyer, 'POST', '/v1/orders/checkparty', {
      courseId: 101,
      partyEmail: 'yeni.kisi@ornek.com.tr',
    });
    assert.equal(owner.statusCode, 200);
    assert.deepEqual(owner.json(), nobody.json());

    // Ayşe asking about her own address, however she types it, learns what she knows already.
    const asAyse = (await demoUser()).auth;
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders/checkparty',
      headers: asAyse,
      payload: { courseId: 101, partyEmail: 'Ayse.Yilmaz@Ornek.com.tr' },
    });
    assert.equal(own.statusCode, 409);
    assert.match(own.json().message, /zaten kayıtlı/);
    // Her owning the course says nothing of another address.
    const someoneElse = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders/checkparty',
      headers: asAyse,
      payload: { courseId: 101, partyEmail: 'yabanci@ornek.com.tr' },
    });
    assert.equal(someoneElse.statusCode, 200, someoneElse.body);
  });

  it('knows whom the buyer’s own orders enrolled, however the address is typed', async () => {
    const buyer = await newUser();
    const colleague = await newUser();
    await giveFreeSeat(buyer, colleague.email);
    const ask = (partyEmail: string) =>
      call(buyer, 'POST', '/v1/orders/checkparty', { courseId: COURSE.free, partyEmail });
    const enrolled = await ask(colleague.email.toUpperCase());
    assert.equal(enrolled.statusCode, 409);
    assert.match(enrolled.json().message, /zaten kayıtlı/);
    // Anyone else may still be listed for it.
    assert.equal((await ask('baska.biri@ornek.com.tr')).statusCode, 200);
  });
});

describe('POST /v1/orders/makepayment', () => {
  it('prices on the server, ignoring any price the client sends', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid2);
    const res = await call(buyer, 'POST', '/v1/orders/makepayment', [
      {
        courseId: COURSE.paid2,
        count: 1,
        paymentMethod: 1,
        price: 1,
        discountPrice: 2750,
        total: 0.01,
        participants: [person('Ali', 'ali@ornek.com.tr'), person('Veli', 'veli@ornek.com.tr')],
      },
    ]);
    assert.equal(res.statusCode, 200, res.body);
    const order = await orderOf(res.json().data.trackingId);
    assert.equal(order.total, 5500);
    assert.equal(order.subtotal, 4583.33);
    assert.equal(order.tax, 916.67);
    assert.equal(order.status, 'awaiting_transfer');
  });

  it('refuses items that are not the basket, a participant twice, no participants and an empty basket', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid3);
    const item = (courseId: number, participants = [person('Ali', 'ali@ornek.com.tr')]) => ({
      courseId,
      count: 1,
      paymentMethod: 0,
      participants,
    });

    const notInBasket = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.paid3),
      item(COURSE.paid4),
    ]);
    assert.equal(notInBasket.statusCode, 409);
    assert.match(notInBasket.json().message, /Sepetiniz değişmiş/);

    const duplicate = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.paid3, [person('Ali', 'ali@ornek.com.tr'), person('Ali', 'ALI@ornek.com.tr')]),
    ]);
    assert.equal(duplicate.statusCode, 400);

    const noParticipants = await call(buyer, 'POST', '/v1/orders/makepayment', [
      item(COURSE.paid3, []),
    ]);
    assert.equal(noParticipants.statusCode, 400);
    assert.equal(noParticipants.json().message, 'Lütfen en az bir katılımcı ekleyiniz.');

    const empty = await newUser();
    const nothing = await call(empty, 'POST', '/v1/orders/makepayment', [item(COURSE.paid3)]);
    assert.equal(nothing.statusCode, 400);
    assert.equal(nothing.json().message, 'Sepetinizde eğitim bulunmuyor.');
  });

  it('completes a free order at once and enrols exactly its participants', async () => {
    const buyer = await newUser();
    const colleague = await newUser();
    await addToBasket(buyer, COURSE.free);
    const res = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.free, [
        person('İş', colleague.email),
        person('Yeni', 'kayitsiz@ornek.com.tr'),
      ]),
    ]);
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data.paymentUrl, null);
    assert.equal(data.status, 'completed');
    const order = await orderOf(data.trackingId);
    assert.equal(order.total, 0);
    assert.equal(order.paymentMethod, null);
    // The buyer did not list themselves: the seats are the participants' only.
    assert.equal(await owns(buyer.id, COURSE.free), false);
    assert.ok(await owns(colleague.id, COURSE.free));
    const pending = await ctx.database.db
      .select()
      .from(pendingEnrollments)
      .where(eq(pendingEnrollments.email, 'kayitsiz@ornek.com.tr'));
    assert.equal(pending.length, 1);
    assert.equal((await basketOf(buyer)).data.length, 0);
    // Nothing was paid: no order mail with a receipt goes to the buyer (the colleague is told).
    assert.deepEqual(await ctx.mailsTo(buyer.email), []);
    assert.equal((await ctx.mailsTo(colleague.email)).length, 1);
  });

  it("completes a free order that lists someone who owns the course through a stranger's order", async () => {
    // A stranger enrolled the colleague; the buyer cannot know it, so makepayment takes them.
    const stranger = await newUser();
    const colleague = await newUser();
    await giveFreeSeat(stranger, colleague.email);

    const buyer = await newUser();
    await addToBasket(buyer, COURSE.free);
    const res = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.free, [person('Alıcı', buyer.email), person('İş', colleague.email)]),
    ]);
    assert.equal(res.statusCode, 200, res.body);
    // Nothing was paid, so nothing is refunded: the order completes with the seat still free.
    const order = await orderOf(res.json().data.trackingId);
    assert.deepEqual([order.status, order.failureMessage], ['completed', null]);
    assert.ok(await owns(buyer.id, COURSE.free));
    assert.ok(await owns(colleague.id, COURSE.free));
    // The colleague had the seat already: only the stranger's order told them of it.
    assert.equal((await ctx.mailsTo(colleague.email)).length, 1);
  });
});

describe('the next cart carries over no one from the last order', () => {
  const colleagues = (a: User, b: User) => [person('Ayla', a.email), person('Bora', b.email)];
  const savedPeople = async (user: User) =>
    ((await basketOf(user)).data[0]?.participantEmails ?? []).map(
      (p: { email: string }) => p.email,
    );
  const buyFor = (user: User, courseId: number, paymentMethod: number, people: unknown[]) =>
    call(user, 'POST', '/v1/orders/makepayment', [
      { courseId, count: 1, paymentMethod, participants: people },
    ]);

  it('after a free order, a card order and a transfer order, each next basket has no participants', async () => {
    const buyer = await newUser();
    const [a, b] = [await newUser(), await newUser()];

    // A free course for two colleagues: completed at once.
    await addToBasket(buyer, COURSE.free);
    assert.equal((await buyFor(buyer, COURSE.free, 0, colleagues(a, b))).statusCode, 200);
    await addToBasket(buyer, COURSE.paid);
    assert.deepEqual(await savedPeople(buyer), []);

    // A card order for them: the basket keeps them while it is unpaid (a retry needs them)…
    const card = await buyFor(buyer, COURSE.paid, 0, colleagues(a, b));
    assert.equal(card.statusCode, 200, card.body);
    assert.deepEqual(await savedPeople(buyer), [a.email, b.email]);
    // …and forgets them once it is paid.
    const paid = await payByCard(card.json().data.paymentUrl, '5528790000000008');
    assert.match(String(paid.headers.location), /#\/payment\/success\//);
    await addToBasket(buyer, COURSE.paid2);
    assert.deepEqual(await savedPeople(buyer), []);

    // A transfer order: placed, the basket is empty and carries no one.
    const transfer = await buyFor(buyer, COURSE.paid2, 1, colleagues(a, b));
    assert.equal(transfer.json().data.status, 'awaiting_transfer');
    await addToBasket(buyer, COURSE.paid3);
    assert.deepEqual(await savedPeople(buyer), []);
  });

  it('a basket emptied by hand forgets its participants too', async () => {
    const buyer = await newUser();
    const [a, b] = [await newUser(), await newUser()];
    const added = await addToBasket(buyer, COURSE.paid4);
    const saved = await call(buyer, 'PUT', '/v1/userbaskets/participants', {
      participants: colleagues(a, b),
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(await savedPeople(buyer), [a.email, b.email]);
    const removed = await call(buyer, 'DELETE', '/v1/userbaskets', { id: added.json().data.id });
    assert.equal(removed.statusCode, 200, removed.body);
    await addToBasket(buyer, COURSE.paid4);
    assert.deepEqual(await savedPeople(buyer), []);
  });

  it('a basket that keeps a course after one is removed keeps its participants', async () => {
    const buyer = await newUser();
    const [a, b] = [await newUser(), await newUser()];
    const first = await addToBasket(buyer, COURSE.paid4);
    await addToBasket(buyer, COURSE.paid5);
    await call(buyer, 'PUT', '/v1/userbaskets/participants', { participants: colleagues(a, b) });
    const removed = await call(buyer, 'DELETE', '/v1/userbaskets', { id: first.json().data.id });
    assert.equal(removed.statusCode, 200, removed.body);
    const { data } = await basketOf(buyer);
    assert.deepEqual(
      data.map((item: { courseId: number }) => item.courseId),
      [COURSE.paid5],
    );
    assert.deepEqual(await savedPeople(buyer), [a.email, b.email]);
  });
});

describe('PUT /v1/userbaskets/participants', () => {
  it('keeps each person trimmed with the address in small letters, and refuses one listed twice', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid);
    const saved = await call(buyer, 'PUT', '/v1/userbaskets/participants', {
      participants: [{ name: ' Deniz ', surname: ' Kaya ', email: ' Deniz.Kaya@Ornek.com.tr ' }],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual((await basketOf(buyer)).data[0].participantEmails, [
      { name: 'Deniz', surname: 'Kaya', email: 'deniz.kaya@ornek.com.tr' },
    ]);

    const twice = await call(buyer, 'PUT', '/v1/userbaskets/participants', {
      participants: [person('Ali', 'ali@ornek.com.tr'), person('Ali', 'ALI@ornek.com.tr')],
    });
    assert.equal(twice.statusCode, 400, twice.body);
    assert.ok(twice.json().message);
    // The list saved before stays as it was.
    assert.deepEqual(
      (await basketOf(buyer)).data[0].participantEmails.map((p: { email: string }) => p.email),
      ['deniz.kaya@ornek.com.tr'],
    );
  });
});

describe('rules of the money path that a test must hold', () => {
  const callbackFor = (trackingId: string, claim?: Parameters<typeof providerCallback>[2]) =>
    providerCallback(ctx, trackingId, claim);
  const callback = (body: unknown) => call(null, 'POST', '/v1/payments/callback/simulated', body);
  const placeCard = async (
    buyer: User,
    courseId: number,
    people: unknown[] = [person('Ali', buyer.email)],
  ) => {
    await addToBasket(buyer, courseId);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(courseId, people),
    ]);
    assert.equal(made.statusCode, 200, made.body);
    return made.json().data.trackingId as string;
  };

  it('refuses a checkout of only part of the basket', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid3);
    await addToBasket(buyer, COURSE.paid4);
    const part = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid3, [person('Ali', buyer.email)]),
    ]);
    assert.equal(part.statusCode, 409, part.body);
    assert.match(part.json().message, /Sepetiniz değişmiş/);
  });

  it('refuses a participant who owns the course through an earlier order of the buyer', async () => {
    const buyer = await newUser();
    const colleague = await newUser();
    await addToBasket(buyer, COURSE.free);
    const first = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.free, [person('İş', colleague.email)]),
    ]);
    assert.equal(first.json().data.status, 'completed');
    await addToBasket(buyer, COURSE.free);
    const again = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.free, [person('İş', colleague.email), person('Ali', buyer.email)]),
    ]);
    assert.equal(again.statusCode, 409, again.body);
    assert.match(again.json().message, new RegExp(colleague.email.replace(/\./g, '\\.')));
  });

  it('switching from card to transfer gives a new transfer order and cancels the card one', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid2);
    const people = [person('Ali', buyer.email)];
    const card = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid2, people, 0),
    ]);
    const transfer = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid2, people, 1),
    ]);
    assert.equal(transfer.statusCode, 200, transfer.body);
    assert.notEqual(transfer.json().data.trackingId, card.json().data.trackingId);
    assert.equal(transfer.json().data.status, 'awaiting_transfer');
    assert.equal((await orderOf(card.json().data.trackingId)).status, 'cancelled');
  });

  it('keeps a card order open 30 minutes and a transfer order 72 hours (the defaults)', async () => {
    const buyer = await newUser();
    const people = [person('Ali', buyer.email)];
    await addToBasket(buyer, COURSE.paid3);
    const minutesOpen = async (method: number) => {
      const before = Date.now();
      const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
        paymentItem(COURSE.paid3, people, method),
      ]);
      assert.equal(made.statusCode, 200, made.body);
      const until = Date.parse(made.json().data.expiresAt);
      assert.equal(until, (await orderOf(made.json().data.trackingId)).expiresAt!.getTime());
      return Math.round((until - before) / 60_000);
    };
    assert.equal(await minutesOpen(0), 30);
    // The transfer replaces the card order, which had the same course.
    assert.equal(await minutesOpen(1), 72 * 60);
  });

  it('a new checkout replaces the open order it shares a course with, and only that one', async () => {
    const buyer = await newUser();
    const people = [person('Ali', buyer.email)];
    // An unpaid card order of one course, then its basket line removed.
    const other = await placeCard(buyer, COURSE.paid4);
    const line = (await basketOf(buyer)).data[0] as { id: number };
    assert.equal(
      (await call(buyer, 'DELETE', '/v1/userbaskets', { id: line!.id })).statusCode,
      200,
    );
    // An unpaid card order of two courses, then the checkout of one of them alone.
    await addToBasket(buyer, COURSE.paid2);
    await addToBasket(buyer, COURSE.paid3);
    const both = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid2, people),
      paymentItem(COURSE.paid3, people),
    ]);
    assert.equal(both.statusCode, 200, both.body);
    const basket = (await basketOf(buyer)).data as { id: number; courseId: number }[];
    const paid3Line = basket.find((item) => item.courseId === COURSE.paid3)!;
    await call(buyer, 'DELETE', '/v1/userbaskets', { id: paid3Line.id });
    const one = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid2, people),
    ]);
    assert.equal(one.statusCode, 200, one.body);

    const replaced = await orderOf(both.json().data.trackingId);
    assert.deepEqual([replaced.status, replaced.failureMessage], ['cancelled', 'orderReplaced']);
    assert.equal((await orderOf(other)).status, 'pending');
    assert.equal((await orderOf(one.json().data.trackingId)).status, 'pending');
  });

  it('refuses a course cancelled after it went into the basket', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid5);
    await ctx.database.db
      .update(courses)
      .set({ isCancelled: true })
      .where(eq(courses.id, COURSE.paid5));
    try {
      const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
        paymentItem(COURSE.paid5, [person('Ali', buyer.email)]),
      ]);
      assert.equal(made.statusCode, 400, made.body);
      assert.match(made.json().message, /artık satın alınamıyor/);
    } finally {
      await ctx.database.db
        .update(courses)
        .set({ isCancelled: false })
        .where(eq(courses.id, COURSE.paid5));
    }
  });

  it('refunds a callback with the wrong amount instead of completing the order', async () => {
    const buyer = await newUser();
    const trackingId = await placeCard(buyer, COURSE.paid);
    const order = await orderOf(trackingId);
    const answer = await callback(
      await callbackFor(trackingId, { amountKurus: Math.round(order.total * 100) - 100 }),
    );
    assert.equal(answer.json().data.outcome, 'refunded');
    const after = await orderOf(trackingId);
    assert.equal(after.status, 'refunded');
    assert.equal(after.failureMessage, 'paymentAmountMismatch');
    assert.equal(await owns(buyer.id, COURSE.paid), false);
    // The money that came is what goes back.
    assert.deepEqual(await refundsOf(trackingId), [
      [Math.round(order.total * 100) - 100, 'paymentAmountMismatch'],
    ]);
  });

  it('completes nothing and gives nothing back for a callback that brought no money', async () => {
    const buyer = await newUser();
    const trackingId = await placeCard(buyer, COURSE.paid5);
    const answer = await callback(await callbackFor(trackingId, { amountKurus: 0 }));
    assert.equal(answer.json().data.outcome, 'refunded');
    assert.equal((await orderOf(trackingId)).failureMessage, 'paymentAmountMismatch');
    assert.equal(await owns(buyer.id, COURSE.paid5), false);
    assert.deepEqual(await refundsOf(trackingId), []);
  });

  it('refunds a callback that arrives after the order expired', async () => {
    const buyer = await newUser();
    const trackingId = await placeCard(buyer, COURSE.paid2);
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.trackingId, trackingId));
    const answer = await callback(await callbackFor(trackingId));
    assert.equal(answer.json().data.outcome, 'refunded');
    assert.equal((await orderOf(trackingId)).status, 'refunded');
    assert.equal(await owns(buyer.id, COURSE.paid2), false);
  });

  it("takes money that arrives on the order's last millisecond, and refunds it one later", async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const payAt = async (at: Date, courseId: number) => {
      const buyer = await newUser();
      const trackingId = await placeCard(buyer, courseId);
      await ctx.database.db
        .update(orders)
        .set({ expiresAt })
        .where(eq(orders.trackingId, trackingId));
      const order = await orderOf(trackingId);
      const { outcome } = await ctx.app.checkout.applyPaymentEvent(
        {
          provider: 'simulated',
          eventId: `${trackingId}-at-${at.getTime()}`,
          providerPaymentId: order.providerPaymentId!,
          trackingId,
          status: 'succeeded',
          amountKurus: Math.round(order.total * 100),
          payload: {},
        },
        at,
      );
      return [outcome, (await orderOf(trackingId)).failureMessage, await owns(buyer.id, courseId)];
    };
    assert.deepEqual(await payAt(expiresAt, COURSE.paid3), ['completed', null, true]);
    assert.deepEqual(await payAt(new Date(expiresAt.getTime() + 1), COURSE.paid4), [
      'refunded',
      'orderExpired',
      false,
    ]);
  });

  it("refuses a callback naming another payment than the order's", async () => {
    const buyer = await newUser();
    const trackingId = await placeCard(buyer, COURSE.paid3);
    const answer = await callback(await callbackFor(trackingId, { pid: 'sim_someone_else' }));
    assert.equal(answer.statusCode, 404, answer.body);
    assert.equal((await orderOf(trackingId)).status, 'pending');
    assert.equal(await owns(buyer.id, COURSE.paid3), false);
  });

  it('a charge of an order already refunded is given back and enrols nobody', async () => {
    const buyer = await newUser();
    const trackingId = await placeCard(buyer, COURSE.paid4);
    const order = await orderOf(trackingId);
    await callback(
      await callbackFor(trackingId, { amountKurus: Math.round(order.total * 100) + 1 }),
    );
    assert.equal((await orderOf(trackingId)).status, 'refunded');
    const again = await callback(await callbackFor(trackingId, { capture: 'late-capture' }));
    assert.equal(again.json().data.outcome, 'refunded');
    const after = await orderOf(trackingId);
    assert.equal(after.status, 'refunded');
    // The order keeps why it was refunded first; the second charge goes back as a double one.
    assert.equal(after.failureMessage, 'paymentAmountMismatch');
    assert.equal(await owns(buyer.id, COURSE.paid4), false);
    const total = Math.round(order.total * 100);
    assert.deepEqual(await refundsOf(trackingId), [
      [total + 1, 'paymentAmountMismatch'],
      [total, 'paymentDuplicateCharge'],
    ]);
  });

  it('gives back money for an order that was closed before it came, and enrols nobody', async () => {
    const buyer = await newUser();
    const trackingId = await placeCard(buyer, COURSE.paid);
    // The buyer switched to a transfer: the card order is cancelled as replaced.
    await addToBasket(buyer, COURSE.paid);
    const transfer = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid, [person('Ali', buyer.email)], 1),
    ]);
    assert.equal(transfer.statusCode, 200, transfer.body);
    assert.equal((await orderOf(trackingId)).status, 'cancelled');

    const answer = await callback(await callbackFor(trackingId));
    assert.equal(answer.json().data.outcome, 'refunded');
    const after = await orderOf(trackingId);
    assert.deepEqual(
      [after.status, after.failureMessage],
      ['refunded', 'orderClosedBeforePayment'],
    );
    assert.equal(await owns(buyer.id, COURSE.paid), false);
    assert.deepEqual(await refundsOf(trackingId), [
      [Math.round(after.total * 100), 'orderClosedBeforePayment'],
    ]);
  });

  it('gives back a card payment whose seat was taken before the money came', async () => {
    const buyer = await newUser();
    const colleague = await newUser();
    const trackingId = await placeCard(buyer, COURSE.paid2, [person('İş', colleague.email)]);
    // Meanwhile the colleague bought the course themselves.
    await addToBasket(colleague, COURSE.paid2);
    const own = await call(colleague, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid2, [person('İş', colleague.email)]),
    ]);
    await payByCard(own.json().data.paymentUrl, '5528790000000008');
    assert.ok(await owns(colleague.id, COURSE.paid2));

    const answer = await callback(await callbackFor(trackingId));
    assert.equal(answer.json().data.outcome, 'refunded');
    const after = await orderOf(trackingId);
    assert.deepEqual([after.status, after.failureMessage], ['refunded', 'orderSeatsAlreadyOwned']);
    assert.deepEqual(await refundsOf(trackingId), [
      [Math.round(after.total * 100), 'orderSeatsAlreadyOwned'],
    ]);
  });

  it('lets a failure that comes after the payment change nothing', async () => {
    const buyer = await newUser();
    const trackingId = await placeCard(buyer, COURSE.paid3);
    await callback(await callbackFor(trackingId));
    assert.equal((await orderOf(trackingId)).status, 'completed');
    const failed = await callbackFor(trackingId, { failed: { message: 'paymentDeclined' } });
    const answer = await callback(failed);
    assert.equal(answer.json().data.outcome, 'ignored');
    const after = await orderOf(trackingId);
    assert.deepEqual([after.status, after.failureMessage], ['completed', null]);
    assert.ok(await owns(buyer.id, COURSE.paid3));
  });

  it('names a failure the provider gave no reason for as declined', async () => {
    const buyer = await newUser();
    const trackingId = await placeCard(buyer, COURSE.paid4);
    const failed = await callbackFor(trackingId, { failed: {} });
    assert.equal((await callback(failed)).json().data.outcome, 'failed');
    const after = await orderOf(trackingId);
    assert.deepEqual([after.status, after.failureMessage], ['failed', 'paymentDeclined']);
  });
});

describe('card payment through the simulated provider', () => {
  it('confirms the order only by the callback, and a repeated callback enrols once', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid4);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid4, [person('Ali', buyer.email)]),
    ]);
    assert.equal(made.statusCode, 200, made.body);
    const { paymentUrl, trackingId } = made.json().data;
    assert.match(paymentUrl, /^http:\/\/api\.test\/payments\/simulated\/pay\?session=/);
    assert.equal((await orderOf(trackingId)).status, 'pending');
    assert.equal(await owns(buyer.id, COURSE.paid4), false);
    // Another course goes into the basket while the card page is open: it is not the order's.
    assert.equal((await addToBasket(buyer, COURSE.paid5)).statusCode, 200);

    const done = await payByCard(paymentUrl, '5528 7900 0000 0008');
    assert.equal(done.statusCode, 303);
    assert.equal(done.headers.location, `http://platform.test/#/payment/success/${trackingId}`);
    const order = await orderOf(trackingId);
    assert.equal(order.status, 'completed');
    // A paid order has no deadline left to show, though its row keeps the one it had.
    assert.ok(order.expiresAt);
    const shown = (await call(buyer, 'GET', `/v1/orders/getbytrackingid/${trackingId}`)).json();
    assert.deepEqual([shown.data.status, shown.data.expiresAt], ['completed', null]);
    assert.ok(await owns(buyer.id, COURSE.paid4));
    // The paid course left the basket; the one added meanwhile stays.
    assert.deepEqual(
      (await basketOf(buyer)).data.map((line: { courseId: number }) => line.courseId),
      [COURSE.paid5],
    );

    // The provider repeats its notification: recorded once, nothing enrolled twice.
    const [event] = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    const replay = { ...event!.payload };
    const { payments } = ctx.app;
    const body = payments.callbackBody(
      {
        pid: String(replay.paymentId),
        tid: trackingId,
        amt: Number(replay.amount),
        desc: '',
        ok: '',
        fail: '',
        exp: Date.now() + 1000,
        lng: 'tr',
      },
      'succeeded',
    );
    const repeated = await call(null, 'POST', '/v1/payments/callback/simulated', body);
    assert.equal(repeated.statusCode, 200);
    assert.equal(repeated.json().data.outcome, 'duplicate');
    const rows = await ctx.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, buyer.id), eq(enrollments.courseId, COURSE.paid4)));
    assert.equal(rows.length, 1);

    const forged = await call(null, 'POST', '/v1/payments/callback/simulated', {
      ...body,
      eventId: 'other',
    });
    assert.equal(forged.statusCode, 400);

    const summary = await call(buyer, 'GET', `/v1/orders/getbytrackingid/${trackingId}`);
    assert.equal(summary.json().data.status, 'completed');
    const stranger = await newUser();
    const hidden = await call(stranger, 'GET', `/v1/orders/getbytrackingid/${trackingId}`);
    assert.equal(hidden.statusCode, 404);
  });

  it('a declined card fails the order, enrols nobody and keeps the basket', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid5);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid5, [person('Ali', buyer.email)]),
    ]);
    const { paymentUrl, trackingId } = made.json().data;
    const done = await payByCard(paymentUrl, '4111111111111129');
    assert.equal(done.headers.location, `http://platform.test/#/payment/fail/${trackingId}`);
    const order = await orderOf(trackingId);
    assert.equal(order.status, 'failed');
    assert.equal(await owns(buyer.id, COURSE.paid5), false);
    const basket = await basketOf(buyer);
    assert.equal(basket.data.length, 1);
    assert.deepEqual(
      basket.data[0].participantEmails.map((p: { email: string }) => p.email),
      [buyer.email],
    );
    const summary = await call(buyer, 'GET', `/v1/orders/getbytrackingid/${trackingId}`);
    assert.match(summary.json().data.failureMessage, /bakiyesi ya da limiti yetersiz/);

    // A wrong 3-D Secure code fails too.
    const retry = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid5, [person('Ali', buyer.email)]),
    ]);
    const wrongCode = await payByCard(retry.json().data.paymentUrl, '5528790000000008', '000000');
    assert.match(String(wrongCode.headers.location), /#\/payment\/fail\//);
    assert.equal(await owns(buyer.id, COURSE.paid5), false);
  });
});

describe('the hosted payment page', () => {
  it("speaks the site's language it is given, not the browser's", async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid, [person('Ali', buyer.email)]),
    ]);
    const url = new URL(made.json().data.paymentUrl);
    const session = url.searchParams.get('session')!;
    const turkishBrowser = { 'accept-language': 'tr-TR,tr;q=0.9' };
    const englishBrowser = { 'accept-language': 'en-GB,en;q=0.9' };

    // The site in English: the page and the next step say it in English, whatever the browser.
    const english = await call(
      null,
      'GET',
      `${url.pathname}?session=${encodeURIComponent(session)}&lang=en`,
      undefined,
      turkishBrowser,
    );
    assert.equal(english.statusCode, 200);
    assert.match(english.body, /<html lang="en">/);
    assert.match(english.body, /Secure Payment \(Test\)/);
    assert.match(english.body, /name="lang" value="en"/);
    const card = await call(
      null,
      'POST',
      '/payments/simulated/card',
      new URLSearchParams({
        session,
        lang: 'en',
        cardHolder: 'Ali Alıcı',
        cardNumber: '5528790000000008',
        expiry: '12/39',
        cvc: '123',
        action: 'pay',
      }).toString(),
      { ...turkishBrowser, 'content-type': 'application/x-www-form-urlencoded' },
    );
    assert.match(card.body, /3-D Secure verification/);

    // Without a lang, the language the checkout was started in (Turkish here), not the browser's.
    const started = await call(
      null,
      'GET',
      `${url.pathname}${url.search}`,
      undefined,
      englishBrowser,
    );
    assert.match(started.body, /<html lang="tr">/);
    const expired = await call(
      null,
      'GET',
      `${url.pathname}?session=x&lang=en`,
      undefined,
      turkishBrowser,
    );
    assert.match(expired.body, /<html lang="en">/);
  });
});

describe('bank transfer', () => {
  it('waits for the admin confirmation, then enrols', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid);
    const before = await basketOf(buyer);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      {
        courseId: COURSE.paid,
        count: 1,
        paymentMethod: 1,
        participants: [person('Ali', buyer.email)],
      },
    ]);
    const { data } = made.json();
    assert.equal(data.paymentUrl, null);
    assert.equal(data.status, 'awaiting_transfer');
    assert.equal(data.referenceCode, before.message);
    const after = await basketOf(buyer);
    assert.equal(after.data.length, 0);
    assert.notEqual(after.message, before.message);
    assert.equal(await owns(buyer.id, COURSE.paid), false);

    const again = await addToBasket(buyer, COURSE.paid);
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /havale\/EFT ödemesi beklenen/);

    const denied = await call(
      null,
      'POST',
      `/v1/admin/transfers/${data.referenceCode}/confirm`,
      {},
      {
        'x-admin-key': 'wrong-key-wrong-key',
      },
    );
    assert.equal(denied.statusCode, 403);

    const confirmed = await call(
      null,
      'POST',
      `/v1/admin/transfers/${data.referenceCode}/confirm`,
      {},
      { 'x-admin-key': adminKey() },
    );
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal((await orderOf(data.trackingId)).status, 'completed');
    assert.ok(await owns(buyer.id, COURSE.paid));
    // The confirmation is a staff write: the audit log has it, as the CLI's.
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, data.trackingId));
    assert.deepEqual(
      audited.map((entry) => [
        entry.action,
        entry.userEmail,
        entry.role,
        entry.summary.outcome,
        entry.summary.late,
      ]),
      [['order.confirmTransfer', 'admin-key (CLI)', 'admin', 'completed', false]],
    );

    const twice = await call(
      null,
      'POST',
      `/v1/admin/transfers/${data.referenceCode}/confirm`,
      {},
      { 'x-admin-key': adminKey() },
    );
    assert.equal(twice.statusCode, 404);
  });
});

describe('a bank transfer without the site settings', () => {
  it('is still placed, and mails no instructions that would name no account', async () => {
    const buyer = await newUser();
    await addToBasket(buyer, COURSE.paid2);
    const saved = await ctx.database.db.select().from(siteSettings);
    await ctx.database.db.delete(siteSettings);
    try {
      const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
        {
          courseId: COURSE.paid2,
          count: 1,
          paymentMethod: 1,
          participants: [person('Ali', buyer.email)],
        },
      ]);
      assert.equal(made.statusCode, 200, made.body);
      assert.equal(made.json().data.status, 'awaiting_transfer');
      assert.deepEqual(await ctx.mailsTo(buyer.email), []);
    } finally {
      await ctx.database.db.insert(siteSettings).values(saved);
    }
  });
});

describe('a bank transfer that arrives after its order expired', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const admin = { 'x-admin-key': adminKey() };
  const placeTransfer = async (buyer: User, courseId: number, people: unknown[]) => {
    await addToBasket(buyer, courseId);
    const made = await call(buyer, 'POST', '/v1/orders/makepayment', [
      { courseId, count: 1, paymentMethod: 1, participants: people },
    ]);
    assert.equal(made.statusCode, 200, made.body);
    return made.json().data as { trackingId: string; referenceCode: string };
  };
  /** The order's time ran out `daysAgo` days ago, and a read has marked it expired. */
  const expire = async (trackingId: string, daysAgo: number) => {
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(orders.trackingId, trackingId));
    await ctx.app.checkout.expireDue();
    assert.equal((await orderOf(trackingId)).status, 'expired');
  };
  const confirm = (reference: string) =>
    call(null, 'POST', `/v1/admin/transfers/${reference}/confirm`, {}, admin);

  it('is listed, and confirming it within the grace period completes the order', async () => {
    const buyer = await newUser();
    const order = await placeTransfer(buyer, COURSE.paid3, [person('Ali', buyer.email)]);
    await expire(order.trackingId, 2);

    const listed = await call(null, 'GET', '/v1/admin/transfers', undefined, admin);
    const row = listed
      .json()
      .data.find((r: { trackingId: string }) => r.trackingId === order.trackingId);
    assert.equal(row?.status, 'expired');

    const confirmed = await confirm(order.referenceCode);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().data.status, 'completed');
    assert.ok(await owns(buyer.id, COURSE.paid3));
    // The audit entry says the money came late.
    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, order.trackingId));
    assert.deepEqual([audited?.summary.outcome, audited?.summary.late], ['completed', true]);
  });

  it('is confirmed by the CLI without a running API, through the service alone', async () => {
    const buyer = await newUser();
    const order = await placeTransfer(buyer, COURSE.paid2, [person('Ali', buyer.email)]);
    // api/src/admin.ts calls the service with no audit hook when no API answers; the code as
    // finance types it from the bank statement, in small letters and with spaces.
    const confirmed = await ctx.app.checkout.confirmTransfer(
      ` ${order.referenceCode.toLowerCase()} `,
    );
    assert.deepEqual(
      [confirmed?.order.trackingId, confirmed?.order.status, confirmed?.outcome, confirmed?.late],
      [order.trackingId, 'completed', 'completed', false],
    );
    assert.ok(await owns(buyer.id, COURSE.paid2));
  });

  it('records it as to be refunded, with the reason, when a seat was taken meanwhile', async () => {
    const buyer = await newUser();
    const colleague = await newUser();
    const order = await placeTransfer(buyer, COURSE.paid4, [person('İş', colleague.email)]);
    await expire(order.trackingId, 1);
    // The colleague bought the course themselves meanwhile.
    await addToBasket(colleague, COURSE.paid4);
    const own = await call(colleague, 'POST', '/v1/orders/makepayment', [
      paymentItem(COURSE.paid4, [person('İş', colleague.email)]),
    ]);
    await payByCard(own.json().data.paymentUrl, '5528790000000008');
    assert.ok(await owns(colleague.id, COURSE.paid4));

    const confirmed = await confirm(order.referenceCode);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().data.status, 'refunded');
    assert.match(confirmed.json().message, /iade/);
    const after = await orderOf(order.trackingId);
    assert.equal(after.failureMessage, 'orderSeatsAlreadyOwned');
  });

  it("takes the money on the grace period's last millisecond from the order page, not one later", async () => {
    const expiresAt = new Date(Date.now() - 3 * DAY);
    const lastMoment = new Date(expiresAt.getTime() + ctx.app.config.checkout.transferGraceMs);
    const confirmAt = async (at: Date) => {
      const buyer = await newUser();
      const order = await placeTransfer(buyer, COURSE.paid3, [person('Ali', buyer.email)]);
      await ctx.database.db
        .update(orders)
        .set({ expiresAt })
        .where(eq(orders.trackingId, order.trackingId));
      return ctx.app.checkout.confirmTransferOrder(order.trackingId, at).then(
        ({ order: confirmed, late }) => [confirmed.status, late],
        (error: Error) => [error.message],
      );
    };
    assert.deepEqual(await confirmAt(lastMoment), ['completed', true]);
    assert.deepEqual(await confirmAt(new Date(lastMoment.getTime() + 1)), [
      'orderExpiredCannotConfirm',
    ]);
  });

  it('is not found once the grace period is over', async () => {
    const buyer = await newUser();
    const order = await placeTransfer(buyer, COURSE.paid5, [person('Ali', buyer.email)]);
    await expire(order.trackingId, 15);
    const listed = await call(null, 'GET', '/v1/admin/transfers', undefined, admin);
    assert.ok(
      !listed.json().data.some((r: { trackingId: string }) => r.trackingId === order.trackingId),
    );
    const confirmed = await confirm(order.referenceCode);
    assert.equal(confirmed.statusCode, 404);
    assert.equal((await orderOf(order.trackingId)).status, 'expired');
  });
});
