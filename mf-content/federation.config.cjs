/** What the content remote exposes to the shell (architecture §2). */
module.exports = {
  name: 'content',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './ShareBar': './src/exposes/share-bar.tsx',
    './ContactForm': './src/exposes/contact-form.tsx',
  },
};
