import { describe, expect, it } from 'vitest';
import { RoastNotFoundError, RoastNotReadyError } from '../../../functions/domain/errors';
import { newRoastId, storeRoast, useRepositoryHarness } from './fixtures';

const h = useRepositoryHarness();

const fingerprint = (n: number) => `fp_${String(n).padStart(4, '0')}_1763830000000`;

async function markers(id: string, prefix: string) {
  return (await h.partition(`ROAST#${id}`)).filter((i) => String(i.SK).startsWith(prefix));
}

describe('likes', () => {
  it('counts one like per fingerprint and stores a marker at PK=ROAST#id, SK=LIKE#fp', async () => {
    const roast = await storeRoast(h);
    expect(await h.engagement.like(roast.id, fingerprint(1))).toEqual({ added: true, likes: 1 });
    expect(await h.engagement.like(roast.id, fingerprint(1))).toEqual({ added: false, likes: 1 });
    expect(await h.item(`ROAST#${roast.id}`, `LIKE#${fingerprint(1)}`)).toBeDefined();
    expect(await h.engagement.like(roast.id, fingerprint(2))).toEqual({ added: true, likes: 2 });
    expect((await h.roasts.get(roast.id))?.likes).toBe(2);
    expect(await markers(roast.id, 'LIKE#')).toHaveLength(2);
  });

  it('refuses a processing roast without leaving a marker', async () => {
    const roast = await storeRoast(h, { status: 'processing' });
    await expect(h.engagement.like(roast.id, fingerprint(1))).rejects.toBeInstanceOf(RoastNotReadyError);
    expect(await markers(roast.id, 'LIKE#')).toEqual([]);
    expect((await h.roasts.get(roast.id))?.likes).toBe(0);
  });

  it('refuses a missing roast without leaving a marker', async () => {
    const id = newRoastId();
    await expect(h.engagement.like(id, fingerprint(1))).rejects.toBeInstanceOf(RoastNotFoundError);
    expect(await h.partition(`ROAST#${id}`)).toEqual([]);
  });

  it('40 parallel likes from 40 fingerprints all land', async () => {
    const roast = await storeRoast(h);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => h.engagement.like(roast.id, fingerprint(i))),
    );
    expect(results.every((r) => r.added)).toBe(true);
    expect((await h.roasts.get(roast.id))?.likes).toBe(40);
    expect(await markers(roast.id, 'LIKE#')).toHaveLength(40);
    // Each caller sees a count that includes its own like.
    expect(Math.max(...results.map((r) => r.likes))).toBe(40);
    expect(Math.min(...results.map((r) => r.likes))).toBeGreaterThanOrEqual(1);
  });

  it('40 parallel likes from one fingerprint add exactly one', async () => {
    const roast = await storeRoast(h);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => h.engagement.like(roast.id, fingerprint(7))),
    );
    expect(results.filter((r) => r.added)).toHaveLength(1);
    expect((await h.roasts.get(roast.id))?.likes).toBe(1);
    expect(await markers(roast.id, 'LIKE#')).toHaveLength(1);
  });
});

