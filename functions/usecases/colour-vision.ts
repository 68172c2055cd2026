/**
 * The colour-vision preview of a roast (docs/colour-vision.md): its first screenshot as seen
 * with protanopia, deuteranopia and tritanopia, and what those visitors lose: text they cannot read
 * and buttons that merge into their background. Shown exactly when the roast's screenshots are
 * (GET /api/roasts/{id}/images/{n}): the link is the key, private roasts included.
 */
import {
  COLOUR_VISION_TYPES,
  colourVisionFlags,
  type ColourPairFact,
  type ColourVisionReport,
  type ColourVisionType,
} from '../domain/colour-vision';
import { RoastNotFoundError } from '../domain/errors';
import { asSeenAt } from '../domain/roast-staleness';
import type { ColourVisionSimulator } from '../ports/colour-vision-simulator';
import type { RoastLifecycleRepository } from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import { colourPairsKey, colourVisionImageKey } from './storage-keys';

/**
 * The roast's first screenshot, as the image routes see it: any roast that has not failed. Whether the
 * roast is public only decides whether search engines are asked to keep away (x-robots-tag).
 */
async function firstScreenshot(
  roasts: RoastLifecycleRepository,
  id: string,
  now: Date,
): Promise<{ key: string; isPublic: boolean }> {
  const stored = await roasts.get(id);
  const roast = stored && asSeenAt(stored, now);
  if (!roast || roast.status === 'failed' || roast.status === 'rejected') throw new RoastNotFoundError(id);
  const key = roast.imageKeys[0];
  if (!key) throw new RoastNotFoundError(id);
  return { key, isPublic: roast.isPublic };
}

/**
 * The first screenshot as a dichromat sees it. Drawn once per roast and type, then read back from the
 * roast's folder (`screenshots/{id}/cvd-{type}.jpg`), so deletion and the orphan sweep remove it
 * with the screenshots.
 */
export async function colourVisionImage(
  deps: { roasts: RoastLifecycleRepository; screenshots: ScreenshotStore; simulator: ColourVisionSimulator },
  id: string,
  type: ColourVisionType,
  now = new Date(),
): Promise<{ jpeg: Buffer; isPublic: boolean }> {
  const first = await firstScreenshot(deps.roasts, id, now);
  const key = colourVisionImageKey(id, type);
  const cached = await deps.screenshots.get(key);
  if (cached) return { jpeg: cached, isPublic: first.isPublic };
  const source = await deps.screenshots.get(first.key);
  if (!source) throw new RoastNotFoundError(id);
  const simulated = await deps.simulator.simulate(source, type);
  await deps.screenshots.put(key, simulated);
  return { jpeg: simulated, isPublic: first.isPublic };
}

/**
 * The types on offer and the flagged pairs: the live page's text pairs and the colours the engine read
 * off the first screenshot, kept with the roast by the Critique step.
 */
export async function colourVisionReport(
  deps: { roasts: RoastLifecycleRepository; screenshots: ScreenshotStore },
  id: string,
  now = new Date(),
): Promise<ColourVisionReport> {
  await firstScreenshot(deps.roasts, id, now);
  const stored = await deps.screenshots.getJson<{ pairs?: ColourPairFact[] }>(colourPairsKey(id));
  const pairs = stored?.pairs ?? null;
  return {
    types: COLOUR_VISION_TYPES,
    pairsChecked: pairs ? pairs.length : null,
    flags: pairs ? colourVisionFlags(pairs) : [],
  };
}
