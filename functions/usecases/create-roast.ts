import { randomBytes } from 'node:crypto';
import type { CreateRoastRequest, CreateRoastResponse } from '../domain/api-schemas';
import {
  ImageRejectedError,
  SUPPORTED_FORMATS_HINT,
  checkDimensions,
  decodeBase64Image,
  sniffImageFormat,
} from '../domain/image-validation';
import { parseCaptureUrl } from '../domain/capture-url';
import { REACTION_EMOJIS } from '../domain/reactions';
import type { Roast } from '../domain/roast';
import { ImageDecodeError, type ImageProcessor, type NormalisedImage } from '../ports/image-processor';
import type { RoastLifecycleRepository } from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import type { WorkflowStarter } from '../ports/workflow-starter';
import { hashOwnerKey } from './owner-key';
import { checkNewVersionOf, linkNewVersion } from './roast-versions';
import { screenshotKey } from './storage-keys';

export interface CreateRoastDeps {
  roasts: RoastLifecycleRepository;
  screenshots: ScreenshotStore;
  images: ImageProcessor;
  workflow: WorkflowStarter;
  /** CAPTURE_ALLOWED_HOSTS (tests, local fixtures): loopback host:port pairs a URL roast may name. */
  captureAllowedHosts?: ReadonlySet<string>;
  now?: () => Date;
}

/** 128 random bits, base64url: 22 characters (DESIGN §2.1). */
export function newRandomId(): string {
  return randomBytes(16).toString('base64url');
}

async function normaliseOne(
  images: ImageProcessor,
  value: string,
  position: number,
): Promise<NormalisedImage> {
  const bytes = decodeBase64Image(value, position);
  if (!sniffImageFormat(bytes)) {
    throw new ImageRejectedError(
      `Screenshot ${position} is not an image we can read`,
      SUPPORTED_FORMATS_HINT,
    );
  }
  try {
    const info = await images.inspect(bytes);
    checkDimensions(info.width, info.height, position);
    return await images.normalise(bytes);
  } catch (error) {
    if (!(error instanceof ImageDecodeError)) throw error;
    switch (error.reason) {
      case 'too_large':
        throw new ImageRejectedError(
          `Screenshot ${position} is too large to process`,
          'Please upload smaller screenshots',
          413,
        );
      case 'corrupt':
        throw new ImageRejectedError(
          `Screenshot ${position} is damaged or incomplete`,
          SUPPORTED_FORMATS_HINT,
        );
      default:
        throw new ImageRejectedError(
          `Screenshot ${position} is not an image we can read`,
          SUPPORTED_FORMATS_HINT,
        );
    }
  }
}

/**
 * Validates every image completely before writing anything, so a rejected request leaves nothing
 * behind; then stores the JPEGs, records the roast as processing and starts the workflow.
 */
