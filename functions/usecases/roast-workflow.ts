import { z } from 'zod';
import { clarityAnalysisSchema, violationSchema, type WebsiteAnalysis } from '../domain/api-schemas';
import { CRITERION_KEYS, type SubScores } from '../domain/criteria';
import { ContentRejectedError, type CritiqueResult } from '../domain/critique';
import { RoastNotFoundError } from '../domain/errors';
import { MAX_IMAGES_PER_ROAST } from '../domain/limits';
import {
  DEFAULT_VALIDATION_MESSAGE,
  DEFAULT_VALIDATION_SUGGESTION,
  GENERIC_FAILURE_MESSAGE,
  QUOTA_MESSAGE,
} from '../domain/messages';
import { ROAST_LEVELS } from '../domain/roast-levels';
import { pageColourPairs } from '../domain/colour-vision';
import { scoreCritique } from '../domain/scoring';
import type { Critic } from '../ports/critic';
import type { ImageProcessor } from '../ports/image-processor';
import type { RoastLifecycleRepository } from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import type { PageFacts } from '../domain/page-facts';
import { type CaptureDeps, guardedCapture } from './capture-website';
import {
  captureFactsKey,
  captureFullPageKey,
  colourPairsKey,
  fullPageKey,
  screenshotKey,
  thumbnailKey,
} from './storage-keys';
import type { StoredCapture } from './capture-website';

/** The whole-page capture a roast keeps (key in its folder + what part of the page it shows). */
const fullPageStateSchema = z.object({
  key: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  pageHeight: z.number().int().positive(),
  capturedHeight: z.number().int().positive(),
  truncated: z.boolean(),
});

/** The state every step receives: keys, never bytes (DESIGN §2.7). */
export const workflowStateSchema = z
  .object({
    roastId: z.string().min(1),
    /** Empty only for a one-call URL roast before its Capture state has run. */
    imageKeys: z.array(z.string().min(1)).max(MAX_IMAGES_PER_ROAST),
    url: z.string().optional(),
    level: z.enum(ROAST_LEVELS),
    captureId: z.string().optional(),
    thumbnailKey: z.string().nullable().optional(),
    /** Set by Prepare when the capture took the whole page; read by Critique and kept by Score. */
    fullPage: fullPageStateSchema.optional(),
  })
  .refine((state) => state.imageKeys.length > 0 || Boolean(state.url), {
    message: 'at least one image key, unless a url is to be captured',
    path: ['imageKeys'],
  });
export type WorkflowState = z.infer<typeof workflowStateSchema>;

const critiqueSchema = z.object({
  subScores: z.object(
    Object.fromEntries(CRITERION_KEYS.map((k) => [k, z.number().min(0).max(10)])) as Record<
      keyof SubScores,
      z.ZodNumber
    >,
  ),
  violations: z.array(violationSchema),
  improvements: z.array(z.string().min(1)),
  clarityAnalysis: clarityAnalysisSchema.nullable(),
  roastText: z.string().min(1).max(4000),
  engine: z.enum(['offline', 'bedrock']),
  industry: z.string().optional(),
  industryConfidence: z.number().min(0).max(100).optional(),
  siteName: z.string().max(200).optional(),
});

/** Error names the state machine's Catch sees (Lambda reports `error.name` as the error type). */
export class WorkflowStepError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/**
 * Prepare: the roast must still exist and be processing; makes the card thumbnail, and moves a URL
 * capture's whole-page image (if it took one) into the roast's folder, where deletion finds it.
 */
export async function prepareRoast(
  deps: { roasts: RoastLifecycleRepository; screenshots: ScreenshotStore; images: ImageProcessor },
  state: WorkflowState,
): Promise<WorkflowState> {
  const roast = await deps.roasts.get(state.roastId);
  if (!roast) throw new RoastNotFoundError(state.roastId);
  if (state.imageKeys.length === 0) throw new Error('Prepare needs at least one screenshot');
  const first = await deps.screenshots.get(state.imageKeys[0]!);
  if (!first) throw new Error(`Screenshot ${state.imageKeys[0]} is missing from storage`);
  const key = thumbnailKey(state.roastId);
  await deps.screenshots.put(key, await deps.images.thumbnail(first));
  const fullPage = state.captureId
    ? await keepFullPage(deps.screenshots, state.roastId, state.captureId)
    : null;
  return { ...state, thumbnailKey: key, ...(fullPage ? { fullPage } : {}) };
}

