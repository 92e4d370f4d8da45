import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  combineContracts,
  combineFiles,
  isCartRun,
  isContractsRun,
  tally,
} from './mutation-summary.mjs';

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
    const summary = () =>
      execFileSync(process.execPath, [
        new URL('./mutation-summary.mjs', import.meta.url).pathname,
        dir,
      ]).toString();
    const out = summary();
    assert.match(out, /\| contracts \| 2 \| 1 \| 0 \| 1 \| 0 \| 50\.0 % \|/);
    assert.match(out, /every run together: 50\.0 % \(1 of 2 detected/);
    assert.match(out, /\| a\.ts \| 2 \| 1 \| 1 \| 0 \| 50\.0 % \| contracts \|/);

    // The file's own unit target counts; a report of another target that lists the file does not.
    const unit = { 'shared/src/contracts/a.ts': file('src', [mutant(2, 'Killed')]) };
    writeFileSync(join(dir, 'contracts-a.json'), JSON.stringify(report(unit)));
    const other = { 'shared/src/contracts/a.ts': file('src', [mutant(3, 'Survived')]) };
    writeFileSync(join(dir, 'exam.json'), JSON.stringify(report(other)));
    const both = summary();
    assert.match(both, /every run together: 100\.0 % \(2 of 2 detected/);

    // The cart's targets together, saying which have not run.
    mkdirSync(join(root, 'mf-checkout', 'src', 'lib'), { recursive: true });
    writeFileSync(join(root, 'mf-checkout', 'src', 'lib', 'k.ts'), 'k');
    const cart = {
      'mf-checkout/src/lib/k.ts': file('k', [mutant(1, 'Killed'), mutant(2, 'Timeout')]),
    };
    writeFileSync(join(dir, 'cart.json'), JSON.stringify(report(cart)));
    assert.match(
      summary(),
      /The cart, .* together: 100\.0 % \(2 of 2 detected, 0 survived, 0 without a test; not run yet: cart-dialogs, cart-page\)/,
    );
    assert.match(both, /\| a\.ts \| 2 \| 2 \| 0 \| 0 \| 100\.0 % \| contracts-a, contracts \|/);
  });

  it("takes jest's contracts, the files' unit targets and the API pieces as runs of the contracts", () => {
    for (const name of ['contracts', 'contracts-admin-exams', 'api-contracts-admin-orders']) {
      assert.equal(isContractsRun(name), true, name);
    }
    for (const name of ['cart', 'exam', 'api-service-steps', 'contracts.incremental']) {
      assert.equal(isContractsRun(name), false, name);
    }
  });

  it('gives the cart and its page as one figure, by file, without the import or another remote', () => {
    assert.equal(isCartRun('cart'), true);
    assert.equal(isCartRun('cart-page'), true);
    assert.equal(isCartRun('cart-dialogs'), true);
    assert.equal(isCartRun('cart-import'), false);
    const page = 'mf-checkout/src/features/cart/components/cart-page.tsx';
    const lines = 'mf-checkout/src/features/cart/components/basket-lines.tsx';
    const { total, perFile } = combineFiles(
      [
        {
          name: 'cart',
          report: report({
            [lines]: file('a', [mutant(1, 'Killed')]),
            [page]: file('old', [mutant(1, 'Survived')]),
          }),
        },
        {
          name: 'cart-page',
          report: report({ [page]: file('new', [mutant(2, 'Killed'), mutant(3, 'Survived')]) }),
        },
      ],
      (path) => ({ [lines]: 'a', [page]: 'new' })[path],
      'mf-checkout/src/',
    );
    assert.deepEqual([total.mutants, total.killed, total.survived], [3, 2, 1]);
    assert.deepEqual(
      perFile.map((f) => [f.file, f.runs, f.stale]),
      [
        [lines, ['cart'], false],
        [page, ['cart-page'], false],
      ],
    );
  });
});
