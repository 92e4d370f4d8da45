// Mutation testing of the API's purchase rules (README "Mutation testing"). The API is tested
// with node:test on PGlite, which Stryker's jest runner cannot drive, so each mutant runs a
// command: the rules' own test first (a few seconds, no database), and only when it passes the
// checkout tests through the API (~20 s each under load). `npm run test:mutation:api`.
//
// Only services/checkout-rules.ts: services/checkout.ts and the repositories it uses are ~1,100
// lines whose mutants only the PGlite files notice; at ~20 s a run per mutant that is hours at
// concurrency 2 here (the README has the estimate).

const RULES_TEST = 'node --import tsx --test test/checkout-rules.test.ts';
const API_TESTS =
  'node --import tsx --test --test-concurrency=1 test/checkout.test.ts test/member-price.test.ts';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'command',
  commandRunner: {
    // API_MUTATION_TESTS=rules asks the rules' own test only: on a loaded machine the checkout
    // files take minutes per mutant at nice 19, the rules' test seconds.
    command:
      process.env.API_MUTATION_TESTS === 'rules'
        ? `cd api && ${RULES_TEST}`
        : `cd api && ${RULES_TEST} && ${API_TESTS}`,
  },
  coverageAnalysis: 'off',
  mutate: ['api/src/services/checkout-rules.ts'],
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
  incrementalFile: `reports/mutation/api-${process.env.API_MUTATION_TESTS ?? 'all'}.incremental.json`,
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/api.html' },
  jsonReporter: { fileName: 'reports/mutation/api.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};
