import { beforeAll, describe, expect, it } from 'vitest';
import { REACTION_EMOJIS } from '../../functions/domain/reactions';
import { websiteJpegBase64 } from './helpers/images';
import { useTestStack } from './helpers/stack';

/**
 * Likes, shares, reactions and deletion over HTTP. Every test makes the roast it works on (newRoast), so
 * none depends on what an earlier one did: each runs alone (`-t`) or in any order.
 */
let images: string[];

// Many visitors behind one address in this test: lift the per-IP limits (rate-limits.test.ts covers them).
const stack = useTestStack({
  perIpLimits: {
    likeRoast: { limit: 10_000, windowSeconds: 60 },
    addReaction: { limit: 10_000, windowSeconds: 60 },
    removeReaction: { limit: 10_000, windowSeconds: 60 },
  },
});
beforeAll(async () => {
  images = [await websiteJpegBase64(), await websiteJpegBase64('wikipedia.org_website.png')];
});

/** A new roast of two screenshots, ready: no likes, shares or reactions yet. */
async function newRoast(): Promise<{ roastId: string; ownerKey: string }> {
  const res = await stack.api.post('/api/roasts', { images, roastLevel: 'brutal' });
  expect(res.status, res.text).toBe(201);
  expect((await stack.api.waitForStatus(res.body.id)).status).toBe('ready');
  return { roastId: res.body.id, ownerKey: res.body.ownerKey };
}

const fingerprint = (n: number) => `fp_${String(n).padStart(4, '0')}_1763830000000`;

