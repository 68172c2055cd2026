import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, isAbsolute, join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CRITERIA } from '../../functions/domain/criteria';
import { MAX_IMAGES_PER_ROAST } from '../../functions/domain/limits';
import { ROAST_LEVELS, type RoastLevel, isRoastLevel } from '../../functions/domain/roast-levels';
import type { RoastDetail } from '../../functions/domain/api-schemas';
import { ContentRejectedError } from '../../functions/domain/critique';
import { ImageDecodeError } from '../../functions/ports/image-processor';
import type { Command } from './main';
import { UghApi } from './api-client';
import { DEFAULT_MARGIN, evaluateGate, gateLines, type Baseline, type GateResult } from './gate';
import { captureLocally, normalisedScale, offlineRoaster, type SiteLabel } from './offline-roast';
import { jsonForTerminal, print, printJson, write, writeError } from './output';
import { junitReport, sarifReport, type ScreenshotRef } from './reports';
import { parseOptions } from './options';
import { loadSavedRoast } from './saved-roasts';

const USAGE = `Usage: ugh roast <screenshot> [more screenshots…] [options]
       ugh roast --url <url> [options]

Roasts 1–${MAX_IMAGES_PER_ROAST} screenshots (PNG, JPEG, WebP or GIF) and prints the roast. By default the files
are uploaded to the API and the roast is waited for; with --url and no files the server captures the
page (desktop + phone) and roasts that.
With --offline --each, every file is its own roast (any number of files, one process): one JSON
object per line, {"file": …, …the roast's fields} or {"file": …, "error": {"type", "message",
"suggestion"?}} for a file that could not be roasted (type unreadable, too_large, rejected or failed);
the exit code is 0 when every file was roasted, 1 when any failed.

Design gate (for CI; docs/design-gate.md has a complete workflow):
  --fail-above <n>      exit 1 when the UGH Score (0–100, higher is worse) is above n
  --baseline <ref>      compare with an earlier roast: a file saved with --format json, or a roast id
                        on the server; exit 1 when the score is more than --margin points worse, or
                        when a Severe, Critical or Unforgivable violation is new
  --margin <points>     how much worse than the baseline is tolerated (default ${DEFAULT_MARGIN})
  The gate, and --format junit|sarif, roast in this process with the offline critic (as --offline;
  --online sends the roast to the server instead). Offline, --url with no files captures the page on
  this machine with Chromium, through the same SSRF guard as the server (a loopback preview must be
  allowed with CAPTURE_ALLOWED_HOSTS=127.0.0.1:PORT). Why the gate failed or passed is written to
  stderr; exit code 0 passed, 1 failed (or the roast could not be made).
  Offline output is deterministic: the same screenshots give the same bytes (set SOURCE_DATE_EPOCH to
  fix the roast's createdAt in JSON; JUnit and SARIF carry no time).

Options:
  --format <format>     text (default) | json | junit | sarif, on stdout:
                          json   the roast as the API returns it, plus "gate" when a gate was asked for
                          junit  JUnit XML: a test case for the score, one per baseline check, one
                                 per violation (failed only when it fails the gate, else skipped)
                          sarif  SARIF 2.1.0: one result per violation (rule = code), on the screenshot
  --json                the same as --format json
  --save <file>         also write the roast as --format json would print it (a later --baseline),
                        whatever --format says
  --level <level>       ${ROAST_LEVELS.join(' | ')} (default brutal)
  --url <url>           the site's address: shown on the roast, or captured when no files are given
  --screenshots <dir>   offline --url: keep the captured desktop.png and mobile.png in dir (the
                        reports then locate findings on them rather than on the URL)
  --name <name>         the site's name
  --offline             no server: normalise and roast in this process with the offline engine
  --online              with a gate or --format junit|sarif: roast on the server all the same
  --each                with --offline: roast each file on its own, as JSON Lines
  --api <url>           API base URL, also for a --baseline roast id (default $UGH_API, $PORT, the
                        running local mode, or http://127.0.0.1:3000)`;

const OPTIONS = {
  level: { type: 'string' },
  url: { type: 'string' },
  name: { type: 'string' },
  api: { type: 'string' },
  format: { type: 'string' },
  'fail-above': { type: 'string' },
  baseline: { type: 'string' },
  margin: { type: 'string' },
  screenshots: { type: 'string' },
  save: { type: 'string' },
  json: { type: 'boolean' },
  offline: { type: 'boolean' },
  online: { type: 'boolean' },
  each: { type: 'boolean' },
} as const;

