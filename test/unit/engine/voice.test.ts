import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRITERIA, type CriterionKey, type SubScores } from '../../../functions/domain/criteria';
import { ROAST_LEVELS, type RoastLevel } from '../../../functions/domain/roast-levels';
import { ughScore } from '../../../functions/domain/scoring';
import { VIOLATION_CATALOGUE, type FactKey } from '../../../functions/domain/violation-catalogue';
import type { Percentiles } from '../../../functions/engine/calibration';
import type { Facts } from '../../../functions/engine/facts';
import { repeatedPhrases } from '../../../functions/engine/phrase-report';
import { findViolations, type Finding } from '../../../functions/engine/rules';
import {
  CLOSERS,
  JABS,
  OPENERS,
  PHRASINGS,
  REASONS,
  THEME_OF,
  THEMES,
  VOICE_BANK_FILES,
  readVoiceBanks,
  roastText,
  toneFor,
  type Theme,
  type VoiceBankFile,
} from '../../../functions/engine/voice';
import { MEDIAN_PERCENTILES } from './median-percentiles';

/** A median page with a little more colour and edges than the top-500 median. */
const P: Percentiles = { ...MEDIAN_PERCENTILES, colour: 70, edges: 60 };
const hashOf = (s: string) => createHash('sha256').update(s).digest();
const scores = (x: number, low: Partial<SubScores> = {}): SubScores => ({
  ...(Object.fromEntries(CRITERIA.map((c) => [c.key, x])) as SubScores),
  ...low,
});
/** Findings exactly as the engine makes them, from facts. */
const findingsOf = (facts: Facts) => findViolations(facts);
const fact = (entries: Partial<Record<FactKey, number>>): Facts =>
  Object.fromEntries(Object.entries(entries).map(([k, value]) => [k, { value }])) as Facts;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"])/);
/** The sentence that states a measured value. */
const sentenceWith = (text: string, value: string) => sentences(text).find((s) => s.includes(value));

/** The fixed words of a bank template: the part between its slots that can be searched for. */
const fixedParts = (template: string) =>
  template
    .split(/\{\w+\}/)
    .map((p) => p.trim().replace(/^[,.;:]\s*/, ''))
    .filter((p) => p.split(' ').length >= 3);

/** Words a good page must not hear at honest or brutal. */
const INSULTS =
  /parking ticket|crime scene|disaster|hostage|ransom|therapy|titanic|afloat|lonely|sit down|nobody looked|second draft|cry for help|on fire|accelerant|offence|hurts to look|should not have shipped|damage report|disappointed/i;

describe('voice: tone follows the score band', () => {
  const good = scores(9.2, { colorUsage: 6.1 });
  const bad = scores(2.5, { layoutSpacing: 0.8 });
  const goodFindings = findingsOf(fact({ textContrastMin: 1.4, smallestTextPx: 6.6 }));

  it('bands the UGH score of the sub-scores as the verdicts do', () => {
    expect(ughScore(good)).toBeLessThanOrEqual(20);
    expect(toneFor(good)).toBe('good');
    expect(toneFor(scores(7))).toBe('fair');
    expect(toneFor(scores(5))).toBe('poor');
    expect(ughScore(bad)).toBeGreaterThan(60);
    expect(toneFor(bad)).toBe('bad');
  });

  it('never insults a good page at honest or brutal: the opener names the weakest point instead', () => {
    const harsh = (['honest', 'brutal'] as const).flatMap((l) => [
      ...OPENERS[l].poor,
      ...OPENERS[l].bad,
      ...CLOSERS[l].poor,
    ]);
    for (const level of ['honest', 'brutal'] as const) {
      for (let i = 0; i < 60; i++) {
        const text = roastText(level, goodFindings, good, P, {}, hashOf(`good ${i}`));
        expect(text).not.toMatch(INSULTS);
        for (const t of harsh) for (const part of fixedParts(t)) expect(text).not.toContain(part);
        // The opener (before the first finding's number) names the weakest sub-score.
        const opener = text.slice(0, Math.min(text.indexOf('1.4'), text.indexOf('6.6')));
        expect(opener).toContain('Color Usage');
        expect(opener).toContain('6.1');
      }
    }
  });

  it('lets undigestable tease a good page, but not call it a disaster', () => {
    for (let i = 0; i < 60; i++) {
      const text = roastText('undigestable', goodFindings, good, P, {}, hashOf(`tease ${i}`));
      expect(text).not.toMatch(/disaster|crime scene|hostage|certified design crime|migraine would design/i);
    }
  });

  it('goes hard on a bad page at brutal', () => {
    const text = roastText('brutal', goodFindings, bad, P, {}, hashOf('bad'));
    const opener = sentences(text)[0]!;
    expect(OPENERS.brutal.bad.some((t) => fixedParts(t).every((p) => opener.includes(p)))).toBe(true);
  });
});

