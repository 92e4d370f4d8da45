import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Course } from '@lms/shared/contracts';
import { expect, test } from './fixtures';
import { fetchCourseList } from './support/catalog';
import { STAFF } from './support/admin';
import { OWNER, WATCHER, signIn } from './support/learning';
import { urls } from '../playwright.config';

/**
 * axe over every route of spec §2, at desktop and phone widths, in both languages.
 * It fails on any serious or critical violation and on the moderate rules below, which name
 * what a screen-reader or keyboard user meets on every page: content outside landmarks, skipped
 * heading levels, and pages without a main heading.
 */
const MODERATE_RULES = new Set(['region', 'heading-order', 'page-has-heading-one']);

const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
const LANGUAGES = ['tr', 'en'] as const;

interface Seeded {
  blog: string;
  gallery: number;
  course: string;
  ownedCourse: string;
}

const guestRoutes = (s: Seeded) => [
  '/',
  '/login',
  '/signup',
  '/forgotpassword',
  '/resetpassword/0123456789abcdef0123456789abcdef',
  '/contacts',
  '/faqs',
  '/galleries',
  `/gallery/detail/${s.gallery}`,
  '/blogs',
  `/blog/detail/${s.blog}`,
  '/info/aboutus',
  '/info/mesafeli-satis-sozlesmesi',
  '/courses/online',
  '/courses/physical',
  '/courses/free',
  '/courses/certificateProgram',
  `/courses/details/${s.course}`,
  '/payment/success/eft',
  '/payment/success/free',
  '/test',
];

const userRoutes = (s: Seeded, userExamId: number) => [
  `/courses/videos/${s.ownedCourse}`,
  `/courses/details/${s.ownedCourse}`,
  '/user/cart',
  `/user/exam/${userExamId}?title=${encodeURIComponent('Sınav')}`,
  '/account/courses',
  '/account/info',
  '/account/password',
  '/account/orders',
  '/account/certificates',
  '/account/sessions',
  '/account/team',
];

/** What the back office's pages about one record open: a course with sections, videos and an exam. */
interface AdminSeeded {
  course: number;
  exam: number;
  /** The demo learner's account, for a person's page. */
  person: number;
  /** A seeded blog post and a seeded gallery with images. */
  blog: number;
  gallery: number;
}

/**
 * Every page of the back office (`#/admin/…`, `ADMIN_ROUTES` in
 * mf-admin/src/admin-routes.ts), by its `path:` there, with the address the walk opens. The
 * guard test below fails when `ADMIN_ROUTES` has a page this list does not name. Opened as the
 * demo admin, who may open every one.
 */
const ADMIN_PAGES: Record<string, (s: AdminSeeded) => string> = {
  '': () => '/admin',
  courses: () => '/admin/courses',
  'courses/new': () => '/admin/courses/new',
  'courses/:id': (s) => `/admin/courses/${s.course}`,
  instructors: () => '/admin/instructors',
  'courses/:courseId/content': (s) => `/admin/courses/${s.course}/content`,
  exams: () => '/admin/exams',
  'courses/:courseId/exams': (s) => `/admin/courses/${s.course}/exams`,
  'courses/:courseId/exams/new': (s) => `/admin/courses/${s.course}/exams/new`,
  'exams/:examId': (s) => `/admin/exams/${s.exam}`,
  people: () => '/admin/people',
  'people/:id': (s) => `/admin/people/${s.person}`,
  staff: () => '/admin/staff',
  audit: () => '/admin/audit',
  blogs: () => '/admin/blogs',
  'blogs/new': () => '/admin/blogs/new',
  'blogs/:id': (s) => `/admin/blogs/${s.blog}`,
  galleries: () => '/admin/galleries',
  'galleries/new': () => '/admin/galleries/new',
  'galleries/:id': (s) => `/admin/galleries/${s.gallery}`,
  messages: () => '/admin/messages',
  subscribers: () => '/admin/subscribers',
  settings: () => '/admin/settings',
  faq: () => '/admin/faq',
  pages: () => '/admin/pages',
  banners: () => '/admin/banners',
  orders: () => '/admin/orders',
  'orders/:id': () => `/admin/orders/${ORDER_FIXTURE.trackingId}`,
  members: () => '/admin/members',
};

