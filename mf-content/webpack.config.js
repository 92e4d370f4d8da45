const createConfig = require('@lms/tools/webpack.base.cjs');
const federation = require('./federation.config.cjs');

const base = createConfig({ dir: __dirname, port: 3004, ...federation });

// The lightbox's stylesheets are read as text and injected when the lightbox first opens
// (src/features/gallery/components/lightbox-styles.ts); the shared base has no CSS loader.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({
    test: /yet-another-react-lightbox[\\/].+\.css$/,
    type: 'asset/source',
  });
  return config;
};
