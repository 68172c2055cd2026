import { describe, expect, it } from 'vitest';
import { CRITERION_KEYS } from '../../../functions/domain/criteria';
import modelJson from '../../../functions/engine/data/score-model.json' with { type: 'json' };
import { parseScoreModel, SCORE_MODEL } from '../../../functions/engine/score-model';
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
    const doubled = {
      ...SCORE_MODEL,
      base: 10,
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
