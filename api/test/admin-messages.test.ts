import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import {
  SUBSCRIBERS_PAGE_SIZE,
  type AdminContactsPage,
  type AdminSubscribersPage,
} from '@lms/shared/contracts';
import { auditLog, contacts, subscribers } from '../src/db/schema';
import { createTestApp, insertUser, staffAuth, type TestContext } from './helpers';

// Contact messages arrive in an inbox staff read, newest first, and mark handled with
// a note; the newsletter's subscribers are listed, exported to CSV and removed.

let ctx: TestContext;
let editor: Record<string, string>;
let admin: Record<string, string>;

before(async () => {
  ctx = await createTestApp();
  editor = await staffAuth(ctx, 'editor');
  admin = await staffAuth(ctx, 'admin');
});
after(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = editor,
) =>
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

const send = (title: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/contacts',
    payload: {
      fullName: 'Gülşen Çağlayan',
      email: 'gulsen@ornek.com.tr',
      phoneNumber: '0532 123 45 67',
      title,
      description: 'Kurumsal eğitim için teklif rica ediyorum.',
    },
  });

describe('contact messages', () => {
  it('a message sent on the contact page is in the inbox, newest first, open', async () => {
    assert.equal((await send('İlk soru')).statusCode, 200);
    assert.equal((await send('İkinci soru')).statusCode, 200);
    const inbox = data<AdminContactsPage>(await call('GET', '/v1/admin/contacts'));
    assert.deepEqual(
      inbox.items.slice(0, 2).map((item) => [item.title, item.fullName, item.handledAt]),
      [
        ['İkinci soru', 'Gülşen Çağlayan', null],
        ['İlk soru', 'Gülşen Çağlayan', null],
      ],
    );
    assert.equal(inbox.total, 2);
  });

  it('marks a message handled with a note, once: who and when are kept, and it is audited', async () => {
    const inbox = data<AdminContactsPage>(await call('GET', '/v1/admin/contacts?state=open'));
    const message = inbox.items.find((item) => item.title === 'İlk soru')!;
    const blank = await call('POST', `/v1/admin/contacts/${message.id}/handle`, { note: ' ' });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.json().errors, { note: 'noteRequired' });

    data(
      await call('POST', `/v1/admin/contacts/${message.id}/handle`, {
        note: 'Telefonla arandı, teklif gönderildi.',
      }),
    );
    // A second click (or a colleague at the same moment) does not overwrite the first note.
    const again = await call(
      'POST',
      `/v1/admin/contacts/${message.id}/handle`,
      { note: 'Başka not' },
      admin,
    );
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Bu mesaj zaten yanıtlandı olarak işaretlenmiş.');

    const open = data<AdminContactsPage>(await call('GET', '/v1/admin/contacts?state=open'));
    assert.deepEqual(
      open.items.map((item) => item.title),
      ['İkinci soru'],
    );
    const handled = data<AdminContactsPage>(await call('GET', '/v1/admin/contacts?state=handled'));
    assert.equal(handled.items.length, 1);
    const [done] = handled.items;
    assert.equal(done!.handledBy, 'editor@ornek.com.tr');
    assert.equal(done!.handledNote, 'Telefonla arandı, teklif gönderildi.');
    assert.ok(Date.now() - Date.parse(done!.handledAt!) < 60_000);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contact.handle'));
    assert.equal(entry!.objectId, String(message.id));
    assert.equal(entry!.userEmail, 'editor@ornek.com.tr');

    const all = data<AdminContactsPage>(await call('GET', '/v1/admin/contacts?state=all'));
    assert.equal(all.total, 2);
    assert.equal(
      (await call('POST', '/v1/admin/contacts/999999/handle', { note: 'x' })).statusCode,
      404,
    );
    assert.equal((await call('GET', '/v1/admin/contacts?state=closed')).statusCode, 400);
  });

  it('is not for finance or learners', async () => {
    const finance = await staffAuth(ctx, 'finance');
    assert.equal((await call('GET', '/v1/admin/contacts', undefined, finance)).statusCode, 403);
    const learner = await insertUser(ctx);
    assert.equal(
      (await call('GET', '/v1/admin/contacts', undefined, learner.auth)).statusCode,
      403,
    );
    assert.equal((await ctx.app.inject({ url: '/v1/admin/contacts' })).statusCode, 401);
  });

  it('pages the inbox', async () => {
    await ctx.database.db.insert(contacts).values(
      Array.from({ length: 25 }, (_, i) => ({
        fullName: 'Ali Veli',
        email: 'ali@ornek.com.tr',
        phoneNumber: '5321234567',
        title: `Toplu ${i}`,
        description: 'Soru',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = data<AdminContactsPage>(await call('GET', '/v1/admin/contacts?state=all'));
    assert.equal(first.items.length, 20);
    assert.equal(first.total, 27);
    const second = data<AdminContactsPage>(
      await call('GET', '/v1/admin/contacts?state=all&page=2'),
    );
    assert.equal(second.items.at(-1)!.title, 'Toplu 0');
  });
});

describe('newsletter subscribers', () => {
  before(async () => {
    await ctx.database.db.insert(subscribers).values([
      {
        email: 'çiğdem.öztürk@örnek.com.tr',
        createDate: new Date('2026-11-20T09:30:00Z'),
        confirmedAt: new Date('2026-11-20T10:00:00Z'),
      },
      { email: 'bekleyen@ornek.com.tr', createDate: new Date('2026-11-21T21:30:00Z') },
      { email: '=cmd@ornek.com.tr', createDate: new Date('2026-11-19T08:00:00Z') },
    ]);
  });

  it('lists confirmed and pending addresses with their dates, newest first', async () => {
    const page = data<AdminSubscribersPage>(await call('GET', '/v1/admin/subscribers'));
    assert.deepEqual(
      [page.total, page.page, page.pageSize, page.confirmed, page.pending],
      [3, 1, SUBSCRIBERS_PAGE_SIZE, 1, 2],
    );
    assert.deepEqual(
      page.items.map((row) => [row.email, row.confirmedAt]),
      [
        ['bekleyen@ornek.com.tr', null],
        ['çiğdem.öztürk@örnek.com.tr', '2026-11-20T10:00:00.000Z'],
        ['=cmd@ornek.com.tr', null],
      ],
    );
  });

  it('exports a CSV a spreadsheet opens with Turkish letters intact', async () => {
    const response = await call('GET', '/v1/admin/subscribers/export');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(String(response.headers['content-disposition']), /attachment; filename=".+\.csv"/);
    const bytes = response.rawPayload;
    // The UTF-8 byte-order mark, then UTF-8 (ç is C3 A7, ı is C4 B1), `;` and CRLF.
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.ok(bytes.includes(Buffer.from([0xc3, 0xa7, 0x69, 0xc4, 0x9f]))); // "çiğ"
    const text = bytes.subarray(3).toString('utf8');
    assert.deepEqual(text.split('\r\n'), [
      'E-posta;Durum;Kayıt tarihi;Onay tarihi',
      'bekleyen@ornek.com.tr;onay bekliyor;2026-11-22 00:30;',
      'çiğdem.öztürk@örnek.com.tr;onaylı;2026-11-20 12:30;2026-11-20 13:00',
      // A cell a spreadsheet would run as a formula is made text.
      "'=cmd@ornek.com.tr;onay bekliyor;2026-11-19 11:00;",
      '',
    ]);
    const english = await call('GET', '/v1/admin/subscribers/export', undefined, {
      ...editor,
      'accept-language': 'en',
    });
    assert.ok(english.rawPayload.subarray(3).toString('utf8').startsWith('E-mail;State;'));
  });

  it('removes an address, audited; a second removal is a 404', async () => {
    const list = data<AdminSubscribersPage>(await call('GET', '/v1/admin/subscribers')).items;
    const pending = list.find((row) => row.email === 'bekleyen@ornek.com.tr')!;
    data(await call('DELETE', `/v1/admin/subscribers/${pending.id}`));
    const after = data<AdminSubscribersPage>(await call('GET', '/v1/admin/subscribers')).items;
    assert.ok(!after.some((row) => row.id === pending.id));
    assert.equal((await call('DELETE', `/v1/admin/subscribers/${pending.id}`)).statusCode, 404);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(entry!.action, 'subscriber.delete');
    assert.deepEqual(entry!.summary, { email: 'bekleyen@ornek.com.tr' });
  });

  it('filters by state and pages on the server; the CSV stays whole', async () => {
    const onlyPending = data<AdminSubscribersPage>(
      await call('GET', '/v1/admin/subscribers?state=pending'),
    );
    assert.deepEqual(
      onlyPending.items.map((row) => row.email),
      ['=cmd@ornek.com.tr'],
    );
    const onlyConfirmed = data<AdminSubscribersPage>(
      await call('GET', '/v1/admin/subscribers?state=confirmed'),
    );
    assert.deepEqual(
      onlyConfirmed.items.map((row) => row.email),
      ['çiğdem.öztürk@örnek.com.tr'],
    );
    // The counts are the whole list's, whatever the filter.
    assert.deepEqual([onlyConfirmed.confirmed, onlyConfirmed.pending], [1, 1]);

    await ctx.database.db.insert(subscribers).values(
      Array.from({ length: SUBSCRIBERS_PAGE_SIZE + 5 }, (_, i) => ({
        email: `toplu-${i}@ornek.com.tr`,
        createDate: new Date(Date.UTC(2026, 9, 1, 0, i)),
      })),
    );
    const first = data<AdminSubscribersPage>(
      await call('GET', '/v1/admin/subscribers?state=pending'),
    );
    assert.equal(first.items.length, SUBSCRIBERS_PAGE_SIZE);
    assert.equal(first.total, SUBSCRIBERS_PAGE_SIZE + 6);
    assert.equal(first.items[1]!.email, `toplu-${SUBSCRIBERS_PAGE_SIZE + 4}@ornek.com.tr`);
    const second = data<AdminSubscribersPage>(
      await call('GET', '/v1/admin/subscribers?state=pending&page=2'),
    );
    assert.deepEqual(
      second.items.map((row) => row.email),
      [5, 4, 3, 2, 1, 0].map((i) => `toplu-${i}@ornek.com.tr`),
    );
    assert.equal(second.page, 2);
    const all = data<AdminSubscribersPage>(await call('GET', '/v1/admin/subscribers?page=2'));
    assert.equal(all.total, SUBSCRIBERS_PAGE_SIZE + 7);
    assert.equal(all.items.length, 7);

    const bad = await call('GET', '/v1/admin/subscribers?page=0');
    assert.equal(bad.statusCode, 400);
    assert.equal((await call('GET', '/v1/admin/subscribers?state=sometimes')).statusCode, 400);

    const csv = (await call('GET', '/v1/admin/subscribers/export')).rawPayload;
    const lines = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
    assert.equal(lines.length, 1 + SUBSCRIBERS_PAGE_SIZE + 7, 'the header and every address');
  });
});
