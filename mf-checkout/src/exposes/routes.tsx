import { basketViewQuery, routesOf, useSessionStore, type RemoteRoutesOf } from '@lms/shared';
import './namespace';

/** Checkout's route manifest: the pages `PAGE_ROUTES` gives it, each loading on its own. */
const routes: RemoteRoutesOf<'checkout'> = {
  ...routesOf('checkout', {
    cart: () =>
      import(/* webpackChunkName: "page-cart" */ '../features/cart/components/cart-page').then(
        (m) => m.CartPage,
      ),
    paymentEft: () =>
      import(
        /* webpackChunkName: "page-paymentEft" */ '../features/payment/components/payment-eft-page'
      ).then((m) => m.PaymentEftPage),
    paymentFree: () =>
      import(
        /* webpackChunkName: "page-paymentFree" */ '../features/payment/components/payment-free-page'
      ).then((m) => m.PaymentFreePage),
    paymentSuccess: () =>
      import(
        /* webpackChunkName: "page-paymentSuccess" */ '../features/payment/components/payment-success-page'
      ).then((m) => m.PaymentSuccessPage),
    paymentFail: () =>
      import(
        /* webpackChunkName: "page-paymentFail" */ '../features/payment/components/payment-fail-page'
      ).then((m) => m.PaymentFailPage),
  }),
  // The cart opened first asks for its basket beside the page's code, not after that code has
  // run and rendered a spinner: the basket decides what the first render shows. The shell reads
  // the same query for the header's count; TanStack Query sends one request for both.
  prefetch: {
    cart: async ({ queryClient }) => {
      const { token } = useSessionStore.getState();
      if (token) await queryClient.prefetchQuery(basketViewQuery(token));
    },
  },
};

export default routes;
