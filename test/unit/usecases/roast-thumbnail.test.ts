import { describe, expect, it } from 'vitest';
import { RoastNotFoundError } from '../../../functions/domain/errors';
import type { Roast } from '../../../functions/domain/roast';
import type { ImageProcessor } from '../../../functions/ports/image-processor';
import type { RoastLifecycleRepository } from '../../../functions/ports/roast-repository';
import type { ScreenshotStore } from '../../../functions/ports/screenshot-store';
import { getRoastThumbnail } from '../../../functions/usecases/read-roasts';
import { shareCard } from '../../../functions/usecases/share-links';
import { roastRecord, roastResult } from '../../helpers/roast';

/**
 * Card thumbnails keep the top of the page (the logo, the start of the headline). Roasts made while
 * thumbnails were cropped from the centre get theirs made again, once, when a card first asks.
 */
const NOW = new Date('2030-01-01T12:00:00.000Z');

const roast = (status: Roast['status'], thumbnailKey: string | null) =>
  roastRecord({ status, thumbnailKey, isPublic: true, createdAt: NOW.toISOString() });

function setUp(stored: Roast, objects: Record<string, string>) {
  const store = new Map<string, Buffer>(Object.entries(objects).map(([k, v]) => [k, Buffer.from(v)]));
  const made: string[] = [];
  const deps = {
    roasts: { get: async () => structuredClone(stored) } as unknown as RoastLifecycleRepository,
    screenshots: {
      get: async (key: string) => store.get(key) ?? null,
      put: async (key: string, bytes: Buffer) => void store.set(key, bytes),
    } as unknown as ScreenshotStore,
    images: {
      thumbnail: async (jpeg: Buffer) => {
        made.push(String(jpeg));
        return Buffer.from(`top-left crop of ${String(jpeg)}`);
      },
    } satisfies Pick<ImageProcessor, 'thumbnail'>,
  };
  return { deps, store, made };
}

describe('a roast’s card thumbnail', () => {
  it('is made again from the first screenshot when only the old centre crop is stored, then kept', async () => {
    const { deps, store, made } = setUp(roast('ready', 'screenshots/r1/thumbnail.jpg'), {
      'screenshots/r1/0.jpg': 'first screenshot',
      'screenshots/r1/thumbnail.jpg': 'old centre crop',
    });
    const first = await getRoastThumbnail(deps, 'r1', NOW);
    expect(String(first.bytes)).toBe('top-left crop of first screenshot');
    expect(String(store.get('screenshots/r1/thumbnail-top.jpg'))).toBe('top-left crop of first screenshot');
    expect(String((await getRoastThumbnail(deps, 'r1', NOW)).bytes)).toBe(
      'top-left crop of first screenshot',
    );
    expect(made).toEqual(['first screenshot']);
  });

  it('is the stored one when it has the current crop', async () => {
    const { deps, made } = setUp(roast('ready', 'screenshots/r1/thumbnail-top.jpg'), {
      'screenshots/r1/0.jpg': 'first screenshot',
      'screenshots/r1/thumbnail-top.jpg': 'current crop',
    });
    expect(String((await getRoastThumbnail(deps, 'r1', NOW)).bytes)).toBe('current crop');
    expect(made).toEqual([]);
  });

  it('is the first screenshot while the roast is still processing, and nothing is stored', async () => {
    const { deps, store, made } = setUp(roast('processing', null), { 'screenshots/r1/0.jpg': 'first' });
    expect(String((await getRoastThumbnail(deps, 'r1', NOW)).bytes)).toBe('first');
    expect(made).toEqual([]);
    expect(store.has('screenshots/r1/thumbnail-top.jpg')).toBe(false);
  });

  it('is not found for a failed roast or one whose screenshots are gone', async () => {
    await expect(getRoastThumbnail(setUp(roast('failed', null), {}).deps, 'r1', NOW)).rejects.toBeInstanceOf(
      RoastNotFoundError,
    );
    await expect(getRoastThumbnail(setUp(roast('ready', null), {}).deps, 'r1', NOW)).rejects.toBeInstanceOf(
      RoastNotFoundError,
    );
  });
});

describe('a roast’s share card', () => {
  const drawn: string[] = [];
  const renderer = {
    render: async (_subject: unknown, thumbnail: Buffer | null) => {
      drawn.push(String(thumbnail));
      return Buffer.from(`card of ${String(thumbnail)}`);
    },
  };

  it('of a roast made before the top crop shows the top crop, not the old centre crop its record names', async () => {
    const ready = roastRecord({
      status: 'ready',
      result: roastResult(),
      thumbnailKey: 'screenshots/r1/thumbnail.jpg',
      isPublic: true,
      createdAt: NOW.toISOString(),
    });
    const { deps } = setUp(ready, {
      'screenshots/r1/0.jpg': 'first screenshot',
      'screenshots/r1/thumbnail.jpg': 'old centre crop',
    });
    const card = await shareCard({ ...deps, renderer }, 'r1', undefined, NOW);
    expect(card.kind).toBe('card');
    expect(drawn).toEqual(['top-left crop of first screenshot']);
    // Drawn once: the next reader gets the stored card.
    await shareCard({ ...deps, renderer }, 'r1', undefined, NOW);
    expect(drawn).toHaveLength(1);
  });
});
