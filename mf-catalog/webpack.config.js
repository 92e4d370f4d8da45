const path = require('node:path');
const createConfig = require('../tools/webpack.base.cjs');
const federation = require('./federation.config.cjs');

const base = createConfig({ dir: __dirname, port: 3001, ...federation });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.resolve.alias = {
    ...config.resolve.alias,
    'resize-observer-polyfill': path.join(__dirname, 'src/vendor/resize-observer.ts'),
  };
  return config;
};
