// The shell's entry chunk (main.js) asks for the shared libraries and its bootstrap chunks only
// once it has run, which on a slow phone is half a second after it arrived. This plugin names
// those files in index.html for <link rel="preload" as="script">, so they download together with
// main.js (a short start-up chain). The list comes from webpack's chunk graph: the
// chunks of the entry's dynamic imports (./bootstrap) and of every shared library the shell
// provides, which are the copies the page runs (the shell is loaded first).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/** The JavaScript files of the chunk groups that these async blocks open. */
const filesOfBlocks = (compilation, blocks) => {
  const files = new Set();
  for (const block of blocks) {
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    for (const chunk of group?.chunks ?? []) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
};

/** Every module the entry's own code imports, followed through its static imports. */
const entryModules = (compilation, entry) => {
  const seen = new Set();
  const visit = (module) => {
    if (!module || seen.has(module)) return;
    seen.add(module);
    for (const connection of compilation.moduleGraph.getOutgoingConnections(module)) {
      if (
        connection.module &&
        compilation.chunkGraph.isModuleInChunkGroup(connection.module, entry)
      )
        visit(connection.module);
    }
  };
  for (const chunk of entry.chunks) {
    for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) visit(module);
  }
  return [...seen];
};

/** The file a dynamic import (an async block) loads. */
const importedResource = (compilation, block) =>
  block.dependencies
    .map((dependency) => compilation.moduleGraph.getModule(dependency)?.nameForCondition() ?? '')
    .join(' ');

class StartupPreloadPlugin {
  /**
   * @param {object} [options]
   * @param {RegExp} [options.skip] dynamic imports of these modules are not preloaded: the single
   *   build's imports of every remote's exposed modules (tools/single-build), which the federated
   *   shell loads at run time and never preloads from index.html
   */
  constructor({ skip } = {}) {
    this.skip = skip;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return data;
        const blocks = [
          // import('./bootstrap') and any other dynamic import of the entry's modules
          ...entryModules(compilation, entry)
            .flatMap((module) => module.blocks)
            .filter((block) => !this.skip || !this.skip.test(importedResource(compilation, block))),
          // the factories of the shared libraries the shell provides
          ...[...compilation.modules]
            .filter((module) => module.type === 'provide-module')
            .flatMap((module) => module.blocks),
        ];
        const publicPath = data.publicPath === 'auto' ? '' : data.publicPath;
        const files = [...filesOfBlocks(compilation, blocks)].map((file) => `${publicPath}${file}`);
        // Written by a script after index.html's early requests rather than as <link> tags: the
        // browser's preload scanner fetches tags first, and on HTTP/1.1 (six connections per
        // origin) app-config.json then queues behind fifteen chunks, and with it the remote's
        // manifest and the page's chunks (course page: manifest at 1.45 s instead of 0.84 s).
        const code = `${JSON.stringify(files)}.forEach(function (href) {
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
});`;
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, code));
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
