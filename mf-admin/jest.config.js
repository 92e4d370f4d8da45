/** This remote's unit and component tests, run in its folder (`npm test`, docs/decisions/0012). */
module.exports = require('@lms/tools/jest.config.cjs')({ roots: ['<rootDir>/src'] });
