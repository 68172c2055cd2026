import { beforeAll, describe, expect, it } from 'vitest';
import { RoastNotFoundError, RoastNotReadyError } from '../../../functions/domain/errors';
import { REACTION_EMOJIS } from '../../../functions/domain/reactions';
import type { Roast } from '../../../functions/domain/roast';
import type { RoastLevel } from '../../../functions/domain/roast-levels';
import {
  makeRoast,
  minute,
  newRoastId,
  promotionFor,
  roastResult,
  storeRoast,
  useRepositoryHarness,
  type RepositoryHarness,
  type RoastOptions,
} from './fixtures';

/** Attributes that only exist for the table's sake and must never reach the domain. */
const STORAGE_KEYS = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'entity',
  'searchText',
  'reactions',
];

function expectNoStorageKeys(roast: Roast | null): void {
  expect(roast).not.toBeNull();
  for (const key of STORAGE_KEYS) expect(roast).not.toHaveProperty(key);
}

const h = useRepositoryHarness();

describe('roast by id', () => {
  it('get returns exactly the created domain object, without storage attributes', async () => {
    const roast = makeRoast({ websiteName: 'Example Co', websiteUrl: 'https://example.co' });
    await h.roasts.create(roast);
    const got = await h.roasts.get(roast.id);
    expect(got).toEqual(roast);
    expect(got?.reactionCounts).toEqual(Object.fromEntries(REACTION_EMOJIS.map((e) => [e, 0])));
    expectNoStorageKeys(got);

    const processing = await storeRoast(h, { status: 'processing' });
    expect(await h.roasts.get(processing.id)).toEqual(processing);
  });

  it('fills in missing reaction counts at zero', async () => {
    const roast = { ...makeRoast(), reactionCounts: { '🔥': 2 } };
    await h.roasts.create(roast);
    const got = await h.roasts.get(roast.id);
    expect(got?.reactionCounts).toEqual(
      Object.fromEntries(REACTION_EMOJIS.map((e) => [e, e === '🔥' ? 2 : 0])),
    );
  });

  it('returns null for an unknown id', async () => {
    expect(await h.roasts.get(newRoastId())).toBeNull();
  });

  it('refuses to create a second roast with the same id and keeps the first', async () => {
    const first = await storeRoast(h, { roastText: 'first' });
    const second = makeRoast({ id: first.id, roastText: 'second' });
    await expect(h.roasts.create(second)).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    expect(await h.roasts.get(first.id)).toEqual(first);
  });
});

describe('roast numbers', () => {
  it('30 parallel calls get 30 distinct consecutive numbers', async () => {
    const numbers = await Promise.all(Array.from({ length: 30 }, () => h.roasts.nextRoastNumber()));
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(30);
    const first = sorted[0]!;
    expect(sorted).toEqual(Array.from({ length: 30 }, (_, i) => first + i));
    expect(await h.roasts.nextRoastNumber()).toBe(first + 30);
  });
});

