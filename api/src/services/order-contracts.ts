import { createHash } from 'node:crypto';
import {
  CONTRACT_KINDS,
  CONTRACT_PAGE_IDS,
  CourseTypeId,
  PaymentMethod,
  seatsSentence,
  type ContractKind,
  type OrderContracts,
  type RenderedContract,
} from '@lms/shared/contracts';
import type { Locale } from '../i18n/messages';
import { inLocale } from '../i18n/content-locale';
import type { CourseRow } from '../repositories/baskets';

/**
 * The contracts a buyer accepts at checkout, rendered by the server for one order:
 * the pre-information form and the distance sales contract. Each is the order's particulars
 * (seller, buyer, courses with their participants and prices, payment, delivery, withdrawal),
 * every value escaped, followed by the template: the information page staff edit in the back
 * office. The browser only shows the text and sends back its hash; the server renders again.
 */

export interface ContractSeller {
  name: string;
  address: string;
  telephone: string;
  email: string;
}

export interface ContractBuyer {
  name: string;
  surname: string;
  email: string;
  phone: string;
  isCorporate: boolean;
  companyName: string;
  taxOffice: string;
  taxNumber: string;
  address: string;
}

export interface ContractLine {
  course: Pick<
    CourseRow,
    'name' | 'en' | 'courseTypeId' | 'courseStartDate' | 'courseEndDate' | 'courseLocation'
  >;
  participants: { name: string; surname: string; email: string }[];
  quantity: number;
  /** Gross unit price paid (after a member discount), net, VAT and total of the line, in TL. */
  unitPrice: number;
  priceWithoutTax: number;
  tax: number;
  total: number;
  memberAssociation: string | null;
}

export interface ContractTemplate {
  title: string;
  description: string;
  en: { title?: string; description?: string } | null;
}

export interface ContractInput {
  locale: Locale;
  seller: ContractSeller;
  buyer: ContractBuyer;
  lines: ContractLine[];
  method: number;
  subtotal: number;
  tax: number;
  total: number;
  templates: Map<string, ContractTemplate>;
}

export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const TEXTS = {
  tr: {
    titles: {
      preInformation: 'Ön Bilgilendirme Formu',
      distanceSales: 'Mesafeli Satış Sözleşmesi',
    },
    seller: 'Satıcı',
    buyer: 'Alıcı',
    name: 'Unvan',
    buyerName: 'Ad soyad',
    address: 'Adres',
    telephone: 'Telefon',
    email: 'E-posta',
    company: 'Şirket',
    taxOffice: 'Vergi dairesi',
    taxNumber: 'Vergi numarası',
    subject: 'Sözleşmenin konusu ve eğitimler',
    subjectText:
      'Alıcının internet sitesi üzerinden sipariş verdiği aşağıdaki eğitim hizmetleri; fiyatlara KDV dahildir.',
    course: 'Eğitim',
    participants: 'Katılımcılar',
    seats: 'Kişi',
    unitPrice: 'Birim fiyat',
    net: 'KDV hariç',
    vat: 'KDV',
    total: 'Toplam',
    memberPrice: (association: string) => `${association} üye fiyatı`,
    orderTotal: 'Sipariş toplamı',
    payment: 'Ödeme',
    methods: { card: 'Kredi kartı / banka kartı', transfer: 'Banka havalesi / EFT' },
    delivery: 'Hizmetin ifası',
    online:
      'Online erişim: eğitimin videoları ve sınavı, ödemenin onaylanmasının ardından katılımcının hesabında açılır.',
    physical: (dates: string, place: string) =>
      `Yüz yüze eğitim: ${dates}${place ? `, ${place}` : ''}.`,
    datesUnknown: 'tarihi eğitim sayfasında duyurulacaktır',
    withdrawal: 'Cayma hakkı',
    withdrawalOnline:
      'Ödemenin onaylandığı günden itibaren 14 gün içinde cayma hakkı kullanılabilir. Alıcı, dijital içeriğin ifasına hemen başlanmasını onaylar: bu eğitimin videolarından biri ya da sınavı başlatıldığında cayma hakkı sona erer.',
    withdrawalPhysical:
      'Ödemenin onaylandığı günden itibaren 14 gün içinde, eğitim başlamadan önce cayma hakkı kullanılabilir; eğitim başladıktan sonra cayma hakkı kullanılamaz.',
    terms: 'Genel hükümler',
    dateRange: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  },
  en: {
    titles: { preInformation: 'Pre-Information Form', distanceSales: 'Distance Sales Contract' },
    seller: 'Seller',
    buyer: 'Buyer',
    name: 'Name',
    buyerName: 'Full name',
    address: 'Address',
    telephone: 'Telephone',
    email: 'E-mail',
    company: 'Company',
    taxOffice: 'Tax office',
    taxNumber: 'Tax number',
    subject: 'Subject of the contract and the courses',
    subjectText:
      'The following training services, ordered by the Buyer through the website; prices include VAT.',
    course: 'Course',
    participants: 'Participants',
    seats: 'People',
    unitPrice: 'Unit price',
    net: 'Excl. VAT',
    vat: 'VAT',
    total: 'Total',
    memberPrice: (association: string) => `${association} member price`,
    orderTotal: 'Order total',
    payment: 'Payment',
    methods: { card: 'Credit or debit card', transfer: 'Bank transfer' },
    delivery: 'Delivery of the service',
    online:
      'Online access: the course’s videos and exam open in the participant’s account once the payment is confirmed.',
    physical: (dates: string, place: string) =>
      `Classroom course: ${dates}${place ? `, ${place}` : ''}.`,
    datesUnknown: 'dates to be announced on the course page',
    withdrawal: 'Right of withdrawal',
    withdrawalOnline:
      'The right of withdrawal may be used within 14 days of the payment’s confirmation. The Buyer agrees that the digital content is provided at once: when a video or the exam of this course is started, the right of withdrawal ends.',
    withdrawalPhysical:
      'The right of withdrawal may be used within 14 days of the payment’s confirmation and before the course starts; once the course has started it can no longer be used.',
    terms: 'General terms',
    dateRange: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  },
} as const;

