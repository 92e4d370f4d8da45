/** What the checkout remote exposes to the shell (architecture §2). */
module.exports = {
  name: 'checkout',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
};
