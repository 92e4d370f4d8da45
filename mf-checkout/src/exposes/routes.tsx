import { lazy } from 'react';
import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('checkout', { tr, en });

/** The pages checkout owns, by the shell's page id (shell/src/routes/route-table.tsx). */
const routes: RemoteRoutes = {
  pages: {
    cart: lazy(() =>
      import('../features/cart/components/cart-page').then((m) => ({ default: m.CartPage })),
    ),
    paymentEft: lazy(() =>
      import('../features/payment/components/payment-eft-page').then((m) => ({
        default: m.PaymentEftPage,
      })),
    ),
    paymentFree: lazy(() =>
      import('../features/payment/components/payment-free-page').then((m) => ({
        default: m.PaymentFreePage,
      })),
    ),
    paymentSuccess: lazy(() =>
      import('../features/payment/components/payment-success-page').then((m) => ({
        default: m.PaymentSuccessPage,
      })),
    ),
    paymentFail: lazy(() =>
      import('../features/payment/components/payment-fail-page').then((m) => ({
        default: m.PaymentFailPage,
      })),
    ),
  },
};

export default routes;
