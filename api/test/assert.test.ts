import strict from 'node:assert/strict';
import { describe, it } from 'node:test';
import assert from './support/assert';

describe("the API tests' assert", () => {
  it('fails a falsy ok with its own words, without reading the test file for them', () => {
    for (const check of [() => assert.ok(0), () => assert(null), () => assert.ok(false)]) {
      strict.throws(check, { name: 'AssertionError', message: 'expected a truthy value' });
    }
    strict.throws(() => assert.ok('', 'the basket is empty'), { message: 'the basket is empty' });
  });

  it('passes a truthy value, and keeps every other assertion strict', () => {
    assert.ok(1);
    assert(true);
    strict.throws(() => assert.equal(1, '1' as unknown as number), { name: 'AssertionError' });
    strict.throws(() => assert.deepEqual({ a: 1 }, { a: '1' }), { name: 'AssertionError' });
  });
});
