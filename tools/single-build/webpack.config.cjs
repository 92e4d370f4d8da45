// `npm run build:single`: the shell and every remote's exposed modules as ONE webpack application,
// with no Module Federation runtime (docs/decisions/0013). The shell's own configuration
// (tools/webpack.base.cjs) with three changes:
//  - the federation plugin (and the release ledger that goes with federated releases) is left out;
//  - shell/src/remotes/remote-loader.ts is swapped for ./remote-loader.ts, which imports each
//    remote's exposed modules from ./remote-modules.ts instead of loading them at run time;
//  - the output goes to dist-single/ at the repository root, apart from the federated dist/ folders.
//  - the module rules a remote adds to the base (mf-content's lightbox stylesheets) are added too.
// Everything else (entry, index.html and its early requests, loaders, minifier, start-up
// preloads, app-config.json at run time) is the shell's, so the two builds differ by federation only.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { KeepReleasesPlugin } = require('../keep-releases-plugin.cjs');
const { StartupPreloadPlugin } = require('../startup-preload-plugin.cjs');
const createShellConfig = require('../../shell/webpack.config.js');

const root = path.join(__dirname, '../..');
const REMOTES = ['catalog', 'checkout', 'learning', 'content', 'account', 'admin'];
const federatedLoader = path.join(root, 'shell/src/remotes/remote-loader.ts');
const singleLoader = path.join(__dirname, 'remote-loader.ts');

/** A rule's identity, to add each remote's own rules once: what it applies to. */
const ruleKey = (rule) => String(rule.test);

module.exports = (env, argv) => {
  const config = createShellConfig(env, argv);
  const rules = new Map(config.module.rules.map((rule) => [ruleKey(rule), rule]));
  for (const remote of REMOTES) {
    const remoteConfig = require(path.join(root, `mf-${remote}/webpack.config.js`))(env, argv);
    for (const rule of remoteConfig.module.rules) {
      if (!rules.has(ruleKey(rule))) rules.set(ruleKey(rule), rule);
    }
  }
  return {
    ...config,
    module: { ...config.module, rules: [...rules.values()] },
    output: {
      ...config.output,
      path: path.join(root, 'dist-single'),
      uniqueName: 'lms_single',
      clean: true,
    },
    plugins: [
      ...config.plugins
        .filter(
          (plugin) =>
            !(plugin instanceof ModuleFederationPlugin) && !(plugin instanceof KeepReleasesPlugin),
        )
        // index.html preloads the bootstrap's chunks, not every remote's (the map's imports).
        .map((plugin) =>
          plugin instanceof StartupPreloadPlugin
            ? new StartupPreloadPlugin({ skip: /[\\/]mf-[a-z]+[\\/]src[\\/]exposes[\\/]/ })
            : plugin,
        ),
      new webpack.NormalModuleReplacementPlugin(/remote-loader$/, (resource) => {
        const target = path.resolve(resource.context, resource.request);
        if (target === federatedLoader.replace(/\.ts$/, '')) resource.request = singleLoader;
      }),
    ],
  };
};
