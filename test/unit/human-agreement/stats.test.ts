import { describe, expect, it } from 'vitest';
import type { Vote } from '../../../bin/human-agreement/dataset';
import {
  clearPairAccuracy,
  foldsOf,
  ranks,
  seededRandom,
  spearman,
  spearmanInterval,
  voteAgreement,
} from '../../../bin/human-agreement/stats';

/** x and a noisy, strongly increasing y (seeded, so the same on every run). */
function correlatedSample(n: number, seed: number): { x: number[]; y: number[] } {
  const random = seededRandom(seed);
  const x = Array.from({ length: n }, () => random() * 10);
  const y = x.map((v) => v + (random() - 0.5) * 4);
  return { x, y };
}

describe('ranks', () => {
  it('gives 1-based ranks in input order', () => {
    expect(ranks([30, 10, 20])).toEqual([3, 1, 2]);
  });

  it('lets ties share their average rank', () => {
    expect(ranks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
    expect(ranks([7, 7, 7])).toEqual([2, 2, 2]);
    expect(ranks([1, 3, 3, 3, 9])).toEqual([1, 3, 3, 3, 5]);
  });

  it('handles an empty list', () => {
    expect(ranks([])).toEqual([]);
  });
});

describe('spearman', () => {
  it('is +1 for a perfectly increasing and −1 for a perfectly decreasing relation', () => {
    const x = [1, 2, 3, 4, 5, 6];
    expect(spearman(x, [2, 4, 8, 16, 32, 64])).toBeCloseTo(1, 12);
    expect(spearman(x, [60, 50, 40, 30, 20, 10])).toBeCloseTo(-1, 12);
  });

  it('matches a small example computed by hand (Σd² = 4, n = 5 → 1 − 24/120 = 0.8)', () => {
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8, 12);
  });

  it('uses Pearson on average ranks with ties (√0.9, not the no-ties formula’s 0.95)', () => {
    // ranks x = [1, 2.5, 2.5, 4], ranks y = [1, 2, 3, 4]: Sxy = 4.5, Sxx = 4.5, Syy = 5.
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(Math.sqrt(0.9), 12);
  });

  it('is 0 when one side is constant', () => {
    expect(spearman([1, 2, 3], [5, 5, 5])).toBe(0);
  });
});

