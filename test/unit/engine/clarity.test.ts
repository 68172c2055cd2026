/**
 * The 3-second clarity test agrees with the score: computed from the same sub-scores and
 * findings, never "Clear" in the two worst bands, always "Clear" in the best band, never "WTF" for a
 * passable page, and never a rating but "Clear" without advice. Property-style over many synthetic
 * pages (sub-scores, first-screen measurements and findings drawn at random), then real screenshots.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../../../bin/human-agreement/stats';
import { CRITERION_KEYS, type SubScores } from '../../../functions/domain/criteria';
import { boundBySeverity, ughScore } from '../../../functions/domain/scoring';
import { verdictFor } from '../../../functions/domain/verdicts';
import { FACTS, VIOLATION_CATALOGUE } from '../../../functions/domain/violation-catalogue';
import { clarityFor, FIRST_SCREEN_FACTS, type ClarityInput } from '../../../functions/engine/advice';
import type { Percentiles } from '../../../functions/engine/calibration';
import { stopClutterWorkers } from '../../../functions/engine/clutter';
import { analyse } from '../../../functions/engine/critic';
import type { Facts } from '../../../functions/engine/facts';
import { stopOcr } from '../../../functions/engine/ocr';
import { findViolations, type Finding } from '../../../functions/engine/rules';
import { asUpload, svgPage } from './helpers';
import { GOOD, TWINS } from './twins';

vi.setConfig({ testTimeout: 60_000 });
afterAll(() => Promise.all([stopOcr(), stopClutterWorkers()]));

const random = seededRandom(2024);
const between = (lo: number, hi: number) => lo + random() * (hi - lo);
const tenth = (x: number) => Math.round(x * 10) / 10;

/** A synthetic page: sub-scores, first-screen facts and percentiles, and the findings those facts raise. */
function syntheticPage(): ClarityInput {
  const spread = random();
  const subScores = Object.fromEntries(
    CRITERION_KEYS.map((k) => [k, tenth(Math.min(10, Math.max(0, between(0, 10) * spread + between(0, 4))))]),
  ) as SubScores;
  const percentile = () => between(0, 100);
  const p = {
    colour: percentile(),
    edges: percentile(),
    luma: percentile(),
    edgesVp: percentile(),
    lumaVp: percentile(),
    figureGround: percentile(),
    congestion: percentile(),
    distinct: percentile(),
    clusters: percentile(),
    saturationSd: percentile(),
  } satisfies Percentiles;
  const facts: Facts = {
    colourfulness: { value: between(0, 200) },
    viewportLuminanceSd: { value: between(2, 100) },
    viewportContourDensity: { value: between(0, 0.12) },
    viewportWhiteSpace: { value: between(0, 1) },
    focus: { value: between(0, 1.2) },
    neonShare: { value: between(0, 0.3) * random() },
    popupCount: { value: random() < 0.1 ? Math.floor(between(1, 4)) : 0 },
  };
  if (random() < 0.8) {
    facts.headlineRatio = { value: between(1, 6) };
    facts.textCoverage = { value: between(0, 0.6) };
    facts.wordCount = { value: between(10, 500) };
    facts.textContrastMin = { value: between(1, 15) };
    facts.lowContrastWords = { value: between(0, 1) };
  }
  if (random() < 0.7) facts.ctaCount = { value: Math.floor(between(0, 4)) };
  const findings = findViolations(facts);
  // The score shown is bounded by the findings' severity, as the engine and the Score step do.
  const scores = boundBySeverity(
    subScores,
    findings.map((f) => f.violation),
  );
  return { p, facts, viewportHeight: 750, scores, findings };
}

const PAGES = Array.from({ length: 3000 }, syntheticPage);

