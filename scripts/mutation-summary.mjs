#!/usr/bin/env node
// The mutation scores of the last Stryker runs, read from their JSON reports
// (reports/mutation/*.json; README "Mutation testing"): one line per target, and `@lms/shared`'s
// contracts as one figure. A contracts mutant counts as detected when any run detected it: jest's
// `contracts` target (the shared tests and the remotes'), a file's own unit target
// `contracts-<file>` (its schemas' static mutants too) or an API piece `api-contracts-<file>` (the
// API's tests, which jest cannot run). A file whose source changed since its report was written
// is marked stale: its figure is of older code.
//
//   node scripts/mutation-summary.mjs [reports/mutation] [--json]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Counted in a score; Ignored, CompileError and RuntimeError are not (as Stryker scores). */
const SCORED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
/** Which status wins when two runs measured the same mutant. */
const RANK = { Killed: 4, Timeout: 4, Survived: 3, NoCoverage: 2 };

const CONTRACTS = 'shared/src/contracts/';

/** Killed, timeout, survived, no coverage and the score of a list of statuses. */
export const tally = (statuses) => {
  const count = (status) => statuses.filter((s) => s === status).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const scored = killed + timeout + survived + noCoverage;
  return {
    mutants: scored,
    killed,
    timeout,
    survived,
    noCoverage,
    score: scored === 0 ? null : ((killed + timeout) / scored) * 100,
  };
};

/** A mutant's identity across runs of the same source: where it is and what it puts there. */
const keyOf = (file, mutant) => {
  const { start, end } = mutant.location;
  return [
    file,
    start.line,
    start.column,
    end.line,
    end.column,
    mutant.mutatorName,
    mutant.replacement ?? '',
  ].join('|');
};

/**
 * Every mutant of the files under `folder`, its best status over the given reports. A report
 * written for older source is left out of a file that a report of the current source measured
 * (its mutants' places no longer match); a file with only such reports is marked stale.
 */
export const combineFiles = (reports, readSource, folder) => {
  const byFile = new Map();
  for (const { name, report } of reports) {
    for (const [file, { mutants, source }] of Object.entries(report.files)) {
      if (!file.startsWith(folder)) continue;
      const current = readSource(file);
      const fresh = current === undefined || current === source;
      const list = byFile.get(file) ?? [];
      list.push({ name, mutants, fresh });
      byFile.set(file, list);
    }
  }
  const all = [];
  const perFile = [];
  for (const [file, runs] of byFile) {
    const anyFresh = runs.some((run) => run.fresh);
    const used = runs.filter((run) => run.fresh === anyFresh);
    const best = new Map();
    for (const { mutants } of used) {
      for (const mutant of mutants) {
        if (!SCORED.has(mutant.status)) continue;
        const key = keyOf(file, mutant);
        const before = best.get(key);
        if (!before || RANK[mutant.status] > RANK[before]) best.set(key, mutant.status);
      }
    }
    const statuses = [...best.values()];
    all.push(...statuses);
    // jest's `contracts` report lists every file; one it had no test for is not a run of it.
    const measured = used
      .filter(({ mutants }) =>
        mutants.some((m) => SCORED.has(m.status) && m.status !== 'NoCoverage'),
      )
      .map(({ name }) => name);
    const row = { file, runs: measured, stale: !anyFresh, ...tally(statuses) };
    if (row.mutants > 0) perFile.push(row);
  }
  perFile.sort((a, b) => a.file.localeCompare(b.file));
  return { total: tally(all), perFile };
};

/** The contracts' mutants over every run that measured them. */
export const combineContracts = (reports, readSource) =>
  combineFiles(reports, readSource, CONTRACTS);

/** The cart (`cart`, `cart-dialogs` and `cart-page`: one target was too long for a sitting). */
const CART = 'mf-checkout/src/';
const CART_RUNS = new Set(['cart', 'cart-dialogs', 'cart-page']);
export const isCartRun = (name) => CART_RUNS.has(name);

/** The reports that measured `@lms/shared`'s contracts. */
export const isContractsRun = (name) =>
  name === 'contracts' || name.startsWith('contracts-') || name.startsWith('api-contracts-');

const pct = (score) => (score === null ? '–' : `${score.toFixed(1)} %`);

const main = () => {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? 'reports/mutation');
  if (!existsSync(dir)) {
    console.error(`No reports in ${dir}: run a target first (README "Mutation testing").`);
    process.exit(1);
  }
  const root = resolve(dir, '..', '..');
  const readSource = (file) => {
    const path = join(root, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const reports = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.incremental.json'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.json$/, ''),
      report: JSON.parse(readFileSync(join(dir, f), 'utf8')),
    }));
  const targets = reports.map(({ name, report }) => {
    const files = Object.entries(report.files);
    const stale = files.filter(([file, { source }]) => readSource(file) !== source).length;
    return {
      name,
      stale,
      ...tally(files.flatMap(([, { mutants }]) => mutants.map((m) => m.status))),
    };
  });
  const contracts = combineContracts(
    reports.filter(({ name }) => isContractsRun(name)),
    readSource,
  );
  const cart = combineFiles(
    reports.filter(({ name }) => isCartRun(name)),
    readSource,
    CART,
  );
  if (json) {
    console.log(JSON.stringify({ targets, contracts, cart }, null, 2));
    return;
  }
  console.log('| Report | Mutants | Killed | Timeout | Survived | No cov. | Score | Stale files |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const t of targets) {
    console.log(
      `| ${t.name} | ${t.mutants} | ${t.killed} | ${t.timeout} | ${t.survived} | ${t.noCoverage} | ${pct(t.score)} | ${t.stale || ''} |`,
    );
  }
  const k = cart.total;
  if (k.mutants > 0) {
    const stale = cart.perFile.filter((f) => f.stale).length;
    const missing = [...CART_RUNS].filter((name) => !reports.some((r) => r.name === name));
    console.log(
      `\nThe cart, \`cart\`, \`cart-dialogs\` and \`cart-page\` together: ${pct(k.score)} (${k.killed + k.timeout} of ${k.mutants} detected, ${k.survived} survived, ${k.noCoverage} without a test${stale ? `; ${stale} files stale` : ''}${missing.length ? `; not run yet: ${missing.join(', ')}` : ''})`,
    );
  }
  const c = contracts.total;
  console.log(
    `\n@lms/shared contracts, every run together: ${pct(c.score)} (${c.killed + c.timeout} of ${c.mutants} detected, ${c.survived} survived, ${c.noCoverage} without a test)\n`,
  );
  console.log('| Contracts file | Mutants | Detected | Survived | No cov. | Score | Runs |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const f of contracts.perFile) {
    console.log(
      `| ${f.file.slice(CONTRACTS.length)} | ${f.mutants} | ${f.killed + f.timeout} | ${f.survived} | ${f.noCoverage} | ${pct(f.score)} | ${f.runs.join(', ') || 'none'}${f.stale ? ' (stale)' : ''} |`,
    );
  }
};

if (import.meta.url === `file://${process.argv[1]}`) main();
