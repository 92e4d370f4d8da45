import { lazy } from 'react';
import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('checkout', { tr, en });

const cart = () =>
  import(/* webpackChunkName: "page-cart" */ '../features/cart/components/cart-page');
const paymentEft = () =>
  import(
    /* webpackChunkName: "page-paymentEft" */ '../features/payment/components/payment-eft-page'
  );
const paymentFree = () =>
  import(
    /* webpackChunkName: "page-paymentFree" */ '../features/payment/components/payment-free-page'
  );
const paymentSuccess = () =>
  import(
    /* webpackChunkName: "page-paymentSuccess" */ '../features/payment/components/payment-success-page'
  );
const paymentFail = () =>
  import(
    /* webpackChunkName: "page-paymentFail" */ '../features/payment/components/payment-fail-page'
  );

/** The pages checkout owns, by the shell's page id (shell/src/routes/route-table.tsx). */
const routes: RemoteRoutes = {
  pages: {
    cart: lazy(() => cart().then((m) => ({ default: m.CartPage }))),
    paymentEft: lazy(() => paymentEft().then((m) => ({ default: m.PaymentEftPage }))),
    paymentFree: lazy(() => paymentFree().then((m) => ({ default: m.PaymentFreePage }))),
    paymentSuccess: lazy(() => paymentSuccess().then((m) => ({ default: m.PaymentSuccessPage }))),
    paymentFail: lazy(() => paymentFail().then((m) => ({ default: m.PaymentFailPage }))),
  },
  // The shell starts the current page's code before the first render (preload-route.ts);
  // webpack loads a chunk once, so the page's lazy import reuses what the preload started.
  preload: { cart, paymentEft, paymentFree, paymentSuccess, paymentFail },
};

export default routes;
