/**
 * Roast text in three voices: honest (constructive with sass), brutal (harsh but accurate) and
 * undigestable (maximum savagery, aimed at the design, never at people). Every sentence that makes a
 * claim cites a measured finding.
 *
 * - The words are data (data/voice/voice-*.json), validated by the schemas below when this module
 *   loads, so a broken bank stops start-up with its file and the path of the bad entry; this module
 *   holds only the choosing and the joining.
 * - The tone follows the score: the opener and the closer come from banks per level × score band
 *   (the UGH score of the sub-scores, banded as the verdicts are). A page in the two good bands
 *   (0–40) gets no insults at honest and brutal, only its weakest point; undigestable may tease it.
 * - Each finding's jab (brutal, undigestable) or reason (honest) comes from the finding's own theme
 *   (THEME_OF: loud colour, low text contrast, tiny text, too many words, …), never from a
 *   neighbouring concern of the same category.
 * - No stock phrase: the connectives are short and drawn from pools, every finding has several
 *   phrasings (numbers kept), and the banks are large enough that no phrase of three or more words
 *   recurs in more than about a tenth of the roasts of real sites (see phrase-report.ts).
 * - Deterministic: every choice comes from the SHA-256 of the screenshots' bytes.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CRITERIA, type CriterionKey, type SubScores } from '../domain/criteria';
import { ROAST_LEVELS, type RoastLevel } from '../domain/roast-levels';
import { roundSubScore, ughScore } from '../domain/scoring';
import { verdictBand } from '../domain/verdicts';
import { VIOLATION_CATALOGUE } from '../domain/violation-catalogue';
import type { Percentiles } from './calibration';
import closersJson from './data/voice/voice-closers.json' with { type: 'json' };
import connectivesJson from './data/voice/voice-connectives.json' with { type: 'json' };
import jabsJson from './data/voice/voice-jabs.json' with { type: 'json' };
import openersJson from './data/voice/voice-openers.json' with { type: 'json' };
import phrasingsJson from './data/voice/voice-phrasings.json' with { type: 'json' };
import reasonsJson from './data/voice/voice-reasons.json' with { type: 'json' };
import type { Facts } from './facts';
import { fill, formatFact, type Finding } from './rules';

const LABEL = Object.fromEntries(CRITERIA.map((c) => [c.key, c.label])) as Record<CriterionKey, string>;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------------------------------------------
// Tone

/** good: UGH 0–20, fair: 21–40, poor: 41–60, bad: 61–100. */
export const TONES = ['good', 'fair', 'poor', 'bad'] as const;
export type Tone = (typeof TONES)[number];

export function toneFor(scores: SubScores): Tone {
  const rounded = Object.fromEntries(CRITERIA.map((c) => [c.key, roundSubScore(scores[c.key])])) as SubScores;
  const { min } = verdictBand(ughScore(rounded));
  return min >= 61 ? 'bad' : min >= 41 ? 'poor' : min >= 21 ? 'fair' : 'good';
}

// ---------------------------------------------------------------------------------------------------
// Findings: themes

export const THEMES = [
  'loud',
  'clash',
  'confetti',
  'dull',
  'dark',
  'fog',
  'textContrast',
  'tinyText',
  'sizeMix',
  'wordy',
  'shouting',
  'fonts',
  'noFocus',
  'weakHeadline',
  'noCta',
  'manyCtas',
  'headings',
  'cramped',
  'empty',
  'misaligned',
  'widths',
  'overflow',
  'busy',
  'popup',
  'drift',
  'taps',
  'a11y',
  'brokenText',
] as const;
export type Theme = (typeof THEMES)[number];

