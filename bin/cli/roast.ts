import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { CRITERIA } from '../../functions/domain/criteria';
import { MAX_IMAGES_PER_ROAST } from '../../functions/domain/limits';
import { ROAST_LEVELS, type RoastLevel, isRoastLevel } from '../../functions/domain/roast-levels';
import { roundSubScore, ughScore } from '../../functions/domain/scoring';
import { verdictFor } from '../../functions/domain/verdicts';
import type { SubScores } from '../../functions/domain/criteria';
import type { RoastDetail } from '../../functions/domain/api-schemas';
import type { Command } from './main';
import { UghApi, flag } from './api-client';

const USAGE = `Usage: ugh roast <screenshot> [more screenshots…] [options]

Uploads 1–${MAX_IMAGES_PER_ROAST} screenshots (PNG, JPEG, WebP or GIF), waits for the roast and prints it.
With --url and no files, the server captures the page (desktop + mobile) and roasts that.

Options:
  --level <level>   ${ROAST_LEVELS.join(' | ')} (default brutal)
  --url <url>       the site's address: shown on the roast, or captured when no files are given
  --name <name>     the site's name
  --json            print the full roast as JSON
  --offline         no server: normalise and roast in this process with the offline engine
  --api <url>       API base URL (default $UGH_API or http://127.0.0.1:3000)`;

const VALUE_FLAGS = new Set(['--level', '--url', '--name', '--api']);

function positional(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (VALUE_FLAGS.has(a)) i++;
    else if (!a.startsWith('--')) out.push(a);
  }
  return out;
}

/**
 * The same pipeline as the API and workflow, in process: upload rules (sharp), the offline engine, and
 * the domain's score and verdict. Fields as in the roast detail API, without the stored-roast ones.
 */
async function offlineRoast(
  base64Images: string[],
  level: RoastLevel,
  site: { url?: string; name?: string },
): Promise<RoastDetail> {
  const [{ SharpImageProcessor }, { createOfflineCritic }, { stopOcr }] = await Promise.all([
    import('../../functions/adapters/images/sharp-image-processor'),
    import('../../functions/engine/critic'),
    import('../../functions/engine/ocr'),
  ]);
  const processor = new SharpImageProcessor();
  const images = await Promise.all(
    base64Images.map(async (b) => (await processor.normalise(Buffer.from(b, 'base64'))).jpeg),
  );
  const id = randomBytes(16).toString('base64url');
  // The OCR worker would otherwise keep this one-shot process alive until its idle timer fires.
  const critique = await createOfflineCritic()
    .critique({ roastId: id, level, images })
    .finally(() => stopOcr());
  const subScores = Object.fromEntries(
    CRITERIA.map((c) => [c.key, roundSubScore(critique.subScores[c.key])]),
  ) as SubScores;
  const score = ughScore(subScores);
  return {
    // Not stored anywhere: a fresh id keeps the shape of the API's roast detail.
    id,
    number: 1,
    status: 'ready',
    roastText: critique.roastText,
    roastLevel: level,
    ughScore: score,
    verdict: verdictFor(score),
    websiteName: site.name ?? null,
    websiteUrl: site.url ?? null,
    websiteTitle: null,
    websiteLogo: null,
    websiteDomain: site.url ? new URL(site.url).hostname : null,
    thumbnail: null,
    images: [],
    isPromoted: false,
    authorCredit: null,
    likes: 0,
    shareCount: 0,
    violationCount: critique.violations.length,
    createdAt: new Date().toISOString(),
    ...subScores,
    violations: critique.violations,
    improvements: critique.improvements,
    clarityAnalysis: critique.clarityAnalysis,
    websiteAnalysis: null,
    engine: critique.engine,
  };
}

