import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoRateLimiter } from '../../../functions/adapters/dynamodb/rate-limiter';
import type { Announcement } from '../../../functions/domain/api-schemas';
import { useRepositoryHarness } from './fixtures';

const h = useRepositoryHarness();

describe('announcements', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const iso = (minutes: number) => at(minutes).toISOString();

  const announcement = (id: string, fields: Partial<Announcement> = {}): Announcement => ({
    id,
    message: `Message ${id}`,
    type: 'info',
    isActive: true,
    expiresAt: null,
    ...fields,
  });
  const older = announcement('older', { expiresAt: iso(90) });
  const newer = announcement('newer', { type: 'urgent', expiresAt: iso(60) });
  const future = announcement('future', { type: 'success', expiresAt: iso(180) });

  it('has no current announcement before any rotation', async () => {
    expect(await h.announcements.current(now)).toBeNull();
  });

  it('rotation picks the live announcement that started last', async () => {
    // Each of these started later than every live one, yet must be skipped.
    await h.announcements.put({ ...announcement('inactive', { isActive: false }), startsAt: iso(-1) });
    await h.announcements.put({
      ...announcement('expired', { type: 'warning', expiresAt: iso(-5) }),
      startsAt: iso(-10),
    });
    await h.announcements.put({ ...future, startsAt: iso(80) });
    // Two live ones, and one with the default start (the epoch).
    await h.announcements.put({ ...older, startsAt: iso(-2 * 24 * 60) });
    await h.announcements.put({ ...newer, startsAt: iso(-24 * 60) });
    await h.announcements.put(announcement('default-start', { expiresAt: iso(30) }));

    // Putting does not change what visitors see until the job rotates.
    expect(await h.announcements.current(now)).toBeNull();

    expect(await h.announcements.rotate(now)).toEqual(newer);
    expect(await h.announcements.current(now)).toEqual(newer);
  });

  it('hides the current one once it expires, before the next rotation', async () => {
    expect(await h.announcements.current(at(59))).toEqual(newer);
    expect(await h.announcements.current(at(60))).toBeNull();
    expect(await h.announcements.current(at(120))).toBeNull();
  });

  it('the next rotation moves on to what is live then', async () => {
    // +70 min: "newer" has expired and "future" has not started: only "older" is live.
    expect(await h.announcements.rotate(at(70))).toEqual(older);
    expect(await h.announcements.current(at(70))).toEqual(older);
    // +100 min: "older" has expired, "future" has started.
    expect(await h.announcements.rotate(at(100))).toEqual(future);
    expect(await h.announcements.current(at(100))).toEqual(future);
    // Rotation is a pure function of the clock: going back gives back the earlier choice.
    expect(await h.announcements.rotate(at(55))).toEqual(newer);
    expect(await h.announcements.rotate(at(100))).toEqual(future);
  });

  it('rotation with nothing live clears CURRENT', async () => {
    expect(await h.item('ANNOUNCEMENT', 'CURRENT')).toMatchObject({ id: 'future' });
    const later = at(240);
    expect(await h.announcements.rotate(later)).toBeNull();
    expect(await h.announcements.current(later)).toBeNull();
    expect(await h.announcements.current(now)).toBeNull();
    expect(await h.item('ANNOUNCEMENT', 'CURRENT')).toBeUndefined();
  });
});

describe('rate limiter', () => {
  const WINDOW = 60;
  // A window boundary: 2025-06-01T12:00:00Z is a whole number of minutes.
  const windowStart = Date.parse('2025-06-01T12:00:00.000Z');
  const windowNumber = windowStart / 1000 / WINDOW;
  let fakeNow = windowStart;
  let limiter: DynamoRateLimiter;
  beforeAll(() => {
    limiter = new DynamoRateLimiter(h.db, h.tableName, () => fakeNow);
  });

  it('allows `limit` hits in a window and refuses the next, until the next window', async () => {
    fakeNow = windowStart;
    const key = 'createRoast#203.0.113.7';
    for (let i = 0; i < 3; i++) expect(await limiter.hit(key, 3, WINDOW)).toBe(true);
    expect(await limiter.hit(key, 3, WINDOW)).toBe(false);
    fakeNow = windowStart + WINDOW * 1000 - 1;
    expect(await limiter.hit(key, 3, WINDOW)).toBe(false);

    fakeNow = windowStart + WINDOW * 1000;
    for (let i = 0; i < 3; i++) expect(await limiter.hit(key, 3, WINDOW)).toBe(true);
    expect(await limiter.hit(key, 3, WINDOW)).toBe(false);
  });

  it('keeps keys independent', async () => {
    fakeNow = windowStart + 10 * WINDOW * 1000;
    expect(await limiter.hit('like#198.51.100.1', 1, WINDOW)).toBe(true);
    expect(await limiter.hit('like#198.51.100.1', 1, WINDOW)).toBe(false);
    expect(await limiter.hit('like#198.51.100.2', 1, WINDOW)).toBe(true);
    expect(await limiter.hit('react#198.51.100.1', 1, WINDOW)).toBe(true);
  });

  it('counts parallel hits atomically', async () => {
    fakeNow = windowStart + 20 * WINDOW * 1000;
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('burst', 5, WINDOW)));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('stores the window counter with a ttl after the window ends', async () => {
    fakeNow = windowStart + 30 * WINDOW * 1000 + 12_345;
    await limiter.hit('ttl-check', 10, WINDOW);
    await limiter.hit('ttl-check', 10, WINDOW);
    const window = windowNumber + 30;
    const item = await h.item(`RATE#ttl-check#${window}`, 'RATE');
    expect(item).toMatchObject({ hits: 2 });
    const windowEndSeconds = (window + 1) * WINDOW;
    expect(typeof item?.ttl).toBe('number');
    expect(item!.ttl).toBeGreaterThanOrEqual(windowEndSeconds);
    expect(item!.ttl).toBeLessThanOrEqual(windowEndSeconds + 3600);
  });
});
