import { describe, expect, it } from 'vitest';
import { CRITERION_KEYS } from '../../../functions/domain/criteria';
import modelJson from '../../../functions/engine/data/score-model.json' with { type: 'json' };
import { ughScore } from '../../../functions/domain/scoring';
import {
  fromVerdictScale,
  IDENTITY_SCALE,
  onVerdictScale,
  parseScoreModel,
  SCORE_MODEL,
} from '../../../functions/engine/score-model';
import { contributions, subScores, TERM_IDS, TERM_READS } from '../../../functions/engine/scoring-terms';
import { UNSCALED_TERM_IDS } from '../../../functions/engine/term-ids';
import { MEDIAN_PERCENTILES } from './median-percentiles';

const MID = MEDIAN_PERCENTILES;

describe('the weight table (data/score-model.json) and the terms in code', () => {
  it('name exactly the same set of term ids', () => {
    expect(new Set(Object.keys(modelJson.terms))).toEqual(new Set(TERM_IDS));
    expect(new Set(Object.keys(TERM_READS))).toEqual(new Set(TERM_IDS));
    expect(new Set(TERM_IDS).size).toBe(TERM_IDS.length);
  });

  it('refuses a table that lacks a term or carries an unknown one', () => {
    const { [TERM_IDS[0]]: _dropped, ...missing } = modelJson.terms as Record<string, unknown>;
    expect(() => parseScoreModel({ ...modelJson, terms: missing })).toThrow(/exactly TERM_IDS/);
    const renamed = {
      ...missing,
      'a renamed term': (modelJson.terms as Record<string, unknown>)[TERM_IDS[0]],
    };
    expect(() => parseScoreModel({ ...modelJson, terms: renamed })).toThrow(/exactly TERM_IDS/);
  });

  it('keeps every weight non-negative and on the sub-scores its prior names', () => {
    for (const id of TERM_IDS) {
      const { prior, weight } = SCORE_MODEL.terms[id];
      expect(Object.keys(weight).sort(), id).toEqual(Object.keys(prior).sort());
      for (const [k, w] of Object.entries(weight)) {
        expect(CRITERION_KEYS, id).toContain(k);
        expect(w, id).toBeGreaterThanOrEqual(0);
      }
    }
    expect(() =>
      parseScoreModel({
        ...modelJson,
        terms: { ...modelJson.terms, neon: { prior: { colorUsage: 3 }, weight: { colorUsage: -1 } } },
      }),
    ).toThrow();
  });

  it('uses the weight column, not the prior', () => {
    const facts = { neonShare: { value: 0.25 } };
    const zeroed = {
      ...SCORE_MODEL,
      terms: {
        ...SCORE_MODEL.terms,
        neon: { prior: SCORE_MODEL.terms.neon.prior, weight: { colorUsage: 0, wtfFactor: 0 } },
      },
    };
    expect(contributions(MID, facts, zeroed).some((c) => c.id === 'neon')).toBe(false);
    // On the identity verdict scale, so the sub-scores show the weights alone.
    const doubled = {
      ...SCORE_MODEL,
      base: 10,
      scale: IDENTITY_SCALE,
      terms: {
        ...SCORE_MODEL.terms,
        neon: { prior: SCORE_MODEL.terms.neon.prior, weight: { colorUsage: 4, wtfFactor: 2 } },
      },
    };
    const s = subScores(MID, facts, doubled);
    expect(s.colorUsage).toBe(6);
    expect(s.wtfFactor).toBe(8);
  });
});

describe('term reads', () => {
  it('read 0–1 and never fall as the page gets worse (spot checks at the ramps’ ends)', () => {
    for (const id of TERM_IDS) {
      const r = TERM_READS[id](MID, {});
      expect(r, id).toBeGreaterThanOrEqual(0);
      expect(r, id).toBeLessThanOrEqual(1);
    }
    expect(TERM_READS['rainbow text'](MID, { textHues: { value: 1 } })).toBe(0);
    expect(TERM_READS['rainbow text'](MID, { textHues: { value: 5 } })).toBe(1);
    expect(TERM_READS['no focal picture'](MID, { pictureShare: { value: 0.45 } })).toBe(0);
    expect(TERM_READS['no focal picture'](MID, { pictureShare: { value: 0 } })).toBe(1);
    expect(TERM_READS['bare page'](MID, { designedSurface: { value: 0.02 } })).toBe(1);
    expect(TERM_READS['bare page'](MID, { designedSurface: { value: 0.6 } })).toBe(0);
  });

  it('read beyond the top sites’ range: a page worse than every top site reads worse than the worst of them', () => {
    // Top sites reach at most about 0.78 crowding outside pictures and 5.9 feature congestion.
    const crowded = (x: number) =>
      TERM_READS['crowded layout'](MID, { congestionOutsidePictures: { value: x } });
    expect(crowded(0.84)).toBeGreaterThan(crowded(0.78));
    const congested = (x: number) =>
      TERM_READS['feature congestion'](MID, { featureCongestion: { value: x } });
    expect(congested(8)).toBeGreaterThan(congested(6));
  });
});