describe('workflow status transitions', () => {
  it('markReady moves a processing roast to ready with its result and thumbnail', async () => {
    const roast = await storeRoast(h, { status: 'processing' });
    const result = roastResult(72, 'Ready now.');
    await h.roasts.markReady(roast.id, result, 'thumbs/x.jpg');
    const got = await h.roasts.get(roast.id);
    expect(got).toMatchObject({ status: 'ready', result, thumbnailKey: 'thumbs/x.jpg' });
    expect(got!.updatedAt >= roast.updatedAt).toBe(true);
  });

  it('a second markReady changes nothing', async () => {
    const roast = await storeRoast(h, { status: 'processing' });
    await h.roasts.markReady(roast.id, roastResult(40, 'first result'), 'thumbs/first.jpg');
    const once = await h.roasts.get(roast.id);
    await h.roasts.markReady(roast.id, roastResult(90, 'second result'), 'thumbs/second.jpg');
    expect(await h.roasts.get(roast.id)).toEqual(once);
  });

  it('discard removes the record of a roast whose creation failed part-way (#30)', async () => {
    const roast = await storeRoast(h, { status: 'processing' });
    await h.roasts.discard(roast.id);
    expect(await h.roasts.get(roast.id)).toBeNull();
  });

  it('discard also wins over the record’s own write arriving after it, and expires (#30)', async () => {
    // The store applied the discard first and the delayed create second.
    const roast = makeRoast({ status: 'processing' });
    await h.roasts.discard(roast.id);
    await expect(h.roasts.create(roast)).rejects.toThrow();
    expect(await h.roasts.get(roast.id)).toBeNull();
    expect(await h.roasts.markUnsuccessful(roast.id, 'failed', { message: 'x' })).toBeUndefined();
    expect(await h.roasts.get(roast.id)).toBeNull();
    const marker = await h.item(`ROAST#${roast.id}`, 'META');
    expect(marker).toEqual({
      PK: `ROAST#${roast.id}`,
      SK: 'META',
      entity: 'DISCARDED_ROAST',
      ttl: expect.any(Number),
    });
    expect(marker!.ttl).toBeGreaterThan(Date.now() / 1000);
  });

  it('create is idempotent: a retried write of the same record succeeds, another roast on the id fails', async () => {
    // The SDK retries a write that timed out on a busy store; the first attempt may already have landed.
    const roast = makeRoast({ status: 'processing' });
    await h.roasts.create(roast);
    await expect(h.roasts.create(roast)).resolves.toBeUndefined();
    expect(await h.roasts.get(roast.id)).toEqual(roast);
    const impostor = { ...makeRoast({ status: 'processing' }), id: roast.id };
    await expect(h.roasts.create(impostor)).rejects.toThrow();
    expect(await h.roasts.get(roast.id)).toEqual(roast);
  });

  it('markUnsuccessful moves a processing roast to failed or rejected', async () => {
    const failed = await storeRoast(h, { status: 'processing' });
    await h.roasts.markUnsuccessful(failed.id, 'failed', { message: 'Critic timed out' });
    expect(await h.roasts.get(failed.id)).toMatchObject({
      status: 'failed',
      failure: { message: 'Critic timed out' },
      result: null,
    });

    const rejected = await storeRoast(h, { status: 'processing' });
    const failure = { message: 'Not a website', suggestion: 'Upload a screenshot of a web page' };
    await h.roasts.markUnsuccessful(rejected.id, 'rejected', failure);
    expect(await h.roasts.get(rejected.id)).toMatchObject({ status: 'rejected', failure });
  });

  it('markReady on a failed roast changes nothing', async () => {
    const roast = await storeRoast(h, { status: 'processing' });
    await h.roasts.markUnsuccessful(roast.id, 'failed', { message: 'boom' });
    const failed = await h.roasts.get(roast.id);
    await h.roasts.markReady(roast.id, roastResult(), 'thumbs/late.jpg');
    expect(await h.roasts.get(roast.id)).toEqual(failed);
  });

  it('markUnsuccessful leaves a ready roast alone', async () => {
    const roast = await storeRoast(h, { status: 'ready' });
    await h.roasts.markUnsuccessful(roast.id, 'failed', { message: 'late failure' });
    await h.roasts.markUnsuccessful(roast.id, 'rejected', { message: 'late rejection' });
    expect(await h.roasts.get(roast.id)).toEqual(roast);
  });

  it('neither resurrects a deleted roast', async () => {
    const roast = await storeRoast(h, { status: 'processing' });
    expect(await h.roasts.delete(roast.id)).toEqual(roast);
    await h.roasts.markReady(roast.id, roastResult(), 'thumbs/ghost.jpg');
    await h.roasts.markUnsuccessful(roast.id, 'failed', { message: 'ghost' });
    expect(await h.roasts.get(roast.id)).toBeNull();
    expect(await h.partition(`ROAST#${roast.id}`)).toEqual([]);
  });

  it('neither creates a roast that never existed', async () => {
    const id = newRoastId();
    await h.roasts.markReady(id, roastResult(), null);
    await h.roasts.markUnsuccessful(id, 'rejected', { message: 'nope' });
    expect(await h.partition(`ROAST#${id}`)).toEqual([]);
  });
});

