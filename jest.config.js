/** Unit and component tests of every front-end package in one run (tools/jest.config.cjs). */
const createJestConfig = require('./tools/jest.config.cjs');

module.exports = createJestConfig({
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
});