/** The tabs a page shows in place (one address, several views), each audited as well. */
const ADMIN_TABS: Record<string, Record<(typeof LANGUAGES)[number], RegExp>[]> = {
  // The course's English texts, a tab of the same form.
  'courses/:id': [{ tr: /^English/, en: /^English/ }],
  'exams/:examId': [
    { tr: /^Önizleme$/, en: /^Preview$/ },
    { tr: /^Denemeler/, en: /^Attempts/ },
  ],
};

type Violation = { route: string; id: string; impact: string; nodes: string[] };

/** Opens a route on the hash router and waits until its page (a main heading) has settled. */
const open = async (page: Page, route: string) => {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
  await page
    .locator('#main h1')
    .first()
    .waitFor({ state: 'visible', timeout: 8_000 })
    .catch(() => undefined);
  // Lists and lazy sections arrive just after the heading.
  await page.waitForTimeout(400);
};

/** Opens a back-office page and waits for the page inside the back office's frame (its h2). */
const openAdmin = async (page: Page, route: string) => {
  await open(page, route);
  await page
    .locator('#main h2')
    .first()
    .waitFor({ state: 'visible', timeout: 8_000 })
    .catch(() => undefined);
  await page.waitForTimeout(400);
};

/**
 * axe's experimental rules, switched on by name in every walk: among them
 * `label-content-name-mismatch` (WCAG 2.5.3, a name that does not hold the visible words),
 * and `target-size` (WCAG 2.2's 2.5.8, off by default), so a regression in either fails here.
 */
const EXTRA_RULES = [
  'css-orientation-lock',
  'focus-order-semantics',
  'hidden-content',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
  'target-size',
];

