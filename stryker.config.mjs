// Mutation testing: Stryker changes the code where money and identity are decided and asks
// whether any test notices (README "Mutation testing"). `npm run test:mutation` runs every
// target; `MUTATE=cart npm run test:mutation` one of them. Runs are incremental: only mutants in
// code or tests changed since the last run (reports/mutation/incremental.json) run again.
const TARGETS = {
  // @lms/shared's contracts and validators, with every jest test that reaches them.
  contracts: ['shared/src/contracts/**/*.ts', '!**/*.test.ts'],
  // The cart: participants, the idempotency key, the contracts and the payment redirect.
  cart: [
    'mf-checkout/src/features/cart/**/*.{ts,tsx}',
    'mf-checkout/src/lib/**/*.ts',
    '!**/*.test.*',
  ],
  // The exam: its state machine, timer and page.
  exam: ['mf-learning/src/features/exams/**/*.{ts,tsx}', '!**/*.test.*'],
};

const chosen = process.env.MUTATE?.split(',') ?? Object.keys(TARGETS);
for (const name of chosen) {
  if (!TARGETS[name]) throw new Error(`MUTATE: unknown target ${name} (${Object.keys(TARGETS)})`);
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.config.js', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  mutate: chosen.flatMap((name) => TARGETS[name]),
  // The sandbox needs the front-end packages and their config, not the API, e2e or builds.
  ignorePatterns: ['/api', '/e2e', '**/dist', '/reports', '/coverage', '**/test-results'],
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  // A two-core machine: one test process per core.
  concurrency: 2,
  timeoutMS: 30_000,
  // Module-level constants (message tables, schemas built at load) would need every test per
  // mutant; they are reported as ignored instead.
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/report.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};