const money = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: 'TRY',
  }).format(amount);

const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(date);

const isOnline = (typeId: number) => typeId === CourseTypeId.online || typeId === CourseTypeId.free;

/** The template's version: a digest of the page's text in this language. */
export const versionOf = (template: { title: string; description: string }) =>
  createHash('sha256')
    .update(`${template.title}\n${template.description}`)
    .digest('hex')
    .slice(0, 12);

/** One hash over the exact texts shown (kind, version, title and HTML of each). */
export const contractsHash = (contracts: RenderedContract[]): string =>
  createHash('sha256')
    .update(JSON.stringify(contracts.map((c) => [c.kind, c.version, c.title, c.html])))
    .digest('hex');

/** Who gets the courses: one sentence when every course goes to the same people. */
function sentenceOf(input: ContractInput): string {
  const [first, ...rest] = input.lines;
  if (!first) return '';
  const key = (list: ContractLine['participants']) =>
    list.map((p) => p.email.toLowerCase()).join('|');
  if (rest.some((line) => key(line.participants) !== key(first.participants))) return '';
  return seatsSentence(input.locale, first.participants, input.buyer.email);
}

function particulars(input: ContractInput, sentence: string): string {
  const t = TEXTS[input.locale];
  const e = escapeHtml;
  const row = (label: string, value: string) =>
    value.trim() ? `<tr><th scope="row">${e(label)}</th><td>${e(value)}</td></tr>` : '';
  const { seller, buyer } = input;
  const sellerBlock = `<h3>${e(t.seller)}</h3><table>${[
    row(t.name, seller.name),
    row(t.address, seller.address),
    row(t.telephone, seller.telephone),
    row(t.email, seller.email),
  ].join('')}</table>`;
  const buyerBlock = `<h3>${e(t.buyer)}</h3><table>${[
    row(t.buyerName, `${buyer.name} ${buyer.surname}`),
    row(t.email, buyer.email),
    row(t.telephone, buyer.phone),
    ...(buyer.isCorporate
      ? [
          row(t.company, buyer.companyName),
          row(t.taxOffice, buyer.taxOffice),
          row(t.taxNumber, buyer.taxNumber),
        ]
      : []),
    row(t.address, buyer.address),
  ].join('')}</table>`;

  const courses = input.lines
    .map((line) => {
      const course = inLocale(
        { name: line.course.name, courseLocation: line.course.courseLocation ?? '' },
        line.course.en,
        input.locale,
      );
      const people = line.participants.map((p) => `${p.name} ${p.surname} (${p.email})`).join(', ');
      const start = line.course.courseStartDate;
      const end = line.course.courseEndDate ?? start;
      const delivery = isOnline(line.course.courseTypeId)
        ? t.online
        : t.physical(
            start && end
              ? t.dateRange(day(start, input.locale), day(end, input.locale))
              : t.datesUnknown,
            course.courseLocation,
          );
      const withdrawal = isOnline(line.course.courseTypeId)
        ? t.withdrawalOnline
        : t.withdrawalPhysical;
      return `<h4>${e(course.name)}</h4><table>${[
        row(t.participants, people),
        row(t.seats, String(line.quantity)),
        row(
          t.unitPrice,
          money(line.unitPrice, input.locale) +
            (line.memberAssociation ? ` (${t.memberPrice(line.memberAssociation)})` : ''),
        ),
        row(t.net, money(line.priceWithoutTax, input.locale)),
        row(t.vat, money(line.tax, input.locale)),
        row(t.total, money(line.total, input.locale)),
        row(t.delivery, delivery),
        row(t.withdrawal, withdrawal),
      ].join('')}</table>`;
    })
    .join('');

  const method = input.method === PaymentMethod.bankTransfer ? t.methods.transfer : t.methods.card;
  const totals = `<h3>${e(t.payment)}</h3><table>${[
    row(t.payment, method),
    row(t.net, money(input.subtotal, input.locale)),
    row(t.vat, money(input.tax, input.locale)),
    row(t.orderTotal, money(input.total, input.locale)),
  ].join('')}</table>`;

  return [
    sellerBlock,
    buyerBlock,
    `<h3>${e(t.subject)}</h3>`,
    `<p>${e(t.subjectText)}</p>`,
    sentence ? `<p data-seats>${e(sentence)}</p>` : '',
    courses,
    totals,
  ].join('\n');
}

/** The two texts of this order, their template versions and one hash of both. */
export function renderOrderContracts(input: ContractInput): OrderContracts {
  const t = TEXTS[input.locale];
  const sentence = sentenceOf(input);
  const body = particulars(input, sentence);
  const contracts = CONTRACT_KINDS.map((kind: ContractKind): RenderedContract => {
    const page = input.templates.get(CONTRACT_PAGE_IDS[kind]);
    const template = page
      ? inLocale({ title: page.title, description: page.description }, page.en, input.locale)
      : { title: t.titles[kind], description: '' };
    const title = template.title.trim() || t.titles[kind];
    const terms = template.description.trim()
      ? `\n<h3>${escapeHtml(t.terms)}</h3>\n${template.description}`
      : '';
    return {
      kind,
      title,
      html: `<h2>${escapeHtml(title)}</h2>\n${body}${terms}`,
      version: versionOf(template),
    };
  });
  return { contracts, hash: contractsHash(contracts), seatsSentence: sentence };
}
