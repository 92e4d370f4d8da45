import { issuesOf } from '../testing/issues';
import {
  BANNER_MAX_BYTES,
  adminBannerInputSchema,
  adminBannerSchema,
  adminContactHandleSchema,
  adminContactsPageSchema,
  adminContactsQuerySchema,
  adminFaqInputSchema,
  adminFaqSchema,
  adminNewsletterResultSchema,
  adminNewsletterSchema,
  adminPageCreateSchema,
  adminPageInputSchema,
  adminPageSchema,
  adminSettingsInputSchema,
  adminSettingsSchema,
  adminSubscribersPageSchema,
  adminSubscribersQuerySchema,
  pageIdParam,
  reorderSchema,
  subscriberIdParam,
} from './admin-site';

const long = (length: number) => 'ç'.repeat(length);
/** A text of `length` characters with a line break and a tab inside. */
const lines = (length: number) => `ö\n\t${'ö'.repeat(length - 3)}`;

const settings = (overrides: Record<string, unknown> = {}) => ({
  telephone: '0212 555 00 00',
  fax: '',
  address: 'Merkez Mah. Eğitim Sok. No: 1\nŞişli / İstanbul',
  emailForContact: 'bilgi@vakif.org.tr',
  facebook: 'https://facebook.com/vakif',
  instagram: '',
  youtube: 'http://youtube.com/@vakif',
  twitterUrl: '',
  whatsapp: '',
  locationLat: 41.06,
  locationLong: 28.99,
  menuCourseTypeIds: [1, 2],
  foundationName: 'Mesleki Eğitim Vakfı',
  foundationAddress: '',
  bankName: 'Ziraat Bankası',
  bankAccountHolder: 'Mesleki Eğitim Vakfı',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  ...overrides,
});