describe('the verdict scale (raw UGH Score → the one shown)', () => {
  // Clean pages pulled down, bad ones pushed up: a stretch where the bands meet.
  const scale = {
    knots: [
      { raw: 20, shown: 12 },
      { raw: 30, shown: 26 },
      { raw: 40, shown: 48 },
    ],
  };

  it('runs straight between its knots, on at the end slopes beyond them, and never leaves 0–100', () => {
    expect(onVerdictScale(20, scale)).toBe(12);
    expect(onVerdictScale(25, scale)).toBe(19);
    expect(onVerdictScale(35, scale)).toBe(37);
    expect(onVerdictScale(15, scale)).toBe(5);
    expect(onVerdictScale(50, scale)).toBe(70);
    expect(onVerdictScale(10, scale)).toBe(0);
    expect(onVerdictScale(70, scale)).toBe(100);
    expect(onVerdictScale(-4, scale)).toBe(0);
    expect(onVerdictScale(130, scale)).toBe(100);
    expect(onVerdictScale(47, IDENTITY_SCALE)).toBe(47);
  });

  it('never changes the order of two pages, and maps back to the raw score it came from', () => {
    let last = -1;
    for (let raw = 0; raw <= 100; raw += 0.5) {
      const shown = onVerdictScale(raw, scale);
      if (shown > 0 && shown < 100) {
        expect(shown).toBeGreaterThan(last);
        expect(fromVerdictScale(shown, scale)).toBeCloseTo(raw, 9);
      } else expect(shown).toBeGreaterThanOrEqual(last);
      last = shown;
    }
  });

  it('is applied to the sub-scores, so the six of them still make the UGH Score beside them', () => {
    const facts = { neonShare: { value: 0.25 }, pictureShare: { value: 0.45 } };
    const plain = { ...SCORE_MODEL, scale: IDENTITY_SCALE };
    const stretched = {
      ...SCORE_MODEL,
      scale: {
        knots: [
          { raw: 10, shown: 20 },
          { raw: 20, shown: 40 },
        ],
      },
    };
    const before = ughScore(subScores(MID, facts, plain));
    expect(before).toBeGreaterThan(10);
    const after = ughScore(subScores(MID, facts, stretched));
    // Both scores are rounded: within 2 points of the scale applied to the plain one.
    expect(after).toBeGreaterThan(before);
    expect(Math.abs(after - onVerdictScale(before, stretched.scale))).toBeLessThanOrEqual(2);
    for (const k of CRITERION_KEYS)
      expect(subScores(MID, facts, stretched)[k]).toBeLessThanOrEqual(subScores(MID, facts, plain)[k]);
  });

  it('does not stretch what only a URL capture measures: a font count costs the same points on any scale', () => {
    // Four font families and a full set of small phone tap targets, on a page the scale stretches.
    const capture = { fontFamilies: { value: 4 }, smallTapTargets: { value: 20 } };
    const facts = { pictureShare: { value: 0.02 }, headlineRatio: { value: 1.6 } };
    const stretched = {
      ...SCORE_MODEL,
      scale: {
        knots: [
          { raw: 10, shown: 20 },
          { raw: 20, shown: 50 },
        ],
      },
    };
    const cost = (model: typeof SCORE_MODEL) =>
      ughScore(subScores(MID, { ...facts, ...capture }, model)) - ughScore(subScores(MID, facts, model));
    const plain = cost({ ...SCORE_MODEL, scale: IDENTITY_SCALE });
    expect(plain).toBeGreaterThan(3);
    // Rounded sub-scores: within one point, where the scale's slope of 3 would triple it.
    expect(Math.abs(cost(stretched) - plain)).toBeLessThanOrEqual(1);
    expect(UNSCALED_TERM_IDS.every((id) => TERM_IDS.includes(id))).toBe(true);
  });

  it('refuses a scale that would reorder or squeeze pages: knots out of order, a segment falling or under slope 1', () => {
    const withScale = (knots: { raw: number; shown: number }[]) => () =>
      parseScoreModel({ ...modelJson, scale: { knots } });
    expect(withScale(scale.knots)).not.toThrow();
    expect(
      withScale([
        { raw: 40, shown: 48 },
        { raw: 30, shown: 50 },
      ]),
    ).toThrow(/rise/);
    expect(
      withScale([
        { raw: 30, shown: 40 },
        { raw: 40, shown: 38 },
      ]),
    ).toThrow(/rise/);
    expect(
      withScale([
        { raw: 30, shown: 40 },
        { raw: 40, shown: 40.5 },
      ]),
    ).toThrow(/slope/);
    expect(
      withScale([
        { raw: 20, shown: 16 },
        { raw: 30, shown: 20 },
      ]),
    ).toThrow(/slope/);
    expect(withScale([{ raw: 10, shown: 60 }])).toThrow(/two/);
  });
});

describe('loud all over', () => {
  it('reads nothing for one loud cue and everything for a page that shouts in every way at once', () => {
    const read = (facts: Parameters<(typeof TERM_READS)['loud all over']>[1]) =>
      TERM_READS['loud all over'](MID, facts);
    // Many saturated hues alone: a colourful top site, not the look.
    expect(read({ saturatedHues: { value: 6 } })).toBe(0);
    const fanSite = {
      saturatedHues: { value: 6 },
      colourfulness: { value: 110 },
      texturedMargins: { value: 0.9 },
      textHues: { value: 4 },
      centredShare: { value: 0.6 },
      neonShare: { value: 0.06 },
      loudButtonHues: { value: 3 },
    };
    expect(read(fanSite)).toBe(1);
    expect(read({ ...fanSite, textHues: { value: 1 }, neonShare: { value: 0 } })).toBeLessThan(1);
  });
});
