import { describe, expect, it } from 'vitest';
import { HALL_VERDICTS, hallFor, isInHall } from '../../../functions/domain/halls';
import { getLeaderboard } from '../../../functions/usecases/read-roasts';
import type { PublicRoastIndex } from '../../../functions/ports/roast-repository';
import { VERDICT_BANDS, verdictFor } from '../../../functions/domain/verdicts';
import type { ReadyRoast } from '../../../functions/domain/roast';

describe('halls (a roast stands in at most one)', () => {
  it.each([
    [0, 'designed'],
    [10, 'designed'],
    [40, 'designed'],
    [41, 'brutal'],
    [57, 'brutal'],
    [100, 'brutal'],
  ])('score %i belongs to the %s hall only', (score, hall) => {
    expect(hallFor(score)).toBe(hall);
    expect(isInHall('brutal', score)).toBe(hall === 'brutal');
    expect(isInHall('designed', score)).toBe(hall === 'designed');
  });

  it('splits by whole verdict bands: one verdict never appears in both halls', () => {
    expect(HALL_VERDICTS).toEqual({
      brutal: ['Certified UGH™', 'Visual Offense', 'Low Grade Pain'],
      designed: ['Barely Passable', 'Improbably Acceptable'],
    });
    for (const band of VERDICT_BANDS) expect(hallFor(band.min)).toBe(hallFor(band.max));
    for (let score = 0; score <= 100; score++)
      expect(HALL_VERDICTS[hallFor(score)]).toContain(verdictFor(score));
  });

  it('getLeaderboard keeps a roast out of the wrong hall even if the repository returns it', async () => {
    const roast = (id: string, ughScore: number) =>
      ({
        id,
        number: 1,
        level: 'brutal',
        imageKeys: [],
        website: {},
        isPromoted: true,
        likes: 0,
        shareCount: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
        result: { ughScore, verdict: verdictFor(ughScore), roastText: 'x', violations: [] },
      }) as unknown as ReadyRoast;
    const everything = [roast('calm', 10), roast('meh', 57), roast('awful', 90)];
    const repository = { leaderboard: async () => everything } as unknown as PublicRoastIndex;
    const ids = async (kind: 'brutal' | 'designed') =>
      (await getLeaderboard(repository, kind)).map((r) => r.id);
    expect(await ids('brutal')).toEqual(['meh', 'awful']);
    expect(await ids('designed')).toEqual(['calm']);
  });
});