/** The specific concern of every catalogue entry (a unit test checks that none is missing). */
export const THEME_OF: Record<string, Theme> = {
  V001: 'loud',
  V002: 'loud',
  V003: 'dull',
  V004: 'confetti',
  V005: 'loud',
  V006: 'clash',
  V007: 'clash',
  V008: 'confetti',
  V009: 'dark',
  V010: 'confetti',
  V011: 'fog',
  V012: 'fog',
  V013: 'fog',
  V014: 'textContrast',
  V015: 'textContrast',
  V016: 'textContrast',
  V017: 'textContrast',
  V018: 'fog',
  V019: 'tinyText',
  V020: 'sizeMix',
  V021: 'wordy',
  V022: 'wordy',
  V023: 'shouting',
  V024: 'fonts',
  V025: 'fonts',
  V026: 'sizeMix',
  V027: 'tinyText',
  V028: 'noFocus',
  V029: 'weakHeadline',
  V030: 'noCta',
  V031: 'manyCtas',
  V032: 'headings',
  V033: 'headings',
  V034: 'headings',
  V035: 'noFocus',
  V036: 'cramped',
  V037: 'cramped',
  V038: 'cramped',
  V039: 'empty',
  V040: 'misaligned',
  V041: 'misaligned',
  V042: 'widths',
  V043: 'overflow',
  V044: 'busy',
  V045: 'busy',
  V046: 'busy',
  V047: 'busy',
  V048: 'busy',
  V049: 'busy',
  V050: 'empty',
  V051: 'busy',
  V052: 'drift',
  V053: 'drift',
  V054: 'drift',
  V055: 'drift',
  V056: 'widths',
  V057: 'taps',
  V058: 'taps',
  V059: 'tinyText',
  V060: 'busy',
  V061: 'cramped',
  V062: 'a11y',
  V063: 'a11y',
  V064: 'a11y',
  V065: 'loud',
  V066: 'manyCtas',
  V067: 'popup',
  V069: 'manyCtas',
  V070: 'popup',
  V071: 'shouting',
  V072: 'busy',
  V073: 'misaligned',
  V074: 'wordy',
  V075: 'busy',
  V076: 'busy',
  V077: 'drift',
  V068: 'sizeMix',
  V078: 'brokenText',
  V079: 'brokenText',
};

// ---------------------------------------------------------------------------------------------------
// The banks: what each file must hold

const SLOT = /\{(\w+)\}/g;
/** The link that joins with "and": not used after two facts that are already joined with "and". */
const AND_LINK = '{fact}, and {tail}';

/**
 * A phrase with the slots this bank fills: naming any other slot, or leaving out a required one
 * (one of each inner list), fails, since the slot would reach a reader as "{lo}" or not at all.
 */
const template = (allowed: readonly string[], required: readonly (readonly string[])[] = []) =>
  z
    .string()
    .min(1)
    .superRefine((text, ctx) => {
      for (const [, slot] of text.matchAll(SLOT))
        if (!allowed.includes(slot!))
          ctx.addIssue({
            code: 'custom',
            message: `{${slot}} is not a slot of this bank (it fills ${allowed.map((s) => `{${s}}`).join(', ') || 'none'})`,
          });
      for (const oneOf of required)
        if (!oneOf.some((slot) => text.includes(`{${slot}}`)))
          ctx.addIssue({ code: 'custom', message: `needs ${oneOf.map((s) => `{${s}}`).join(' or ')}` });
    });

/**
 * A pool to draw from. Its phrases are distinct: a repeat would only make one phrase twice as likely
 * as the rest (a roast tells used phrases apart by their text, so it is never a second choice).
 */
const pool = <T extends z.ZodType<string>>(phrase: T, { min = 1 } = {}) =>
  z
    .array(phrase)
    .min(min)
    .superRefine((xs, ctx) => {
      xs.forEach((x, i) => {
        if (xs.indexOf(x) !== i)
          ctx.addIssue({ code: 'custom', path: [i], message: `repeats entry ${xs.indexOf(x)} of this pool` });
      });
    });

