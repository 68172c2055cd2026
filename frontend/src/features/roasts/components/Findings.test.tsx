import { describe, expect, it } from 'vitest';
import * as words from '@domain/evidence';
import { placeText } from './Findings';

describe('where a finding is, in words', () => {
  const region = (width: number, height: number) => ({ imageIndex: 0, x: 0, y: 0, width, height });
  const size = [{ w: 1200, h: 750 }];

  it('says "marked" only where a box is drawn, and names the whole screenshot when it is all of it', () => {
    expect(
      placeText(
        { metric: 'densestCell', value: 0.2, threshold: 0.16, region: region(150, 125) },
        size,
        words,
      ),
    ).toBe('Marked on screenshot 1');
    expect(
      placeText({ metric: 'focus', value: 0.1, threshold: 0.3, region: region(1200, 750) }, size, words),
    ).toBe('All of screenshot 1');
    // Before the screenshot's size is known, only which screenshot.
    expect(
      placeText({ metric: 'focus', value: 0.1, threshold: 0.3, region: region(1200, 750) }, [], words),
    ).toBe('Screenshot 1');
  });

  it('says "whole page" or "across the screenshots" for findings with no place on a screenshot', () => {
    expect(placeText({ metric: 'fontFamilies', value: 6, threshold: 3 }, size, words)).toBe('Whole page');
    expect(placeText({ metric: 'colourDrift', value: 40, threshold: 35 }, size, words)).toBe(
      'Across the screenshots',
    );
    expect(placeText({ metric: 'pageScreens', value: 20, threshold: 15 }, size, words)).toBe(
      'Whole page (full-length capture)',
    );
  });
});
