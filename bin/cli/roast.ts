import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { CRITERIA } from '../../functions/domain/criteria';
import { MAX_IMAGES_PER_ROAST } from '../../functions/domain/limits';
import { ROAST_LEVELS, type RoastLevel, isRoastLevel } from '../../functions/domain/roast-levels';
import { roundSubScore, ughScore } from '../../functions/domain/scoring';
import { verdictFor } from '../../functions/domain/verdicts';
import { roastTitle } from '../../functions/domain/roast-title';
import type { SubScores } from '../../functions/domain/criteria';
import type { RoastDetail } from '../../functions/domain/api-schemas';
import { ContentRejectedError, type CritiqueResult } from '../../functions/domain/critique';
import { ImageDecodeError } from '../../functions/ports/image-processor';
import type { Command } from './main';
import { UghApi, flag } from './api-client';
import { jsonForTerminal, print, printJson, writeError } from './output';

const USAGE = `Usage: ugh roast <screenshot> [more screenshots…] [options]

Uploads 1–${MAX_IMAGES_PER_ROAST} screenshots (PNG, JPEG, WebP or GIF), waits for the roast and prints it.
With --url and no files, the server captures the page (desktop + mobile) and roasts that.
With --offline --each, every file is its own roast (any number of files, one process): one JSON
object per line, {"file": …, …the roast's fields} or {"file": …, "error": {"type", "message",
"suggestion"?}} for a file that could not be roasted (type unreadable, too_large, rejected or failed);
the exit code is 0 when every file was roasted, 1 when any failed.

Options:
  --level <level>   ${ROAST_LEVELS.join(' | ')} (default brutal)
  --url <url>       the site's address: shown on the roast, or captured when no files are given
  --name <name>     the site's name
  --json            print the full roast as JSON
  --offline         no server: normalise and roast in this process with the offline engine
  --each            with --offline: roast each file on its own, as JSON Lines
  --api <url>       API base URL (default $UGH_API, $PORT, the running local mode, or http://127.0.0.1:3000)`;

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

