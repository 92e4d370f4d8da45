// Mutation testing of the API's money path (README "Mutation testing"). The API is tested with
// node:test on PGlite, which Stryker's jest runner cannot drive, so each mutant runs a command.
// `npm run test:mutation:api` runs the purchase rules (`services/checkout-rules.ts`): the rules'
// own test first (seconds, no database), and only when it passes the checkout tests through the
// API.
//
// The checkout service and its repositories are 978 mutants whose changes only the API tests
// notice, several seconds of PGlite each, so they run in pieces, each with its own incremental
// file, one piece per sitting: API_MUTATE=<piece> npm run test:mutation:api. A mutant runs the
// API test files one after another, the one that catches most first, and stops at the first
// that fails.
import { readFileSync } from 'node:fs';

const RULES_TEST = 'node --import tsx --test test/checkout-rules.test.ts';
const API_TEST_FILES = [
  'checkout',
  'member-price',
  'orders',
  'payment-page',
  'order-contracts',
  'refund-paybacks',
  'withdrawal',
  'iyzico',
];
const apiTests = (files) =>
  files.map((file) => `node --import tsx --test test/${file}.test.ts`).join(' && ');

const SERVICE = 'api/src/services/checkout.ts';
/**
 * The service's pieces as ranges of lines (Stryker's `file:from-to`), found by the lines that
 * open them, so an edit above a piece moves its range with it.
 */
const serviceRanges = () => {
  const lines = readFileSync(new URL(SERVICE, import.meta.url), 'utf8').split('\n');
  const lineOf = (test, what) => {
    const index = lines.findIndex(test);
    if (index < 0) throw new Error(`stryker.api.config.mjs: ${SERVICE} has no ${what}`);
    return index + 1;
  };
  const steps = lineOf((line) => line.includes('// The steps of makePayment'), 'steps comment');
  const api = lineOf((line) => line === '  return {', "service object's `return {`");
  const contracts = lineOf((line) => line.includes('async contracts(userId'), 'contracts()');
  // From the doc comment above contracts().
  let payments = contracts;
  while (payments > api && !lines[payments - 1].trim().startsWith('/**')) payments -= 1;
  const end = lineOf((line) => line.startsWith('export type CheckoutService'), 'CheckoutService');
  const range = (from, to) => `${SERVICE}:${from}-${to}`;
  return {
    orders: range(1, steps - 1),
    steps: range(steps, api - 1),
    basket: range(api, payments - 1),
    payments: range(payments, end - 1),
  };
};

/** What each piece mutates. */
const PIECES = {
  rules: ['api/src/services/checkout-rules.ts'],
  // settle, refunds, receipts and contracts' files, the seller and the bank details
  'service-orders': () => [serviceRanges().orders],
  // the steps of makepayment: the basket held, open orders replaced, owned seats refused, a
  // free order completed, a transfer awaited, a card payment started and confirmed
  'service-steps': () => [serviceRanges().steps],
  // the basket's calls and makepayment itself
  'service-basket': () => [serviceRanges().basket],
  // contracts, orders and receipts read, payment events, transfers confirmed, orders expired
  'service-payments': () => [serviceRanges().payments],
  repositories: [
    'api/src/repositories/baskets.ts',
    'api/src/repositories/orders.ts',
    'api/src/repositories/checkout.ts',
  ],
};
const piece = process.env.API_MUTATE ?? 'rules';
if (!PIECES[piece]) throw new Error(`API_MUTATE: unknown piece ${piece} (${Object.keys(PIECES)})`);

const command = () => {
  if (piece !== 'rules') return `cd api && ${apiTests(API_TEST_FILES)}`;
  // API_MUTATION_TESTS=rules asks the rules' own test only.
  if (process.env.API_MUTATION_TESTS === 'rules') return `cd api && ${RULES_TEST}`;
  return `cd api && ${RULES_TEST} && ${apiTests(['checkout', 'member-price'])}`;
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'command',
  commandRunner: { command: command() },
  coverageAnalysis: 'off',
  mutate: typeof PIECES[piece] === 'function' ? PIECES[piece]() : PIECES[piece],
  // The sandbox needs the API and @lms/shared (its contracts price the lines), nothing else.
  ignorePatterns: [
    '/*',
    '!/api',
    '!/shared',
    '!/package.json',
    '!/tsconfig*.json',
    '/api/data',
    '/api/outbox',
    '**/dist',
  ],
  incremental: true,
  incrementalFile: `reports/mutation/api-${piece === 'rules' ? (process.env.API_MUTATION_TESTS ?? 'all') : piece}.incremental.json`,
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/api-${piece}.html` },
  jsonReporter: { fileName: `reports/mutation/api-${piece}.json` },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};
