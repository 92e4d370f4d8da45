/** What the account remote exposes to the shell (architecture §2). */
module.exports = {
  name: 'account',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
};