/** Fields as in the roast detail API, without the stored-roast ones. */
function roastDetail(
  critique: CritiqueResult,
  level: RoastLevel,
  site: { url?: string; name?: string },
): RoastDetail {
  const subScores = Object.fromEntries(
    CRITERIA.map((c) => [c.key, roundSubScore(critique.subScores[c.key])]),
  ) as SubScores;
  const score = ughScore(subScores);
  const domain = site.url ? new URL(site.url).hostname : undefined;
  return {
    // Not stored anywhere: a fresh id keeps the shape of the API's roast detail.
    id: randomBytes(16).toString('base64url'),
    number: 1,
    status: 'ready',
    roastText: critique.roastText,
    roastLevel: level,
    ughScore: score,
    verdict: verdictFor(score),
    title: roastTitle({
      number: 1,
      website: { ...site, ...(domain && { domain }) },
      promotion: null,
      result: { siteName: critique.siteName ?? null },
    }),
    websiteName: site.name ?? null,
    websiteUrl: site.url ?? null,
    websiteTitle: null,
    websiteLogo: null,
    websiteDomain: domain ?? null,
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

/**
 * The same pipeline as the API and workflow, in process: upload rules (sharp), the offline engine, and
 * the domain's score and verdict. One critic (OCR worker, clutter workers) serves every roast until
 * close().
 */
async function offlineRoaster() {
  const [{ SharpImageProcessor }, { createOfflineCritic }, { stopOcr }, { stopClutterWorkers }] =
    await Promise.all([
      import('../../functions/adapters/images/sharp-image-processor'),
      import('../../functions/engine/critic'),
      import('../../functions/engine/ocr'),
      import('../../functions/engine/clutter'),
    ]);
  const processor = new SharpImageProcessor();
  const critic = createOfflineCritic();
  return {
    normalise: async (bytes: Buffer) => (await processor.normalise(bytes)).jpeg,
    async roast(images: Buffer[], level: RoastLevel, site: { url?: string; name?: string } = {}) {
      const critique = await critic.critique({
        roastId: randomBytes(16).toString('base64url'),
        level,
        images,
      });
      return roastDetail(critique, level, site);
    },
    // The OCR worker would otherwise keep a one-shot process alive until its idle timer fires.
    close: () => Promise.all([stopOcr(), stopClutterWorkers()]).then(() => undefined),
  };
}

async function offlineRoast(
  base64Images: string[],
  level: RoastLevel,
  site: { url?: string; name?: string },
): Promise<RoastDetail> {
  const roaster = await offlineRoaster();
  try {
    const images = await Promise.all(base64Images.map((b) => roaster.normalise(Buffer.from(b, 'base64'))));
    return await roaster.roast(images, level, site);
  } finally {
    await roaster.close();
  }
}

export interface EachError {
  type: 'unreadable' | 'too_large' | 'rejected' | 'failed';
  message: string;
  suggestion?: string;
}

const FORMATS_HINT = 'Use a PNG, JPEG, WebP or GIF screenshot.';

/** Why one file of an --each run gave no roast, in the words the API would use. */
export function eachError(error: unknown, file: string): EachError {
  if (error instanceof ContentRejectedError)
    return { type: 'rejected', message: error.message, suggestion: error.suggestion };
  if (error instanceof ImageDecodeError) {
    return error.reason === 'too_large'
      ? {
          type: 'too_large',
          message: 'The image is too large to process.',
          suggestion: 'Use a smaller screenshot.',
        }
      : {
          type: 'unreadable',
          message:
            error.reason === 'corrupt' ? 'The image is damaged or incomplete.' : 'Not an image we can read.',
          suggestion: FORMATS_HINT,
        };
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code))
    return { type: 'unreadable', message: `cannot read ${file}: ${(error as Error).message}` };
  return { type: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * --each: one roast per file with one critic, in order, one JSON line each. The next file is read and
 * normalised (sharp, off the main thread) while the current one is judged.
 */
async function roastEach(files: string[], level: RoastLevel): Promise<number> {
  const started = Date.now();
  const roaster = await offlineRoaster();
  const prepare = (file: string) =>
    readFile(file)
      .then((bytes) => roaster.normalise(bytes))
      .then(
        (jpeg) => ({ jpeg }),
        (error: unknown) => ({ error }),
      );
  let failed = 0;
  try {
    let next = prepare(files[0]!);
    for (const [i, file] of files.entries()) {
      const prepared = await next;
      if (i + 1 < files.length) next = prepare(files[i + 1]!);
      let line: object;
      try {
        if ('error' in prepared) throw prepared.error;
        line = { file, ...(await roaster.roast([prepared.jpeg], level)) };
      } catch (error) {
        failed++;
        line = { file, error: eachError(error, file) };
      }
      await new Promise<void>((resolve) => {
        if (process.stdout.write(`${jsonForTerminal(line)}\n`)) resolve();
        else process.stdout.once('drain', () => resolve());
      });
    }
  } finally {
    await roaster.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  writeError(
    `Roasted ${files.length - failed} of ${files.length} file(s) as ${level} in ${seconds} s${failed ? `; ${failed} failed` : ''}.\n`,
  );
  return failed > 0 ? 1 : 0;
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
    const level = flag(args, 'level') ?? 'brutal';
    if (!isRoastLevel(level)) throw new Error(`--level must be one of ${ROAST_LEVELS.join(', ')}`);
    if (args.includes('--each')) {
      if (!args.includes('--offline'))
        throw new Error(
          '--each roasts files one by one in this process: add --offline (the server is not used)',
        );
      if (url !== undefined || flag(args, 'name') !== undefined)
        throw new Error(
          '--each gives every file its own roast; --url and --name label one site, leave them out',
        );
      if (files.length === 0) throw new Error(`--each needs screenshot files\n\n${USAGE}`);
      return roastEach(files, level);
    }
    if (files.length === 0 && !url) {
      throw new Error(`give 1–${MAX_IMAGES_PER_ROAST} screenshot files, or --url to capture\n\n${USAGE}`);
    }
    if (files.length > MAX_IMAGES_PER_ROAST)
      throw new Error(
        `at most ${MAX_IMAGES_PER_ROAST} screenshots per roast (or --offline --each for one roast per file)`,
      );
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
      if (args.includes('--json')) printJson(result);
      else print(render(result, ''));
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
    writeError(
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
    if (args.includes('--json')) printJson(roast.body);
    else print(render(roast.body, api.baseUrl));
    return 0;
  },
};
