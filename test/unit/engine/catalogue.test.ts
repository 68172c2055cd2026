import { describe, expect, it } from 'vitest';
import { CRITERION_KEYS } from '../../../functions/domain/criteria';
import {
  FACTS,
  VIOLATION_CATALOGUE,
  VIOLATION_CATEGORIES,
} from '../../../functions/domain/violation-catalogue';
import { SEVERITIES, isViolationCode } from '../../../functions/domain/violations';
import { MEDIAN_PERCENTILES } from './median-percentiles';
import { subScores } from '../../../functions/engine/scoring-terms';
import { findViolations } from '../../../functions/engine/rules';

describe('violation catalogue', () => {
  it('has at least 60 entries with unique valid codes and names', () => {
    expect(VIOLATION_CATALOGUE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(VIOLATION_CATALOGUE.map((e) => e.code)).size).toBe(VIOLATION_CATALOGUE.length);
    expect(new Set(VIOLATION_CATALOGUE.map((e) => e.name)).size).toBe(VIOLATION_CATALOGUE.length);
    for (const e of VIOLATION_CATALOGUE) {
      expect(isViolationCode(e.code)).toBe(true);
      expect(SEVERITIES).toContain(e.severity);
      expect(CRITERION_KEYS).toContain(e.criterion);
      expect(Object.keys(FACTS)).toContain(e.fact);
      // Findings cite the measured value; absence rules ("no call to action") say "no" instead.
      expect(`${e.fix} ${e.finding}`).toMatch(/\{value\}|\bno\b/);
    }
  });

  it.each(VIOLATION_CATEGORIES)('covers the %s category with at least three entries', (category) => {
    expect(VIOLATION_CATALOGUE.filter((e) => e.category === category).length).toBeGreaterThanOrEqual(3);
  });

  it('only lets an entry supersede a lower tier of the same fact', () => {
    const byCode = new Map(VIOLATION_CATALOGUE.map((e) => [e.code, e]));
    for (const e of VIOLATION_CATALOGUE)
      for (const code of e.supersedes ?? []) {
        const lower = byCode.get(code)!;
        expect(lower.op).toBe(e.op);
        // Same fact, or (for text contrast) the page fact that supersedes the pixel estimate.
        if (lower.fact !== e.fact)
          expect([lower.fact, e.fact].sort()).toEqual(['textContrastMin', 'worstContrastRatio']);
      }
  });

  it('fires every entry just past its threshold, and none just inside it', () => {
    for (const e of VIOLATION_CATALOGUE) {
      const step = Math.max(Math.abs(e.threshold) * 0.01, 1e-3);
      const past = e.op === 'above' ? e.threshold + step : e.threshold - step;
      const inside = e.op === 'above' ? e.threshold - step : e.threshold + step;
      const fired = findViolations({ [e.fact]: { value: past } }).map((f) => f.violation.code);
      // A lower tier may be superseded only by a higher tier that also fired; alone it must fire.
      expect(fired).toContain(e.code);
      expect(findViolations({ [e.fact]: { value: inside } }).map((f) => f.violation.code)).not.toContain(
        e.code,
      );
    }
  });
});

describe('sub-score calibration', () => {
  const mid = MEDIAN_PERCENTILES;

  it('keeps every sub-score within 0–10 even for absurd inputs', () => {
    const worst = subScores(
      {
        ...mid,
        colour: 100,
        edges: 100,
        luma: 0,
        edgesVp: 100,
        lumaVp: 0,
        figureGround: 100,
        congestion: 100,
        clusters: 100,
      },
      {
        colourfulness: { value: 400 },
        whiteSpace: { value: 0 },
        textSizeCount: { value: 40 },
        fontFamilies: { value: 20 },
        neonShare: { value: 1 },
        colourDrift: { value: 300 },
        axeCritical: { value: 50 },
        featureCongestion: { value: 12 },
        contourDensity: { value: 0.2 },
        saturatedHues: { value: 12 },
        boxedLabels: { value: 60 },
        bodyTextPx: { value: 6 },
        textContrastMedian: { value: 1.1 },
        wordCount: { value: 900 },
        pictureShare: { value: 0 },
        designedSurface: { value: 0 },
        congestionOutsidePictures: { value: 0.95 },
        wallpaper: { value: 1.5 },
        textHues: { value: 8 },
        popupCount: { value: 4 },
      },
    );
    for (const key of CRITERION_KEYS) {
      expect(worst[key]).toBeGreaterThanOrEqual(0);
      expect(worst[key]).toBeLessThanOrEqual(10);
    }
    expect(Math.max(...Object.values(worst))).toBeLessThan(5);
  });

  it('is monotone: more clutter never improves layout, more first-screen contrast never hurts hierarchy', () => {
    let previousLayout = Infinity;
    let previousHierarchy = -Infinity;
    for (let q = 0; q <= 100; q += 5) {
      const s = subScores({ ...mid, edges: q, lumaVp: q }, {});
      expect(s.layoutSpacing).toBeLessThanOrEqual(previousLayout);
      expect(s.visualHierarchy).toBeGreaterThanOrEqual(previousHierarchy);
      previousLayout = s.layoutSpacing;
      previousHierarchy = s.visualHierarchy;
    }
  });

  it('is monotone in type styles: more never helps typography or consistency, a system of six costs nothing', () => {
    const at = (n: number) => subScores(mid, { typeStyleCount: { value: n } });
    expect(at(6)).toEqual(subScores(mid, {}));
    for (let n = 1; n <= 20; n++) {
      expect(at(n + 1).typography).toBeLessThanOrEqual(at(n).typography);
      expect(at(n + 1).uiConsistency).toBeLessThanOrEqual(at(n).uiConsistency);
    }
    expect(at(12).uiConsistency).toBeLessThan(at(6).uiConsistency);
  });
});
