/**
 * Agreement between a score and people: rank correlation with a bootstrap interval, accuracy on pairs
 * people clearly told apart, and agreement with individual votes. Scores here are "higher is worse"
 * (UGH); appeal is "higher is better", so a good score has a negative rank correlation.
 */
import type { Vote } from './dataset';

/** Ranks (1-based) with ties sharing their average rank. */
export function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.x === order[i]!.x) j++;
    for (let k = i; k <= j; k++) out[order[k]!.i] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n,
    my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0,
    sxx = 0,
    syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

export const spearman = (x: readonly number[], y: readonly number[]) => pearson(ranks(x), ranks(y));

/** A small seeded PRNG (mulberry32): the same seed gives the same figures on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Percentile bootstrap 95 % interval of Spearman's ρ, resampling pages with replacement. */
export function spearmanInterval(
  x: readonly number[],
  y: readonly number[],
  { samples = 2000, seed = 1 } = {},
): [number, number] {
  const random = seededRandom(seed);
  const values: number[] = [];
  for (let s = 0; s < samples; s++) {
    const idx = x.map(() => Math.floor(random() * x.length));
    values.push(
      spearman(
        idx.map((i) => x[i]!),
        idx.map((i) => y[i]!),
      ),
    );
  }
  values.sort((a, b) => a - b);
  return [values[Math.floor(samples * 0.025)]!, values[Math.ceil(samples * 0.975) - 1]!];
}

/**
 * Share of page pairs whose appeal differs by at least `gap` that the score orders the same way
 * (the page people liked more has the lower score); a tie counts half.
 */
export function clearPairAccuracy(
  score: readonly number[],
  appeal: readonly number[],
  gap: number,
): { accuracy: number; pairs: number } {
  let right = 0,
    pairs = 0;
  for (let i = 0; i < score.length; i++) {
    for (let j = i + 1; j < score.length; j++) {
      if (Math.abs(appeal[i]! - appeal[j]!) < gap) continue;
      pairs++;
      if (score[i] === score[j]) right += 0.5;
      else if (score[i]! < score[j]! === appeal[i]! > appeal[j]!) right++;
    }
  }
  return { accuracy: pairs ? right / pairs : 0, pairs };
}

/** Share of individual votes for the page with the lower score (ties count half). */
export function voteAgreement(scoreOf: (page: number) => number, votes: readonly Vote[]): number {
  let right = 0,
    total = 0;
  for (const v of votes) {
    const a = scoreOf(v.a),
      b = scoreOf(v.b);
    total += v.aWins + v.bWins;
    if (a === b) right += (v.aWins + v.bWins) / 2;
    else right += a < b ? v.aWins : v.bWins;
  }
  return total ? right / total : 0;
}

/** Assigns pages to `k` folds at random (seeded): fold[i] is page i's fold. */
export function foldsOf(n: number, k: number, seed: number): number[] {
  const random = seededRandom(seed);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const fold = new Array<number>(n);
  order.forEach((page, rank) => (fold[page] = rank % k));
  return fold;
}
