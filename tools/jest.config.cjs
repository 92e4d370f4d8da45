/**
 * The jest config of the front-end packages (jest + Testing Library), for the repository's one run
 * over every package (jest.config.js) and for each package's own `npm test` in its folder, inside
 * this repository or in a remote's own repository with @lms/tools installed (docs/decisions/0012).
 */
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/**
 * @param {object} options
 * @param {string[]} options.roots  where the tests are (`<rootDir>/src`)
 */
module.exports = function createJestConfig({ roots }) {
  const swcJest = [require.resolve('@swc/jest'), swc];
  const fileStub = path.join(__dirname, 'jest/file-stub.cjs');
  return {
    // An absolute path, not <rootDir>: Stryker's jest runner loads the environment itself.
    testEnvironment: path.join(__dirname, 'jest/jsdom-with-fetch.cjs'),
    roots,
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swcJest, '^.+\\.mjs$': swcJest },
    // ky and TanStack Table (with its store) ship ESM only, so they are transformed too; so are
    // @lms/shared and @lms/tools, which ship their TypeScript source (installed from a tarball
    // they are under node_modules; in this repository they are linked).
    transformIgnorePatterns: [
      '/node_modules/(?!(@lms|ky|yet-another-react-lightbox|react-player|@tanstack/(react-table|table-core|store|react-store))/)',
    ],
    moduleNameMapper: {
      '\\.(svg|png|jpe?g|webp|mp4)$': fileStub,
      '\\.css$': fileStub,
    },
    // jest's 5 s default is too short for a component test on a busy two-core machine (a load
    // average of 15 seen in CI); a test that hangs still fails, just later.
    testTimeout: 30_000,
    setupFilesAfterEnv: [path.join(__dirname, 'jest/setup.ts')],
    testEnvironmentOptions: { url: 'http://localhost:3000/' },
  };
};
