import fp from 'fastify-plugin';
import { absolutiser } from '../repositories/urls';
import { createCheckoutService, type CheckoutService } from '../services/checkout';
import { createCoursePageService, type CoursePageService } from '../services/course-page';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
    /** Course lists and the course page, a visitor's and a logged-in user's. */
    coursePage: CoursePageService;
  }
}

/** The money path: baskets, orders, payments and contracts; and the course page that sells. */
export const checkoutPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const { db, repos, config } = app;
    app.decorate(
      'checkout',
      createCheckoutService({
        db,
        baskets: repos.checkout.baskets,
        orders: repos.checkout.orders,
        associations: repos.associations,
        provider: app.paymentProvider,
        config: config.checkout,
        platformUrl: config.platformUrl,
        absolute: absolutiser(publicUrl),
        mail: app.mailQueue,
        recordMail: (q, orderId, recipient, subject) =>
          repos.adminOrders.recordMail(orderId, recipient, subject, q),
        paybacks: repos.paybacks,
        log: app.log,
      }),
    );
    app.decorate(
      'coursePage',
      createCoursePageService({
        courses: repos.courses,
        checkout: app.checkout,
        associations: repos.associations,
      }),
    );
  },
  { name: 'checkout', dependencies: ['repositories', 'payments', 'mail'] },
);
