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
  // the back office's confirm-transfer goes through the service's confirmTransferOrder
  'admin-orders',
  // how many notices an address and a buyer's free orders have had (repositories/orders.ts)
  'enrolment-notices',
  // a course named in its reader's language: the basket, the receipt, the mails
  'course-names-in-language',
  'content-english-courses',
  // a deleted account's orders keep the buyer's name and tax details on the receipt
  'kvkk',
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
  // The doc comment that opens contractsFile(): the order's files, after settling.
  const files = lineOf(
    (line) => line.includes("An order's accepted contracts as one PDF"),
    'contractsFile()',
  );
  const contracts = lineOf((line) => line.includes('async contracts(userId'), 'contracts()');
  // From the doc comment above contracts().
  let payments = contracts;
  while (payments > api && !lines[payments - 1].trim().startsWith('/**')) payments -= 1;
  const end = lineOf((line) => line.startsWith('export type CheckoutService'), 'CheckoutService');
  // The doc comments that open payable() and confirmTransfer().
  const events =
    lineOf((line) => line.includes("Whether the provider's hosted page"), 'payable()') - 1;
  const transfers =
    lineOf((line) => line.includes("The admin's confirm-transfer"), 'confirmTransfer()') - 1;
  const range = (from, to) => `${SERVICE}:${from}-${to}`;
  return {
    orders: range(1, steps - 1),
    settle: range(1, files - 1),
    files: range(files, steps - 1),
    steps: range(steps, api - 1),
    basket: range(api, payments - 1),
    payments: range(payments, end - 1),
    reads: range(payments, events - 1),
    events: range(events, transfers - 1),
    transfers: range(transfers, end - 1),
  };
};

/** What each piece mutates. */
const PIECES = {
  rules: ['api/src/services/checkout-rules.ts'],
  // settle, refunds, receipts and contracts' files, the seller and the bank details
  'service-orders': () => [serviceRanges().orders],
  // service-orders in two, each a sitting of its own: an order's summary, settling it (seats,
  // mails, notices) and refunds; its files (contracts' PDF, receipts, the seller, the bank's
  // details, the contracts rendered)
  'service-settle': () => [serviceRanges().settle],
  'service-files': {
    mutate: () => [serviceRanges().files],
    // the files' readers: the contracts (their PDF and rendering), receipts (the buyer's, the
    // mail queue's, staff's, a deleted account's, in the reader's language), the bank's details
    // (a transfer's answer and mail) and the seller (site settings)
    tests: [
      'order-contracts',
      'orders',
      'checkout',
      'kvkk',
      'course-names-in-language',
      'mail-language',
      'admin-site',
      'admin-orders',
      // a discounted line's unit price on the receipt
      'member-price',
    ],
  },
  // the steps of makepayment: the basket held, open orders replaced, owned seats refused, a
  // free order completed, a transfer awaited, a card payment started and confirmed
  'service-steps': () => [serviceRanges().steps],
  // the basket's calls and makepayment itself
  'service-basket': () => [serviceRanges().basket],
  // contracts, orders and receipts read, payment events, transfers confirmed, orders expired
  'service-payments': () => [serviceRanges().payments],
  // service-payments in three, each a sitting of its own: contracts, orders and receipts read;
  // the hosted page's check and the provider's callbacks; transfers confirmed, orders expired
  'service-reads': () => [serviceRanges().reads],
  'service-events': {
    mutate: () => [serviceRanges().events],
    // orders: a bank's second capture of a completed order (`chargeAgain`)
    tests: ['checkout', 'payment-page', 'iyzico', 'refund-paybacks', 'orders'],
  },
  'service-transfers': {
    mutate: () => [serviceRanges().transfers],
    tests: ['admin-orders', 'checkout', 'orders'],
  },
  repositories: [
    'api/src/repositories/baskets.ts',
    'api/src/repositories/orders.ts',
    'api/src/repositories/checkout.ts',
  ],
  // repositories in two, each a sitting of its own: the baskets' rows (read, lines, participants,
  // cleared once ordered, a cancelled course taken out), and the orders' rows
  'repositories-baskets': {
    mutate: ['api/src/repositories/baskets.ts', 'api/src/repositories/checkout.ts'],
    // checkout: the participants kept with the basket and forgotten once ordered; admin-courses:
    // a cancelled course taken out of every basket
    tests: [
      'checkout',
      'team',
      'member-price',
      'orders',
      'admin-courses',
      'course-names-in-language',
      'content-english-courses',
      'enrolment-notices',
    ],
  },
  'repositories-orders': ['api/src/repositories/orders.ts'],
};
/**
 * The back office's contracts in @lms/shared, which only the API's tests exercise (jest's
 * `MUTATE=contracts` finds no test for them): each file with the API test files that send its
 * bodies. `API_MUTATE=contracts-<file>`; the API reads the sandbox's @lms/shared, which holds the
 * mutant, through api/tsconfig.mutation.json (node_modules' link leads to the original).
 */
const CONTRACT_PIECES = {
  'admin-associations': ['member-price'],
  'admin-audit': ['admin-audit'],
  'admin-content': ['admin-blogs', 'admin-galleries', 'content-area'],
  'admin-courses': ['admin-courses'],
  'admin-exams': ['admin-exams'],
  'admin-orders': ['admin-orders', 'refund-paybacks'],
  'admin-people': ['admin-people', 'admin-staff'],
  'admin-site': ['admin-site'],
  constants: ['server', 'auth-core', 'settings', 'order-contracts'],
  'order-contracts': ['order-contracts'],
  staff: ['admin-access', 'admin-staff', 'admin-dashboard'],
  vitals: ['vitals', 'openapi'],
};
for (const [file, tests] of Object.entries(CONTRACT_PIECES)) {
  PIECES[`contracts-${file}`] = { mutate: [`shared/src/contracts/${file}.ts`], tests };
}

const piece = process.env.API_MUTATE ?? 'rules';
if (!PIECES[piece]) throw new Error(`API_MUTATE: unknown piece ${piece} (${Object.keys(PIECES)})`);
const chosen = PIECES[piece];

const command = () => {
  if (chosen.tests) {
    // Exported, so that every test file of the chain reads the sandbox's copy, not the first only.
    return `cd api && export TSX_TSCONFIG_PATH=tsconfig.mutation.json && ${apiTests(chosen.tests)}`;
  }
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
  mutate: [chosen.mutate ?? chosen].flatMap((what) => (typeof what === 'function' ? what() : what)),
  // The sandbox needs the API, @lms/shared (its contracts price the lines) and the TypeScript
  // settings they extend, nothing else.
  ignorePatterns: [
    '/*',
    '!/api',
    '!/shared',
    '!/tools',
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