export async function createRoast(
  deps: CreateRoastDeps,
  request: CreateRoastRequest,
  /** The owner key of `request.previousId` (only its owner may roast its new version). */
  previousOwnerKey?: string,
): Promise<CreateRoastResponse> {
  // Checked before anything is stored, like the images: a refused link leaves nothing behind.
  const link = request.previousId
    ? await checkNewVersionOf(deps.roasts, request.previousId, previousOwnerKey ?? '', deps.now?.())
    : null;
  // One-call URL roasts: the workflow's Capture state takes the screenshots. The address gets its
  // static check here (so an obviously internal one is refused at once); DNS is checked at capture.
  let captureUrl: string | undefined;
  if (request.url !== undefined) {
    const parsed = parseCaptureUrl(request.url, deps.captureAllowedHosts);
    if (!parsed.ok) {
      throw new ImageRejectedError(
        parsed.message,
        'Check the address, or upload screenshots of the site instead',
      );
    }
    captureUrl = parsed.url.href;
  }
  const normalised: NormalisedImage[] = [];
  // Sequential on purpose: bounded memory for five full decodes on a small Lambda.
  for (const [index, value] of (request.images ?? []).entries()) {
    normalised.push(await normaliseOne(deps.images, value, index + 1));
  }

  const id = newRandomId();
  const ownerKey = newRandomId();
  const imageKeys = normalised.map((_, index) => screenshotKey(id, index));
  // From the first byte stored to the workflow's start, any failure removes what this request wrote,
  // before the error is answered: the caller never receives the id or the owner key, so nobody else
  // could. What a clean-up itself cannot remove (the screenshot store is down too) is left to the
  // orphan sweep (usecases/roast-recovery.ts), which finds screenshot folders without a roast record.
  let record: 'none' | 'attempted' | 'written' = 'none';
  try {
    // Every upload settles before anything is removed: one that fails must not leave its siblings
    // still in flight, to land after the clean-up has deleted the folder.
    const stored = await Promise.allSettled(
      normalised.map((image, index) => deps.screenshots.put(imageKeys[index]!, image.jpeg)),
    );
    const failedUpload = stored.find((result) => result.status === 'rejected');
    if (failedUpload) throw failedUpload.reason;
    const number = await deps.roasts.nextRoastNumber();
    const now = (deps.now?.() ?? new Date()).toISOString();
    const website = request.websiteMetadata ?? (captureUrl ? { url: captureUrl } : {});
    const roast: Roast = {
      id,
      number,
      ownerKeyHash: hashOwnerKey(ownerKey),
      status: 'processing',
      level: request.roastLevel,
      imageKeys,
      thumbnailKey: null,
      captureId: request.captureId ?? null,
      website: {
        ...website,
        domain: website.domain ?? domainOf(website.url),
      },
      ...(request.title ? { title: request.title } : {}),
      ...(request.previousId ? { previousId: request.previousId } : {}),
      createdAt: now,
      updatedAt: now,
      failure: null,
      result: null,
      isPromoted: false,
      isPublic: false,
      promotion: null,
      likes: 0,
      shareCount: 0,
      reactionCounts: Object.fromEntries(REACTION_EMOJIS.map((e) => [e, 0])),
    };
    // When the store itself fails here, the write may still be applied (a store that stopped answering
    // can process it later): the clean-up treats the record as possibly written.
    record = 'attempted';
    await deps.roasts.create(roast);
    record = 'written';
    // Set now rather than when the roast is ready: the slot is taken at once, so a second new version
    // started meanwhile is refused before it costs a capture and a critique (domain/roast-versions.ts).
    if (request.previousId && link) await linkNewVersion(deps.roasts, request.previousId, id, link.replacing);
    await deps.workflow.start({
      roastId: id,
      imageKeys,
      level: request.roastLevel,
      ...(request.captureId ? { captureId: request.captureId } : {}),
      ...(captureUrl ? { url: captureUrl } : {}),
    });
    return { id, number, ownerKey, status: 'processing' };
  } catch (error) {
    // Both at once: the images go even when the record's clean-up waits on a store that is down.
    await Promise.all([
      record === 'none' ? undefined : discardRoast(deps.roasts, id, record === 'written'),
      deps.screenshots.deleteMany(imageKeys).catch(() => undefined),
    ]);
    // Unchanged, so that the API can tell "storage unavailable" (503) from a bug (500).
    throw error;
  }
}

/**
 * If the images cannot be deleted but the record is gone, their folder has no record and the orphan
 * sweep removes it. If a record known to be written cannot be discarded either, it must at least not
 * say "processing" forever. One whose write failed is not marked: the store just refused it.
 */
async function discardRoast(roasts: RoastLifecycleRepository, id: string, written: boolean): Promise<void> {
  try {
    await roasts.discard(id);
  } catch {
    if (!written) return;
    await roasts
      .markUnsuccessful(id, 'failed', { message: 'We could not start your roast. Please try again.' })
      .catch(() => undefined);
  }
}

function domainOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}
