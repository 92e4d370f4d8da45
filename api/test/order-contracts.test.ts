import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderContracts, orders, pages, siteSettings } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  pdfText,
  staffAuth,
  type TestContext,
  type TestUser,
} from './helpers';

// Before paying, the buyer accepts the pre-information form and the distance sales
// contract of this order, as the server renders them; the accepted texts are stored with it.
// Seeded courses: 109 online (3200 TL), 122 physical, 132 free.
const ONLINE = 109;
const PHYSICAL = 122;
const FREE = 132;

let ctx: TestContext;

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const body = (buyer: TestUser, courseId: number, people?: unknown[]) => [
  {
    courseId,
    count: 1,
    paymentMethod: 0,
    participants: people ?? [{ name: 'Test', surname: 'Alıcı', email: buyer.email }],
  },
];

const inBasket = async (buyer: TestUser, courseId: number) =>
  assert.equal((await call(buyer.auth, 'POST', '/v1/userbaskets', { courseId })).statusCode, 200);

const contractsOf = async (buyer: TestUser, payload: unknown, lang = 'tr') => {
  const res = await call(
    { ...buyer.auth, 'accept-language': lang },
    'POST',
    '/v1/orders/contracts',
    payload,
  );
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as {
    contracts: { kind: string; title: string; html: string; version: string }[];
    hash: string;
    seatsSentence: string;
  };
};

const ordersOf = async (buyer: TestUser) =>
  ctx.database.db.select().from(orders).where(eq(orders.userId, buyer.id));

before(async () => {
  ctx = await createTestApp({ acceptContracts: false, trustProxy: true });
});
after(() => ctx.close());

describe('POST /v1/orders/contracts', () => {
  it('names a member company’s price as the member price, at its amount', async () => {
    const taxNumber = '7712345678';
    const finance = await staffAuth(ctx, 'finance');
    const imported = await call(finance, 'POST', '/v1/admin/associations/ihkib/members/import', {
      csv: `${taxNumber}\n`,
    });
    assert.equal(imported.statusCode, 200, imported.body);
    const buyer = await insertUser(ctx, {
      isCorporate: true,
      taxNumber,
      taxOffice: 'Beşiktaş',
      companyName: 'Örnek Tekstil A.Ş.',
      address: 'İstanbul',
    });
    // Course 110: 2750 TL, 2400 TL for İHKİB members.
    await inBasket(buyer, 110);
    const { contracts } = await contractsOf(buyer, body(buyer, 110));
    for (const c of contracts) {
      assert.match(c.html, /İHKİB üye fiyatı/);
      assert.match(c.html, /2\.400,00/);
      // The unit price is the member price (the list price less the member discount).
      assert.match(c.html, /2\.400,00 \(İHKİB üye fiyatı\)/);
      assert.doesNotMatch(c.html, /2\.750,00/);
    }
  });

  it('renders both texts for this buyer, these courses and these prices, in the asked language', async () => {
    const buyer = await insertUser(ctx, { name: 'Ayşe', surname: 'Yıldırım' });
    await inBasket(buyer, ONLINE);
    const tr = await contractsOf(buyer, body(buyer, ONLINE));
    assert.deepEqual(
      tr.contracts.map((c) => c.kind),
      ['preInformation', 'distanceSales'],
    );
    const [form, contract] = tr.contracts;
    assert.equal(form!.title, 'Ön Bilgilendirme Formu');
    assert.equal(contract!.title, 'Mesafeli Satış Sözleşmesi');
    for (const c of tr.contracts) {
      assert.match(c.html, /Ayşe Yıldırım/);
      assert.match(c.html, /Kur Riski Yönetimi ve Finansal Türev Araçlar/);
      assert.match(c.html, /3\.200,00/);
      // The VAT within 3,200 TL (20 %), on the course's line and on the order.
      assert.deepEqual(
        [...c.html.matchAll(/<th scope="row">KDV<\/th><td>([^<]*)<\/td>/g)].map((m) => m[1]),
        ['₺533,33', '₺533,33'],
      );
      // The digital-content exception, said in the contract.
      assert.match(c.html, /videolarından biri ya da sınavı başlatıldığında cayma hakkı sona erer/);
      assert.match(c.version, /^[0-9a-f]{12}$/);
    }
    assert.match(tr.hash, /^[0-9a-f]{64}$/);
    assert.equal(tr.seatsSentence, 'Sepetteki her eğitim 1 kişiye verilecek: Test Alıcı.');

    const en = await contractsOf(buyer, body(buyer, ONLINE), 'en');
    assert.equal(en.contracts[0]!.title, 'Pre-Information Form');
    assert.match(en.contracts[1]!.html, /Right of withdrawal/);
    assert.notEqual(en.hash, tr.hash);
  });

  it('says in words when the buyer is not among the participants, and gives a physical course its dates and place', async () => {
    const buyer = await insertUser(ctx);
    await inBasket(buyer, PHYSICAL);
    const people = [
      { name: 'Ayla', surname: 'Demir', email: 'ayla.demir@ornek.com.tr' },
      { name: 'Bora', surname: 'Kaya', email: 'bora.kaya@ornek.com.tr' },
    ];
    const { contracts, seatsSentence } = await contractsOf(buyer, body(buyer, PHYSICAL, people));
    assert.equal(
      seatsSentence,
      'Sepetteki her eğitim 2 kişiye verilecek: Ayla Demir ve Bora Kaya; siz bu kişiler arasında değilsiniz, eğitimler size tanımlanmayacak.',
    );
    assert.ok(contracts[1]!.html.includes(seatsSentence));
    assert.match(contracts[1]!.html, /Yüz yüze eğitim: \d/);
  });

  it('escapes a hostile company name and participant name', async () => {
    const buyer = await insertUser(ctx, {
      isCorporate: true,
      companyName: '<img src=x onerror=alert(1)> A.Ş.',
      taxOffice: 'Kozyatağı',
      taxNumber: '1234567890',
    });
    await inBasket(buyer, ONLINE);
    const { contracts } = await contractsOf(buyer, body(buyer, ONLINE));
    for (const c of contracts) {
      assert.ok(!c.html.includes('<img'), 'no markup from the buyer');
      assert.ok(c.html.includes('&lt;img src=x onerror=alert(1)&gt; A.Ş.'));
      assert.ok(c.html.includes('1234567890'));
    }
  });
});

