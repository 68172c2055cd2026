import { describe, expect, it } from 'vitest';
import { phraseWords, repeatedPhrases } from '../../../functions/engine/phrase-report';

describe('repeatedPhrases', () => {
  it('lower-cases, writes numbers as #, and does not cross sentences', () => {
    expect(phraseWords('Text at 1.96:1 contrast. 38% of the words; WTF Factor at 9.4/10 — fine')).toEqual([
      ['text', 'at', '#', 'contrast'],
      ['#', 'of', 'the', 'words'],
      ['wtf', 'factor', 'at', '#'],
      ['fine'],
    ]);
    const [top] = repeatedPhrases(['A total of 482 words here.', 'A total of 1,250 words here.']);
    expect(top).toEqual({ phrase: 'a total of # words here', count: 2, share: 1 });
  });

  it('counts a phrase once per text, and shares over all texts', () => {
    const texts = [
      'For the record, this. For the record, that. For the record, again.',
      'For the record, once.',
      'Nothing in common.',
      'Also nothing.',
    ];
    expect(repeatedPhrases(texts)).toEqual([{ phrase: 'for the record', count: 2, share: 0.5 }]);
  });

  it('keeps the maximal phrase: a part is dropped when it never occurs without the whole', () => {
    const texts = [
      'For the record, in plain words it is bad.',
      'For the record, in plain words it is fine.',
      'In plain words, no.',
    ];
    const phrases = repeatedPhrases(texts);
    // "for the record in plain words it is" occurs in 2 texts; "in plain words" in 3, so it stays.
    expect(phrases).toEqual([
      { phrase: 'in plain words', count: 3, share: 1 },
      { phrase: 'for the record in plain words it is', count: 2, share: 2 / 3 },
    ]);
    // None of the record phrase's own parts ("the record in", "record in plain words" …) is listed.
    expect(phrases.some((p) => p.phrase === 'the record in plain')).toBe(false);
  });

  it('sorts by share, honours minWords, minCount, limit and ignore, and skips function-word-only n-grams', () => {
    const texts = [
      'The palette was chosen by spinning a colour wheel, and it is so.',
      'The palette was chosen by spinning a colour wheel, and it is so.',
      'The palette was chosen by committee, and it is so.',
      'Grey on grey is a mood.',
    ];
    const all = repeatedPhrases(texts);
    expect(all[0]).toMatchObject({ phrase: 'the palette was chosen by', count: 3 });
    expect(all.map((p) => p.phrase)).not.toContain('and it is so');
    expect(all.map((p) => p.share)).toEqual([...all.map((p) => p.share)].sort((a, b) => b - a));
    expect(repeatedPhrases(texts, { keepFunctionWordsOnly: true }).map((p) => p.phrase)).toContain(
      'and it is so',
    );
    expect(repeatedPhrases(texts, { minCount: 3 }).every((p) => p.count >= 3)).toBe(true);
    expect(repeatedPhrases(texts, { limit: 1 })).toHaveLength(1);
    // Longer than maxWords: reported whole, not as its overlapping 7-word windows.
    expect(repeatedPhrases(texts, { minWords: 7 })).toEqual([
      { phrase: 'the palette was chosen by spinning a colour wheel and it is so', count: 2, share: 0.5 },
    ]);
    expect(
      repeatedPhrases(texts, { ignore: ['the palette was chosen by'] }).map((p) => p.phrase),
    ).not.toContain('the palette was chosen by');
  });

  it('reports nothing for texts that share no phrase', () => {
    expect(repeatedPhrases(['One two three four.', 'Five six seven eight.'])).toEqual([]);
    expect(repeatedPhrases([])).toEqual([]);
  });
});