function render(roast: RoastDetail, url: string): string {
  const lines = [
    '',
    `  UGH Score ${roast.ughScore}/100 — ${roast.verdict}   (#${String(roast.number).padStart(4, '0')}, ${roast.roastLevel})`,
    '',
    ...roast.roastText.match(/.{1,90}(\s|$)/g)!.map((l) => `  ${l.trim()}`),
    '',
    ...CRITERIA.map(
      (c) =>
        `  ${c.label.padEnd(18)} ${'█'.repeat(Math.round(roast[c.key])).padEnd(10, '·')} ${roast[c.key]}/10`,
    ),
  ];
  if (roast.violations.length) {
    lines.push('', '  Violations');
    for (const v of roast.violations) lines.push(`   ${v.code} [${v.severity}] ${v.type}: ${v.description}`);
  }
  if (roast.improvements.length) {
    lines.push('', '  Improvements');
    roast.improvements.forEach((s, i) => lines.push(`   ${i + 1}. ${s}`));
  }
  if (roast.clarityAnalysis) {
    lines.push(
      '',
      `  3-second clarity: ${roast.clarityAnalysis.score}/10 (${roast.clarityAnalysis.userUnderstanding}) — ${roast.clarityAnalysis.commentary}`,
    );
  }
  if (url) lines.push('', `  ${url}/roast/${roast.id}`);
  lines.push('');
  return lines.join('\n');
}

export const roastCommand: Command = {
  name: 'roast',
  summary: 'Roast screenshots and print the result',
  usage: USAGE,
  async run(args) {
    const files = positional(args);
    const url = flag(args, 'url');
    if (files.length === 0 && !url) {
      throw new Error(`give 1–${MAX_IMAGES_PER_ROAST} screenshot files, or --url to capture\n\n${USAGE}`);
    }
    if (files.length > MAX_IMAGES_PER_ROAST)
      throw new Error(`at most ${MAX_IMAGES_PER_ROAST} screenshots per roast`);
    const level = flag(args, 'level') ?? 'brutal';
    if (!isRoastLevel(level)) throw new Error(`--level must be one of ${ROAST_LEVELS.join(', ')}`);
    const name = flag(args, 'name');
    const images = await Promise.all(
      files.map(async (f) => {
        try {
          return (await readFile(f)).toString('base64');
        } catch (error) {
          throw new Error(`cannot read ${basename(f)}: ${(error as Error).message}`);
        }
      }),
    );
    if (args.includes('--offline')) {
      if (files.length === 0) throw new Error('--offline needs screenshot files (it cannot capture a URL)');
      const result = await offlineRoast(images, level, { url, name });
      console.log(args.includes('--json') ? JSON.stringify(result, null, 2) : render(result, ''));
      return 0;
    }
    const api = UghApi.fromArgs(flag(args, 'api'));
    // Files: upload them (url/name only label the roast). No files: the server captures --url itself.
    const body =
      files.length > 0
        ? {
            images,
            roastLevel: level,
            ...(url || name
              ? { websiteMetadata: { ...(url ? { url } : {}), ...(name ? { name } : {}) } }
              : {}),
          }
        : { url, roastLevel: level };
    const created = await api.call<{ id?: string; ownerKey?: string; message?: string; suggestion?: string }>(
      'POST',
      '/api/roasts',
      body,
    );
    if (created.status !== 201 || !created.body.id) {
      throw new Error(
        [created.body.message ?? `HTTP ${created.status}`, created.body.suggestion]
          .filter(Boolean)
          .join(' — '),
      );
    }
    const id = created.body.id;
    process.stderr.write(
      `Roasting ${files.length ? `${files.length} screenshot(s)` : url} as ${level}… (owner key ${created.body.ownerKey}, keep it to delete the roast)\n`,
    );
    const deadline = Date.now() + 120_000;
    for (;;) {
      const status = await api.call<{ status: string; message?: string; suggestion?: string }>(
        'GET',
        `/api/roasts/${id}/status`,
      );
      if (status.body.status === 'ready') break;
      if (status.body.status === 'failed' || status.body.status === 'rejected') {
        throw new Error(
          [status.body.status, status.body.message, status.body.suggestion].filter(Boolean).join(' — '),
        );
      }
      if (Date.now() > deadline)
        throw new Error(`still processing after 120 s; check later with: ugh status ${id}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    const roast = await api.call<RoastDetail>('GET', `/api/roasts/${id}`);
    console.log(
      args.includes('--json') ? JSON.stringify(roast.body, null, 2) : render(roast.body, api.baseUrl),
    );
    return 0;
  },
};