describe('spearmanInterval', () => {
  it('gives the same interval for the same seed, and a different one for another seed', () => {
    const { x, y } = correlatedSample(40, 3);
    const a = spearmanInterval(x, y, { samples: 500, seed: 7 });
    const b = spearmanInterval(x, y, { samples: 500, seed: 7 });
    const c = spearmanInterval(x, y, { samples: 500, seed: 8 });
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('contains the point estimate of a strongly correlated sample', () => {
    const { x, y } = correlatedSample(60, 5);
    const rho = spearman(x, y);
    expect(rho).toBeGreaterThan(0.8);
    const [lo, hi] = spearmanInterval(x, y, { samples: 1000 });
    expect(lo).toBeLessThan(rho);
    expect(hi).toBeGreaterThan(rho);
    expect(lo).toBeGreaterThan(0.6);
    expect(hi).toBeLessThanOrEqual(1);
  });

  it('is narrower for 200 pages than for 20 of the same kind', () => {
    const small = correlatedSample(20, 11);
    const large = correlatedSample(200, 11);
    const [sLo, sHi] = spearmanInterval(small.x, small.y, { samples: 1000 });
    const [lLo, lHi] = spearmanInterval(large.x, large.y, { samples: 1000 });
    expect(lHi - lLo).toBeGreaterThan(0);
    expect(lHi - lLo).toBeLessThan((sHi - sLo) / 2);
  });
});

describe('clearPairAccuracy', () => {
  // Pages 0–3: appeal 1, 2, 5, 9; UGH (lower is better) 35, 60, 35, 30.
  const score = [35, 60, 35, 30];
  const appeal = [1, 2, 5, 9];

  it('counts right pairs, a tie as half, and ignores pairs under the gap', () => {
    // Gap 3 leaves out only (0,1), which the score gets wrong. Of the other five: (0,2) tie → ½;
    // (0,3), (1,2), (1,3), (2,3) right (the more liked page has the lower score); a gap of exactly 3
    // (1,2) counts. 4.5 / 5.
    expect(clearPairAccuracy(score, appeal, 3)).toEqual({ accuracy: 0.9, pairs: 5 });
  });

  it('counts every pair with gap 0, and the wrong one lowers the accuracy', () => {
    expect(clearPairAccuracy(score, appeal, 0)).toEqual({ accuracy: 0.75, pairs: 6 });
  });

  it('counts the pairs clearly apart as the gap grows', () => {
    // Appeal gaps: (0,1) 1, (1,2) 3, (0,2) 4, (2,3) 4, (1,3) 7, (0,3) 8.
    expect(clearPairAccuracy(score, appeal, 4).pairs).toBe(4);
    expect(clearPairAccuracy(score, appeal, 5).pairs).toBe(2);
    expect(clearPairAccuracy(score, appeal, 8).pairs).toBe(1);
  });

  it('is 0 over 0 pairs when no pair is clearly apart', () => {
    expect(clearPairAccuracy(score, appeal, 100)).toEqual({ accuracy: 0, pairs: 0 });
  });

  it('is 0 for a score that orders every clear pair backwards', () => {
    expect(clearPairAccuracy([1, 2, 3, 4], appeal, 3)).toEqual({ accuracy: 0, pairs: 5 });
  });
});

describe('voteAgreement', () => {
  const scores = new Map([
    [0, 10],
    [1, 20],
    [2, 20],
  ]);
  const scoreOf = (page: number) => scores.get(page)!;

  it('counts the votes for the page with the lower score, ties half', () => {
    const votes: Vote[] = [
      { a: 0, b: 1, aWins: 3, bWins: 1 }, // a lower: 3 of 4
      { a: 1, b: 0, aWins: 2, bWins: 2 }, // b lower: 2 of 4
      { a: 1, b: 2, aWins: 1, bWins: 3 }, // tie: half of 4
    ];
    expect(voteAgreement(scoreOf, votes)).toBeCloseTo(7 / 12, 12);
  });

  it('is 1 when every voter chose the lower score and 0 when none did', () => {
    expect(voteAgreement(scoreOf, [{ a: 1, b: 0, aWins: 0, bWins: 5 }])).toBe(1);
    expect(voteAgreement(scoreOf, [{ a: 1, b: 0, aWins: 5, bWins: 0 }])).toBe(0);
  });

  it('is 0 without votes', () => {
    expect(voteAgreement(scoreOf, [])).toBe(0);
  });
});

describe('foldsOf', () => {
  it('puts every page in exactly one fold, fold sizes differing by at most one', () => {
    const fold = foldsOf(23, 5, 15);
    expect(fold).toHaveLength(23);
    for (const f of fold) expect([0, 1, 2, 3, 4]).toContain(f);
    const sizes = [0, 1, 2, 3, 4].map((k) => fold.filter((f) => f === k).length);
    expect([...sizes].sort()).toEqual([4, 4, 5, 5, 5]);
  });

  it('fills every fold with equal sizes when k divides n', () => {
    const fold = foldsOf(100, 5, 1);
    expect([0, 1, 2, 3, 4].map((k) => fold.filter((f) => f === k).length)).toEqual([20, 20, 20, 20, 20]);
  });

  it('is deterministic per seed, and different seeds give different folds', () => {
    expect(foldsOf(50, 5, 15)).toEqual(foldsOf(50, 5, 15));
    expect(foldsOf(50, 5, 16)).not.toEqual(foldsOf(50, 5, 15));
  });

  it('shuffles (not page i → fold i mod k)', () => {
    const fold = foldsOf(50, 5, 15);
    expect(fold).not.toEqual(Array.from({ length: 50 }, (_, i) => i % 5));
  });
});

describe('seededRandom', () => {
  it('is mulberry32: the reference first draws for seed 1', () => {
    const random = seededRandom(1);
    expect(random()).toBe(0.6270739405881613);
    expect(random()).toBe(0.002735721180215478);
    expect(random()).toBe(0.5274470399599522);
  });

  it('repeats its sequence for the same seed and differs for another', () => {
    const a = seededRandom(42),
      b = seededRandom(42),
      c = seededRandom(43);
    const seqA = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(seqA);
    expect(Array.from({ length: 20 }, c)).not.toEqual(seqA);
  });

  it('draws within [0, 1) and spreads over it', () => {
    const random = seededRandom(7);
    const draws = Array.from({ length: 10_000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    expect(draws.filter((d) => d < 0.1).length).toBeGreaterThan(900);
    expect(draws.filter((d) => d >= 0.9).length).toBeGreaterThan(900);
  });
});
