// Runs drizzle-kit with `drizzle-orm` resolved from this package.
// npm hoists drizzle-kit to the workspace root but keeps drizzle-orm under api/node_modules,
// and drizzle-kit's own `import('drizzle-orm/version')` would otherwise not find it.
import Module, { createRequire, register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = new URL('../', import.meta.url);
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const base = ${JSON.stringify(here.href)};
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: base + 'package.json' });
        }
        return next(specifier, context);
      }
    `),
);

// drizzle-kit also require()s drizzle-orm while it loads the schema.
process.env.NODE_PATH = fileURLToPath(new URL('node_modules', here));
Module._initPaths();

const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
await import(pathToFileURL(bin).href);
