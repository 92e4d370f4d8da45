import strict from 'node:assert/strict';

const FALSY = 'expected a truthy value';

/**
 * `node:assert/strict` with one change: `assert(value)` and `assert.ok(value)` without a message
 * fail at once. Node words their message by parsing the calling file from its start, and tsx runs
 * each test file as a single line (esbuild's `minifyWhitespace`), so a failing `ok` deep in a
 * large test file spun the CPU for minutes before it failed (a mutant that broke a card payment
 * hung `checkout.test.ts`). The failure's stack still names the line.
 */
function ok(value: unknown, message: string | Error = FALSY): asserts value {
  strict.ok(value, message);
}

const assert: typeof strict = Object.assign(ok, strict, { ok });
export default assert;