/**
 * The capture's whole page, copied from captures/ (which expires) to the roast's folder. A capture
 * without one, or whose image has expired meanwhile, simply has none: the roast does not need it.
 */
async function keepFullPage(
  screenshots: ScreenshotStore,
  roastId: string,
  captureId: string,
): Promise<z.infer<typeof fullPageStateSchema> | null> {
  const stored = await screenshots.getJson<StoredCapture>(captureFactsKey(captureId));
  const meta = stored?.fullPage;
  if (!meta) return null;
  const bytes = await screenshots.get(captureFullPageKey(captureId));
  if (!bytes) return null;
  const key = fullPageKey(roastId);
  await screenshots.put(key, bytes);
  return { key, ...meta };
}

/**
 * Capture (one-call URL roasts only): takes desktop and mobile screenshots of `url` with the same
 * SSRF-guarded capture as POST /api/screenshot, stores them as the roast's images and the page
 * facts under a capture id, and passes keys on.
 */
export async function captureForRoast(
  deps: { roasts: RoastLifecycleRepository; screenshots: ScreenshotStore; capture: CaptureDeps },
  state: WorkflowState,
): Promise<WorkflowState> {
  if (!state.url) throw new Error('Capture needs a url');
  // The JPEGs go straight to storage: no base64 round trip through the HTTP response shape.
  const result = await guardedCapture(
    { ...deps.capture, store: deps.screenshots },
    state.url,
    { reducedMotion: true },
    true,
  );
  if (!result.ok) throw new WorkflowStepError('CaptureFailed', result.message);
  const imageKeys = [screenshotKey(state.roastId, 0), screenshotKey(state.roastId, 1)];
  await Promise.all([
    deps.screenshots.put(imageKeys[0]!, result.desktop),
    deps.screenshots.put(imageKeys[1]!, result.mobile),
  ]);
  await deps.roasts.attachCapture(state.roastId, {
    imageKeys,
    captureId: result.captureId,
    website: result.websiteMetadata,
  });
  return { ...state, imageKeys, captureId: result.captureId };
}

/** Critique: hands the screenshots to the critic port. */
export async function critiqueRoast(
  deps: { screenshots: ScreenshotStore; critic: Critic },
  state: WorkflowState,
): Promise<CritiqueResult> {
  const images = await Promise.all(
    state.imageKeys.map(async (key) => {
      const bytes = await deps.screenshots.get(key);
      if (!bytes) throw new Error(`Screenshot ${key} is missing from storage`);
      return bytes;
    }),
  );
  // A roast made from a URL capture brings the facts measured on the live page (if not yet expired).
  const capture = state.captureId
    ? await deps.screenshots.getJson<{ facts?: PageFacts }>(captureFactsKey(state.captureId))
    : null;
  // The whole page is judged for what only it shows (violations only; the score reads the screens).
  const fullPageBytes = state.fullPage ? await deps.screenshots.get(state.fullPage.key) : null;
  let result: CritiqueResult;
  try {
    result = await deps.critic.critique({
      roastId: state.roastId,
      level: state.level,
      images,
      ...(capture?.facts ? { pageFacts: capture.facts } : {}),
      // A one-call URL roast: its Capture state took the desktop and phone views of that one page.
      ...(state.url ? { viewports: 'one-page' as const } : {}),
      ...(state.fullPage && fullPageBytes
        ? {
            fullPage: {
              jpeg: fullPageBytes,
              pageHeight: state.fullPage.pageHeight,
              capturedHeight: state.fullPage.capturedHeight,
              truncated: state.fullPage.truncated,
            },
          }
        : {}),
    });
  } catch (error) {
    if (error instanceof ContentRejectedError) {
      // Step Functions carries only an error name and a message string: pack both texts in it.
      throw new WorkflowStepError(
        'ContentRejected',
        JSON.stringify({ message: error.message, suggestion: error.suggestion }),
      );
    }
    throw error;
  }
  // The colour-vision report checks the live page's text pairs and what the critic read off the first
  // screenshot (buttons on their ground, coloured text); capture facts expire, the roast's folder not.
  const { screenColours, ...critique } = result;
  const pairs = [...pageColourPairs(capture?.facts), ...(screenColours ?? [])];
  if (pairs.length > 0 || screenColours)
    await deps.screenshots.putJson(colourPairsKey(state.roastId), { pairs });
  return critique;
}