const byLevel = <T extends z.ZodType>(schema: T) => z.record(z.enum(ROAST_LEVELS), schema);
const byTheme = <T extends z.ZodType>(schema: T) => z.record(z.enum(THEMES), schema);
/** Words with no slots: jabs, reasons, lead-ins, joins and endings. */
const words = z
  .string()
  .min(1)
  .regex(/^[^{}]*$/, 'must not contain { or }: this bank has no slots');

/**
 * Openers cite the weakest sub-score ({lo}, or {Lo} at the start of a sentence) and may count the
 * findings ({count} / {Count}); closers cite the best one ({hi} / {Hi}). Banks for good pages
 * acknowledge that they are good. The two bad bands share their closers, so the file has none for "bad".
 */
const openersSchema = byLevel(
  z.record(z.enum(TONES), pool(template(['lo', 'Lo', 'count', 'Count'], [['lo', 'Lo']]))),
);
const closerPool = pool(template(['hi', 'Hi'], [['hi', 'Hi']]));
const closersSchema = byLevel(z.strictObject({ good: closerPool, fair: closerPool, poor: closerPool }));

/** Brutal and undigestable: a jab at exactly what was measured. At least three per theme. */
const jabsSchema = byTheme(pool(words, { min: 3 }));
/** Honest: why the finding matters to a visitor, in the finding's own terms. At least two per theme. */
const reasonsSchema = byTheme(pool(words, { min: 2 }));

const CODES = new Set(VIOLATION_CATALOGUE.map((e) => e.code));
/**
 * More ways to state a finding than the catalogue's one clause, for the entries that fire often, so
 * that a roast of a typical site does not read like the last one. Same slots, same numbers.
 */
const phrasingsSchema = z.record(
  z.string().refine((code) => CODES.has(code), 'is not a code of the violation catalogue'),
  pool(template(['value', 'threshold'])),
);

/** Between a finding ({fact}) and its jab or reason ({tail}, or {Tail} starting a sentence). */
const link = template(['fact', 'tail', 'Tail'], [['fact'], ['tail', 'Tail']]);
/**
 * How a sub-score reads in a sentence: only function words around {label} and {score}, so that no
 * phrase is shared by every roast that cites, say, a high WTF Factor. The set-off forms put brackets or
 * dashes around the label, so that no words stick to it.
 */
const scoreForm = template(['label', 'score'], [['label'], ['score']]);
const connectivesSchema = z
  .strictObject({
    scoreForms: z.strictObject({ setOff: pool(scoreForm), inline: pool(scoreForm) }),
    /** Singular and plural of what {count} counts. */
    countNouns: z.array(z.tuple([words, words])).min(1),
    /** Short lead-ins: few words each, drawn from pools, so none recurs across roasts. */
    leads: byLevel(pool(words)),
    /** Two findings of one theme in one sentence. */
    joins: pool(words),
    /** Mostly punctuation (plain), sometimes a word or two (wordy, per level). */
    links: z.strictObject({ plain: pool(link), wordy: byLevel(pool(link)) }),
    /** Optional endings of a finding sentence: kind for the good bands, harsh for the bad ones. */
    endings: byLevel(z.strictObject({ kind: pool(words, { min: 0 }), harsh: pool(words, { min: 0 }) })),
  })
  .superRefine(({ scoreForms, links }, ctx) => {
    // One roast draws its two score forms from both lists, and its links from plain and one wordy
    // list, telling used ones apart by their text.
    scoreForms.inline.forEach((form, i) => {
      if (scoreForms.setOff.includes(form))
        ctx.addIssue({
          code: 'custom',
          path: ['scoreForms', 'inline', i],
          message: 'is also a set-off form',
        });
    });
    for (const level of ROAST_LEVELS)
      links.wordy[level].forEach((l, i) => {
        if (links.plain.includes(l))
          ctx.addIssue({
            code: 'custom',
            path: ['links', 'wordy', level, i],
            message: 'is also a plain link',
          });
      });
    // Two facts already joined with "and" take any link but this one: one must be left.
    if (links.plain.every((l) => l === AND_LINK))
      ctx.addIssue({
        code: 'custom',
        path: ['links', 'plain'],
        message: `needs a link other than "${AND_LINK}"`,
      });
  });

