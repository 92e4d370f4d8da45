import fp from 'fastify-plugin';
import { createIyzicoProvider, type IyzicoProvider } from '../payments/iyzico';
import type { PaymentProvider } from '../payments/provider';
import { createSimulatedProvider, type SimulatedProvider } from '../payments/simulated';
import { absolutiser } from '../repositories/urls';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulated provider, with its hosted pages (payments/); they take payments only when it is the one in use. */
    payments: SimulatedProvider;
    /** iyzico, when PAYMENT_PROVIDER=iyzico (payments/iyzico.ts), else null. */
    iyzico: IyzicoProvider | null;
    /** The payment provider in use (PAYMENT_PROVIDER): the simulated one or iyzico. */
    paymentProvider: PaymentProvider;
  }
}

/** The card payment providers (docs/payments.md). */
export const paymentsPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const { checkout } = app.config;
    const absolute = absolutiser(publicUrl);
    app.decorate(
      'payments',
      createSimulatedProvider({ absolute, secret: checkout.paymentSecret, log: app.log }),
    );
    app.decorate(
      'iyzico',
      checkout.iyzico
        ? createIyzicoProvider({ config: checkout.iyzico, absolute, log: app.log })
        : null,
    );
    app.decorate('paymentProvider', app.iyzico?.provider ?? app.payments.provider);
  },
  { name: 'payments' },
);