export const FORMATS = ['text', 'json', 'junit', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

/** --format, with --json as its shorthand. */
export function outputFormat({ format: given, json }: { format?: string; json?: boolean }): Format {
  if (given !== undefined && !(FORMATS as readonly string[]).includes(given))
    throw new Error(`--format must be one of ${FORMATS.join(', ')}, not "${given}"`);
  if (json) {
    if (given !== undefined && given !== 'json')
      throw new Error(`--json means --format json; it cannot be combined with --format ${given}`);
    return 'json';
  }
  return (given as Format | undefined) ?? 'text';
}

function numberOption(raw: string | undefined, name: string, check: (n: number) => boolean, rule: string) {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || !check(n))
    throw new Error(`--${name} must be ${rule}, not "${raw}"`);
  return n;
}

/**
 * A screenshot file as SARIF names it: a URI reference, relative to the working directory (the
 * repository root in CI, which is how code scanning resolves it) with each segment percent-encoded,
 * or a file: URL for an absolute path.
 */
export function artifactUri(file: string): string {
  if (isAbsolute(file)) return pathToFileURL(file).href;
  return posix.normalize(file.replaceAll('\\', '/')).split('/').map(encodeURIComponent).join('/');
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

/** A roast made for this command, with where its screenshots can be found for the reports. */
interface Roasted {
  roast: RoastDetail;
  screenshots: ScreenshotRef[];
  /** The API the roast lives on (its page is linked in text output); none for offline roasts. */
  apiBaseUrl?: string;
}

async function readScreenshots(files: string[]): Promise<Buffer[]> {
  return Promise.all(
    files.map(async (f) => {
      try {
        return await readFile(f);
      } catch (error) {
        throw new Error(`cannot read ${basename(f)}: ${(error as Error).message}`);
      }
    }),
  );
}

async function roastOffline(
  files: string[],
  level: RoastLevel,
  site: SiteLabel,
  screenshotsDir?: string,
): Promise<Roasted> {
  const roaster = await offlineRoaster();
  try {
    if (files.length === 0) {
      // --url alone: capture it here, then judge it like a one-call URL roast (desktop, then phone).
      writeError(`Capturing ${site.url} with Chromium on this machine…\n`);
      const page = await captureLocally(site.url!);
      const images = [await roaster.normalise(page.desktop), await roaster.normalise(page.mobile)];
      const roast = await roaster.roast(
        images,
        level,
        { ...site, url: page.url.href },
        {
          pageFacts: page.facts,
          viewports: 'one-page',
        },
      );
      if (screenshotsDir === undefined)
        // No file holds the screenshots: findings are located on the page itself.
        return { roast, screenshots: [{ uri: page.finalUrl, scale: 1 }] };
      // Kept for people (a CI artifact) and for the reports, which locate each finding on its file.
      await mkdir(screenshotsDir, { recursive: true });
      const saved = [join(screenshotsDir, 'desktop.png'), join(screenshotsDir, 'mobile.png')];
      await writeFile(saved[0]!, page.desktop);
      await writeFile(saved[1]!, page.mobile);
      const scales = [await roaster.scale(page.desktop), await roaster.scale(page.mobile)];
      return { roast, screenshots: saved.map((f, i) => ({ uri: artifactUri(f), scale: scales[i]! })) };
    }
    const bytes = await readScreenshots(files);
    const images = await Promise.all(bytes.map((b) => roaster.normalise(b)));
    const scales = await Promise.all(bytes.map((b) => roaster.scale(b)));
    const roast = await roaster.roast(images, level, site);
    return { roast, screenshots: files.map((f, i) => ({ uri: artifactUri(f), scale: scales[i]! })) };
  } finally {
    await roaster.close();
  }
}

async function roastOnline(
  api: UghApi,
  files: string[],
  level: RoastLevel,
  site: SiteLabel,
): Promise<Roasted> {
  const bytes = await readScreenshots(files);
  // Files: upload them (url/name only label the roast). No files: the server captures --url itself.
  const body =
    files.length > 0
      ? {
          images: bytes.map((b) => b.toString('base64')),
          roastLevel: level,
          ...(site.url || site.name
            ? {
                websiteMetadata: {
                  ...(site.url ? { url: site.url } : {}),
                  ...(site.name ? { name: site.name } : {}),
                },
              }
            : {}),
        }
      : { url: site.url, roastLevel: level };
  const created = await api.call<{ id?: string; ownerKey?: string; message?: string; suggestion?: string }>(
    'POST',
    '/api/roasts',
    body,
  );
  if (created.status !== 201 || !created.body.id) {
    throw new Error(
      [created.body.message ?? `HTTP ${created.status}`, created.body.suggestion].filter(Boolean).join(' — '),
    );
  }
  const id = created.body.id;
  writeError(
    `Roasting ${files.length ? `${files.length} screenshot(s)` : site.url} as ${level}… (owner key ${created.body.ownerKey}, keep it to delete the roast)\n`,
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
  const roast = (await api.call<RoastDetail>('GET', `/api/roasts/${id}`)).body;
  const { SharpImageProcessor } = await import('../../functions/adapters/images/sharp-image-processor');
  const processor = new SharpImageProcessor();
  const screenshots =
    files.length > 0
      ? await Promise.all(
          files.map(async (f, i) => {
            const { width, height } = await processor.inspect(bytes[i]!);
            return { uri: artifactUri(f), scale: normalisedScale(width, height) };
          }),
        )
      : // The server's stored screenshots: the roast's image URLs, at the size the regions were measured on.
        roast.images.map((image) => ({ uri: new URL(image, `${api.baseUrl}/`).href, scale: 1 }));
  return { roast, screenshots, apiBaseUrl: api.baseUrl };
}

export const roastCommand: Command = {
  name: 'roast',
  summary: 'Roast screenshots or a URL and print the result; gate CI on the score',
  usage: USAGE,
  async run(args) {
    const { values: options, positionals: files } = parseOptions('roast', args, OPTIONS);
    const { url, name, save } = options;
    const level = options.level ?? 'brutal';
    if (!isRoastLevel(level)) throw new Error(`--level must be one of ${ROAST_LEVELS.join(', ')}`);
    const format = outputFormat(options);
    const failAbove = numberOption(
      options['fail-above'],
      'fail-above',
      (n) => Number.isInteger(n) && n >= 0 && n <= 100,
      'a whole UGH Score from 0 to 100',
    );
    const margin = numberOption(options.margin, 'margin', (n) => n >= 0, 'a number of points, 0 or more');
    const baselineRef = options.baseline;
    if (margin !== undefined && baselineRef === undefined)
      throw new Error(
        '--margin is how much worse than the --baseline a roast may score: give --baseline too',
      );
    const gating = failAbove !== undefined || baselineRef !== undefined;
    const screenshotsDir = options.screenshots;
    if (options.offline && options.online)
      throw new Error('--offline and --online contradict each other: choose one');

    if (options.each) {
      if (!options.offline)
        throw new Error(
          '--each roasts files one by one in this process: add --offline (the server is not used)',
        );
      if (url !== undefined || name !== undefined)
        throw new Error(
          '--each gives every file its own roast; --url and --name label one site, leave them out',
        );
      if (gating || (format !== 'text' && format !== 'json') || save !== undefined)
        throw new Error(
          '--each prints one JSON line per file; --fail-above, --baseline, --save and --format junit|sarif judge one roast: leave --each out',
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
    // A URL to capture may leave out https:// (as on the web); one that labels screenshots may not.
    if (url !== undefined && files.length > 0 && !/^https?:\/\//i.test(url))
      throw new Error(`--url labels the screenshots and must start with http:// or https://, not "${url}"`);

    // The gate and the CI report formats judge with the offline critic unless told otherwise.
    const offline =
      options.offline === true || ((gating || format === 'junit' || format === 'sarif') && !options.online);
    if (screenshotsDir !== undefined && (!offline || files.length > 0))
      throw new Error(
        '--screenshots keeps what an offline --url roast captures: use it with --url and no files, offline',
      );
    const api = () => UghApi.fromArgs(options.api);
    // The baseline first: a missing or broken one fails before minutes are spent roasting.
    const baseline: Baseline | undefined =
      baselineRef === undefined
        ? undefined
        : { source: baselineRef, roast: await loadSavedRoast(baselineRef, '--baseline', api) };
    const site = { ...(url && { url }), ...(name && { name }) };
    const roasted = offline
      ? await roastOffline(files, level, site, screenshotsDir)
      : await roastOnline(api(), files, level, site);
    const gate = evaluateGate(roasted.roast, { failAbove, baseline, margin: margin ?? DEFAULT_MARGIN });
    emit(format, roasted, gate, files.length ? files.join(' ') : url!);
    // The same document --format json prints, whatever went to stdout: the next run's --baseline.
    if (save !== undefined) await writeFile(save, `${jsonForTerminal(asJson(roasted.roast, gate), 2)}\n`);
    for (const line of gateLines(gate)) writeError(`${line}\n`);
    return gate.passed ? 0 : 1;
  },
};

/** The roast as the API gives it, and the gate beside its fields when one was asked for. */
function asJson(roast: RoastDetail, gate: GateResult): object {
  return gate.checks.length ? { ...roast, gate } : roast;
}

function emit(format: Format, { roast, screenshots, apiBaseUrl }: Roasted, gate: GateResult, target: string) {
  switch (format) {
    case 'text':
      print(render(roast, apiBaseUrl ?? ''));
      return;
    case 'json':
      printJson(asJson(roast, gate));
      return;
    case 'junit':
      write(junitReport({ roast, gate, screenshots, target }));
      return;
    case 'sarif':
      write(sarifReport({ roast, gate, screenshots, target }));
      return;
  }
}