/** Score: code, never the critic, computes the UGH score and verdict (DESIGN §7). */
export async function scoreRoast(
  deps: { roasts: RoastLifecycleRepository; screenshots?: ScreenshotStore },
  state: WorkflowState & { critique: unknown },
): Promise<{ roastId: string; ughScore: number; verdict: string }> {
  const critique = critiqueSchema.parse(state.critique);
  // Rounded, and bounded by the findings' severity (an Unforgivable finding is never "Barely Passable").
  const { subScores, ughScore: score, verdict, clarityAnalysis } = scoreCritique(critique);
  await deps.roasts.markReady(
    state.roastId,
    {
      ughScore: score,
      verdict,
      subScores,
      violations: critique.violations,
      improvements: critique.improvements,
      // Held to the score beside it (domain/clarity.ts), whichever critic wrote it.
      clarityAnalysis,
      // The technology stack exists only for roasts made from a URL capture.
      websiteAnalysis:
        state.captureId && deps.screenshots
          ? ((
              await deps.screenshots.getJson<{ websiteAnalysis?: WebsiteAnalysis | null }>(
                captureFactsKey(state.captureId),
              )
            )?.websiteAnalysis ?? null)
          : null,
      roastText: critique.roastText,
      engine: critique.engine,
      industry: critique.industry ?? null,
      industryConfidence: critique.industry ? (critique.industryConfidence ?? null) : null,
      siteName: critique.siteName ?? null,
      fullPage: state.fullPage ?? null,
    },
    state.thumbnailKey ?? null,
  );
  return { roastId: state.roastId, ughScore: score, verdict };
}

export const failureInputSchema = z.object({
  roastId: z.string().min(1),
  error: z.object({ Error: z.string(), Cause: z.string().optional() }),
});

/** Lambda wraps a thrown error's message in a JSON Cause; the local runner passes the message as-is. */
function causeMessage(cause: string | undefined): string {
  if (!cause) return '';
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string') return parsed.errorMessage;
  } catch {
    // not JSON: already the message
  }
  return cause;
}

/** RecordFailure: the Catch target. Turns an error into the status the poller shows. */
export async function recordFailure(
  deps: { roasts: RoastLifecycleRepository },
  input: z.infer<typeof failureInputSchema>,
): Promise<{ roastId: string; status: 'failed' | 'rejected' }> {
  const { Error: name, Cause } = input.error;
  const message = causeMessage(Cause);
  if (name === 'ContentRejected') {
    let texts: { message?: unknown; suggestion?: unknown } = { message };
    try {
      const parsed: unknown = JSON.parse(message);
      // Anything but an object (null, a number) is treated as the plain message it probably was.
      if (parsed !== null && typeof parsed === 'object') texts = parsed as typeof texts;
    } catch {
      // not JSON: the message itself
    }
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
    await deps.roasts.markUnsuccessful(input.roastId, 'rejected', {
      message: text(texts.message) ?? DEFAULT_VALIDATION_MESSAGE,
      suggestion: text(texts.suggestion) ?? DEFAULT_VALIDATION_SUGGESTION,
    });
    return { roastId: input.roastId, status: 'rejected' };
  }
  if (name === 'CaptureFailed') {
    // The capture's own words (the spec's capture catalogue), which never carry internals.
    await deps.roasts.markUnsuccessful(input.roastId, 'failed', {
      message: message || 'Failed to capture screenshots',
    });
    return { roastId: input.roastId, status: 'failed' };
  }
  // Throttling that outlasted the Critique state's retries (about a minute of backoff) is the model's
  // rate quota: the visitor should try again in a few minutes, which is what the quota message says.
  const quota =
    name === 'CriticQuotaExceeded' || name === 'ThrottlingException' || /quota|exceeded/i.test(name);
  await deps.roasts.markUnsuccessful(input.roastId, 'failed', {
    message: quota
      ? QUOTA_MESSAGE
      : // Step Functions' task timeout, or the Lambda's own timeout firing first.
        name === 'States.Timeout' || name === 'Sandbox.Timedout'
        ? 'Roasting took longer than it should. Please try again.'
        : GENERIC_FAILURE_MESSAGE,
  });
  return { roastId: input.roastId, status: 'failed' };
}
