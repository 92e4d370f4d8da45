/**
 * Runtime values of `@lms/shared/contracts` that checkout needs: the zod schemas of its routes and
 * the one price function the cart uses too. Loaded the way `lib/contracts.ts` explains (the shared
 * package is CommonJS to tsx, so named ESM exports come through `default`).
 */
type Contracts = typeof import('@lms/shared/contracts');

const loaded = (await import('@lms/shared/contracts')) as Contracts & { default?: Contracts };
const contracts: Contracts =
  loaded.default && 'priceLine' in loaded.default ? loaded.default : loaded;

export const {
  addToBasketSchema,
  deleteBasketItemSchema,
  checkPartySchema,
  makePaymentSchema,
  trackingIdParam,
  priceLine,
  priceTotals,
  toKurus,
  fromKurus,
  PaymentMethod,
} = contracts;