describe('the clarity test never contradicts the score', () => {
  it('covers every band and every rating (the generator is not degenerate)', () => {
    const bands = new Set(PAGES.map((page) => verdictFor(ughScore(page.scores))));
    expect(bands.size).toBe(5);
    const ratings = new Set(PAGES.map((page) => clarityFor(page).userUnderstanding));
    expect([...ratings].sort()).toEqual(['clear', 'confusing', 'wtf']);
  });

  it('never reads Clear in the two worst bands, always Clear in the best, never WTF for a passable page', () => {
    for (const page of PAGES) {
      const ugh = ughScore(page.scores);
      const { userUnderstanding, score } = clarityFor(page);
      if (ugh >= 61) expect(userUnderstanding, `UGH ${ugh}, clarity ${score}`).not.toBe('clear');
      if (ugh <= 20) expect(userUnderstanding, `UGH ${ugh}, clarity ${score}`).toBe('clear');
      if (ugh <= 40) expect(userUnderstanding, `UGH ${ugh}, clarity ${score}`).not.toBe('wtf');
    }
  });

  it('gives at least one concrete piece of advice with every rating but Clear', () => {
    for (const page of PAGES) {
      const clarity = clarityFor(page);
      if (clarity.userUnderstanding === 'clear') continue;
      expect(clarity.recommendations.length).toBeGreaterThan(0);
      for (const advice of clarity.recommendations) expect(advice.length).toBeGreaterThan(30);
    }
  });

  it('leads the advice with the first-screen findings’ own fixes', () => {
    for (const page of PAGES) {
      const clarity = clarityFor(page);
      const first = page.findings.find((f) => FIRST_SCREEN_FACTS.has(f.entry.fact));
      if (!first || clarity.recommendations.length === 0) continue;
      expect(clarity.recommendations[0]).toBe(
        first.entry.fix.replaceAll('{value}', first.shown).replaceAll('{threshold}', first.shownThreshold),
      );
    }
  });

  it('never reads clearer when the hierarchy or the WTF Factor gets worse', () => {
    for (const page of PAGES.slice(0, 500)) {
      const before = clarityFor(page).score;
      for (const key of ['visualHierarchy', 'wtfFactor'] as const) {
        const worse = {
          ...page,
          scores: { ...page.scores, [key]: tenth(Math.max(0, page.scores[key] - 2)) },
        };
        expect(clarityFor(worse).score).toBeLessThanOrEqual(before);
      }
    }
  });

  it('costs clarity for a severe first-screen finding, and nothing for a finding below the fold', () => {
    const page = PAGES.find((x) => ughScore(x.scores) > 40 && ughScore(x.scores) < 61)!;
    const clean = { ...page, findings: [] as Finding[] };
    const withFinding = (code: string) => {
      const entry = VIOLATION_CATALOGUE.find((e) => e.code === code)!;
      const finding = findViolations({ [entry.fact]: { value: entry.op === 'above' ? 1e6 : -1e6 } })[0]!;
      return clarityFor({ ...clean, findings: [finding] }).score;
    };
    // V070 (Pop-up Pile-up, Critical) covers the first screen; V074 (Endless Scroll) is the whole page.
    expect(withFinding('V070')).toBeLessThan(clarityFor(clean).score);
    expect(withFinding('V074')).toBe(clarityFor(clean).score);
  });

  it('prints the headline ratio it measured (not another number) and no metric key', () => {
    // Metric keys are camelCase (viewportContourDensity); plain words (focus) may appear in a sentence.
    const keys = Object.keys(FACTS).filter((key) => /[A-Z]/.test(key));
    for (const page of PAGES.slice(0, 300)) {
      // Entropy beside the headline ratio: the sentence must not mix them up.
      const facts = { ...page.facts, subbandEntropy: { value: 3.91 } };
      const { commentary, recommendations } = clarityFor({ ...page, facts });
      const headline = facts.headlineRatio?.value;
      const shown = /a headline ([\d.]+)× the body text/.exec(commentary)?.[1];
      if (headline === undefined) expect(shown).toBeUndefined();
      else expect(Number(shown)).toBeCloseTo(headline, 1);
      for (const text of [commentary, ...recommendations])
        for (const key of keys) expect(text).not.toMatch(new RegExp(`\\b${key}\\b`));
      // Advice about the headline only when it falls short of the 2.5× it asks for.
      const only = recommendations.map((r) => /it is only ([\d.]+)× the size/.exec(r)?.[1]).find(Boolean);
      if (only !== undefined) expect(Number(only)).toBeLessThan(2.5);
    }
  });
});

describe('the clarity test on rendered pages', () => {
  const judge = async (svg: string) => (await analyse([await asUpload(await svgPage(svg))], 'brutal')).result;

  it('reads a calm page and its broken twins consistently with their scores', async () => {
    for (const svg of [GOOD, ...Object.values(TWINS)]) {
      const result = await judge(svg);
      const ugh = ughScore(result.subScores);
      const clarity = result.clarityAnalysis!;
      if (ugh >= 61) expect(clarity.userUnderstanding).not.toBe('clear');
      if (ugh <= 20) expect(clarity.userUnderstanding).toBe('clear');
      if (clarity.userUnderstanding !== 'clear') expect(clarity.recommendations.length).toBeGreaterThan(0);
      // The sentence cites the same sub-scores the roast shows.
      expect(clarity.commentary).toContain(`Visual Hierarchy ${result.subScores.visualHierarchy}/10`);
      expect(clarity.commentary).toContain(`WTF Factor ${result.subScores.wtfFactor}/10`);
    }
  });
});
