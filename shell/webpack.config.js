const createConfig = require('../tools/webpack.base.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3000 });
