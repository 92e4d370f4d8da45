// Code cites the spec, a decision record or the reason, never an issue number: a reader of the
// code cannot look an issue up, and its number says nothing about why the code is as it is.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CITATION = /\b[Ii]ssues? #?\d+\b/;

test('no source file cites an issue number', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.cjs', '*.mjs'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  assert.ok(files.length > 100, 'the repository lists its source files');
  const found = files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  assert.deepEqual(found, [], 'cite the spec, a decision record or the reason instead');
});
