import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { combineContracts, tally } from './mutation-summary.mjs';

const mutant = (line, status, replacement = 'false') => ({
  mutatorName: 'ConditionalExpression',
  replacement,
  status,
  location: { start: { line, column: 3 }, end: { line, column: 9 } },
});
const report = (files) => ({ files });
const file = (source, mutants) => ({ source, language: 'typescript', mutants });

describe('mutation-summary', () => {
  it('scores as Stryker does: timeouts detected, ignored and broken mutants left out', () => {
    const t = tally(['Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError']);
    assert.deepEqual(
      { ...t, score: Math.round(t.score) },
      { mutants: 4, killed: 1, timeout: 1, survived: 1, noCoverage: 1, score: 50 },
    );
    assert.equal(tally(['Ignored']).score, null);
  });

  it('counts a contracts mutant detected when any run detected it, once', () => {
    const source = 'export const a = 1;';
    const jest = report({
      'shared/src/contracts/a.ts': file(source, [
        mutant(1, 'Survived'),
        mutant(2, 'NoCoverage'),
        mutant(3, 'Killed'),
      ]),
      'mf-checkout/src/x.ts': file('x', [mutant(1, 'Survived')]),
    });
    const api = report({
      'shared/src/contracts/a.ts': file(source, [
        mutant(1, 'Killed'),
        mutant(2, 'Survived'),
        mutant(3, 'Survived'),
      ]),
    });
    const { total, perFile } = combineContracts(
      [
        { name: 'contracts', report: jest },
        { name: 'api-contracts-a', report: api },
      ],
      () => source,
    );
    assert.deepEqual([total.mutants, total.killed, total.survived, total.noCoverage], [3, 2, 1, 0]);
    assert.deepEqual(perFile[0].runs, ['contracts', 'api-contracts-a']);
    assert.equal(perFile[0].stale, false);
  });

  it('leaves out a run of older source where the current source was measured, else says stale', () => {
    const jest = report({
      'shared/src/contracts/a.ts': file('old', [mutant(5, 'NoCoverage'), mutant(6, 'NoCoverage')]),
      'shared/src/contracts/b.ts': file('old b', [mutant(1, 'Survived')]),
    });
    const api = report({ 'shared/src/contracts/a.ts': file('new', [mutant(1, 'Killed')]) });
    const { total, perFile } = combineContracts(
      [
        { name: 'contracts', report: jest },
        { name: 'api-contracts-a', report: api },
      ],
      (path) => (path.endsWith('a.ts') ? 'new' : 'new b'),
    );
    assert.deepEqual(
      perFile.map((row) => [row.file, row.mutants, row.killed, row.stale]),
      [
        ['shared/src/contracts/a.ts', 1, 1, false],
        ['shared/src/contracts/b.ts', 1, 0, true],
      ],
    );
    assert.equal(total.mutants, 2);
  });

  it('prints a line per report and the contracts together, from a reports folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    const dir = join(root, 'reports', 'mutation');
    mkdirSync(dir, { recursive: true });
    mkdirSync(join(root, 'shared', 'src', 'contracts'), { recursive: true });
    writeFileSync(join(root, 'shared', 'src', 'contracts', 'a.ts'), 'src');
    const a = {
      'shared/src/contracts/a.ts': file('src', [mutant(1, 'Killed'), mutant(2, 'Survived')]),
    };
    writeFileSync(join(dir, 'contracts.json'), JSON.stringify(report(a)));
    writeFileSync(join(dir, 'contracts.incremental.json'), '{}');
    const out = execFileSync(process.execPath, [
      new URL('./mutation-summary.mjs', import.meta.url).pathname,
      dir,
    ]).toString();
    assert.match(out, /\| contracts \| 2 \| 1 \| 0 \| 1 \| 0 \| 50\.0 % \|/);
    assert.match(out, /every run together: 50\.0 % \(1 of 2 detected/);
    assert.match(out, /\| a\.ts \| 2 \| 1 \| 1 \| 0 \| 50\.0 % \| contracts \|/);
  });
});
