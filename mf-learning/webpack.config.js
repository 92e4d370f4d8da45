const createConfig = require('@lms/tools/webpack.base.cjs');
const federation = require('./federation.config.cjs');

module.exports = createConfig({ dir: __dirname, port: 3003, ...federation });
