/**
 * Roasting in this process, without a server: the same pipeline as the API and workflow (upload rules
 * with sharp, the offline engine, the domain's score and verdict), and for `--url` the production
 * capturer (Chromium behind the SSRF-guarding egress proxy) on this machine.
 *
 * Deterministic: the offline engine has no randomness, the roast id is derived from the screenshots
 * and the level, and `createdAt` is $SOURCE_DATE_EPOCH when that is set (the reproducible-builds
 * convention), so the same input gives byte-identical output.
 */
import { createHash } from 'node:crypto';
import type { RoastDetail } from '../../functions/domain/api-schemas';
import type { CritiqueResult, Viewports } from '../../functions/domain/critique';
import { MAX_IMAGE_LONGEST_SIDE } from '../../functions/domain/limits';
import type { PageFacts } from '../../functions/domain/page-facts';
import type { RoastLevel } from '../../functions/domain/roast-levels';
import { roastTitle } from '../../functions/domain/roast-title';
import { scoreCritique } from '../../functions/domain/scoring';
import type { CapturedPage } from '../../functions/ports/page-capturer';

export interface SiteLabel {
  url?: string;
  name?: string;
}

/**
 * The time an offline roast is stamped with: $SOURCE_DATE_EPOCH (seconds since 1970, as reproducible
 * builds use it) when set, so that output can be byte-identical; otherwise now.
 */
export function roastTime(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return new Date().toISOString();
  if (!/^\d+$/.test(epoch))
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got "${epoch}"`);
  return new Date(Number(epoch) * 1000).toISOString();
}

/** The same screenshots at the same level always get the same 22-character id (the API's id shape). */
export function offlineRoastId(images: Buffer[], level: RoastLevel): string {
  const hash = createHash('sha256').update(`ugh-offline-roast\u0000${level}`);
  for (const image of images) hash.update(createHash('sha256').update(image).digest());
  return hash.digest('base64url').slice(0, 22);
}

/** Fields as in the roast detail API, without the stored-roast ones. */
export function roastDetail(
  id: string,
  critique: CritiqueResult,
  level: RoastLevel,
  site: SiteLabel,
): RoastDetail {
  const { subScores, ughScore: score, verdict, clarityAnalysis } = scoreCritique(critique);
  const domain = site.url ? new URL(site.url).hostname : undefined;
  return {
    id,
    number: 1,
    status: 'ready',
    roastText: critique.roastText,
    roastLevel: level,
    ughScore: score,
    verdict,
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
    createdAt: roastTime(),
    ...subScores,
    violations: critique.violations,
    improvements: critique.improvements,
    clarityAnalysis,
    websiteAnalysis: null,
    engine: critique.engine,
  };
}

/**
 * Pixels of an uploaded file per pixel of its normalised copy (longest side at most
 * MAX_IMAGE_LONGEST_SIDE, never enlarged): violation regions are measured on the normalised copy.
 */
export function normalisedScale(width: number, height: number): number {
  const longest = Math.max(width, height);
  return longest > MAX_IMAGE_LONGEST_SIDE ? longest / MAX_IMAGE_LONGEST_SIDE : 1;
}

export interface RoastExtras {
  /** Facts measured on the live page (a URL capture). */
  pageFacts?: PageFacts;
  viewports?: Viewports;
}

/**
 * One critic (OCR worker, clutter workers) serves every roast until close(): `ugh roast --each` and
 * `ugh compare` roast several times in one process.
 */
export async function offlineRoaster() {
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
    /** Pixels of the file per pixel of its normalised copy (header only, no decode). */
    async scale(bytes: Buffer): Promise<number> {
      const { width, height } = await processor.inspect(bytes);
      return normalisedScale(width, height);
    },
    async roast(images: Buffer[], level: RoastLevel, site: SiteLabel = {}, extras: RoastExtras = {}) {
      const id = offlineRoastId(images, level);
      const critique = await critic.critique({ roastId: id, level, images, ...extras });
      return roastDetail(id, critique, level, site);
    },
    // The OCR worker would otherwise keep a one-shot process alive until its idle timer fires.
    close: () => Promise.all([stopOcr(), stopClutterWorkers()]).then(() => undefined),
  };
}
export type OfflineRoaster = Awaited<ReturnType<typeof offlineRoaster>>;

/**
 * Captures one public page on this machine as URL roasts do on the server: desktop and phone
 * screenshots plus the page's facts, every request the browser makes checked by the SSRF guard.
 * Loopback and private addresses are refused unless named in $CAPTURE_ALLOWED_HOSTS ("host:port,…"),
 * e.g. a preview build served on 127.0.0.1 in CI.
 */
export async function captureLocally(rawUrl: string): Promise<CapturedPage & { url: URL }> {
  const [
    { parseAllowedHosts, parseCaptureUrl },
    { NodeHostResolver },
    { EgressProxy },
    { ChromiumPageCapturer },
    { checkCaptureTarget },
    { CaptureFailedError },
  ] = await Promise.all([
    import('../../functions/domain/capture-url'),
    import('../../functions/adapters/dns/node-host-resolver'),
    import('../../functions/adapters/chromium/egress-proxy'),
    import('../../functions/adapters/chromium/chromium-page-capturer'),
    import('../../functions/usecases/check-capture-target'),
    import('../../functions/ports/page-capturer'),
  ]);
  const allowed = parseAllowedHosts(process.env.CAPTURE_ALLOWED_HOSTS);
  const checked = parseCaptureUrl(rawUrl, allowed);
  if (!checked.ok)
    throw new Error(
      `cannot capture ${rawUrl}: ${checked.message} (${checked.reason}; a loopback preview needs CAPTURE_ALLOWED_HOSTS=host:port)`,
    );
  const resolver = new NodeHostResolver();
  const capturer = new ChromiumPageCapturer(
    new EgressProxy((url) => checkCaptureTarget(url, resolver, allowed)),
    Number(process.env.CAPTURE_BUDGET_MS ?? 20_000),
  );
  try {
    return { ...(await capturer.capture(checked.url, { reducedMotion: true })), url: checked.url };
  } catch (error) {
    if (error instanceof CaptureFailedError)
      throw new Error(
        `cannot capture ${rawUrl}: ${error.message}${error.detail ? ` (${error.detail})` : ''}`,
      );
    throw error;
  } finally {
    await capturer.close();
  }
}