describe('likes', () => {
  it('50 parallel likes with one fingerprint add exactly 1', async () => {
    const { roastId } = await newRoast();
    expect((await stack.api.get(`/api/roasts/${roastId}`)).body.likes).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        stack.api.post(`/api/roasts/${roastId}/like`, { userFingerprint: fingerprint(1) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(results.filter((r) => r.body.liked)).toHaveLength(1);
    expect((await stack.api.get(`/api/roasts/${roastId}`)).body.likes).toBe(1);
    // A repeat later still returns the current count and adds nothing.
    const again = await stack.api.post(`/api/roasts/${roastId}/like`, { userFingerprint: fingerprint(1) });
    expect(again.body).toEqual({ likes: 1, liked: false });
  });

  it('50 parallel likes with 50 fingerprints add 50', async () => {
    const { roastId } = await newRoast();
    expect((await stack.api.get(`/api/roasts/${roastId}`)).body.likes).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        stack.api.post(`/api/roasts/${roastId}/like`, { userFingerprint: fingerprint(100 + i) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect((await stack.api.get(`/api/roasts/${roastId}`)).body.likes).toBe(50);
  });

  it('stores one marker item per fingerprint', async () => {
    const { roastId } = await newRoast();
    // Five visitors like it, two of them twice (the repeats, in parallel, add nothing).
    const likes = [1, 2, 3, 4, 5, 1, 2].map((n) =>
      stack.api.post(`/api/roasts/${roastId}/like`, { userFingerprint: fingerprint(n) }),
    );
    expect((await Promise.all(likes)).map((r) => r.status)).toEqual(Array(7).fill(200));
    expect((await stack.api.get(`/api/roasts/${roastId}`)).body.likes).toBe(5);
    const items = await stack.tableItems();
    const markers = items.filter(
      (i) =>
        (i.PK as { S: string }).S === `ROAST#${roastId}` && (i.SK as { S: string }).S.startsWith('LIKE#'),
    );
    expect(markers.map((i) => (i.SK as { S: string }).S).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `LIKE#${fingerprint(n)}`),
    );
  });

  it('refuses a like without a fingerprint, naming the field', async () => {
    const { roastId } = await newRoast();
    const res = await stack.api.post(`/api/roasts/${roastId}/like`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('userFingerprint: is required');
    const bad = await stack.api.post(`/api/roasts/${roastId}/like`, { userFingerprint: 'x#y' });
    expect(bad.status).toBe(400);
  });

  it('answers 404 when liking a roast that does not exist', async () => {
    const res = await stack.api.post('/api/roasts/AAAAAAAAAAAAAAAAAAAAAA/like', {
      userFingerprint: fingerprint(1),
    });
    expect(res.status).toBe(404);
  });
});

describe('shares', () => {
  it('counts each share', async () => {
    const { roastId } = await newRoast();
    const first = await stack.api.post(`/api/roasts/${roastId}/share`);
    const second = await stack.api.post(`/api/roasts/${roastId}/share`);
    expect(first.status).toBe(200);
    expect(first.body.shareCount).toBe(1);
    expect(second.body.shareCount).toBe(first.body.shareCount + 1);
    expect((await stack.api.get(`/api/roasts/${roastId}`)).body.shareCount).toBe(second.body.shareCount);
  });
});

describe('reactions', () => {
  const fp = fingerprint(7);
  const count = (body: { counts: { emoji: string; count: number }[] }, emoji: string) =>
    body.counts.find((c) => c.emoji === emoji)?.count;

  it('lists all ten reactions at zero for a fresh roast', async () => {
    const { roastId } = await newRoast();
    const res = await stack.api.get(`/api/roasts/${roastId}/reactions?userFingerprint=${fp}`);
    expect(res.status).toBe(200);
    expect(res.body.counts.map((c: { emoji: string }) => c.emoji)).toEqual(REACTION_EMOJIS);
    expect(res.body.counts.every((c: { count: number }) => c.count === 0)).toBe(true);
    expect(res.body.userReactions).toEqual([]);
  });

  it('toggles a reaction on and then off', async () => {
    const { roastId } = await newRoast();
    const on = await stack.api.post(`/api/roasts/${roastId}/reactions`, { emoji: '💀', userFingerprint: fp });
    expect(on.status).toBe(200);
    expect(count(on.body, '💀')).toBe(1);
    expect(on.body.userReactions).toEqual(['💀']);

    const repeat = await stack.api.post(`/api/roasts/${roastId}/reactions`, {
      emoji: '💀',
      userFingerprint: fp,
    });
    expect(count(repeat.body, '💀')).toBe(1);

    const off = await stack.api.delete(`/api/roasts/${roastId}/reactions`, {
      json: { emoji: '💀', userFingerprint: fp },
    });
    expect(off.status).toBe(200);
    expect(count(off.body, '💀')).toBe(0);
    expect(off.body.userReactions).toEqual([]);

    const offAgain = await stack.api.delete(`/api/roasts/${roastId}/reactions`, {
      json: { emoji: '💀', userFingerprint: fp },
    });
    expect(count(offAgain.body, '💀')).toBe(0);
  });

  it('keeps reactions per visitor and per emoji', async () => {
    const { roastId } = await newRoast();
    await stack.api.post(`/api/roasts/${roastId}/reactions`, { emoji: '😂', userFingerprint: fp });
    await stack.api.post(`/api/roasts/${roastId}/reactions`, { emoji: '🎯', userFingerprint: fp });
    await stack.api.post(`/api/roasts/${roastId}/reactions`, {
      emoji: '😂',
      userFingerprint: fingerprint(8),
    });
    const mine = await stack.api.get(`/api/roasts/${roastId}/reactions?userFingerprint=${fp}`);
    expect(count(mine.body, '😂')).toBe(2);
    expect(count(mine.body, '🎯')).toBe(1);
    expect([...mine.body.userReactions].sort()).toEqual(['😂', '🎯'].sort());
    const theirs = await stack.api.get(`/api/roasts/${roastId}/reactions?userFingerprint=${fingerprint(8)}`);
    expect(theirs.body.userReactions).toEqual(['😂']);
  });

  it('refuses an emoji that is not one of the ten', async () => {
    const { roastId } = await newRoast();
    const res = await stack.api.post(`/api/roasts/${roastId}/reactions`, {
      emoji: '🍕',
      userFingerprint: fp,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^emoji: /);
  });
});

describe('deleting a roast', () => {
  it('refuses without the owner key, with a wrong one, and keeps everything', async () => {
    const { roastId } = await newRoast();
    const keysBefore = await stack.bucketKeys();
    const none = await stack.api.delete(`/api/roasts/${roastId}`);
    expect(none.status).toBe(401);
    const wrong = await stack.api.delete(`/api/roasts/${roastId}`, {
      headers: { 'x-owner-key': 'B'.repeat(22) },
    });
    expect(wrong.status).toBe(403);
    expect((await stack.api.get(`/api/roasts/${roastId}`)).status).toBe(200);
    expect(await stack.bucketKeys()).toEqual(keysBefore);
  });

  it('with the owner key removes the roast, its markers and its images', async () => {
    const { roastId, ownerKey } = await newRoast();
    // Give it something of each kind to remove: a like marker, a reaction marker, images.
    await stack.api.post(`/api/roasts/${roastId}/like`, { userFingerprint: fingerprint(1) });
    await stack.api.post(`/api/roasts/${roastId}/reactions`, {
      emoji: '💀',
      userFingerprint: fingerprint(1),
    });
    const before = (await stack.tableItems()).filter((i) => (i.PK as { S: string }).S === `ROAST#${roastId}`);
    const kinds = before.map((i) => (i.SK as { S: string }).S.split('#')[0]);
    expect(kinds).toEqual(expect.arrayContaining(['LIKE', 'REACT']));
    expect((await stack.bucketKeys()).filter((k) => k.includes(roastId)).length).toBeGreaterThan(0);
    const res = await stack.api.delete(`/api/roasts/${roastId}`, { headers: { 'x-owner-key': ownerKey } });
    expect(res.status).toBe(200);
    expect((await stack.api.get(`/api/roasts/${roastId}`)).status).toBe(404);
    expect((await fetch(`${stack.url}/api/roasts/${roastId}/images/0`)).status).toBe(404);
    expect((await stack.bucketKeys()).filter((k) => k.includes(roastId))).toEqual([]);
    const left = (await stack.tableItems()).filter((i) => (i.PK as { S: string }).S === `ROAST#${roastId}`);
    expect(left).toEqual([]);
  });
});
