// Screenshots of refund paybacks (issue 34), against a running platform on the screenshot ports.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const shell = 'http://localhost:3610';
const api = 'http://localhost:4610';
const out = '/work/coord/shots/s30/a';

const login = async (email) => {
  const res = await fetch(`${api}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!' }),
  });
  return (await res.json()).data;
};
const auth = (t) => ({ authorization: `Bearer ${t}`, 'content-type': 'application/json' });
const post = async (token, path, body) => {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: auth(token),
    body: JSON.stringify(body ?? {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
};
const finance = await login('muhasebe@ornek.com.tr');
const buyer = await login(process.argv[2] ?? 'ayse.yilmaz@ornek.com.tr');
const me = { name: buyer.user.name, surname: buyer.user.surname, email: buyer.user.email };

const transferOrder = async (courseId) => {
  await post(buyer.token, '/v1/userbaskets', { courseId });
  const order = await post(buyer.token, '/v1/orders/makepayment', [
    { courseId, count: 1, paymentMethod: 1, participants: [me] },
  ]);
  await post(finance.token, `/v1/admin/orders/${order.trackingId}/confirm-transfer`);
  await post(buyer.token, `/v1/orders/withdraw/${order.trackingId}`, {
    seats: [{ courseId, email: me.email }],
  });
  return order.trackingId;
};
const owed = await transferOrder(113);
const sent = await transferOrder(111);
const detail = await (
  await fetch(`${api}/v1/admin/orders/${sent}`, { headers: auth(finance.token) })
).json();
const refund = detail.data.events.find((e) => e.manual);
await post(finance.token, `/v1/admin/orders/${sent}/paybacks/${refund.id}`, {
  reference: 'EFT-2026-11-27-0042',
});

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const lang of ['tr', 'en']) {
  for (const [size, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ]) {
    const shoot = async (session, path, name, act) => {
      const context = await browser.newContext({
        viewport,
        locale: lang === 'tr' ? 'tr-TR' : 'en-GB',
      });
      await context.addInitScript(
        ({ value, lang }) => {
          localStorage.setItem('lms_hk', value);
          localStorage.setItem('lms_language', lang);
        },
        {
          lang,
          value: JSON.stringify({
            state: { token: session.token, user: session.user, constants: { homeVideo: true } },
            version: 2,
          }),
        },
      );
      const page = await context.newPage();
      await page.goto(`${shell}/#${path}`);
      await page.waitForLoadState('networkidle');
      if (act) await act(page);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/${name}-${lang}-${size}.png`, fullPage: true });
      await context.close();
    };
    await shoot(finance, '/admin', 'dashboard');
    await shoot(finance, '/admin/orders?refund=owed', 'orders-refund-owed');
    await shoot(finance, `/admin/orders/${owed}`, 'order-payback-form', async (page) => {
      await page.locator('table button').first().click();
      await page.waitForTimeout(500);
    });
    await shoot(finance, `/admin/orders/${sent}`, 'order-paid-back');
    await shoot(buyer, '/account/orders', 'my-orders');
  }
}
await browser.close();
console.log({ owed, sent });