describe('POST /v1/orders/makepayment needs the contracts accepted', () => {
  it('refuses a payment without the header, and creates nothing', async () => {
    const buyer = await insertUser(ctx);
    await inBasket(buyer, ONLINE);
    const res = await call(buyer.auth, 'POST', '/v1/orders/makepayment', body(buyer, ONLINE));
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(
      res.json().message,
      'Ödemeden önce Ön Bilgilendirme Formunu ve Mesafeli Satış Sözleşmesini onaylamanız gerekiyor.',
    );
    // The field tells the cart to show the texts (mf-checkout's payment dialog reads it).
    assert.deepEqual(res.json().errors, { contracts: 'contractsNotAccepted' });
    const en = await call(
      { ...buyer.auth, 'accept-language': 'en', 'contracts-accepted': 'yes' },
      'POST',
      '/v1/orders/makepayment',
      body(buyer, ONLINE),
    );
    assert.equal(en.statusCode, 400);
    assert.match(en.json().message, /you must accept the Pre-Information Form/);
    // The right hash with anything before or after it is no acceptance either (not a changed text).
    const { hash } = await contractsOf(buyer, body(buyer, ONLINE));
    for (const header of [`x${hash}`, `${hash}0`, hash.toUpperCase()]) {
      const padded = await call(
        { ...buyer.auth, 'contracts-accepted': header },
        'POST',
        '/v1/orders/makepayment',
        body(buyer, ONLINE),
      );
      assert.equal(padded.statusCode, 400, `${header}: ${padded.body}`);
    }
    assert.equal((await ordersOf(buyer)).length, 0);
  });

  it('refuses a hash of texts that changed since (409 contractsChanged), and creates nothing', async () => {
    const buyer = await insertUser(ctx);
    await inBasket(buyer, ONLINE);
    const { hash } = await contractsOf(buyer, body(buyer, ONLINE));
    // The seller's details change meanwhile: the texts the buyer read are not today's.
    const [before] = await ctx.database.db.select().from(siteSettings);
    await ctx.database.db.update(siteSettings).set({ telephone: '0212 000 00 00' });
    try {
      const res = await call(
        { ...buyer.auth, 'contracts-accepted': hash },
        'POST',
        '/v1/orders/makepayment',
        body(buyer, ONLINE),
      );
      assert.equal(res.statusCode, 409, res.body);
      assert.match(res.json().message, /sözleşme metinleri siz onayladıktan sonra değişti/);
      assert.deepEqual(res.json().errors, { contracts: 'contractsChanged' });
      assert.equal((await ordersOf(buyer)).length, 0);
      // Another body (one more participant, another price) is another contract too.
      const other = await contractsOf(buyer, body(buyer, ONLINE));
      const more = await call(
        { ...buyer.auth, 'contracts-accepted': other.hash },
        'POST',
        '/v1/orders/makepayment',
        body(buyer, ONLINE, [
          { name: 'Test', surname: 'Alıcı', email: buyer.email },
          { name: 'Ek', surname: 'Kişi', email: 'ek.kisi@ornek.com.tr' },
        ]),
      );
      assert.equal(more.statusCode, 409, more.body);
      assert.equal((await ordersOf(buyer)).length, 0);
    } finally {
      await ctx.database.db.update(siteSettings).set({ telephone: before!.telephone });
    }
  });

  it('stores the accepted texts with the order: version, hash, exact text, time and address; a repeat stores once', async () => {
    const buyer = await insertUser(ctx, { name: 'Cem', surname: 'Aydın' });
    await inBasket(buyer, ONLINE);
    const shown = await contractsOf(buyer, body(buyer, ONLINE));
    const headers = {
      ...buyer.auth,
      'contracts-accepted': shown.hash,
      'idempotency-key': 'contracts-test-key-1',
      'x-forwarded-for': '203.0.113.7',
    };
    const made = await call(headers, 'POST', '/v1/orders/makepayment', body(buyer, ONLINE));
    assert.equal(made.statusCode, 200, made.body);
    const again = await call(headers, 'POST', '/v1/orders/makepayment', body(buyer, ONLINE));
    assert.equal(again.json().data.trackingId, made.json().data.trackingId);

    const [order] = await ordersOf(buyer);
    const rows = await ctx.database.db
      .select()
      .from(orderContracts)
      .where(eq(orderContracts.orderId, order!.id));
    assert.deepEqual(rows.map((row) => row.kind).sort(), ['distanceSales', 'preInformation']);
    for (const row of rows) {
      const text = shown.contracts.find((c) => c.kind === row.kind)!;
      assert.equal(row.text, text.html);
      assert.equal(row.templateVersion, text.version);
      assert.equal(row.hash, shown.hash);
      assert.match(row.text, /Cem Aydın/);
      assert.match(row.text, /Kur Riski Yönetimi/);
      assert.match(row.text, /3\.200,00/);
      assert.equal(row.clientAddress, '203.0.113.7');
      assert.ok(Date.now() - row.acceptedAt.getTime() < 60_000);
    }
  });

  it('gives the buyer a PDF of the accepted texts from My orders, in the language accepted; nobody else', async () => {
    const buyer = await insertUser(ctx, { name: 'Deniz', surname: 'Öztürk' });
    await inBasket(buyer, ONLINE);
    const en = { ...buyer.auth, 'accept-language': 'en' };
    const shown = await contractsOf(buyer, body(buyer, ONLINE), 'en');
    const made = await call(
      { ...en, 'contracts-accepted': shown.hash },
      'POST',
      '/v1/orders/makepayment',
      body(buyer, ONLINE),
    );
    assert.equal(made.statusCode, 200, made.body);
    const { trackingId } = made.json().data as { trackingId: string };

    const res = await call(buyer.auth, 'GET', `/v1/orders/contracts/${trackingId}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(String(res.headers['content-disposition']), /contracts-[A-Z0-9]{12}\.pdf/);
    const text = pdfText(res.rawPayload);
    assert.match(text, /Pre-Information Form/);
    assert.match(text, /Distance Sales/);
    assert.match(text, /Deniz Öztürk/);
    assert.match(text, /3,200\.00/);
    assert.match(text, /Right of withdrawal/);

    // My orders offers it.
    const history = await call(buyer.auth, 'GET', '/v1/orders/getmyorders');
    assert.equal(history.json().data[0].hasContracts, true);

    const stranger = await insertUser(ctx);
    const refused = await call(stranger.auth, 'GET', `/v1/orders/contracts/${trackingId}`);
    assert.equal(refused.statusCode, 404);
  });

  it('a staff edit of a template changes its version and asks for a new acceptance', async () => {
    const buyer = await insertUser(ctx);
    await inBasket(buyer, ONLINE);
    const first = await contractsOf(buyer, body(buyer, ONLINE));
    const [page] = await ctx.database.db
      .select()
      .from(pages)
      .where(eq(pages.id, 'on-bilgilendirme-formu'));
    assert.ok(page, 'the pre-information form is an information page');
    await ctx.database.db
      .update(pages)
      .set({ description: `${page.description}<p>Ek madde.</p>` })
      .where(eq(pages.id, page.id));
    try {
      const second = await contractsOf(buyer, body(buyer, ONLINE));
      assert.notEqual(second.contracts[0]!.version, first.contracts[0]!.version);
      assert.equal(second.contracts[1]!.version, first.contracts[1]!.version);
      assert.match(second.contracts[0]!.html, /Ek madde\./);
      const stale = await call(
        { ...buyer.auth, 'contracts-accepted': first.hash },
        'POST',
        '/v1/orders/makepayment',
        body(buyer, ONLINE),
      );
      assert.equal(stale.statusCode, 409);
    } finally {
      await ctx.database.db
        .update(pages)
        .set({ description: page.description })
        .where(eq(pages.id, page.id));
    }
  });

  it('a free order needs no contract: there is nothing to pay or withdraw from', async () => {
    const buyer = await insertUser(ctx);
    await inBasket(buyer, FREE);
    const res = await call(buyer.auth, 'POST', '/v1/orders/makepayment', body(buyer, FREE));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.status, 'completed');
  });
});