describe('the site settings staff save (spec: back office, settings)', () => {
  it('keeps a valid form as typed, trimmed', () => {
    expect(adminSettingsInputSchema.parse(settings({ telephone: ' 0212 555 00 00 ' }))).toEqual(
      settings(),
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no telephone', { telephone: '' }, 'telephone', 'fieldRequired'],
    ['a telephone of 41', { telephone: long(41) }, 'telephone', 'fieldTooLong'],
    ['a fax of 41', { fax: long(41) }, 'fax', 'fieldTooLong'],
    ['no address', { address: ' ' }, 'address', 'fieldRequired'],
    ['an address of 501', { address: long(501) }, 'address', 'fieldTooLong'],
    ['no e-mail', { emailForContact: '' }, 'emailForContact', 'emailRequired'],
    ['a wrong e-mail', { emailForContact: 'bilgi@' }, 'emailForContact', 'emailCorrect'],
    ['a link without its scheme', { facebook: 'facebook.com/vakif' }, 'facebook', 'invalidUrl'],
    ['an ftp link', { instagram: 'ftp://vakif.org.tr' }, 'instagram', 'invalidUrl'],
    ['a link with a space', { youtube: 'https://you tube.com' }, 'youtube', 'invalidUrl'],
    ['text before a link', { twitterUrl: 'x https://x.com/v' }, 'twitterUrl', 'invalidUrl'],
    ['a script link', { facebook: 'javascript:alert(1)' }, 'facebook', 'invalidUrl'],
    ['a link of 501', { facebook: `https://${long(493)}` }, 'facebook', 'fieldTooLong'],
    ['a whatsapp of 41', { whatsapp: long(41) }, 'whatsapp', 'fieldTooLong'],
    ['latitude 90.1', { locationLat: 90.1 }, 'locationLat', 'invalidNumber'],
    ['latitude -90.1', { locationLat: -90.1 }, 'locationLat', 'invalidNumber'],
    ['latitude as text', { locationLat: '41' }, 'locationLat', 'invalidNumber'],
    ['longitude 180.1', { locationLong: 180.1 }, 'locationLong', 'invalidNumber'],
    ['longitude -180.1', { locationLong: -180.1 }, 'locationLong', 'invalidNumber'],
    ['longitude as text', { locationLong: '29' }, 'locationLong', 'invalidNumber'],
    [
      '21 menu course types',
      { menuCourseTypeIds: Array.from({ length: 21 }, (_, i) => i + 1) },
      'menuCourseTypeIds',
      'invalidId',
    ],
    ['a menu course type 0', { menuCourseTypeIds: [0] }, 'menuCourseTypeIds.0', 'invalidId'],
    ['no foundation name', { foundationName: '' }, 'foundationName', 'fieldRequired'],
    ['a foundation name of 201', { foundationName: long(201) }, 'foundationName', 'fieldTooLong'],
    [
      'a foundation address of 501',
      { foundationAddress: long(501) },
      'foundationAddress',
      'fieldTooLong',
    ],
    ['no bank', { bankName: '' }, 'bankName', 'fieldRequired'],
    ['a bank of 201', { bankName: long(201) }, 'bankName', 'fieldTooLong'],
    ['no account holder', { bankAccountHolder: '' }, 'bankAccountHolder', 'fieldRequired'],
    [
      'an account holder of 201',
      { bankAccountHolder: long(201) },
      'bankAccountHolder',
      'fieldTooLong',
    ],
    ['an IBAN of 43', { iban: `TR${'1'.repeat(41)}` }, 'iban', 'fieldTooLong'],
    ['an IBAN a digit short', { iban: 'TR33000610051978645784132' }, 'iban', 'invalidIban'],
    ['an IBAN a digit long', { iban: 'TR3300061005197864578413260' }, 'iban', 'invalidIban'],
    ['a German IBAN', { iban: 'DE89370400440532013000' }, 'iban', 'invalidIban'],
    ['an IBAN with a letter', { iban: 'TR33 0006 1005 1978 6457 8413 2A' }, 'iban', 'invalidIban'],
    ['an IBAN with text before', { iban: 'x TR330006100519786457841326' }, 'iban', 'invalidIban'],
    ['an IBAN with text after', { iban: 'TR330006100519786457841326 x' }, 'iban', 'invalidIban'],
    [
      'an IBAN with letters in its check',
      { iban: 'TRAB0006100519786457841326' },
      'iban',
      'invalidIban',
    ],
  ])('refuses %s, naming the field', (_, overrides, path, message) => {
    expect(issuesOf(adminSettingsInputSchema, settings(overrides))).toEqual({ [path]: message });
  });

  it('takes the limits themselves, line breaks in the addresses and any upper or lower case', () => {
    const atLimits = settings({
      telephone: long(40),
      fax: long(40),
      address: lines(500),
      facebook: `HTTPS://${long(492)}`,
      whatsapp: long(40),
      locationLat: -90,
      locationLong: 180,
      menuCourseTypeIds: Array.from({ length: 20 }, (_, i) => i + 1),
      foundationName: long(200),
      foundationAddress: lines(500),
      bankName: long(200),
      bankAccountHolder: long(200),
    });
    expect(issuesOf(adminSettingsInputSchema, atLimits)).toEqual({});
    expect(
      issuesOf(adminSettingsInputSchema, settings({ locationLat: 90, locationLong: -180 })),
    ).toEqual({});
  });

  it('writes an IBAN in capitals with single spaces, and takes it without spaces', () => {
    const typed = settings({ iban: 'tr33  0006 1005   1978 6457 8413 26' });
    expect(adminSettingsInputSchema.parse(typed).iban).toBe('TR33 0006 1005 1978 6457 8413 26');
    const packed = settings({ iban: 'TR330006100519786457841326' });
    expect(adminSettingsInputSchema.parse(packed).iban).toBe('TR330006100519786457841326');
  });

  it('reads the settings answer whole', () => {
    const answer = {
      settings: { ...settings(), iban: 'TR330006100519786457841326' },
      courseTypes: [{ id: 1, name: 'Online Eğitimler' }],
    };
    expect(adminSettingsSchema.parse(answer)).toEqual(answer);
  });
});

describe('FAQ entries and their order', () => {
  const faq = {
    questionTitle: 'İade nasıl yapılır?',
    questionDescription: '<p>14 gün içinde.</p>',
  };

  it('keeps a question with English left out as no English', () => {
    expect(adminFaqInputSchema.parse(faq)).toEqual({
      ...faq,
      en: { questionTitle: '', questionDescription: '' },
    });
    expect(adminFaqInputSchema.parse({ ...faq, en: {} })).toEqual(adminFaqInputSchema.parse(faq));
    const en = { questionTitle: long(300), questionDescription: lines(20_000) };
    const atLimits = { questionTitle: long(300), questionDescription: lines(20_000), en };
    expect(adminFaqInputSchema.parse(atLimits)).toEqual(atLimits);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no question', { questionTitle: '' }, 'questionTitle', 'questionRequired'],
    ['a question of 301', { questionTitle: long(301) }, 'questionTitle', 'fieldTooLong'],
    ['a question on two lines', { questionTitle: 'a\nb' }, 'questionTitle', 'invalidCharacters'],
    ['no answer', { questionDescription: ' ' }, 'questionDescription', 'answerRequired'],
    [
      'an answer of 20001',
      { questionDescription: long(20_001) },
      'questionDescription',
      'fieldTooLong',
    ],
    [
      'an English question of 301',
      { en: { questionTitle: long(301) } },
      'en.questionTitle',
      'fieldTooLong',
    ],
    [
      'an English answer of 20001',
      { en: { questionDescription: long(20_001) } },
      'en.questionDescription',
      'fieldTooLong',
    ],
  ])('refuses %s', (_, overrides, path, message) => {
    expect(issuesOf(adminFaqInputSchema, { ...faq, ...overrides })).toEqual({ [path]: message });
  });

  it('takes a new order of 1 to 500 ids', () => {
    expect(reorderSchema.parse({ ids: [3, 1, 2] })).toEqual({ ids: [3, 1, 2] });
    const five = Array.from({ length: 500 }, (_, i) => i + 1);
    expect(issuesOf(reorderSchema, { ids: five })).toEqual({});
    expect(issuesOf(reorderSchema, { ids: [] })).toEqual({ ids: 'invalidOrder' });
    expect(issuesOf(reorderSchema, { ids: [...five, 501] })).toEqual({ ids: 'invalidOrder' });
    expect(issuesOf(reorderSchema, { ids: [1, 0] })).toEqual({ 'ids.1': 'invalidId' });
  });

  it('reads an entry whole', () => {
    const entry = {
      id: 1,
      ...faq,
      sort: 2,
      en: { questionTitle: 'Refunds?', questionDescription: '' },
    };
    expect(adminFaqSchema.parse(entry)).toEqual(entry);
  });
});

describe('information pages', () => {
  it('keeps a page with an empty text, and English left out as none', () => {
    expect(adminPageInputSchema.parse({ title: ' Hakkımızda ', description: '' })).toEqual({
      title: 'Hakkımızda',
      description: '',
      en: { title: '', description: '' },
    });
    const atLimits = {
      title: long(300),
      description: lines(100_000),
      en: { title: long(300), description: lines(100_000) },
    };
    expect(adminPageInputSchema.parse(atLimits)).toEqual(atLimits);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no title', { title: '' }, 'title', 'titleRequired'],
    ['a title of 301', { title: long(301) }, 'title', 'fieldTooLong'],
    ['a text of 100001', { description: long(100_001) }, 'description', 'fieldTooLong'],
    ['an English title of 301', { en: { title: long(301) } }, 'en.title', 'fieldTooLong'],
    [
      'an English text of 100001',
      { en: { description: long(100_001) } },
      'en.description',
      'fieldTooLong',
    ],
  ])('refuses %s', (_, overrides, path, message) => {
    const page = { title: 'Hakkımızda', description: '', ...overrides };
    expect(issuesOf(adminPageInputSchema, page)).toEqual({ [path]: message });
  });

  it("takes a new page's id as an address part of letters, digits and single hyphens", () => {
    const page = (id: string) => ({ id, title: 'Kampanya', description: '' });
    for (const id of ['kampanya', 'Kampanya-2026', 'a', 'x'.repeat(60)]) {
      expect(issuesOf(adminPageCreateSchema, page(id))).toEqual({});
    }
    for (const id of ['', 'a--b', '-a', 'a-', 'a b', 'kampanyalı', 'a/b', 'x'.repeat(61)]) {
      expect(issuesOf(adminPageCreateSchema, page(id))).toEqual({ id: 'invalidSlug' });
    }
    expect(pageIdParam.parse({ id: 'aboutus' })).toEqual({ id: 'aboutus' });
    expect(issuesOf(pageIdParam, { id: '' })).toEqual({ id: 'invalidSlug' });
  });

  it('reads a page whole', () => {
    const page = {
      id: 'aboutus',
      title: 'Hakkımızda',
      description: '<p>Vakıf</p>',
      en: { title: 'About', description: '' },
    };
    expect(adminPageSchema.parse(page)).toEqual(page);
  });
});

describe('home banners', () => {
  const words = { title: 'Yeni dönem', subtitle: 'Kayıtlar açık', button: 'İncele' };

  it('takes a link to a page of the site, an http(s) address or none, with words in both languages or none', () => {
    for (const link of [
      '',
      '#/courses/online',
      'https://vakif.org.tr/kayit',
      'HTTP://VAKIF.ORG.TR',
    ]) {
      expect(issuesOf(adminBannerInputSchema, { link, text: null })).toEqual({});
    }
    const both = { link: '#/', text: { tr: words, en: { ...words, subtitle: '', button: '' } } };
    expect(adminBannerInputSchema.parse(both)).toEqual(both);
    const atLimits = { title: long(120), subtitle: long(240), button: long(40) };
    const full = { link: '#/', text: { tr: atLimits, en: atLimits } };
    expect(issuesOf(adminBannerInputSchema, full)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a path without #', { link: '/courses' }, 'link', 'invalidUrl'],
    ['a page link with a space', { link: '#/a b' }, 'link', 'invalidUrl'],
    ['a mail link', { link: 'mailto:a@b.c' }, 'link', 'invalidUrl'],
    ['text before the link', { link: 'bak #/courses' }, 'link', 'invalidUrl'],
    ['a link of 501', { link: `#/${long(499)}` }, 'link', 'fieldTooLong'],
    [
      'no Turkish title',
      { text: { tr: { ...words, title: '' }, en: words } },
      'text.tr.title',
      'titleRequired',
    ],
    [
      'an English title of 121',
      { text: { tr: words, en: { ...words, title: long(121) } } },
      'text.en.title',
      'fieldTooLong',
    ],
    [
      'a subtitle of 241',
      { text: { tr: { ...words, subtitle: long(241) }, en: words } },
      'text.tr.subtitle',
      'fieldTooLong',
    ],
    [
      'a button of 41',
      { text: { tr: words, en: { ...words, button: long(41) } } },
      'text.en.button',
      'fieldTooLong',
    ],
  ])('refuses %s', (_, overrides, path, message) => {
    expect(issuesOf(adminBannerInputSchema, { link: '', text: null, ...overrides })).toEqual({
      [path]: message,
    });
  });

  it('takes a banner picture of up to 8 MB, as the page says ("en fazla 8 MB")', () => {
    expect(BANNER_MAX_BYTES).toBe(8 * 1024 * 1024);
  });

  it('reads a banner whole, with words and without', () => {
    const banner = {
      id: 1,
      link: '#/',
      filePath: '/media/b.jpg',
      phoneFilePath: null,
      text: null,
      sort: 1,
    };
    const worded = {
      ...banner,
      phoneFilePath: '/media/b-phone.jpg',
      text: { tr: words, en: words },
    };
    expect(adminBannerSchema.parse(banner)).toEqual(banner);
    expect(adminBannerSchema.parse(worded)).toEqual(worded);
  });
});

describe('contact messages and newsletter subscribers', () => {
  it.each([
    ['contact messages', adminContactsQuerySchema, 'open', ['open', 'handled', 'all'], 'closed'],
    ['subscribers', adminSubscribersQuerySchema, 'all', ['all', 'confirmed', 'pending'], 'open'],
  ] as const)(
    'pages the %s from the first, with their states',
    (_, schema, state, states, wrong) => {
      expect(schema.parse({})).toEqual({ state, page: 1 });
      expect(schema.parse({ state: '', page: '' })).toEqual({ state, page: 1 });
      for (const each of states)
        expect(schema.parse({ state: each, page: '3' })).toEqual({ state: each, page: 3 });
      expect(schema.parse({ page: '10000' })).toEqual({ state, page: 10_000 });
      expect(issuesOf(schema, { state: wrong })).toEqual({ state: 'invalidRequest' });
      for (const page of ['0', '1.5', 'son', '10001']) {
        expect(issuesOf(schema, { page })).toEqual({ page: 'pageInvalid' });
      }
    },
  );

  it('needs a note to mark a message handled', () => {
    expect(adminContactHandleSchema.parse({ note: ' Arandı\nkayıt yapıldı ' })).toEqual({
      note: 'Arandı\nkayıt yapıldı',
    });
    expect(issuesOf(adminContactHandleSchema, { note: lines(2000) })).toEqual({});
    expect(issuesOf(adminContactHandleSchema, { note: '' })).toEqual({ note: 'noteRequired' });
    expect(issuesOf(adminContactHandleSchema, { note: long(2001) })).toEqual({
      note: 'fieldTooLong',
    });
  });

  it('sends a newsletter with a one-line subject and a text', () => {
    const letter = { subject: long(200), text: lines(20_000) };
    expect(adminNewsletterSchema.parse(letter)).toEqual(letter);
    expect(issuesOf(adminNewsletterSchema, { subject: '', text: '' })).toEqual({
      subject: 'subjectRequired',
      text: 'messageRequired',
    });
    expect(issuesOf(adminNewsletterSchema, { subject: long(201), text: long(20_001) })).toEqual({
      subject: 'fieldTooLong',
      text: 'fieldTooLong',
    });
    expect(issuesOf(adminNewsletterSchema, { subject: 'a\nb', text: 'x' })).toEqual({
      subject: 'invalidCharacters',
    });
    expect(subscriberIdParam.parse({ id: '4' })).toEqual({ id: 4 });
  });

  it('reads the answers whole, nulls included', () => {
    const contact = {
      id: 1,
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phoneNumber: '05321234567',
      title: 'Kayıt',
      description: 'Merhaba',
      courseName: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      handledAt: null,
      handledBy: null,
      handledNote: null,
    };
    const contacts = {
      items: [
        contact,
        {
          ...contact,
          id: 2,
          courseName: 'Dış Ticaret',
          handledAt: 'x',
          handledBy: 'Editör',
          handledNote: 'Arandı',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const subscribers = {
      items: [{ id: 1, email: 'a@b.com', createDate: '2026-11-01', confirmedAt: null }],
      total: 1,
      page: 1,
      pageSize: 50,
      confirmed: 0,
      pending: 1,
    };
    expect(adminContactsPageSchema.parse(contacts)).toEqual(contacts);
    expect(adminSubscribersPageSchema.parse(subscribers)).toEqual(subscribers);
    expect(adminNewsletterResultSchema.parse({ recipients: 3 })).toEqual({ recipients: 3 });
  });
});
