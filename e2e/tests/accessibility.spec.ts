import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Course } from '@lms/shared/contracts';
import { expect, test } from './fixtures';
import { fetchCourseList } from './support/catalog';
import { STAFF } from './support/admin';
import { WATCHER, signIn } from './support/learning';
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
  /** A seeded exam (of course 101), for its back-office page. */
  exam: number;
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
];

/**
 * The back office's pages (issue 26, `#/admin/…`), opened as the demo admin, who may open every
 * one. One line per page; a page about one record takes it from `s` (add what it needs to
 * `Seeded`).
 */
const adminRoutes = (s: Seeded) => [
  '/admin',
  '/admin/audit',
  '/admin/exams',
  '/admin/courses/101/exams',
  '/admin/courses/101/exams/new',
  `/admin/exams/${s.exam}`,
];

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

const audit = async (page: Page, route: string): Promise<Violation[]> => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || MODERATE_RULES.has(v.id))
    .map((v) => ({
      route,
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
};

const seeded = async (request: import('@playwright/test').APIRequestContext): Promise<Seeded> => {
  const blogs = (await (await request.get(`${urls.api}/v1/blogs/getlist`)).json()).data;
  const galleries = (await (await request.get(`${urls.api}/v1/galleries/gallery/getall`)).json())
    .data;
  const physical = await fetchCourseList(request, { courseType: 2 });
  const online = (await (await request.get(`${urls.api}/v1/courses/getcoursedetails/101`)).json())
    .data as Course;
  return {
    exam: online.courseTitles.flatMap((title) => title.courseExams)[0]!.id,
    blog: blogs[0].url,
    gallery: galleries[0].id,
    course: physical.data[0]!.nameSlug,
    ownedCourse: '',
  };
};

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  for (const lang of LANGUAGES) {
    test(`axe finds nothing serious on any route (${widthName}, ${lang})`, async ({
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

      // The learner's routes: the demo learner who watched her videos (issue 30: the exam
      // opens then), one of her courses and an exam attempt.
      const token = await signIn(page, request, WATCHER);
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

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  for (const lang of LANGUAGES) {
    test(`axe finds nothing serious on any back-office page (${widthName}, ${lang})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const s = await seeded(request);
      await page.setViewportSize(viewport);
      await page.addInitScript((language) => {
        window.localStorage.setItem('lms_language', language);
      }, lang);
      await signIn(page, request, STAFF.admin);
      await withAuditEntries(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const violations: Violation[] = [];
      for (const route of adminRoutes(s)) {
        await openAdmin(page, route);
        violations.push(...(await audit(page, route)));
      }
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    });
  }
}
