// Mutation testing: Stryker changes the code where money and identity are decided and asks
// whether any test notices (README "Mutation testing"). `npm run test:mutation` runs every
// target; `MUTATE=cart npm run test:mutation` one of them. Runs are incremental: only mutants in
// code or tests changed since the last run (reports/mutation/<target>.incremental.json) run
// again. The API's purchase rules have their own config (stryker.api.config.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const TARGETS = {
  // @lms/shared's contracts and validators, with every jest test that reaches them.
  contracts: ['shared/src/contracts/**/*.ts', '!**/*.test.ts'],
  // The cart, in three targets that each fit a sitting (it was 545 mutants, a run of 1 h 46 min
  // on an idle machine; `npm run mutation:summary` gives the three together): its lines and
  // prices, the participants' table and rules, the endpoints, the idempotency key and the payment
  // redirect; then its two dialogs; then the page. The participant file import is its own target.
  cart: [
    'mf-checkout/src/features/cart/**/*.{ts,tsx}',
    'mf-checkout/src/lib/**/*.ts',
    '!mf-checkout/src/features/cart/participant-import.ts',
    '!mf-checkout/src/features/cart/components/participant-upload.tsx',
    '!mf-checkout/src/features/cart/components/participant-dialog.tsx',
    '!mf-checkout/src/features/cart/components/payment-dialog.tsx',
    '!mf-checkout/src/features/cart/components/cart-page.tsx',
    '!**/*.test.*',
  ],
  // Adding or editing a participant (the server's party check), and paying (method, contracts).
  'cart-dialogs': [
    'mf-checkout/src/features/cart/components/participant-dialog.tsx',
    'mf-checkout/src/features/cart/components/payment-dialog.tsx',
  ],
  // The cart page: the order it builds, the key of each attempt, the party checks, the payment.
  'cart-page': ['mf-checkout/src/features/cart/components/cart-page.tsx'],
  // Adding participants from a spreadsheet: reading the rows, their errors, the upload dialog.
  'cart-import': [
    'mf-checkout/src/features/cart/participant-import.ts',
    'mf-checkout/src/features/cart/components/participant-upload.tsx',
  ],
  // The exam: where it decides — its state machine and hook (the answer, finishing once, time
  // up), the timer (the deadline, thresholds, zero) and the page. Not its endpoint files (one
  // call each) nor the review's markup: the whole folder was ~410 mutants, ~55 min here.
  exam: [
    'mf-learning/src/features/exams/hooks/exam-machine.ts',
    'mf-learning/src/features/exams/hooks/use-exam.ts',
    'mf-learning/src/features/exams/components/exam-timer.tsx',
    'mf-learning/src/features/exams/components/exam-page.tsx',
  ],
  // The back office's role checks: who may open a page, which menu items a role sees, and the
  // gate that sends guests and learners away.
  admin: [
    'mf-admin/src/lib/roles.ts',
    'mf-admin/src/layout/admin-gate.tsx',
    'mf-admin/src/layout/admin-layout.tsx',
    'mf-admin/src/admin-app.tsx',
  ],
};

/**
 * The tests a target runs, when not every test that imports its files: `roles.ts` is imported by
 * every back-office page, so jest's related tests would be the whole back office (minutes per
 * run, and its slowest editor tests time out under load), while the role checks are asserted by
 * the app's and the roles' tests.
 */
const TESTS = {
  admin: ['**/mf-admin/src/admin-app.test.tsx', '**/mf-admin/src/lib/roles.test.ts'],
};

/**
 * `@lms/shared` as the sandbox's copy. The remotes import it by name, and node_modules (linked
 * from the sandbox to the original) leads to the original files: a mutant in the contracts would
 * reach the contracts' own tests but never a remote's, which reported it as having no test. The
 * package's exports, mapped into the sandbox, with the mappings jest already has.
 */
const sharedInSandbox = () => {
  const require = createRequire(import.meta.url);
  const { moduleNameMapper } = require('./jest.config.js');
  const { exports } = JSON.parse(readFileSync(new URL('shared/package.json', import.meta.url)));
  const mapped = Object.entries(exports).map(([subpath, file]) => [
    `^@lms/shared${subpath.slice(1).replace(/[.]/g, '\\.').replace('*', '(.*)')}$`,
    `<rootDir>/shared/${file.slice(2).replace('*', '$1')}`,
  ]);
  return { ...moduleNameMapper, ...Object.fromEntries(mapped) };
};