const audit = async (
  page: Page,
  route: string,
  extraRules: readonly string[] = EXTRA_RULES,
): Promise<Violation[]> => {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(extraRules.map((id) => [id, { enabled: true }])) })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || MODERATE_RULES.has(v.id))
    .map((v) => ({
      route,
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
};

const seeded = async (request: APIRequestContext): Promise<Seeded> => {
  const blogs = (await (await request.get(`${urls.api}/v1/blogs/getlist`)).json()).data;
  const galleries = (await (await request.get(`${urls.api}/v1/galleries/gallery/getall`)).json())
    .data;
  const physical = await fetchCourseList(request, { courseType: 2 });
  return {
    blog: blogs[0].url,
    gallery: galleries[0].id,
    course: physical.data[0]!.nameSlug,
    ownedCourse: '',
  };
};

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  for (const lang of LANGUAGES) {
    test(`axe finds nothing serious on any route (${widthName}, ${lang}) @shell`, async ({
      page,
      request,
    }) => {
      test.setTimeout(420_000);
      const s = await seeded(request);
      await page.setViewportSize(viewport);
      await page.addInitScript((language) => {
        window.localStorage.setItem('lms_language', language);
      }, lang);

      const violations: Violation[] = [];
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const route of guestRoutes(s)) {
        await open(page, route);
        violations.push(...(await audit(page, route)));
      }

      // The learner's routes: the demo learner who watched her videos (the exam
      // opens then), one of her courses and an exam attempt.
      const token = await signIn(page, request, WATCHER);
      await withTeamSeats(page);
      const mine = (
        await (
          await request.get(`${urls.api}/v1/courses/getusercourses`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()
      ).data as { nameSlug: string; id?: number }[];
      const owned = (
        await (
          await request.get(`${urls.api}/v1/courses/getcoursedetails/${mine[0]!.nameSlug}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()
      ).data as Course;
      const exam = owned.courseTitles.flatMap((title) => title.courseExams).find((e) => e.id > 0);
      const joined = await request.post(`${urls.api}/v1/exams/joincourseexam/${exam!.id}`, {
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      });
      const userExamId = (await joined.json()).data.id as number;
      await page.goto('/');
      for (const route of userRoutes({ ...s, ownedCourse: owned.nameSlug }, userExamId)) {
        await open(page, route);
        violations.push(...(await audit(page, route)));
      }

      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    });
  }
}

/**
 * The manager's view (`#/account/team`) with a claimed and a waiting seat, whatever the
 * demo learner has bought: the API's answer when she has no paid seats. The page's own tests
 * (mf-account my-team.test.tsx, e2e team.spec.ts) check what it shows.
 */
const withTeamSeats = async (page: Page) => {
  await page.route(`${urls.api}/v1/orders/getmyteam**`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (response.status() !== 200 || body.data.length > 0) {
      await route.fulfill({ response });
      return;
    }
    const seat = {
      participantId: 1,
      trackingId: 'ORD234ABC567',
      courseId: 145,
      courseName: 'Dış Ticarete İlk Adım: Ücretsiz Tanıtım Eğitimi',
      name: 'Cem',
      surname: 'Çalışkan',
      email: 'cem.caliskan@ornek.com.tr',
      state: 'claimed',
      videosWatched: 1,
      videosTotal: 2,
      videoPercent: 48,
      completedAt: '2026-11-24T09:30:00.000Z',
      certificateCode: 'K7Q2X9AB',
      invitedAt: null,
    };
    const data = [
      seat,
      {
        ...seat,
        participantId: 2,
        name: 'Ece',
        surname: 'Şahin',
        email: 'ece.sahin@ornek.com.tr',
        state: 'waiting',
        videosWatched: 0,
        videoPercent: 0,
        completedAt: null,
        certificateCode: null,
      },
    ];
    await route.fulfill({ response, json: { ...body, data } });
  });
};

/**
 * The audit log's table, whatever this build's staff writes have recorded: a fresh database may
 * have none yet, and an empty log shows no table to check. The API's answer gets two entries
 * (the page's own test, mf-admin audit-log-page.test.tsx, checks what they show).
 */
const withAuditEntries = async (page: Page) => {
  await page.route(`${urls.api}/v1/admin/audit**`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (response.status() !== 200 || body.data.items.length > 0) {
      await route.fulfill({ response });
      return;
    }
    const entry = {
      at: '2026-11-26T09:15:00.000Z',
      userId: 1,
      email: STAFF.editor.email,
      name: STAFF.editor.name,
      role: 'editor',
      action: 'course.update',
      objectType: 'course',
      objectId: '7',
      summary: {
        price: { from: 1000, to: 1250 },
        name: { from: 'Dış Ticaret', to: 'Dış Ticarete Giriş' },
      },
      requestId: 'req-7f3a',
    };
    const items = [
      { ...entry, id: 2 },
      {
        ...entry,
        id: 1,
        userId: null,
        email: 'admin-key (CLI)',
        name: null,
        role: 'admin',
        summary: {},
      },
    ];
    await route.fulfill({ response, json: { ...body, data: { ...body.data, items, total: 2 } } });
  });
};

/**
 * The order page's fixture: an order with a seat in every state, a payment event, a
 * refund and mails, so the walk audits every part of the page whatever this build's database
 * holds. The API's answer for its tracking id is this (the page's own test,
 * mf-admin order-page.test.tsx, checks what it shows).
 */
const ORDER_FIXTURE = {
  trackingId: 'AXEORDER0001',
  status: 'completed',
  paymentMethod: 1,
  referenceCode: 'IA7K2M9XH4',
  buyerId: 1,
  buyerName: 'Şükrü Çağlar',
  buyerEmail: 'sukru.caglar@ornek.com.tr',
  buyerPhone: '05321234567',
  companyName: 'Çağlar Dış Ticaret A.Ş.',
  courses: ['Dış Ticarete Giriş'],
  seats: 3,
  subtotal: 8000,
  tax: 1600,
  total: 9600,
  refundedAmount: 3200,
  createdAt: '2026-11-26T09:15:00.000Z',
  completedAt: '2026-11-26T09:16:00.000Z',
  refundedAt: null,
  expiresAt: null,
  failureMessage: null,
  lines: [],
  seatList: [
    ['Ayşe', 'Yılmaz', 'claimed', 3200],
    ['İsmail', 'Öztürk', 'held', 3200],
    ['Gül', 'Şahin', 'refunded', 0],
  ].map(([name, surname, state, refundable]) => ({
    courseId: 109,
    courseName: 'Dış Ticarete Giriş',
    name,
    surname,
    email: `${String(name).toLowerCase()}@ornek.com.tr`,
    state,
    refundable,
    refundedAt: state === 'refunded' ? '2026-11-26T10:00:00.000Z' : null,
  })),
  // A bank-transfer order: one refund still to pay back (its button and form), one paid back.
  events: [
    { id: 1, at: '2026-11-26T09:16:00.000Z', status: 'succeeded', amount: 9600 },
    { id: 2, at: '2026-11-26T10:00:00.000Z', status: 'refunded', amount: 1600, manual: true },
    {
      id: 3,
      at: '2026-11-26T10:05:00.000Z',
      status: 'refunded',
      amount: 1600,
      manual: true,
      withdrawal: true,
      paidBack: {
        at: '2026-11-27T08:30:00.000Z',
        by: 'muhasebe@ornek.com.tr',
        reference: 'EFT-2026-0042',
      },
    },
  ].map((event) => ({
    provider: 'bank-transfer',
    manual: false,
    withdrawal: false,
    paidBack: null,
    ...event,
  })),
  mails: [
    {
      at: '2026-11-26T09:16:00.000Z',
      recipient: 'sukru.caglar@ornek.com.tr',
      subject: 'Siparişiniz tamamlandı (AXEORDER0001)',
    },
  ],
  canConfirmTransfer: false,
  canCancel: false,
  canRefund: true,
  receiptPath: '/v1/admin/orders/AXEORDER0001/receipt',
};

const withOrderFixture = async (page: Page) => {
  await page.route(`${urls.api}/v1/admin/orders/${ORDER_FIXTURE.trackingId}`, async (route) => {
    // The API's own answer (a 404) carries its CORS headers; the body is the fixture.
    const response = await route.fetch();
    await route.fulfill({
      response,
      status: 200,
      json: { success: true, message: '', data: ORDER_FIXTURE },
    });
  });
};

/** The `path:` of every page in `ADMIN_ROUTES`, read from its source as text. */
const adminRoutePaths = () => {
  const source = readFileSync(join(__dirname, '../../mf-admin/src/admin-routes.ts'), 'utf8');
  return [...source.matchAll(/^\s*path:\s*'([^']*)'/gm)].map((match) => match[1]!);
};

test('the back-office walk names every page of ADMIN_ROUTES @admin', () => {
  const paths = adminRoutePaths();
  expect(paths.length).toBeGreaterThan(5);
  expect(
    Object.keys(ADMIN_PAGES)
      .filter((path) => path !== '')
      .sort(),
    'a page added to mf-admin/src/admin-routes.ts needs its line in ADMIN_PAGES',
  ).toEqual([...paths].sort());
});

/**
 * The set-up of the back-office walk: the pages about one record open a course of the demo
 * learner's with videos and an exam, and that exam. She asks to start it; the exam
 * opens only after its videos are watched, which she has not done, so the attempts page audits
 * its empty state (the seeded watcher is kept out of it: learning.spec takes her exams).
 */
const adminSeeded = async (request: APIRequestContext): Promise<AdminSeeded> => {
  const login = await request.post(`${urls.api}/v1/auth/login`, {
    data: { email: OWNER.email, password: OWNER.password },
  });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { id: number } } }
  ).data;
  const headers = { Authorization: `Bearer ${token}` };
  const mine = (
    await (await request.get(`${urls.api}/v1/courses/getusercourses`, { headers })).json()
  ).data as { nameSlug: string }[];
  for (const { nameSlug } of mine) {
    const course = (
      await (
        await request.get(`${urls.api}/v1/courses/getcoursedetails/${nameSlug}`, { headers })
      ).json()
    ).data as Course;
    const exam = course.courseTitles.flatMap((title) => title.courseExams).find((e) => e.id > 0);
    if (!exam || !course.courseTitles.some((title) => title.courseVideos.length > 0)) continue;
    await request.post(`${urls.api}/v1/exams/joincourseexam/${exam.id}`, {
      headers: { ...headers, 'Content-Type': 'application/json' },
    });
    return {
      course: course.id,
      exam: exam.id,
      person: user.id,
      ...(await contentSeeded(request)),
    };
  }
  throw new Error('the demo learner owns no course with videos and an exam');
};

/** A seeded blog post and a seeded gallery with images, as the back office lists them. */
const contentSeeded = async (request: APIRequestContext) => {
  const login = await request.post(`${urls.api}/v1/auth/login`, {
    data: { email: STAFF.editor.email, password: STAFF.editor.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  const blogs = (await (await request.get(`${urls.api}/v1/admin/blogs`, { headers })).json())
    .data as { id: number }[];
  const galleries = (
    await (await request.get(`${urls.api}/v1/admin/galleries`, { headers })).json()
  ).data as { id: number; imageCount: number }[];
  const gallery = galleries.find((item) => item.imageCount > 1) ?? galleries[0];
  if (!blogs[0] || !gallery) throw new Error('the seed has no blog post or gallery');
  return { blog: blogs[0].id, gallery: gallery.id };
};

/**
 * Every back-office page, opened once: axe at desktop and phone widths in the first language,
 * then the language switched as a user does (the header's button, no reload) and both widths
 * again. The next page starts in the language the last one ended in. A page's tabs are audited
 * the same way. With A11Y_SHOTS=<folder>, each view is saved at 390 px in both languages.
 */
test('axe finds nothing serious on any back-office page (desktop and phone, tr and en) @admin', async ({
  page,
  request,
}) => {
  // About 110 audits (27 pages); on a busy two-core machine one takes several seconds (the
  // walk took 9.7 min at load 17 with 23 pages, under 4 min on an idle machine).
  test.setTimeout(900_000);
  const s = await adminSeeded(request);
  const shots = process.env.A11Y_SHOTS;
  await page.setViewportSize(WIDTHS.desktop);
  await page.addInitScript(() => window.localStorage.setItem('lms_language', 'tr'));
  await signIn(page, request, STAFF.admin);
  await withAuditEntries(page);
  await withOrderFixture(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  let lang: (typeof LANGUAGES)[number] = 'tr';
  let width: keyof typeof WIDTHS = 'desktop';
  const setWidth = async (next: keyof typeof WIDTHS) => {
    if (next === width) return;
    await page.setViewportSize(WIDTHS[next]);
    width = next;
    await page.waitForTimeout(150);
  };
  const violations: Violation[] = [];
  /** axe at both widths, the current one first. */
  const auditBoth = async (label: string) => {
    for (const next of width === 'desktop'
      ? (['desktop', 'phone'] as const)
      : (['phone', 'desktop'] as const)) {
      await setWidth(next);
      // A tab's click scrolls the page, and the sticky header then covers the top of the menu,
      // which axe's target-size rule counts against the link under it: each view is audited from
      // the top, as it opens.
      await page.evaluate(() => window.scrollTo(0, 0));
      violations.push(...(await audit(page, `${label} (${next}, ${lang})`)));
      if (shots && next === 'phone') {
        await page.screenshot({
          path: `${shots}/${label.replace(/[^a-z0-9]+/gi, '_')}-${lang}.png`,
          fullPage: true,
        });
      }
    }
  };
  const switchLanguage = async () => {
    await setWidth('desktop');
    lang = lang === 'tr' ? 'en' : 'tr';
    await page.locator(`header button[lang="${lang}"]`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.waitForTimeout(300);
  };

  for (const [path, address] of Object.entries(ADMIN_PAGES)) {
    const route = address(s);
    await openAdmin(page, route);
    const tabs = ADMIN_TABS[path] ?? [];
    for (let round = 0; round < 2; round += 1) {
      if (tabs.length > 0 && round === 1) {
        // Back to the first view, whose tab is named by the page's first tab.
        await page.getByRole('tab').first().click();
      }
      await auditBoth(route);
      for (const [index, tab] of tabs.entries()) {
        await page.getByRole('tab', { name: tab[lang] }).click();
        await page.locator('[role="tabpanel"]').first().waitFor();
        await page.waitForTimeout(300);
        await auditBoth(`${route} tab ${index + 2}`);
      }
      if (round === 0) await switchLanguage();
    }
  }
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
});
