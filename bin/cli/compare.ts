import { readFile } from 'node:fs/promises';
import type { RoastDetail } from '../../functions/domain/api-schemas';
import { compareRoasts, type RoastComparison } from '../../functions/domain/roast-comparison';
import { ROAST_LEVELS, isRoastLevel, type RoastLevel } from '../../functions/domain/roast-levels';
import { ROAST_ID_PATTERN } from '../../functions/domain/ids';
import type { Command } from './main';
import { UghApi } from './api-client';
import { offlineRoaster, type OfflineRoaster } from './offline-roast';
import { parseOptions } from './options';
import { print, printJson } from './output';
import { fetchRoast, fileExists, looksLikeJson, parseSavedRoast } from './saved-roasts';

const USAGE = `Usage: ugh compare <old> <new> [options]

Shows what changed between two roasts of a site: the score and verdict before and after, each
sub-score's change, and the violations fixed, new and still open (by code). <old> and <new> are each
  a screenshot file    roasted here with the offline critic (deterministic, no server)
  a saved roast        a JSON file from \`ugh roast … --format json\` (or --json)
  a roast id           a roast on the server (22 characters)
The exit code is 0 whatever changed; to fail on a worse score use \`ugh roast … --baseline <old>\`.

Options:
  --format <format>   text (default) | json (the comparison as plain data)
  --json              the same as --format json
  --level <level>     for screenshot files: ${ROAST_LEVELS.join(' | ')} (default brutal)
  --api <url>         API base URL for roast ids (default $UGH_API, $PORT, the running local mode, or
                      http://127.0.0.1:3000)`;

const OPTIONS = {
  format: { type: 'string' },
  level: { type: 'string' },
  api: { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** One side of the comparison, whichever of the three kinds of reference it is. */
async function load(
  ref: string,
  level: RoastLevel,
  roaster: () => Promise<OfflineRoaster>,
  api: () => UghApi,
): Promise<RoastDetail> {
  if (await fileExists(ref)) {
    const bytes = await readFile(ref);
    if (looksLikeJson(bytes)) return parseSavedRoast(bytes.toString('utf8'), ref);
    const r = await roaster();
    return r.roast([await r.normalise(bytes)], level);
  }
  if (ROAST_ID_PATTERN.test(ref)) return fetchRoast(api(), ref, 'ugh compare');
  throw new Error(`${ref}: no such file, and not a roast id (22 letters, digits, - or _)`);
}

const signed = (n: number) => (n > 0 ? `+${n.toFixed(1)}` : n === 0 ? '±0' : `−${Math.abs(n).toFixed(1)}`);

export function renderComparison(c: RoastComparison, oldName: string, newName: string): string {
  const arrow = { better: 'better', worse: 'worse', unchanged: 'same' } as const;
  const lines = [
    '',
    `  Before  ${String(c.before.ughScore).padStart(3)}/100 — ${c.before.verdict}   (${oldName})`,
    `  After   ${String(c.after.ughScore).padStart(3)}/100 — ${c.after.verdict}   (${newName})`,
    '',
    `  ${c.summary}`,
    '',
    `  ${'Sub-score'.padEnd(18)} before  after  change`,
    ...c.subScores.map(
      (s) =>
        `  ${s.label.padEnd(18)} ${s.before.toFixed(1).padStart(6)} ${s.after.toFixed(1).padStart(6)}  ${signed(s.delta).padStart(5)} ${arrow[s.change]}`,
    ),
  ];
  const section = (title: string, rows: string[]) => {
    if (rows.length) lines.push('', `  ${title} (${rows.length})`, ...rows);
  };
  section(
    'Fixed',
    c.violations.fixed.map((v) => `   ${v.code} [${v.severity}] ${v.type}`),
  );
  section(
    'New',
    c.violations.new.map((v) => `   ${v.code} [${v.severity}] ${v.type}: ${v.description}`),
  );
  section(
    'Still open',
    c.violations.stillOpen.map(
      (v) =>
        `   ${v.code} [${v.before.severity === v.after.severity ? v.after.severity : `${v.before.severity} → ${v.after.severity}`}] ${v.type}`,
    ),
  );
  lines.push('');
  return lines.join('\n');
}

export const compareCommand: Command = {
  name: 'compare',
  summary: 'Compare two roasts (screenshots, saved roasts or roast ids): before and after',
  usage: USAGE,
  async run(args) {
    const { values: options, positionals: refs } = parseOptions('compare', args, OPTIONS);
    if (refs.length !== 2) throw new Error(`give two roasts to compare, old then new\n\n${USAGE}`);
    const format = options.format ?? (options.json ? 'json' : 'text');
    if (format !== 'text' && format !== 'json')
      throw new Error(`--format must be text or json, not "${format}"`);
    if (options.json && format !== 'json')
      throw new Error(`--json means --format json; it cannot be combined with --format ${format}`);
    const level = options.level ?? 'brutal';
    if (!isRoastLevel(level)) throw new Error(`--level must be one of ${ROAST_LEVELS.join(', ')}`);
    // One offline critic for both screenshots, started only if a screenshot is given.
    let started: Promise<OfflineRoaster> | undefined;
    const roaster = () => (started ??= offlineRoaster());
    const api = () => UghApi.fromArgs(options.api);
    try {
      const [oldRef, newRef] = refs as [string, string];
      const before = await load(oldRef, level, roaster, api);
      const after = await load(newRef, level, roaster, api);
      const comparison = compareRoasts(before, after);
      if (format === 'json') printJson(comparison);
      else print(renderComparison(comparison, oldRef, newRef));
      return 0;
    } finally {
      await (await started?.catch(() => undefined))?.close();
    }
  },
};
