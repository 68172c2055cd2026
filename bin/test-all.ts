/**
 * The whole test suite (`npm test`, what `.ci/run` ends in): every tier, with its time printed at the
 * end. The type check and the linters are single-threaded, so they run side by side; the vitest tiers
 * each use both cores, so they run one after another. A failed tier does not stop the rest: the
 * summary shows every tier that failed, and the exit code is 1 if any did.
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

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
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
process.exit(failed.length ? 1 : 0);
