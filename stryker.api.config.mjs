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

/** What each piece mutates (Stryker's `file:from-to` is a range of lines). */
const PIECES = {
  rules: ['api/src/services/checkout-rules.ts'],
  // settle, refunds, receipts and contracts' files, the seller and the bank details
  'service-orders': ['api/src/services/checkout.ts:1-422'],
  // the steps of makepayment: the basket held, open orders replaced, owned seats refused, a
  // free order completed, a transfer awaited, a card payment started and confirmed
  'service-steps': ['api/src/services/checkout.ts:423-586'],
  // the basket's calls and makepayment itself
  'service-basket': ['api/src/services/checkout.ts:587-797'],
  // contracts, orders and receipts read, payment events, transfers confirmed, orders expired
  'service-payments': ['api/src/services/checkout.ts:798-1074'],
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
  mutate: PIECES[piece],
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
