import { describe, expect, it } from 'vitest';
import { CRITERIA, CRITERION_KEYS } from '../../../functions/domain/criteria';
import {
  REACTIONS,
  REACTION_EMOJIS,
  TOP_REACTIONS_SHOWN,
  isReactionEmoji,
} from '../../../functions/domain/reactions';
import { ROAST_LEVELS, ROAST_LEVEL_LABELS, isRoastLevel } from '../../../functions/domain/roast-levels';

describe('reactions', () => {
  it('are the spec’s ten, labelled and ordered as the spec lists them', () => {
    expect(REACTIONS.map((r) => r.label)).toEqual([
      'Horrifying',
      'Nauseating',
      'Brutal',
      'Dead',
      'Hilarious',
      'Terrible',
      'Mind-blown',
      'Perfect roast',
      'On target',
      'Applause',
    ]);
  });

  it('have ten distinct non-empty emojis', () => {
    expect(REACTION_EMOJIS).toHaveLength(10);
    expect(new Set(REACTION_EMOJIS).size).toBe(10);
    for (const emoji of REACTION_EMOJIS) {
      expect(emoji.length).toBeGreaterThan(0);
      // An emoji, not a word: no ASCII letters.
      expect(emoji).not.toMatch(/[A-Za-z0-9]/);
    }
  });

  it('recognises exactly the ten emojis', () => {
    for (const emoji of REACTION_EMOJIS) expect(isReactionEmoji(emoji)).toBe(true);
    expect(isReactionEmoji('👍')).toBe(false);
    expect(isReactionEmoji('Brutal')).toBe(false);
    expect(isReactionEmoji(undefined)).toBe(false);
  });

  it('summarises the top three', () => {
    expect(TOP_REACTIONS_SHOWN).toBe(3);
  });
});

describe('roast levels', () => {
  it('are honest, brutal and undigestable, each labelled', () => {
    expect([...ROAST_LEVELS]).toEqual(['honest', 'brutal', 'undigestable']);
    expect(ROAST_LEVELS.map((l) => ROAST_LEVEL_LABELS[l].label)).toEqual([
      'Honest',
      'Brutal',
      'Undigestable',
    ]);
    for (const level of ROAST_LEVELS) expect(ROAST_LEVEL_LABELS[level].tagline).not.toBe('');
  });

  it('recognises only those three', () => {
    for (const level of ROAST_LEVELS) expect(isRoastLevel(level)).toBe(true);
    expect(isRoastLevel('Brutal')).toBe(false);
    expect(isRoastLevel('savage')).toBe(false);
    expect(isRoastLevel(1)).toBe(false);
  });
});

describe('criteria', () => {
  it('have the spec’s labels and weights that sum to 100', () => {
    expect(CRITERIA.map((c) => c.label)).toEqual([
      'Visual Hierarchy',
      'Typography',
      'Color Usage',
      'Layout & Spacing',
      'UI Consistency',
      'WTF Factor',
    ]);
    expect(CRITERIA.reduce((sum, c) => sum + c.weightPercent, 0)).toBe(100);
    expect(new Set(CRITERION_KEYS).size).toBe(6);
  });
});
