/** Unit and component tests of the front-end packages (jest + Testing Library). */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  // An absolute path, not <rootDir>: Stryker's jest runner loads the environment itself.
  testEnvironment: require('node:path').join(__dirname, 'tools/jest/jsdom-with-fetch.cjs'),
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/shell/src',
    '<rootDir>/mf-catalog/src',
    '<rootDir>/mf-checkout/src',
    '<rootDir>/mf-learning/src',
    '<rootDir>/mf-content/src',
    '<rootDir>/mf-account/src',
    '<rootDir>/mf-admin/src',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc], '^.+\\.mjs$': ['@swc/jest', swc] },
  // ky and TanStack Table (with its store) ship ESM only, so they are transformed too.
  transformIgnorePatterns: [
    '/node_modules/(?!(ky|yet-another-react-lightbox|react-player|@tanstack/(react-table|table-core|store|react-store))/)',
  ],
  moduleNameMapper: {
    '\\.(svg|png|jpe?g|webp|mp4)$': '<rootDir>/tools/jest/file-stub.cjs',
    '\\.css$': '<rootDir>/tools/jest/file-stub.cjs',
  },
  // jest's 5 s default is too short for a component test on a busy two-core machine (a load
  // average of 15 seen in CI); a test that hangs still fails, just later.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup.ts'],
  testEnvironmentOptions: { url: 'http://localhost:3000/' },
};
