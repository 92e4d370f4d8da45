/** What the catalog remote exposes to the shell (architecture §2). */
module.exports = {
  name: 'catalog',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './SearchOverlay': './src/exposes/search-overlay.tsx',
  },
};
