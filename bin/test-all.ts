/**
 * The whole test suite (`npm test`, what `.ci/run` ends in): every tier, with its time printed at the
 * end. The type check and the linters are single-threaded, so they run side by side; the vitest tiers
 * each use both cores, so they run one after another. A failed tier does not stop the rest: the
 * summary shows every tier that failed, the failed test files and tests (so a CI log that keeps only its
 * tail still names them), and the exit code is 1 if any did.
 *
 *   npm test                 every tier
 *   npm test -- unit web     only the tiers named
 */
import { spawn } from 'node:child_process';

interface Tier {
  name: string;
  /** npm scripts run side by side; the tier passes when all of them do. */
  scripts: string[];
}

const TIERS: Tier[] = [
  { name: 'typecheck + lint', scripts: ['typecheck', 'lint'] },
  { name: 'unit', scripts: ['test:unit'] },
  { name: 'web', scripts: ['test:web'] },
  { name: 'infra', scripts: ['test:infra'] },
  { name: 'integration', scripts: ['test:integration'] },
  { name: 'e2e', scripts: ['test:e2e'] },
];

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
/** vitest's lines for a failed file (` FAIL  unit path > test`) or test (` × name`), colours removed. */
const FAILURE_LINE = /^\s*(FAIL\s|×\s)/;
const failureLines: string[] = [];

/** Runs one npm script, its output passed through as it comes, and keeps the lines naming failures. */
function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['inherit', 'pipe', 'pipe'] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let partial = '';
      from.on('data', (chunk: Buffer) => {
        to.write(chunk);
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          const plain = line.replace(ANSI, '').trimEnd();
          if (FAILURE_LINE.test(plain) && !failureLines.includes(plain.trim()))
            failureLines.push(plain.trim());
        }
      });
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !TIERS.some((t) => t.name.split(' + ').includes(w) || t.name === w));
if (unknown.length) {
  console.error(`Unknown tier: ${unknown.join(', ')}. Tiers: ${TIERS.map((t) => t.name).join(', ')}`);
  process.exit(2);
}
const tiers = wanted.length
  ? TIERS.filter((t) => wanted.some((w) => t.name === w || t.name.split(' + ').includes(w)))
  : TIERS;

const results: { name: string; seconds: number; ok: boolean }[] = [];
const started = Date.now();
for (const tier of tiers) {
  const t0 = Date.now();
  const codes = await Promise.all(tier.scripts.map(run));
  results.push({ name: tier.name, seconds: (Date.now() - t0) / 1000, ok: codes.every((c) => c === 0) });
}
const total = (Date.now() - started) / 1000;

const minutes = (s: number) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, ' ')} s`;
console.log('\nTest tiers (wall time):');
for (const r of results)
  console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(18)} ${minutes(r.seconds)}`);
console.log(`  ${''.padEnd(4)}  ${'total'.padEnd(18)} ${minutes(total)}`);
const failed = results.filter((r) => !r.ok);
if (failed.length) console.log(`\nFailed: ${failed.map((r) => r.name).join(', ')}`);
if (failureLines.length) {
  const shown = failureLines.slice(0, 40);
  console.log(`\nFailed files and tests:\n${shown.map((l) => `  ${l}`).join('\n')}`);
  if (failureLines.length > shown.length) console.log(`  … and ${failureLines.length - shown.length} more`);
}
process.exit(failed.length ? 1 : 0);
