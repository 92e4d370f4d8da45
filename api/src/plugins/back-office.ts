import fp from 'fastify-plugin';
import { absolutiser } from '../repositories/urls';
import { createAdminContentService, type AdminContentService } from '../services/admin-content';
import { createAdminCoursesService, type AdminCoursesService } from '../services/admin-courses';
import { createAdminExamService, type AdminExamService } from '../services/admin-exams';
import { createAdminOrdersService, type AdminOrdersService } from '../services/admin-orders';
import { createAdminSiteService, type AdminSiteService } from '../services/admin-site';
import { createNewsletterService, type NewsletterService } from '../services/newsletter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders after payment: the back office's list, transfers, refunds; buyers' withdrawals. */
    orders: AdminOrdersService;
    /** The back office's courses and instructors. */
    adminCourses: AdminCoursesService;
    /** The back office's blog posts and galleries. */
    adminContent: AdminContentService;
    /** The back office's exams: questions, versions, attempts. */
    adminExams: AdminExamService;
    /** The back office's site content and messages. */
    adminSite: AdminSiteService;
    /** The newsletter's mails, each with its unsubscribe link and headers. */
    newsletter: NewsletterService;
  }
}

/** What staff run: orders and refunds, courses, content, exams, the site and the newsletter. */
export const backOfficePlugin = fp<{ publicUrl: string; clock?: () => Date }>(
  async (app, { publicUrl, clock }) => {
    const { db, repos, config, storage } = app;
    const absolute = absolutiser(publicUrl);
    app.decorate(
      'orders',
      createAdminOrdersService({
        db,
        adminOrders: repos.adminOrders,
        paybacks: repos.paybacks,
        orders: repos.checkout.orders,
        checkout: app.checkout,
        learning: app.learning,
        provider: app.paymentProvider,
        platformUrl: config.platformUrl,
        mail: app.mailQueue,
        log: app.log,
        ...(clock ? { now: clock } : {}),
      }),
    );
    app.decorate(
      'adminCourses',
      createAdminCoursesService({
        db,
        repo: repos.adminCourses,
        baskets: repos.checkout.baskets,
        orders: repos.checkout.orders,
        storage,
        absolute,
      }),
    );
    app.decorate(
      'adminContent',
      createAdminContentService({ db, repo: repos.adminContent, storage, absolute }),
    );
    app.decorate('adminExams', createAdminExamService({ db, exams: repos.adminExams }));
    app.decorate(
      'adminSite',
      createAdminSiteService({ db, repo: repos.adminSite, storage, absolute }),
    );
    app.decorate(
      'newsletter',
      createNewsletterService({
        db,
        subscribers: repos.subscribers,
        mail: app.mailQueue,
        platformUrl: config.platformUrl,
        publicUrl,
      }),
    );
  },
  { name: 'back-office', dependencies: ['checkout', 'learning', 'storage', 'mail'] },
);