const VOICE_BANK_SCHEMAS = {
  'voice-openers.json': openersSchema,
  'voice-closers.json': closersSchema,
  'voice-jabs.json': jabsSchema,
  'voice-reasons.json': reasonsSchema,
  'voice-phrasings.json': phrasingsSchema,
  'voice-connectives.json': connectivesSchema,
};
export type VoiceBankFile = keyof typeof VOICE_BANK_SCHEMAS;
export const VOICE_BANK_FILES = Object.keys(VOICE_BANK_SCHEMAS) as VoiceBankFile[];
type VoiceBanks = { [F in VoiceBankFile]: z.output<(typeof VOICE_BANK_SCHEMAS)[F]> };

/** `loud[2]`, `honest.good[0]`: where in the file the bad entry is. */
const pathOf = (path: readonly PropertyKey[]) =>
  path.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i > 0 ? '.' : ''}${String(k)}`)).join('') ||
  '(the whole file)';

/** Each problem at the entry it is about: zod reports a bad or unknown key at the object that holds it. */
function located(issue: z.core.$ZodIssue): [readonly PropertyKey[], string][] {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => [[...issue.path, key], 'is not a key this file may hold']);
  if (issue.code === 'invalid_key')
    return issue.issues.map((inner) => [issue.path, `the key ${inner.message}`]);
  return [[issue.path, issue.message]];
}

/** Validates every bank; throws one error naming each bad entry's file and path. */
export function readVoiceBanks(raw: Record<VoiceBankFile, unknown>): VoiceBanks {
  const problems: string[] = [];
  const banks = Object.fromEntries(
    Object.entries(VOICE_BANK_SCHEMAS).map(([file, schema]) => {
      const parsed = schema.safeParse(raw[file as VoiceBankFile]);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          for (const [path, message] of located(issue))
            problems.push(`functions/engine/data/voice/${file} at ${pathOf(path)}: ${message}`);
      return [file, parsed.data];
    }),
  );
  if (problems.length > 0) throw new Error(`The voice banks are broken:\n${problems.join('\n')}`);
  return banks as VoiceBanks;
}

const BANKS = readVoiceBanks({
  'voice-openers.json': openersJson,
  'voice-closers.json': closersJson,
  'voice-jabs.json': jabsJson,
  'voice-reasons.json': reasonsJson,
  'voice-phrasings.json': phrasingsJson,
  'voice-connectives.json': connectivesJson,
});

export const OPENERS: Record<RoastLevel, Record<Tone, string[]>> = BANKS['voice-openers.json'];
export const CLOSERS: Record<RoastLevel, Record<Tone, string[]>> = Object.fromEntries(
  ROAST_LEVELS.map((level) => {
    const closers = BANKS['voice-closers.json'][level];
    return [level, { ...closers, bad: closers.poor }];
  }),
) as Record<RoastLevel, Record<Tone, string[]>>;
export const JABS: Record<Theme, string[]> = BANKS['voice-jabs.json'];
export const REASONS: Record<Theme, string[]> = BANKS['voice-reasons.json'];
export const PHRASINGS: Record<string, string[]> = BANKS['voice-phrasings.json'];

const {
  scoreForms,
  countNouns: COUNT_NOUNS,
  leads: LEADS,
  joins: JOINS,
  links: LINKS,
  endings: ENDINGS,
} = BANKS['voice-connectives.json'];
const SET_OFF_FORMS = scoreForms.setOff;
const SCORE_FORMS = [...scoreForms.setOff, ...scoreForms.inline];
const PLAIN_LINKS = LINKS.plain;
const WORDY_LINKS = LINKS.wordy;

const phrasingsOf = (f: Finding) => [f.entry.finding, ...(PHRASINGS[f.entry.code] ?? [])];

/** Fills every slot in one pass, so that a filled-in text is never read for slots again. */
const slots = (template: string, values: Record<string, string>) =>
  template.replace(SLOT, (whole, slot: string) => values[slot] ?? whole);
const scoreText = (form: string, label: string, score: string) => slots(form, { label, score });
const linked = (link: string, fact: string, tail: string) => slots(link, { fact, tail, Tail: cap(tail) });

// ---------------------------------------------------------------------------------------------------
// Metric sentences used when few violations fired

function calmFacts(p: Percentiles, f: Facts): { e: number; t: string[] }[] {
  const rank = (q: number) => Math.min(99, Math.max(1, Math.round(q)));
  const m = formatFact('colourfulness', f.colourfulness?.value ?? 0);
  const edges = formatFact('contourDensity', f.contourDensity?.value ?? 0);
  const space = formatFact('whiteSpace', f.whiteSpace?.value ?? 0);
  const loud = p.colour >= 50;
  const busy = p.edges >= 50;
  const colourRank = loud ? rank(p.colour) : 100 - rank(p.colour);
  const edgeRank = busy ? rank(p.edges) : 100 - rank(p.edges);
  return [
    {
      e: Math.abs(p.colour - 50),
      t: loud
        ? [
            `a colourfulness reading of ${m} is louder than ${colourRank}% of the Alexa top-500 sites`,
            `with colourfulness at ${m}, it is more vivid than ${colourRank}% of popular sites`,
            `${colourRank}% of the most visited sites are calmer in colour (this one: ${m})`,
          ]
        : [
            `a colourfulness reading of ${m} is calmer than ${colourRank}% of the Alexa top-500 sites`,
            `with colourfulness at ${m}, it is more restrained than ${colourRank}% of popular sites`,
            `${colourRank}% of the most visited sites use louder colour (this one: ${m})`,
          ],
    },
    {
      e: Math.abs(p.edges - 50),
      t: busy
        ? [
            `edges and outlines cover ${edges} of the screen, busier than ${edgeRank}% of the top 500`,
            `edges cover ${edges} of the pixels, more than on ${edgeRank}% of popular sites`,
          ]
        : [
            `edges and outlines cover ${edges} of the screen, calmer than ${edgeRank}% of the top 500`,
            `edges cover only ${edges} of the pixels, less than on ${edgeRank}% of popular sites`,
          ],
    },
    {
      e: Math.abs((f.whiteSpace?.value ?? 0.45) - 0.45) * 100,
      t: [`${space} of the screen is open space`, `open space takes up ${space} of the view`],
    },
  ].sort((a, b) => b.e - a.e);
}

// ---------------------------------------------------------------------------------------------------

/** Every choice from the screenshot hash: two bytes per choice, re-hashed when they run out. */
function chooser(hash: Buffer) {
  let bytes = hash.length >= 2 ? hash : createHash('sha256').update(hash).digest();
  let i = 0;
  const next = () => {
    if (i + 2 > bytes.length) {
      bytes = createHash('sha256').update(bytes).digest();
      i = 0;
    }
    const v = bytes.readUInt16BE(i) / 65536;
    i += 2;
    return v;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  /** A choice not made before in this roast (unless all were). */
  const fresh = <T>(xs: readonly T[], used: Set<T>): T => {
    const left = xs.filter((x) => !used.has(x));
    const x = pick(left.length > 0 ? left : xs);
    used.add(x);
    return x;
  };
  return { next, pick, fresh };
}

export function roastText(
  level: RoastLevel,
  findings: Finding[],
  scores: SubScores,
  p: Percentiles,
  f: Facts,
  hash: Buffer,
): string {
  const { next, pick, fresh } = chooser(hash);
  const tone = toneFor(scores);
  const harsh = tone === 'poor' || tone === 'bad';
  const shown = (k: CriterionKey) => String(roundSubScore(scores[k]));
  const keys = CRITERIA.map((c) => c.key).sort((a, b) => scores[a] - scores[b] || a.localeCompare(b));
  const lo = keys[0]!,
    hi = keys[keys.length - 1]!;
  // The best sub-score is the same criterion in most roasts of a given engine (the WTF Factor, say):
  // it is always set off, so the words around it come from the closer, not from a fixed form.
  const forms = new Set<string>();
  const hiText = scoreText(fresh(SET_OFF_FORMS, forms), LABEL[hi], shown(hi));
  const loText = scoreText(fresh(SCORE_FORMS, forms), LABEL[lo], shown(lo));
  const [one, many] = pick(COUNT_NOUNS);
  const n = findings.length;
  const count = n === 0 ? `no ${many}` : n === 1 ? `one ${one}` : `${n} ${many}`;
  const slot = (template: string) =>
    template
      .replaceAll('{lo}', loText)
      .replaceAll('{Lo}', cap(loText))
      .replaceAll('{hi}', hiText)
      .replaceAll('{Hi}', cap(hiText))
      .replaceAll('{count}', count)
      .replaceAll('{Count}', cap(count));

  const sentences = [slot(pick(OPENERS[level][tone]))];
  // Up to three sentences, one per theme: two findings of one theme (two contrast facts, say) share
  // a sentence and its jab.
  const groups: { theme: Theme; facts: Finding[] }[] = [];
  const usedFacts = new Set<string>();
  for (const finding of findings) {
    if (usedFacts.has(finding.entry.fact)) continue;
    const theme = THEME_OF[finding.entry.code] ?? 'busy';
    const group = groups.find((g) => g.theme === theme);
    if (group ? group.facts.length >= 2 : groups.length >= 3) continue;
    // Two facts of one theme with the same number (page and first screen, say) read as one.
    if (group?.facts.some((x) => x.shown === finding.shown)) continue;
    usedFacts.add(finding.entry.fact);
    if (group) group.facts.push(finding);
    else groups.push({ theme, facts: [finding] });
  }
  const usedTails = new Set<string>();
  const usedLeads = new Set<string>();
  const usedLinks = new Set<string>();
  const usedEndings = new Set<string>();
  for (const { theme, facts } of groups) {
    const [first, second] = facts.map((x) => fill(pick(phrasingsOf(x)), x.shown, x.shownThreshold));
    const fact = second ? `${first}${pick(JOINS)}${second}` : first!;
    const tail = fresh(level === 'honest' ? REASONS[theme] : JABS[theme], usedTails);
    const lead = next() < (level === 'honest' ? 0.45 : 0.35) ? fresh(LEADS[level], usedLeads) : '';
    const stated = lead ? `${lead} ${fact}` : cap(fact);
    const links = next() < (level === 'honest' ? 0.75 : 0.65) ? PLAIN_LINKS : WORDY_LINKS[level];
    // Two facts are already joined with "and": the jab gets another link.
    const link = fresh(second ? links.filter((l) => l !== AND_LINK) : links, usedLinks);
    let sentence = linked(link, stated, tail);
    const endings = ENDINGS[level][harsh ? 'harsh' : 'kind'];
    if (endings.length > 0 && next() < (level === 'undigestable' ? 0.3 : 0.2))
      sentence += fresh(endings, usedEndings);
    sentences.push(`${sentence}.`);
  }
  for (const t of calmFacts(p, f)) {
    if (sentences.length >= 3) break;
    sentences.push(`${cap(pick(t.t))}.`);
  }
  sentences.push(slot(pick(CLOSERS[level][tone])));
  // A score form ending in a comma or a dash may meet the template's own punctuation.
  return sentences
    .join(' ')
    .replace(/ —([.,;:!?])/g, '$1')
    .replace(/,(,| ?[.;:!?—])/g, (_, x: string) => (x.trim() === '—' ? x : x.trim()));
}
