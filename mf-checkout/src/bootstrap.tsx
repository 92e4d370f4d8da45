import { renderStandalone } from '@lms/shared/standalone';
import routes from './exposes/routes';

// Runs the checkout remote alone (npm run dev -w @lms/mf-checkout) with the shell's providers.
void renderStandalone({
  name: 'checkout',
  pages: routes.pages,
  paths: {
    cart: 'user/cart',
    paymentEft: 'payment/success/eft',
    paymentFree: 'payment/success/free',
    paymentSuccess: 'payment/success/:trackingId',
    paymentFail: 'payment/fail/:trackingId',
  },
});
