// One webpack + Module Federation setup for the shell and every remote (architecture §2).
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { KeepReleasesPlugin, stampBuildVersion } = require('./keep-releases-plugin.cjs');
const { sharedUsage } = require('./shared-usage.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/** A chunk that does not arrive within this time fails, so the area shows its fallback. */
const CHUNK_LOAD_TIMEOUT_MS = 8_000;
/** Releases whose chunks a production build keeps in dist/ for pages opened before a deploy. */
const KEEP_RELEASES = Number(process.env.KEEP_RELEASES ?? 3);

const SINGLETONS = require('./singletons.cjs');

/**
 * The shell hands its federation runtime core to the remotes (a global the runtime reads), so a
 * production remoteEntry.js does not carry a second copy (~26 KB → ~9 KB gzip). The plugin's
 * ES build is named because its CommonJS build would pull in a second runtime core.
 */
const PROVIDE_RUNTIME_PLUGIN = (() => {
  const resolved = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = path.join(path.dirname(resolved), 'index.js');
  return fs.existsSync(esm) ? esm : resolved;
})();

/** File names stay well under the 255 bytes a file system allows (with hash and `.js`). */
const MAX_SPLIT_NAME = 120;

/**
 * `a~b` for a chunk split out of the lazy chunks a and b; numbered when none has a name. A chunk
 * shared by so many that the name grows too long (the back office's pages share their tables and
 * forms) is named `shared-<hash of the names>`.
 */
const splitChunkName = (_module, chunks) => {
  const names = chunks.map((chunk) => chunk.name).filter(Boolean);
  if (names.length !== chunks.length) return undefined;
  const joined = [...names].sort().join('~');
  if (joined.length <= MAX_SPLIT_NAME) return joined;
  return `shared-${require('node:crypto').createHash('sha256').update(joined).digest('hex').slice(0, 12)}`;
};

/**
 * The range of a shared package a container requires at run time. For @lms/shared it is the major
 * it was built against (`^2.7.0` → `^2.0.0`): what a remote uses of it within that major, the
 * names it imports and the session fields, is recorded in its manifest and compared with the
 * shell by check:release (docs/decisions/0009), so a minor bump the deployed shell does not have
 * yet does not take a remote down.
 */
const requiredRange = (name, range) => {
  if (name !== '@lms/shared') return range;
  const major = /^\^?(\d+)\./.exec(range)?.[1];
  return major ? `^${major}.0.0` : range;
};

const sharedConfig = (pkg) =>
  Object.fromEntries(
    SINGLETONS.map((name) => {
      const base = name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
      const range = pkg.dependencies[base];
      if (!range) throw new Error(`${pkg.name} must depend on ${base} to share it`);
      return [name, { singleton: true, requiredVersion: requiredRange(name, range) }];
    }),
  );

/**
 * @param {object} options
 * @param {string} options.dir        package folder (__dirname of its webpack.config.js)
 * @param {string} options.name       federation name: shell|catalog|checkout|learning|content|account
 * @param {number} options.port       dev server port
 * @param {Record<string,string>} [options.exposes]
 */
module.exports = function createConfig({ dir, name, port, exposes }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const isRemote = name !== 'shell';
  const publicDir = path.join(dir, 'public');
  // The common strings (/locales/{lng}.json, spec §7) are @lms/shared's; the shell serves them.
  // Resolved from the package, so a remote built in its own repository finds its installed copy.
  const commonLocales = path.dirname(
    require.resolve('@lms/shared/locales/en.json', { paths: [dir] }),
  );

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote running alone (`npm run dev -w …`) is its own host, so only production remotes,
    // always loaded by the shell, leave the runtime core to it. Their dist/ has no index.html.
    const externalRuntime = isRemote && production;
    const copyPatterns = [
      ...(fs.existsSync(publicDir)
        ? [{ from: publicDir, globOptions: { ignore: ['**/index.html'] } }]
        : []),
      ...(isRemote ? [] : [{ from: commonLocales, to: 'locales' }]),
      // The page's icon, for every build that has a page.
      ...(externalRuntime ? [] : [{ from: path.join(__dirname, 'favicon.svg') }]),
    ];
    return {
      mode: production ? 'production' : 'development',
      // The container entry (remoteEntry.js) is all a production remote needs.
      entry: externalRuntime ? {} : path.join(dir, 'src/index.ts'),
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: `lms_${name}`,
        // The federation runtime cannot template [contenthash] into entry names; chunks get it.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // Production keeps the chunks of earlier releases (KeepReleasesPlugin prunes them).
        clean: !production,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            // @lms/shared ships its TypeScript source (docs/decisions/0012): installed from a
            // tarball it is under node_modules, and compiled like the package's own code.
            exclude: /node_modules[\\/](?!@lms[\\/])/,
            use: {
              loader: 'ts-loader',
              options: {
                transpileOnly: true,
                allowTsInNodeModules: true,
                configFile: path.join(dir, 'tsconfig.json'),
                compilerOptions: { noEmit: false, module: 'esnext', sourceMap: !production },
              },
            },
          },
          // The contracts only define schemas and constants: a page takes the files it uses,
          // not every schema of the barrel (each built when its file is evaluated).
          { test: /[\\/]shared[\\/]src[\\/]contracts[\\/]/, sideEffects: false },
          { test: /\.(png|jpe?g|gif|svg|webp|mp4)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(production ? [new KeepReleasesPlugin({ keep: KEEP_RELEASES })] : []),
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          // buildVersion: the build's content hash, not package.json's version (0001).
          // and what it provides or imports of @lms/shared (check:release, 0009).
          manifest: {
            additionalData: ({ stats, compilation }) => {
              const lmsShared = sharedUsage(compilation, { provider: !isRemote });
              stats.metaData = { ...stats.metaData, ...(lmsShared ? { lmsShared } : {}) };
              return stampBuildVersion({ stats, compilation });
            },
          },
          dts: false,
          shared: sharedConfig(pkg),
          shareStrategy: 'loaded-first',
          experiments: {
            optimization: { target: 'web' },
            ...(externalRuntime ? { externalRuntime: true } : {}),
          },
          ...(isRemote ? {} : { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN] }),
        }),
        ...(externalRuntime
          ? []
          : [
              new HtmlWebpackPlugin({
                template: fs.existsSync(path.join(publicDir, 'index.html'))
                  ? path.join(publicDir, 'index.html')
                  : path.join(__dirname, 'index.html'),
                title: 'İhracat Akademisi',
                chunks: ['main'],
                hash: production,
              }),
              ...(production ? [new StartupPreloadPlugin()] : []),
            ]),
        ...(copyPatterns.length > 0 ? [new CopyPlugin({ patterns: copyPatterns })] : []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        // swc's minifier instead of webpack's default terser: the same settings (two compress
        // passes), output 1–2 % smaller, built 2.5× faster (mf-content: 34–40 s against 88–96 s,
        // taken in one run on the 2-core machine); seven builds run in each e2e pass.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 } },
          }),
        ],
        // A remote's split chunks are named after the lazy chunks that share them
        // (`page-courseList~page-courseDetail`), so the shell can preload every file of the
        // current page (`page-<id>` in its name) without loading the remote's code first.
        ...(isRemote ? { splitChunks: { name: splitChunkName } } : {}),
      },
      devServer: {
        port,
        host: 'localhost',
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A remote running alone serves the common strings (/locales/{lng}.json) as the shell does.
        static: [
          ...(fs.existsSync(publicDir) ? [{ directory: publicDir }] : []),
          ...(isRemote ? [{ directory: commonLocales, publicPath: '/locales' }] : []),
        ],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
};
