/**
 * What the admin remote exposes to the shell (architecture §2): one app for every route under
 * the path prefix app-config.json gives it (`routes`, docs/decisions/0007-runtime-route-prefixes.md).
 */
module.exports = {
  name: 'admin',
  exposes: {
    './App': './src/exposes/app.tsx',
  },
};
