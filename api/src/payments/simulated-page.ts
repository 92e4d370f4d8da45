import type { Locale } from '../i18n/messages';
import type { CardError, CardFields, SimulatedSession } from './simulated';
import { SIMULATED_PAGE_PATH, THREE_D_SECURE_CODE } from './simulated';

/** The simulated bank's pages (plain HTML forms, no script), in Turkish or English. */

const texts = {
  tr: {
    title: 'Güvenli Ödeme (Test)',
    bank: 'Simüle Sanal POS',
    notice:
      'Bu bir test ödeme sayfasıdır; gerçek kart bilgisi girmeyin ve hiçbir karttan ücret çekilmez.',
    merchant: 'Üye işyeri',
    merchantName: 'İhracat Akademisi',
    order: 'Sipariş numarası',
    amount: 'Ödenecek tutar',
    cardHolder: 'Kart üzerindeki ad soyad',
    cardNumber: 'Kart numarası',
    expiry: 'Son kullanma tarihi (AA/YY)',
    cvc: 'Güvenlik kodu (CVC)',
    pay: 'Ödemeyi yap',
    cancel: 'Vazgeç ve siteye dön',
    testCards: 'Test kartları',
    cardSuccess: 'başarılı ödeme',
    cardInsufficient: 'yetersiz bakiye (başarısız)',
    cardDeclined: 'banka onay vermedi (başarısız)',
    cardAny: 'Son kullanma: ileri bir tarih (ör. 12/30), CVC: herhangi üç rakam.',
    threeDsTitle: '3-D Secure doğrulama',
    threeDsText: 'Kartınız **** {last4} için telefonunuza gönderilen tek kullanımlık kodu giriniz.',
    threeDsHint: 'Test ortamı: doğrulama kodu {code}. Başka bir kod doğrulamayı başarısız kılar.',
    code: 'Doğrulama kodu',
    confirm: 'Onayla',
    expired:
      'Ödeme oturumunun süresi doldu ya da bağlantı geçersiz. Lütfen sepetinize dönüp tekrar deneyin.',
    callbackFailed: 'Ödeme sonucu üye işyerine iletilemedi. Lütfen daha sonra tekrar deneyin.',
    closed:
      'Bu sipariş artık ödenemez: ödemesi alınmış, süresi dolmuş ya da yeni bir siparişle değiştirilmiş. Kartınızdan çekim yapılmadı.',
    backToSite: 'Siteye dön',
    errors: {
      cardHolderRequired: 'Kart üzerindeki ad soyadı giriniz.',
      cardNumberInvalid: 'Kart numarası geçersiz.',
      cardNotTestCard:
        'Bu kart test ortamında tanımlı değil; aşağıdaki test kartlarından birini kullanın.',
      expiryInvalid: 'Son kullanma tarihi geçersiz ya da geçmiş.',
      cvcInvalid: 'Güvenlik kodu üç rakamdan oluşmalıdır.',
    } satisfies Record<CardError, string>,
  },
  en: {
    title: 'Secure Payment (Test)',
    bank: 'Simulated Virtual POS',
    notice: 'This is a test payment page; do not enter a real card. No card is ever charged.',
    merchant: 'Merchant',
    merchantName: 'Export Academy',
    order: 'Order number',
    amount: 'Amount to pay',
    cardHolder: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: 'Pay',
    cancel: 'Cancel and return to the site',
    testCards: 'Test cards',
    cardSuccess: 'successful payment',
    cardInsufficient: 'insufficient funds (fails)',
    cardDeclined: 'declined by the bank (fails)',
    cardAny: 'Expiry: any future date (e.g. 12/30), CVC: any three digits.',
    threeDsTitle: '3-D Secure verification',
    threeDsText: 'Enter the one-time code sent to your phone for card **** {last4}.',
    threeDsHint: 'Test environment: the code is {code}. Any other code fails the verification.',
    code: 'Verification code',
    confirm: 'Confirm',
    expired:
      'The payment session has expired or the link is invalid. Please return to your basket and try again.',
    callbackFailed: 'The payment result could not be sent to the merchant. Please try again later.',
    closed:
      'This order can no longer be paid: it was paid already, it expired, or a newer order replaced it. Your card was not charged.',
    backToSite: 'Return to the site',
    errors: {
      cardHolderRequired: 'Enter the name on the card.',
      cardNumberInvalid: 'The card number is invalid.',
      cardNotTestCard: 'This card is not a test card; use one of the test cards below.',
      expiryInvalid: 'The expiry date is invalid or has passed.',
      cvcInvalid: 'The security code must be three digits.',
    } satisfies Record<CardError, string>,
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const money = (kurus: number, locale: Locale) =>
  `${new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100)} TL`;

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#eef2f6;color:#1f2933;line-height:1.5}
  main{max-width:480px;margin:0 auto;padding:1.5rem 1rem 3rem}
  .bank{display:flex;align-items:center;gap:.5rem;font-weight:700;color:#0b4f8a;margin-bottom:1rem}
  .card{background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(15,40,70,.1);padding:1.25rem}
  h1{font-size:1.3rem;margin:0 0 1rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:#5b6875}dd{margin:0;font-weight:600;text-align:right}
  label{display:block;font-weight:600;margin:.75rem 0 .3rem}
  input{width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid #c3ccd6;border-radius:6px;font:inherit}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
  button{min-height:44px;width:100%;margin-top:1rem;border:0;border-radius:8px;font:inherit;font-weight:700;cursor:pointer;padding:.6rem 1rem}
  .primary{background:#0b4f8a;color:#fff}.secondary{background:#fff;color:#0b4f8a;border:1px solid #0b4f8a}
  .error{background:#fdecea;color:#c62828;border-left:3px solid #c62828;padding:.5rem .75rem;border-radius:4px;margin:0 0 1rem}
  .notice{background:#fff8e1;color:#6d4c00;padding:.5rem .75rem;border-radius:6px;font-size:.9rem;margin:0 0 1rem}
  .tests{font-size:.9rem;margin-top:1.25rem}.tests code{font-weight:700}
  ul{padding-left:1.2rem}
`;

const page = (locale: Locale, body: string) => `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${texts[locale].title}</title><style>${STYLE}</style></head>
<body><main><div class="bank"><svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor"/><path d="M8 10V7a4 4 0 0 1 8 0v3" stroke="currentColor" stroke-width="2" fill="none"/></svg>${texts[locale].bank}</div>${body}</main></body></html>`;

const summary = (session: SimulatedSession, locale: Locale) => {
  const t = texts[locale];
  return `<dl><dt>${t.merchant}</dt><dd>${t.merchantName}</dd><dt>${t.order}</dt><dd>${escapeHtml(session.tid)}</dd><dt>${t.amount}</dt><dd>${money(session.amt, locale)}</dd></dl>`;
};

/** Step 1: the card form. */
export const cardPage = (
  locale: Locale,
  sealedSession: string,
  session: SimulatedSession,
  values: CardFields = {},
  error?: CardError,
) => {
  const t = texts[locale];
  const value = (name: keyof CardFields) => escapeHtml(values[name] ?? '');
  return page(
    locale,
    `<div class="card"><h1>${t.title}</h1>
<p class="notice">${t.notice}</p>
${summary(session, locale)}
${error ? `<p class="error" role="alert">${t.errors[error]}</p>` : ''}
<form method="post" action="${SIMULATED_PAGE_PATH}/card" novalidate>
<input type="hidden" name="session" value="${escapeHtml(sealedSession)}">
<input type="hidden" name="lang" value="${locale}">
<label for="cardHolder">${t.cardHolder}</label><input id="cardHolder" name="cardHolder" autocomplete="cc-name" value="${value('cardHolder')}">
<label for="cardNumber">${t.cardNumber}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${value('cardNumber')}">
<div class="row"><div><label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" placeholder="12/30" autocomplete="cc-exp" value="${value('expiry')}"></div>
<div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="3"></div></div>
<button class="primary" type="submit" name="action" value="pay">${t.pay} (${money(session.amt, locale)})</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${t.cancel}</button>
</form>
<div class="tests"><strong>${t.testCards}</strong><ul>
<li><code>5528 7900 0000 0008</code>, <code>4766 6200 0000 0001</code>: ${t.cardSuccess}</li>
<li><code>4111 1111 1111 1129</code>: ${t.cardInsufficient}</li>
<li><code>4129 1111 1111 1111</code>: ${t.cardDeclined}</li>
</ul><p>${t.cardAny}</p></div></div>`,
  );
};

/** Step 2: the 3-D Secure-like confirmation. */
export const threeDsPage = (
  locale: Locale,
  sealedSession: string,
  sealedAttempt: string,
  session: SimulatedSession,
  last4: string,
) => {
  const t = texts[locale];
  return page(
    locale,
    `<div class="card"><h1>${t.threeDsTitle}</h1>
${summary(session, locale)}
<p>${t.threeDsText.replace('{last4}', escapeHtml(last4))}</p>
<p class="notice">${t.threeDsHint.replace('{code}', THREE_D_SECURE_CODE)}</p>
<form method="post" action="${SIMULATED_PAGE_PATH}/confirm">
<input type="hidden" name="session" value="${escapeHtml(sealedSession)}">
<input type="hidden" name="attempt" value="${escapeHtml(sealedAttempt)}">
<input type="hidden" name="lang" value="${locale}">
<label for="code">${t.code}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6">
<button class="primary" type="submit" name="action" value="confirm">${t.confirm}</button>
<button class="secondary" type="submit" name="action" value="cancel">${t.cancel}</button>
</form></div>`,
  );
};

/** An expired or forged session, an order that can't be paid, or a refused callback. */
export const problemPage = (
  locale: Locale,
  kind: 'expired' | 'callbackFailed' | 'closed',
  backUrl: string,
) => {
  const t = texts[locale];
  return page(
    locale,
    `<div class="card"><h1>${t.title}</h1><p class="error" role="alert">${t[kind]}</p><p><a href="${escapeHtml(backUrl)}">${t.backToSite}</a></p></div>`,
  );
};
