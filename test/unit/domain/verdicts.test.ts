import { describe, expect, it } from 'vitest';
import { VERDICTS, scoreTheme, verdictBand, verdictFor } from '../../../functions/domain/verdicts';

describe('verdictFor', () => {
  it.each([
    [0, 'Improbably Acceptable'],
    [20, 'Improbably Acceptable'],
    [21, 'Barely Passable'],
    [40, 'Barely Passable'],
    [41, 'Low Grade Pain'],
    [60, 'Low Grade Pain'],
    [61, 'Visual Offense'],
    [80, 'Visual Offense'],
    [81, 'Certified UGH™'],
    [100, 'Certified UGH™'],
  ])('score %i is "%s"', (score, verdict) => {
    expect(verdictFor(score)).toBe(verdict);
  });

  it('gives every integer 0–100 exactly one band, in order of severity', () => {
    const seen: string[] = [];
    for (let score = 0; score <= 100; score++) {
      const v = verdictFor(score);
      if (seen.at(-1) !== v) seen.push(v);
    }
    expect(seen).toEqual([
      'Improbably Acceptable',
      'Barely Passable',
      'Low Grade Pain',
      'Visual Offense',
      'Certified UGH™',
    ]);
  });

  it('describes the worst band as the spec does', () => {
    expect(verdictBand(95).description).toBe('Design crimes against humanity');
  });

  it('lists the five verdicts for the API schema', () => {
    expect([...VERDICTS].sort()).toEqual(
      [
        'Barely Passable',
        'Certified UGH™',
        'Improbably Acceptable',
        'Low Grade Pain',
        'Visual Offense',
      ].sort(),
    );
  });

  it.each([-1, 101, 50.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses score %s', (bad) => {
    expect(() => verdictFor(bad)).toThrow(RangeError);
  });
});

describe('scoreTheme', () => {
  it.each([
    [0, 'green'],
    [20, 'green'],
    [21, 'yellow'],
    [40, 'yellow'],
    [41, 'yellow-orange'],
    [60, 'yellow-orange'],
    [61, 'orange'],
    [80, 'orange'],
    [81, 'red'],
    [100, 'red'],
  ])('score %i is %s', (score, theme) => {
    expect(scoreTheme(score).theme).toBe(theme);
    expect(scoreTheme(score).hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([-1, 101, 0.5, Number.NaN])('refuses score %s', (bad) => {
    expect(() => scoreTheme(bad)).toThrow(RangeError);
  });
});
