/**
 * Which phrases repeat across a set of texts (roasts): word n-grams, lower-cased, with every number
 * written as '#', counted once per text. A voice that reads as canned repeats the same connective
 * ("for the record", "in plain words") in a large share of its texts; this report finds those.
 */

export interface RepeatedPhrase {
  /** The n-gram, lower-cased, numbers as '#'. */
  phrase: string;
  /** count ÷ number of texts. */
  share: number;
  /** How many texts contain the phrase (at least once). */
  count: number;
}

export interface PhraseReportOptions {
  /** Shortest phrase in words (default 3). */
  minWords?: number;
  /** Longest phrase in words (default 6). */
  maxWords?: number;
  /** Report phrases found in at least this many texts (default 2). */
  minCount?: number;
  /** At most this many entries, most shared first (default: all). */
  limit?: number;
  /**
   * Fixed texts whose phrases are expected to repeat (e.g. the catalogue's finding clauses): a phrase
   * that occurs inside one of them is not reported. Default: none.
   */
  ignore?: string[];
  /**
   * Keep phrases made only of function words and numbers ("# of the", "it is a"); default false,
   * since those repeat in any English and are not a voice's stock phrases.
   */
  keepFunctionWordsOnly?: boolean;
}

const FUNCTION_WORDS = new Set(
  (
    'a an the and or but nor so yet of in on at to for from by with as into onto over under than then ' +
    "that this these those it its it’s it's is are was were be been being am do does did has have had " +
    'not no i you he she we they me him her us them my your our their there here what which who whom ' +
    'when where why how if about up down out off all any each every some more most less least very ' +
    'just only also too can could will would should may might must one # s'
  ).split(' '),
);

/** A number in any form the roasts print: 1,234 · 3.1 · 38% · 1.96:1 · 3.1/10 · 4× · 0.04. */
const NUMBER = /[-+]?\d[\d,]*(?:[.:/]\d+)*%?×?/g;

/** Sentences (n-grams do not cross them), each as its list of normalised words. */
export function phraseWords(text: string): string[][] {
  return text
    .toLowerCase()
    .replace(NUMBER, ' # ')
    .split(/[.!?;:…()[\]{}"“”—–]+/)
    .map((s) =>
      s
        .replace(/[’']/g, "'")
        .split(/[^a-z0-9#'-]+/)
        .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
        .filter((w) => w.length > 0),
    )
    .filter((s) => s.length > 0);
}

function ngrams(sentences: string[][], min: number, max: number): Set<string> {
  const out = new Set<string>();
  for (const words of sentences) {
    for (let n = min; n <= max; n++) {
      for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '));
    }
  }
  return out;
}

/**
 * A phrase longer than maxWords shows up as overlapping maxWords-word windows with one count; join
 * such windows back into the one phrase when the joined phrase occurs in exactly as many texts.
 */
function mergeWindows(found: RepeatedPhrase[], texts: string[], max: number): RepeatedPhrase[] {
  const windows = found.filter((r) => r.phrase.split(' ').length === max);
  if (windows.length < 2) return found;
  const sentences = texts.map((t) => phraseWords(t).map((w) => ` ${w.join(' ')} `));
  const occursIn = (phrase: string) =>
    sentences.filter((ss) => ss.some((s) => s.includes(` ${phrase} `))).length;
  const byHead = new Map<string, RepeatedPhrase[]>();
  for (const w of windows) {
    const head = w.phrase.split(' ').slice(0, -1).join(' ');
    byHead.set(head, [...(byHead.get(head) ?? []), w]);
  }
  const gone = new Set<RepeatedPhrase>();
  const merged: RepeatedPhrase[] = [];
  for (const start of windows) {
    if (gone.has(start)) continue;
    let current = start;
    const parts = [start];
    for (;;) {
      const tail = current.phrase
        .split(' ')
        .slice(-(max - 1))
        .join(' ');
      const next = (byHead.get(tail) ?? []).find(
        (w) => w.count === current.count && !gone.has(w) && !parts.includes(w),
      );
      if (!next) break;
      const joined = `${current.phrase} ${next.phrase.split(' ').at(-1)}`;
      if (occursIn(joined) !== current.count) break;
      parts.push(next);
      current = { ...current, phrase: joined };
    }
    if (parts.length > 1) {
      for (const p of parts) gone.add(p);
      merged.push(current);
    }
  }
  return [...found.filter((r) => !gone.has(r)), ...merged];
}

/**
 * Phrases of minWords–maxWords words that occur in at least minCount texts, most shared first. Only
 * maximal phrases are kept: an n-gram is dropped when a longer n-gram containing it occurs in exactly
 * as many texts (it never occurs without it), so "for the record in plain" is reported once, not
 * as its six sub-phrases; and a longer phrase is reported whole, not as its maxWords-word windows.
 */
export function repeatedPhrases(texts: string[], opts: PhraseReportOptions = {}): RepeatedPhrase[] {
  const min = Math.max(1, opts.minWords ?? 3);
  const max = Math.max(min, opts.maxWords ?? 6);
  const minCount = Math.max(1, opts.minCount ?? 2);
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const g of ngrams(phraseWords(text), min, max)) counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  // A longer n-gram's count is never above its parts' (each text counts once), so comparing each
  // n-gram with its two (n−1)-word ends reaches every shorter phrase it contains.
  const dropped = new Set<string>();
  for (const [g, c] of counts) {
    const words = g.split(' ');
    if (words.length <= min) continue;
    for (const part of [words.slice(1).join(' '), words.slice(0, -1).join(' ')]) {
      if (counts.get(part) === c) dropped.add(part);
    }
  }
  const ignored = ngrams(
    (opts.ignore ?? []).flatMap((t) => phraseWords(t)),
    min,
    max,
  );
  let result: RepeatedPhrase[] = [];
  for (const [phrase, count] of counts) {
    if (count < minCount || dropped.has(phrase) || ignored.has(phrase)) continue;
    if (!opts.keepFunctionWordsOnly && phrase.split(' ').every((w) => FUNCTION_WORDS.has(w))) continue;
    result.push({ phrase, count, share: texts.length ? count / texts.length : 0 });
  }
  result = mergeWindows(result, texts, max);
  result.sort(
    (a, b) =>
      b.count - a.count ||
      b.phrase.split(' ').length - a.phrase.split(' ').length ||
      a.phrase.localeCompare(b.phrase),
  );
  return opts.limit === undefined ? result : result.slice(0, opts.limit);
}