describe('publish', () => {
  it('refuses a roast that is still processing, or failed', async () => {
    const processing = await storeRoast(h, { status: 'processing' });
    await expect(h.publicRoasts.publish(processing.id, promotionFor(processing))).rejects.toBeInstanceOf(
      RoastNotReadyError,
    );
    expect(await h.roasts.get(processing.id)).toEqual(processing);

    const failed = await storeRoast(h, { status: 'processing' });
    await h.roasts.markUnsuccessful(failed.id, 'failed', { message: 'boom' });
    await expect(h.publicRoasts.publish(failed.id, promotionFor(failed))).rejects.toBeInstanceOf(
      RoastNotReadyError,
    );
  });

  it('refuses a missing roast', async () => {
    await expect(
      h.publicRoasts.publish(newRoastId(), {
        websiteName: 'x',
        websiteUrl: 'https://x.example',
        authorCredit: null,
      }),
    ).rejects.toBeInstanceOf(RoastNotFoundError);
  });

  it('sets isPublic, isPromoted and the promotion, and leaks no index keys', async () => {
    const roast = await storeRoast(h, { websiteName: 'Shop', websiteUrl: 'https://shop.example' });
    const promotion = { websiteName: 'My Shop', websiteUrl: 'https://shop.example/', authorCredit: '@ada' };
    await h.publicRoasts.publish(roast.id, promotion);
    const got = await h.roasts.get(roast.id);
    expect(got).toMatchObject({ isPublic: true, isPromoted: true, promotion });
    expect({
      ...got,
      isPublic: false,
      isPromoted: false,
      promotion: null,
      updatedAt: roast.updatedAt,
    }).toEqual(roast);
    expectNoStorageKeys(got);
  });
});

describe('delete', () => {
  it('removes META and every like and reaction marker, and returns the deleted roast', async () => {
    const roast = await storeRoast(h);
    // More than one BatchWriteItem (25 items) of markers.
    await Promise.all(Array.from({ length: 30 }, (_, i) => h.engagement.like(roast.id, `fp_like_${i}_000`)));
    await h.engagement.addReaction(roast.id, 'fp_react_a_000', '🔥');
    await h.engagement.addReaction(roast.id, 'fp_react_a_000', '💀');
    await h.engagement.addReaction(roast.id, 'fp_react_b_000', '🗑️');
    const before = await h.roasts.get(roast.id);
    const items = await h.partition(`ROAST#${roast.id}`);
    expect(items.filter((i) => String(i.SK).startsWith('LIKE#'))).toHaveLength(30);
    expect(items.filter((i) => String(i.SK).startsWith('REACT#'))).toHaveLength(3);
    expect(items.filter((i) => i.SK === 'META')).toHaveLength(1);

    const neighbour = await storeRoast(h);
    await h.engagement.like(neighbour.id, 'fp_like_0_000');

    const deleted = await h.roasts.delete(roast.id);
    expect(deleted).toEqual(before);
    expect(deleted).toMatchObject({ likes: 30 });
    expect(await h.partition(`ROAST#${roast.id}`)).toEqual([]);
    expect(await h.roasts.get(roast.id)).toBeNull();
    // Nothing outside the partition is touched.
    expect(await h.partition(`ROAST#${neighbour.id}`)).toHaveLength(2);
  });

  it('returns null for a missing roast, and for a second delete', async () => {
    expect(await h.roasts.delete(newRoastId())).toBeNull();
    const roast = await storeRoast(h);
    expect(await h.roasts.delete(roast.id)).toEqual(roast);
    expect(await h.roasts.delete(roast.id)).toBeNull();
  });
});

