/**
 * Figure-ground contrast (Miniukovich & De Angeli 2014, AVI '14 "Quantification of interface visual
 * complexity"; AIM m5): Canny at seven high thresholds 0.1…0.7 of 255 (low = 40% of high); E_i edge
 * pixels at level i; FGC = Σ_{i=1..6} (E_i − E_{i+1})·(1 − (i−1)/6) / (E_1 − E_7), 0 when E_1 = E_7.
 * Edges that survive only weak thresholds (low contrast between figure and ground) pull it up;
 * high values mean most contours are faint.
 */
import type { Gradient } from './edges';

/**
 * Number of Canny edge pixels for one threshold pair: the same hysteresis as `cannyFrom`, but over a
 * precomputed list of candidate maxima and a reused state buffer, since only the count is needed.
 */
function edgeCount(grad: Gradient, candidates: Int32Array, state: Uint8Array, low: number, high: number) {
  const { stride: W, peak } = grad;
  const lo = Math.floor(low),
    hi = Math.floor(high);
  const stack: number[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const p = candidates[i]!;
    const v = peak[p]!;
    if (v > hi) {
      state[p] = 2;
      stack.push(p);
    } else state[p] = v > lo ? 0 : 1;
  }
  let count = stack.length;
  const neighbours = [-W - 1, -W, -W + 1, -1, 1, W - 1, W, W + 1];
  while (stack.length > 0) {
    const p = stack.pop()!;
    for (const o of neighbours) {
      if (state[p + o] === 0) {
        state[p + o] = 2;
        count++;
        stack.push(p + o);
      }
    }
  }
  for (let i = 0; i < candidates.length; i++) state[candidates[i]!] = 1;
  return count;
}

export function figureGroundContrast(grad: Gradient): number {
  const { peak } = grad;
  // Candidates: local maxima above the lowest low threshold (floor(10.2) = 10).
  const list: number[] = [];
  for (let p = 0; p < peak.length; p++) if (peak[p]! > 10) list.push(p);
  const candidates = Int32Array.from(list);
  const state = new Uint8Array(peak.length).fill(1);
  const counts: number[] = [];
  for (let level = 1; level <= 7; level++) {
    const high = Math.round(255 * (level / 10) * 100) / 100;
    const low = Math.round(0.4 * high * 100) / 100;
    counts.push(edgeCount(grad, candidates, state, low, high));
  }
  const denominator = counts[0]! - counts[6]!;
  if (denominator === 0) return 0;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += (counts[i]! - counts[i + 1]!) * (1 - i / 6);
  return sum / denominator;
}