describe('reactions', () => {
  it('add and remove are idempotent toggles and the count never goes below zero', async () => {
    const roast = await storeRoast(h);
    const count = async () => (await h.roasts.get(roast.id))?.reactionCounts['🔥'];

    expect(await h.engagement.addReaction(roast.id, fingerprint(1), '🔥')).toEqual({ changed: true });
    expect(await count()).toBe(1);
    expect(await h.engagement.addReaction(roast.id, fingerprint(1), '🔥')).toEqual({ changed: false });
    expect(await count()).toBe(1);
    expect(await h.item(`ROAST#${roast.id}`, `REACT#${fingerprint(1)}#🔥`)).toMatchObject({ emoji: '🔥' });

    expect(await h.engagement.removeReaction(roast.id, fingerprint(1), '🔥')).toEqual({ changed: true });
    expect(await count()).toBe(0);
    expect(await h.engagement.removeReaction(roast.id, fingerprint(1), '🔥')).toEqual({ changed: false });
    expect(await count()).toBe(0);
    // Removing one never given, by someone else, is also a no-op.
    expect(await h.engagement.removeReaction(roast.id, fingerprint(2), '🔥')).toEqual({ changed: false });
    expect(await count()).toBe(0);
    expect(await markers(roast.id, 'REACT#')).toEqual([]);
  });

  it('keeps each emoji and each fingerprint apart', async () => {
    const roast = await storeRoast(h);
    const a = 'fp_same_prefix';
    const b = 'fp_same_prefix2';
    for (const emoji of ['🔥', '💀', '🗑️'] as const) await h.engagement.addReaction(roast.id, a, emoji);
    await h.engagement.addReaction(roast.id, b, '😂');
    await h.engagement.addReaction(roast.id, b, '🔥');

    expect((await h.engagement.userReactions(roast.id, a)).sort()).toEqual(['🔥', '💀', '🗑️'].sort());
    expect((await h.engagement.userReactions(roast.id, b)).sort()).toEqual(['😂', '🔥'].sort());
    expect(await h.engagement.userReactions(roast.id, fingerprint(99))).toEqual([]);
    expect(await h.engagement.userReactions(newRoastId(), a)).toEqual([]);

    const counts = (await h.roasts.get(roast.id))?.reactionCounts;
    expect(counts).toMatchObject({ '🔥': 2, '💀': 1, '🗑️': 1, '😂': 1, '🤯': 0 });

    await h.engagement.removeReaction(roast.id, a, '💀');
    expect((await h.engagement.userReactions(roast.id, a)).sort()).toEqual(['🔥', '🗑️'].sort());
    expect((await h.roasts.get(roast.id))?.reactionCounts).toMatchObject({ '🔥': 2, '💀': 0 });
  });

  it('refuses a processing or missing roast', async () => {
    const processing = await storeRoast(h, { status: 'processing' });
    await expect(h.engagement.addReaction(processing.id, fingerprint(1), '🔥')).rejects.toBeInstanceOf(
      RoastNotReadyError,
    );
    await expect(h.engagement.removeReaction(processing.id, fingerprint(1), '🔥')).rejects.toBeInstanceOf(
      RoastNotReadyError,
    );
    expect(await markers(processing.id, 'REACT#')).toEqual([]);

    const missing = newRoastId();
    await expect(h.engagement.addReaction(missing, fingerprint(1), '🔥')).rejects.toBeInstanceOf(
      RoastNotFoundError,
    );
    await expect(h.engagement.removeReaction(missing, fingerprint(1), '🔥')).rejects.toBeInstanceOf(
      RoastNotFoundError,
    );
    expect(await h.partition(`ROAST#${missing}`)).toEqual([]);
  });

  it('20 fingerprints adding the same emoji in parallel count 20, and removing in parallel back to 0', async () => {
    const roast = await storeRoast(h);
    const added = await Promise.all(
      Array.from({ length: 20 }, (_, i) => h.engagement.addReaction(roast.id, fingerprint(i), '😱')),
    );
    expect(added.every((r) => r.changed)).toBe(true);
    expect((await h.roasts.get(roast.id))?.reactionCounts['😱']).toBe(20);

    const removed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => h.engagement.removeReaction(roast.id, fingerprint(i % 10), '😱')),
    );
    expect(removed.filter((r) => r.changed)).toHaveLength(10);
    expect((await h.roasts.get(roast.id))?.reactionCounts['😱']).toBe(10);
  });
});

describe('shares', () => {
  it('increments and returns the new count', async () => {
    const roast = await storeRoast(h);
    expect(await h.engagement.share(roast.id)).toBe(1);
    expect(await h.engagement.share(roast.id)).toBe(2);
    expect((await h.roasts.get(roast.id))?.shareCount).toBe(2);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => h.engagement.share(roast.id)));
    expect([...parallel].sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 3));
    expect((await h.roasts.get(roast.id))?.shareCount).toBe(12);
  });

  it('refuses a missing or processing roast', async () => {
    const id = newRoastId();
    await expect(h.engagement.share(id)).rejects.toBeInstanceOf(RoastNotFoundError);
    expect(await h.partition(`ROAST#${id}`)).toEqual([]);
    const processing = await storeRoast(h, { status: 'processing' });
    await expect(h.engagement.share(processing.id)).rejects.toBeInstanceOf(RoastNotReadyError);
    expect((await h.roasts.get(processing.id))?.shareCount).toBe(0);
  });
});