describe('voice: each finding gets a jab about its own concern', () => {
  const jabOf = (sentence: string, theme: Theme) =>
    JABS[theme].find((j) => sentence.toLowerCase().includes(j.toLowerCase()));
  const otherThemes = (theme: Theme) => THEMES.filter((t) => t !== theme);

  it('gives every catalogue entry a theme with jabs and reasons', () => {
    for (const e of VIOLATION_CATALOGUE) {
      const theme = THEME_OF[e.code];
      expect(theme, e.code).toBeDefined();
      expect(JABS[theme!].length, e.code).toBeGreaterThanOrEqual(3);
      expect(REASONS[theme!].length, e.code).toBeGreaterThanOrEqual(2);
    }
    // No jab or reason belongs to two themes.
    const all = THEMES.flatMap((t) => [...JABS[t], ...REASONS[t]]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps the measured number in every phrasing of a finding', () => {
    for (const [code, list] of Object.entries(PHRASINGS)) {
      const entry = VIOLATION_CATALOGUE.find((e) => e.code === code);
      expect(entry, code).toBeDefined();
      for (const p of list)
        expect(p.includes('{value}'), `${code}: ${p}`).toBe(entry!.finding.includes('{value}'));
    }
  });

  it('jabs a word-count finding about too many words, not about the type scale', () => {
    const findings = findingsOf(fact({ wordCount: 482 }));
    for (const level of ['brutal', 'undigestable'] as const) {
      for (let i = 0; i < 40; i++) {
        const text = roastText(level, findings, scores(5), P, {}, hashOf(`words ${i}`));
        const sentence = sentenceWith(text, '482') ?? '';
        const rest = sentences(text).slice(sentences(text).indexOf(sentence) + 1)[0] ?? '';
        const both = `${sentence} ${rest}`;
        expect(jabOf(both, 'wordy'), both).toBeDefined();
        for (const t of otherThemes('wordy')) expect(jabOf(both, t), both).toBeUndefined();
      }
    }
  });

  it('never tells a neon page that it whispers, nor jabs it about low contrast', () => {
    const findings = findingsOf(fact({ neonShare: 0.46, colourfulness: 140 }));
    expect(findings.map((f) => f.entry.code)).toEqual(expect.arrayContaining(['V065', 'V002']));
    for (const level of ['brutal', 'undigestable'] as const) {
      for (let i = 0; i < 40; i++) {
        const text = roastText(level, findings, scores(4), P, {}, hashOf(`neon ${i}`));
        expect(text).not.toMatch(/whisper/i);
        for (const t of ['textContrast', 'fog'] as const) expect(jabOf(text, t)).toBeUndefined();
        expect(jabOf(text, 'loud')).toBeDefined();
      }
    }
  });

  it('gives honest roasts a reason from the finding’s own theme', () => {
    const findings = findingsOf(fact({ smallestTextPx: 5.4 }));
    const text = roastText('honest', findings, scores(7), P, {}, hashOf('honest tiny'));
    expect(REASONS.tinyText.some((r) => text.toLowerCase().includes(r.toLowerCase()))).toBe(true);
    expect(text).toContain('5.4');
  });
});

describe('voice: determinism', () => {
  it('is byte-identical for the same input, and differs for another screenshot', () => {
    const findings = findingsOf(fact({ textContrastMin: 1.3, wordCount: 300, misalignedPairs: 9 }));
    for (const level of ROAST_LEVELS) {
      const a = roastText(level, findings, scores(6.5), P, {}, hashOf('same'));
      expect(roastText(level, findings, scores(6.5), P, {}, hashOf('same'))).toBe(a);
      expect(roastText(level, findings, scores(6.5), P, {}, hashOf('other'))).not.toBe(a);
    }
  });
});

/**
 * A corpus like the roasts of real home pages (100 sites measured with the offline engine): 2–6
 * findings drawn from the facts that fire most there, with their real frequencies and ranges, and
 * sub-scores around the real means (WTF Factor usually the best), so most pages land in the two good
 * bands and a few in the bad ones.
 */
function corpus(level: RoastLevel, n: number, seed: string): string[] {
  let state = hashOf(seed);
  let i = 0;
  const rnd = () => {
    if (i + 4 > state.length) [state, i] = [createHash('sha256').update(state).digest(), 0];
    const v = state.readUInt32BE(i) / 2 ** 32;
    i += 4;
    return v;
  };
  const between = (a: number, b: number) => a + (b - a) * rnd();
  // [catalogue code, share of real roasts it fired in]; values land up to 60% above or 40% below its
  // threshold (a contrast ratio stays above 1:1).
  const COMMON: [string, number][] = [
    ['V014', 0.8],
    ['V019', 0.77],
    ['V015', 0.4],
    ['V030', 0.33],
    ['V042', 0.2],
    ['V023', 0.19],
    ['V040', 0.17],
    ['V001', 0.2],
    ['V008', 0.16],
    ['V041', 0.15],
    ['V004', 0.15],
    ['V007', 0.15],
    ['V066', 0.12],
    ['V013', 0.12],
    ['V006', 0.11],
    ['V020', 0.1],
    ['V048', 0.09],
    ['V009', 0.06],
    ['V047', 0.06],
    ['V022', 0.05],
    ['V005', 0.05],
    ['V036', 0.05],
    ['V011', 0.04],
    ['V035', 0.04],
    ['V049', 0.03],
  ];
  const beyond = (code: string) => {
    const e = VIOLATION_CATALOGUE.find((x) => x.code === code)!;
    const scale = Math.abs(e.threshold) || 1;
    return {
      key: e.fact,
      value:
        e.op === 'above'
          ? e.threshold + scale * between(0.02, 0.6)
          : e.threshold - scale * between(0.02, 0.4),
    };
  };
  const MEAN: Record<CriterionKey, number> = {
    visualHierarchy: 7.85,
    typography: 7.04,
    colorUsage: 7.15,
    layoutSpacing: 7.1,
    uiConsistency: 7.28,
    wtfFactor: 8.66,
  };
  const texts: string[] = [];
  while (texts.length < n) {
    const facts: Facts = {};
    for (const [code, share] of COMMON) {
      if (rnd() >= share) continue;
      const { key, value } = beyond(code);
      facts[key] = { value };
    }
    const findings: Finding[] = findViolations(facts);
    if (findings.length < 2 || findings.length > 6) continue;
    const shift = between(-2.5, 1.5);
    const s = Object.fromEntries(
      CRITERIA.map((c) => [
        c.key,
        Math.round(Math.min(10, Math.max(0, MEAN[c.key] + shift + between(-1.5, 1.5))) * 10) / 10,
      ]),
    ) as SubScores;
    const p = { ...P, colour: between(5, 95), edges: between(5, 95) };
    texts.push(
      roastText(level, findings, s, p, fact({ colourfulness: 40 }), hashOf(`${seed} ${texts.length}`)),
    );
  }
  return texts;
}

describe('voice: no stock phrases', () => {
  // The catalogue's finding clauses are fixed texts: they repeat wherever their fact fires, by design.
  // 200 roasts rather than 100: the share is what is held to 10%, and a bigger sample measures it
  // with less noise from whichever bank entry the hashes happen to draw most.
  const catalogue = VIOLATION_CATALOGUE.map((e) => e.finding.replace(/\{\w+\}/g, '1'));

  it.each(ROAST_LEVELS)(
    '%s: no phrase of 4+ words in more than a tenth of 200 roasts of typical pages',
    (level) => {
      const texts = corpus(level, 200, `corpus ${level}`);
      const top = repeatedPhrases(texts, { minWords: 4, ignore: catalogue, limit: 5 });
      expect(top[0]?.share ?? 0, JSON.stringify(top)).toBeLessThanOrEqual(0.1);
    },
  );

  it('spreads the bands like real pages do, and cites numbers in every roast', () => {
    const texts = corpus('brutal', 100, 'corpus brutal');
    for (const t of texts) expect(sentences(t).filter((s) => /\d/.test(s)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('voice: the banks are data, checked when they load', () => {
  const DIR = new URL('../../../functions/engine/data/voice/', import.meta.url);
  const fromDisk = () =>
    Object.fromEntries(
      VOICE_BANK_FILES.map((f) => [f, JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as unknown]),
    ) as Record<VoiceBankFile, unknown>;
  /** The banks as on disk, with one file changed by `edit`; the error that loading them throws. */
  const errorWith = (file: VoiceBankFile, edit: (bank: Record<string, any>) => void) => {
    const raw = fromDisk();
    edit(raw[file] as Record<string, any>);
    try {
      readVoiceBanks(raw);
    } catch (e) {
      return (e as Error).message;
    }
    return 'loaded without an error';
  };

  it('reads every file in data/voice, and the roast uses exactly what they hold', () => {
    expect(readdirSync(DIR).sort()).toEqual([...VOICE_BANK_FILES].sort());
    const banks = readVoiceBanks(fromDisk());
    expect(banks['voice-openers.json']).toEqual(OPENERS);
    expect(banks['voice-jabs.json']).toEqual(JABS);
    expect(banks['voice-reasons.json']).toEqual(REASONS);
    expect(banks['voice-phrasings.json']).toEqual(PHRASINGS);
    // The two bad bands share the poor band's closers.
    for (const level of ROAST_LEVELS) {
      expect(CLOSERS[level]).toEqual({ ...banks['voice-closers.json'][level], bad: CLOSERS[level].poor });
      expect(CLOSERS[level].bad).toEqual(banks['voice-closers.json'][level].poor);
    }
  });

  it('names the file and the path of an empty jab, a missing theme and an unknown one', () => {
    expect(errorWith('voice-jabs.json', (jabs) => (jabs.loud[2] = ''))).toContain(
      'functions/engine/data/voice/voice-jabs.json at loud[2]: Too small',
    );
    const missing = errorWith('voice-reasons.json', (reasons) => {
      delete reasons.tinyText;
      reasons.tinyType = ['small letters are hard to read', 'bigger type reads faster'];
    });
    expect(missing).toContain('voice-reasons.json at tinyText: Invalid input');
    expect(missing).toContain('voice-reasons.json at tinyType: is not a key this file may hold');
  });

  it('rejects a slot the bank does not fill, and a template without the slot it needs', () => {
    const message = errorWith(
      'voice-openers.json',
      (openers) => (openers.brutal.good[4] = 'Nice page, {hi}.'),
    );
    expect(message).toContain(
      'voice-openers.json at brutal.good[4]: {hi} is not a slot of this bank (it fills {lo}, {Lo}, {count}, {Count})',
    );
    expect(message).toContain('voice-openers.json at brutal.good[4]: needs {lo} or {Lo}');
    expect(errorWith('voice-closers.json', (closers) => (closers.honest.fair[0] = 'Well done.'))).toContain(
      'voice-closers.json at honest.fair[0]: needs {hi} or {Hi}',
    );
    expect(errorWith('voice-jabs.json', (jabs) => jabs.fog.push('the {lo} is foggy'))).toMatch(
      /voice-jabs\.json at fog\[\d+\]: must not contain \{ or \}: this bank has no slots/,
    );
    expect(
      errorWith('voice-connectives.json', (c) => (c.links.wordy.brutal[1] = '{fact}. Translation: {tale}')),
    ).toContain('voice-connectives.json at links.wordy.brutal[1]: {tale} is not a slot of this bank');
    expect(errorWith('voice-connectives.json', (c) => (c.scoreForms.inline[0] = '{label} scored'))).toContain(
      'voice-connectives.json at scoreForms.inline[0]: needs {score}',
    );
  });

  it('rejects phrasings of a code the catalogue does not have, and a phrase twice in one pool', () => {
    expect(errorWith('voice-phrasings.json', (p) => (p.V999 = ['{value} of nothing']))).toContain(
      'voice-phrasings.json at V999: the key is not a code of the violation catalogue',
    );
    expect(errorWith('voice-connectives.json', (c) => c.leads.honest.push(c.leads.honest[3]))).toMatch(
      /voice-connectives\.json at leads\.honest\[\d+\]: repeats entry 3 of this pool/,
    );
    expect(
      errorWith('voice-connectives.json', (c) => c.links.wordy.undigestable.push(c.links.plain[1])),
    ).toMatch(/voice-connectives\.json at links\.wordy\.undigestable\[\d+\]: is also a plain link/);
  });

  it('lists every broken entry of every file in one error', () => {
    const raw = fromDisk();
    (raw['voice-jabs.json'] as Record<string, string[]>).loud![0] = '';
    (raw['voice-openers.json'] as Record<string, Record<string, string[]>>).honest!.fair = [];
    expect(() => readVoiceBanks(raw)).toThrow(
      /voice banks are broken:\n.*voice-openers\.json at honest\.fair: .*\n.*voice-jabs\.json at loud\[0\]: /,
    );
  });
});
