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
  const scale = { lowerKnee: 20, lowerSlope: 2, upperKnee: 35, upperSlope: 2 };

  it('keeps scores between the knees, stretches beyond them, and never leaves 0–100', () => {
    expect(onVerdictScale(30, scale)).toBe(30);
    expect(onVerdictScale(50, scale)).toBe(65);
    expect(onVerdictScale(15, scale)).toBe(10);
    expect(onVerdictScale(90, scale)).toBe(100);
    expect(onVerdictScale(2, scale)).toBe(0);
    expect(onVerdictScale(47, IDENTITY_SCALE)).toBe(47);
  });

  it('never changes the order of two pages, and maps back to the raw score it came from', () => {
    let last = -1;
    for (let raw = 0; raw <= 100; raw += 0.5) {
      const shown = onVerdictScale(raw, scale);
      expect(shown).toBeGreaterThanOrEqual(last);
      last = shown;
      if (shown > 0 && shown < 100) expect(fromVerdictScale(shown, scale)).toBeCloseTo(raw, 9);
    }
  });

  it('is applied to the sub-scores, so the six of them still make the UGH Score beside them', () => {
    const facts = { neonShare: { value: 0.25 }, pictureShare: { value: 0.45 } };
    const plain = { ...SCORE_MODEL, scale: IDENTITY_SCALE };
    const stretched = { ...SCORE_MODEL, scale: { ...IDENTITY_SCALE, upperKnee: 10, upperSlope: 2 } };
    const before = ughScore(subScores(MID, facts, plain));
    expect(before).toBeGreaterThan(10);
    const after = ughScore(subScores(MID, facts, stretched));
    // Both scores are rounded, and the stretch doubles the rounding of the first: within 2 points.
    expect(after).toBeGreaterThan(before);
    expect(Math.abs(after - onVerdictScale(before, stretched.scale))).toBeLessThanOrEqual(2);
    for (const k of CRITERION_KEYS)
      expect(subScores(MID, facts, stretched)[k]).toBeLessThanOrEqual(subScores(MID, facts, plain)[k]);
  });

  it('refuses a scale that would reorder pages: a slope under 1 or the knees the wrong way round', () => {
    expect(() => parseScoreModel({ ...modelJson, scale: { ...scale, upperSlope: 0.5 } })).toThrow();
    expect(() => parseScoreModel({ ...modelJson, scale: { ...scale, lowerKnee: 60 } })).toThrow(/knee/);
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