// ---------- listing and leaderboards: a table of their own, so totals are exact ----------

describe('public listing and leaderboards', () => {
  // Its own table: listings read every public roast, so the other tests' roasts must not be there.
  const l = useRepositoryHarness();

  /** The 13 public roasts: index = minutes after the base time (so newest = highest index). */
  const PUBLIC: (RoastOptions & { score: number; level: RoastLevel })[] = [
    { score: 12, level: 'honest' },
    { score: 95, level: 'brutal' },
    { score: 47, level: 'undigestable', roastText: 'Set entirely in COMIC Sans, bold and italic.' },
    { score: 3, level: 'brutal' },
    { score: 88, level: 'honest' },
    { score: 61, level: 'brutal', websiteName: 'Zebra Bakery' },
    { score: 70, level: 'undigestable', roastText: 'comic sans everywhere' },
    { score: 25, level: 'honest' },
    { score: 100, level: 'brutal' },
    { score: 0, level: 'undigestable' },
    { score: 33, level: 'brutal', websiteUrl: 'https://Acme-Widgets.example/shop' },
    { score: 54, level: 'honest' },
    { score: 79, level: 'undigestable' },
  ];
  const ids: string[] = [];
  const privateIds: string[] = [];

  const idsOf = (roasts: Roast[]) => roasts.map((r) => r.id);
  /** Public ids ordered newest first / by score. */
  const newest = (filter: (i: number) => boolean = () => true) =>
    PUBLIC.map((_, i) => i)
      .filter(filter)
      .reverse()
      .map((i) => ids[i]!);
  const byScore = (direction: 1 | -1) =>
    PUBLIC.map((p, i) => ({ score: p.score, id: ids[i]! }))
      .sort((a, b) => direction * (a.score - b.score))
      .map((x) => x.id);
  /** The two halls by the issue-17 rule: 41+ shame (highest first), 40 or less excellence (lowest first). */
  const shame = () => byScore(-1).filter((id) => PUBLIC[ids.indexOf(id)]!.score >= 41);
  const excellence = () => byScore(1).filter((id) => PUBLIC[ids.indexOf(id)]!.score <= 40);
  const query = (q: Partial<Parameters<RepositoryHarness['publicRoasts']['listPublic']>[0]>) =>
    l.publicRoasts.listPublic({ page: 1, limit: 50, sort: 'newest', ...q });

  beforeAll(async () => {
    for (const [i, options] of PUBLIC.entries()) {
      const roast = makeRoast({
        websiteName: `Site ${i}`,
        websiteUrl: `https://site-${i}.example`,
        createdAt: minute(i),
        ...options,
      });
      ids.push(roast.id);
      await l.roasts.create(roast);
    }
    // Published in a scrambled order: listing order must come from the data, not from insertion.
    for (const i of [7, 2, 12, 0, 9, 4, 11, 1, 6, 10, 3, 8, 5]) {
      await l.publicRoasts.publish(ids[i]!, promotionFor((await l.roasts.get(ids[i]!))!));
    }
    // Private roasts that would top every list and match every search if they leaked.
    const hidden = [
      makeRoast({ score: 99, level: 'brutal', createdAt: minute(50), roastText: 'Comic Sans galore' }),
      makeRoast({ score: 1, level: 'honest', createdAt: minute(51), websiteName: 'Zebra Bakery Private' }),
      makeRoast({ status: 'processing', level: 'brutal', createdAt: minute(52), websiteName: 'Zebra' }),
      makeRoast({ status: 'processing', level: 'honest', createdAt: minute(53) }),
    ];
    for (const roast of hidden) {
      privateIds.push(roast.id);
      await l.roasts.create(roast);
    }
  });

  it('lists only published roasts', async () => {
    const page = await query({});
    expect(page.total).toBe(13);
    expect(new Set(idsOf(page.roasts))).toEqual(new Set(ids));
    for (const roast of page.roasts) {
      expect(roast).toMatchObject({ status: 'ready', isPublic: true, isPromoted: true });
      expectNoStorageKeys(roast);
    }
  });

  it('returns whole roasts equal to what get returns', async () => {
    const page = await query({ limit: 3 });
    for (const roast of page.roasts) expect(roast).toEqual(await l.roasts.get(roast.id));
  });

  it('sorts newest first by createdAt', async () => {
    expect(idsOf((await query({ sort: 'newest' })).roasts)).toEqual(newest());
  });

  it('sorts by UGH score, highest or lowest first', async () => {
    const desc = (await query({ sort: 'score_desc' })).roasts;
    expect(idsOf(desc)).toEqual(byScore(-1));
    expect(desc.map((r) => r.result.ughScore)).toEqual([100, 95, 88, 79, 70, 61, 54, 47, 33, 25, 12, 3, 0]);
    const asc = (await query({ sort: 'score_asc' })).roasts;
    expect(idsOf(asc)).toEqual(byScore(1));
  });

  it('paginates: 13 roasts, 5 per page → 5, 5, 3, then an empty page, each with total 13', async () => {
    const all = newest();
    const pages = await Promise.all([1, 2, 3, 4].map((page) => query({ page, limit: 5 })));
    expect(pages.map((p) => p.total)).toEqual([13, 13, 13, 13]);
    expect(pages.map((p) => idsOf(p.roasts))).toEqual([all.slice(0, 5), all.slice(5, 10), all.slice(10), []]);
  });

  it('paginates score sorts the same way', async () => {
    const all = byScore(-1);
    const pages = await Promise.all([1, 2, 3].map((page) => query({ page, limit: 5, sort: 'score_desc' })));
    expect(pages.flatMap((p) => idsOf(p.roasts))).toEqual(all);
  });

  it('filters by level, with a total for the filter', async () => {
    for (const level of ['honest', 'brutal', 'undigestable'] as const) {
      const expected = newest((i) => PUBLIC[i]!.level === level);
      const page = await query({ level });
      expect(idsOf(page.roasts)).toEqual(expected);
      expect(page.total).toBe(expected.length);
      expect(page.roasts.every((r) => r.level === level)).toBe(true);
    }
    const brutal = newest((i) => PUBLIC[i]!.level === 'brutal');
    const third = await query({ level: 'brutal', limit: 2, page: 3 });
    expect(third).toMatchObject({ total: 5 });
    expect(idsOf(third.roasts)).toEqual(brutal.slice(4));
  });

  it('searches roast text case-insensitively', async () => {
    const page = await query({ search: 'Comic sans' });
    expect(idsOf(page.roasts)).toEqual([ids[6], ids[2]]);
    expect(page.total).toBe(2);
  });

  it('searches website name and website URL case-insensitively', async () => {
    expect(idsOf((await query({ search: 'zebra BAKERY' })).roasts)).toEqual([ids[5]]);
    expect(idsOf((await query({ search: 'ACME-widgets' })).roasts)).toEqual([ids[10]]);
    expect(idsOf((await query({ search: 'site-4.example' })).roasts)).toEqual([ids[4]]);
  });

  it('searches the verdict case-insensitively', async () => {
    const certified = newest((i) => PUBLIC[i]!.score >= 81);
    expect(certified).toHaveLength(3);
    const page = await query({ search: 'certified ugh' });
    expect(idsOf(page.roasts)).toEqual(certified);
    expect(page.total).toBe(3);
    expect(idsOf((await query({ search: 'IMPROBABLY acceptable', sort: 'score_asc' })).roasts)).toEqual([
      ids[9],
      ids[3],
      ids[0],
    ]);
  });

  it('combines search with level, sort and pagination; total reflects the filters', async () => {
    const page = await query({ search: 'Certified UGH', level: 'brutal', sort: 'score_desc' });
    expect(idsOf(page.roasts)).toEqual([ids[8], ids[1]]);
    expect(page.total).toBe(2);
    const second = await query({ search: 'certified', level: 'brutal', limit: 1, page: 2 });
    expect(second).toMatchObject({ total: 2 });
    expect(idsOf(second.roasts)).toEqual([ids[1]]);
    expect(await query({ search: 'comic sans', level: 'honest' })).toEqual({ roasts: [], total: 0 });
    expect(await query({ search: 'no such words anywhere' })).toEqual({ roasts: [], total: 0 });
  });

  it('Hall of Shame is the top 10 scoring 41 or more, highest first', async () => {
    const board = await l.publicRoasts.leaderboard('brutal', 10);
    expect(idsOf(board)).toEqual(shame());
    expect(board.map((r) => r.result.ughScore)).toEqual([100, 95, 88, 79, 70, 61, 54, 47]);
    expect(idsOf(await l.publicRoasts.leaderboard('brutal', 3))).toEqual(shame().slice(0, 3));
  });

  it('Hall of Excellence is the top 10 scoring 40 or less, lowest first', async () => {
    const board = await l.publicRoasts.leaderboard('designed', 10);
    expect(idsOf(board)).toEqual(excellence());
    expect(board.map((r) => r.result.ughScore)).toEqual([0, 3, 12, 25, 33]);
  });

  it('no roast stands in both halls, and every public roast stands in one', async () => {
    const shameIds = idsOf(await l.publicRoasts.leaderboard('brutal', 50));
    const excellenceIds = idsOf(await l.publicRoasts.leaderboard('designed', 50));
    expect(shameIds.filter((id) => excellenceIds.includes(id))).toEqual([]);
    expect([...shameIds, ...excellenceIds].sort()).toEqual([...ids].sort());
  });

  it('never lists private or processing roasts anywhere', async () => {
    const seen = [
      ...(await query({})).roasts,
      ...(await query({ sort: 'score_desc' })).roasts,
      ...(await query({ search: 'zebra' })).roasts,
      ...(await query({ search: 'comic' })).roasts,
      ...(await l.publicRoasts.leaderboard('brutal', 50)),
      ...(await l.publicRoasts.leaderboard('designed', 50)),
    ].map((r) => r.id);
    for (const id of privateIds) expect(seen).not.toContain(id);
    expect(seen.filter((id) => ids.includes(id))).toContain(ids[0]);
    expect(
      (await l.publicRoasts.leaderboard('brutal', 50)).length +
        (await l.publicRoasts.leaderboard('designed', 50)).length,
    ).toBe(13);
  });

  it('a deleted public roast disappears from the list and both leaderboards', async () => {
    const worst = makeRoast({ score: 100, createdAt: minute(100), roastText: 'doomed' });
    const best = makeRoast({ score: 0, createdAt: minute(101), roastText: 'doomed' });
    for (const roast of [worst, best]) {
      await l.roasts.create(roast);
      await l.publicRoasts.publish(roast.id, promotionFor(roast));
    }
    expect((await query({})).total).toBe(15);
    expect(idsOf((await query({ limit: 2 })).roasts)).toEqual([best.id, worst.id]);
    expect(idsOf(await l.publicRoasts.leaderboard('brutal', 1))).toEqual([worst.id]);
    expect(idsOf(await l.publicRoasts.leaderboard('designed', 10))).toContain(best.id);

    await l.roasts.delete(worst.id);
    await l.roasts.delete(best.id);

    const after = await query({});
    expect(after.total).toBe(13);
    expect(idsOf(after.roasts)).toEqual(newest());
    expect(await query({ search: 'doomed' })).toEqual({ roasts: [], total: 0 });
    expect(idsOf(await l.publicRoasts.leaderboard('brutal', 10))).toEqual(shame());
    expect(idsOf(await l.publicRoasts.leaderboard('designed', 10))).toEqual(excellence());
  });
});