/**
 * Targets whose static mutants run (each against every related test, the module loaded afresh).
 * With them ignored, a module-level function replaced by `() => undefined` is switched at load,
 * before a test activates it, and survives however well it is tested (stryker-js #3774): in
 * the cart that was 26 of 189 survivors. Run, the cart's participant rules went from 72.2 % to
 * 88.9 % (36 mutants, 18 min at concurrency 1 instead of a share of the whole run).
 */
const RUN_STATIC = new Set(['cart', 'cart-dialogs', 'cart-page', 'cart-import', 'exam']);

/**
 * The contracts files with a test of their own, a target each (`MUTATE=contracts-admin-exams`),
 * static mutants included. Most of a contract is a schema built at load, which `contracts`
 * reports as ignored (it would need every remote's tests per mutant); here a mutant reloads the
 * schemas and runs the file's own test (`<file>.test.ts`), a second or two each.
 * `npm run mutation:summary` counts a mutant detected by any run: this one, `contracts` or the
 * API's `api-contracts-<file>` piece (stryker.api.config.mjs).
 */
const CONTRACT_UNITS = [
  'admin-associations',
  'admin-audit',
  'admin-content',
  'admin-courses',
  'admin-dashboard',
  'admin-exams',
  'admin-media',
  'admin-orders',
  'admin-people',
  'admin-site',
  'auth',
  'commerce',
  'common',
  'constants',
  'content',
  'courses',
  'exams',
  'fields',
  'images',
  'order-contracts',
  'responses',
  'settings',
  'slug',
  'staff',
  'team',
  'users',
  'validators',
  'vitals',
  'withdrawal',
];
for (const file of CONTRACT_UNITS) {
  TARGETS[`contracts-${file}`] = [`shared/src/contracts/${file}.ts`];
  TESTS[`contracts-${file}`] = [`**/shared/src/contracts/${file}.test.ts`];
  RUN_STATIC.add(`contracts-${file}`);
}

const chosen = process.env.MUTATE?.split(',') ?? Object.keys(TARGETS);
for (const name of chosen) {
  if (!TARGETS[name]) throw new Error(`MUTATE: unknown target ${name} (${Object.keys(TARGETS)})`);
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    enableFindRelatedTests: true,
    config: {
      moduleNameMapper: sharedInSandbox(),
      ...(chosen.every((name) => TESTS[name])
        ? { testMatch: chosen.flatMap((name) => TESTS[name]) }
        : {}),
    },
  },
  coverageAnalysis: 'perTest',
  mutate: chosen.flatMap((name) => TARGETS[name]),
  // The sandbox needs the front-end packages and their config, not the API, e2e or builds.
  ignorePatterns: ['/api', '/e2e', '**/dist', '/reports', '/coverage', '**/test-results'],
  // One incremental file per target (a run keeps only the files it mutated, so targets run one
  // at a time would otherwise forget each other's results).
  // Not for the contract units: a static mutant that survived is not run again when a test is
  // added (contracts-admin-exams, incremental after its new tests: 43 %; with --force: 89 %), and
  // a whole run is minutes.
  incremental: !chosen.some((name) => CONTRACT_UNITS.includes(name.slice('contracts-'.length))),
  incrementalFile: `reports/mutation/${chosen.join('+')}.incremental.json`,
  // A two-core machine: one test process per core.
  concurrency: 2,
  timeoutMS: 30_000,
  // Module-level constants (message tables, schemas built at load) would need every test per
  // mutant; they are reported as ignored instead, except in the targets of RUN_STATIC.
  ignoreStatic: !chosen.every((name) => RUN_STATIC.has(name)),
  // styled-components' CSS is reported as ignored (scripts/stryker-ignore-styles.mjs says why).
  plugins: ['@stryker-mutator/*', './scripts/stryker-ignore-styles.mjs'],
  ignorers: ['styles'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${chosen.join('+')}.html` },
  jsonReporter: { fileName: `reports/mutation/${chosen.join('+')}.json` },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};
