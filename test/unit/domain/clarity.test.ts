import { describe, expect, it } from 'vitest';
import type { ClarityAnalysis } from '../../../functions/domain/api-schemas';
import {
  boundClarityScore,
  clarityRange,
  consistentClarity,
  GLANCE_ADVICE,
  UNDERSTANDING_SENTENCE,
  understandingOf,
} from '../../../functions/domain/clarity';

const clarity = (over: Partial<ClarityAnalysis> = {}): ClarityAnalysis => ({
  score: 7.7,
  commentary: `One headline, one button. ${UNDERSTANDING_SENTENCE.clear}`,
  userUnderstanding: 'clear',
  recommendations: [],
  ...over,
});

describe('the clarity rule', () => {
  it('reads 7+ as Clear, 4–6.9 as Confusing, under 4 as WTF', () => {
    expect([10, 7, 6.9, 4, 3.9, 0].map(understandingOf)).toEqual([
      'clear',
      'clear',
      'confusing',
      'confusing',
      'wtf',
      'wtf',
    ]);
  });

  it('allows each band only the ratings that agree with its verdict', () => {
    for (let ugh = 0; ugh <= 100; ugh++) {
      const { min, max } = clarityRange(ugh);
      const allowed = new Set([understandingOf(min), understandingOf(max)]);
      if (ugh >= 61) expect(allowed.has('clear')).toBe(false);
      if (ugh <= 20) expect([...allowed]).toEqual(['clear']);
      if (ugh <= 40) expect(allowed.has('wtf')).toBe(false);
      expect(boundClarityScore(-3, ugh)).toBe(min);
      expect(boundClarityScore(12, ugh)).toBe(max);
    }
  });

  it('turns "Clear 7.7" on a page scored 86 into Confusing, says so and gives advice', () => {
    const fixed = consistentClarity(clarity(), 86, ['Cut the ten buttons of the first screen to one.']);
    expect(fixed).toEqual({
      score: 6.9,
      userUnderstanding: 'confusing',
      commentary: `One headline, one button. ${UNDERSTANDING_SENTENCE.confusing}`,
      recommendations: ['Cut the ten buttons of the first screen to one.'],
    });
  });

  it('turns "Confusing" without advice in the best band into Clear', () => {
    const fixed = consistentClarity(
      clarity({ score: 5.5, userUnderstanding: 'confusing', commentary: 'Calm page.' }),
      12,
      [],
    );
    expect(fixed).toMatchObject({ score: 7, userUnderstanding: 'clear', recommendations: [] });
    expect(fixed.commentary).toBe(`Calm page. ${UNDERSTANDING_SENTENCE.clear}`);
  });

  it('gives a rating other than Clear at least one piece of advice, the general one when nothing else is known', () => {
    const confusing = clarity({ score: 5, userUnderstanding: 'confusing' });
    expect(
      consistentClarity(confusing, 50, ['', 'Make the headline twice the body size.']).recommendations,
    ).toEqual(['Make the headline twice the body size.']);
    expect(consistentClarity(confusing, 50, []).recommendations).toEqual([GLANCE_ADVICE]);
  });

  it('leaves a clarity that already agrees alone', () => {
    const agreeing = clarity({ score: 5, userUnderstanding: 'confusing', recommendations: ['Fewer words.'] });
    expect(consistentClarity(agreeing, 50, ['Other'])).toEqual(agreeing);
    expect(consistentClarity(clarity(), 15, [])).toEqual(clarity());
  });
});
