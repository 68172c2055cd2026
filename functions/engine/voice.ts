/**
 * Roast text in three voices: honest (constructive with sass), brutal (harsh but accurate) and
 * undigestable (maximum savagery, aimed at the design, never at people). Every sentence that makes a
 * claim cites a measured finding. Choices are made from a hash of the screenshots' bytes, so the same
 * input always reads the same, and the banks are large enough (and most sentences carry numbers) that
 * different screenshots rarely share a sentence.
 */
import { CRITERIA, type CriterionKey, type SubScores } from '../domain/criteria';
import type { RoastLevel } from '../domain/roast-levels';
import type { ViolationCategory } from '../domain/violation-catalogue';
import type { Percentiles } from './calibration';
import type { Facts } from './facts';
import { fill, formatFact, type Finding } from './rules';

const LABEL = Object.fromEntries(CRITERIA.map((c) => [c.key, c.label])) as Record<CriterionKey, string>;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Slots = { lo: string; hi: string; n: string };
type Line = (s: Slots) => string;

const OPENERS: Record<RoastLevel, Line[]> = {
  honest: [
    (s) => `Let's be constructive: ${s.lo} is where this design leaks the most.`,
    (s) => `There is a decent site in here, and ${s.lo} is what is hiding it.`,
    (s) => `I measured everything, and ${s.lo} is the number to fix first.`,
    (s) => `Not bad, not great: ${s.lo} is holding the rest back.`,
    (s) => `Quick health check: ${s.n} findings, and ${s.lo} leads the list.`,
    (s) => `Your design has potential and one obvious weak spot: ${s.lo}.`,
    (s) => `Friendly feedback, with receipts: ${s.lo} needs attention.`,
    (s) => `The pixels are honest even when marketing is not: ${s.lo}.`,
    (s) => `Some of this works, and the measurements say ${s.lo} does not.`,
    (s) => `Think of this as a code review for pixels, with ${s.lo} as the first comment.`,
    (s) => `Here is the short version: ${s.n} issues, led by ${s.lo}.`,
    (s) => `Before you ship the next thing, look at ${s.lo}.`,
  ],
  brutal: [
    (s) => `${cap(s.lo)}, and that is the polite number.`,
    (s) => `The pixels have spoken, and ${s.lo} is their opening statement.`,
    (s) => `${s.n} violations. ${cap(s.lo)}. Sit down.`,
    (s) => `I have seen better layouts on a parking ticket, and ${s.lo} proves it.`,
    (s) => `Nobody looked at this before shipping; ${s.lo} is the evidence.`,
    (s) => `Let's skip the compliments, there is no time: ${s.lo}.`,
    (s) => `${cap(s.lo)}. The measurements are not angry, just disappointed.`,
    (s) => `This page filed ${s.n} complaints against itself, starting with ${s.lo}.`,
    (s) => `The design equivalent of reply-all: ${s.lo}.`,
    (s) => `If this were a code review, ${s.lo} would block the merge.`,
    (s) => `Straight to the damage report: ${s.lo}.`,
    (s) => `${cap(s.lo)}, which is what happens when everyone gets a vote.`,
  ],
  undigestable: [
    (s) => `I ran the numbers and the numbers asked for therapy: ${s.lo}.`,
    (s) => `This screenshot is a crime scene and I brought forensics: ${s.lo}.`,
    (s) => `${s.n} violations in one upload, a personal best for the pixels, led by ${s.lo}.`,
    (s) => `My histogram needed a lie-down after ${s.lo}.`,
    (s) => `${cap(s.lo)}. I would call it a design, but the lawyers said no.`,
    (s) => `Somewhere a grid system is crying, and ${s.lo} is why.`,
    (s) => `Even the JPEG artefacts want off this page: ${s.lo}.`,
    (s) => `This is not a website, it is a hostage situation, and ${s.lo} is the ransom note.`,
    (s) => `The Canny edge detector filed for overtime after ${s.lo}.`,
    (s) => `${cap(s.lo)}: the design brief must have said "yes".`,
    (s) => `Congratulations on ${s.n} violations; ${s.lo} is the crown jewel.`,
    (s) => `I have measured ransom notes with better hierarchy, and ${s.lo} is exhibit A.`,
  ],
};

const JABS: Record<ViolationCategory, string[]> = {
  colour: [
    'the palette was chosen by spinning a colour wheel',
    'it is a migraine with a navigation bar',
    'sunglasses should be a system requirement',
    'every hue showed up and nobody was asked to leave',
    'it looks like a highlighter exploded in a meeting',
  ],
  contrast: [
    'it is like reading through a steamed-up window',
    'the text is in witness protection',
    'everything whispers at the same volume',
    'grey on grey is a mood, not a design system',
  ],
  typography: [
    'it has terms-and-conditions energy',
    'the type scale is a lucky dip',
    'reading it counts as cardio',
    'the fonts are holding a family reunion nobody wanted',
  ],
  hierarchy: [
    'every element thinks it is the main character',
    'the eye has nowhere to land and no reason to stay',
    'the headline is hiding behind its own paragraphs',
    'it is a group project where everyone presented at once',
  ],
  layout: [
    'it has the personal space of a rush-hour subway',
    'the grid left the building',
    'the alignment was clearly done by feel',
    'the boxes are playing Tetris and losing',
  ],
  density: [
    'it is "Where\'s Waldo" without the Waldo',
    'there is more going on than on an airport departures board',
    'the clutter has clutter',
    'each square inch is fighting for rent',
  ],
  consistency: [
    'the pages look like they have never met',
    'it is a different product on every screenshot',
    'the design system is a rumour',
  ],
  mobile: [
    'the phone needs a magnifying glass accessory',
    'thumbs were not consulted',
    'the desktop layout is wearing a phone costume',
  ],
  accessibility: [
    'a screen reader would file a complaint',
    'accessibility was left as an exercise for the visitor',
    'WCAG would like a word',
  ],
};

/** Entries whose problem is too little, not too much, get their own jabs. */
const SPARSE = new Set(['V039', 'V050']);
const DULL = new Set(['V003', 'V009']);
const SPARSE_JABS = [
  'it looks like the content is still loading',
  'the page is mostly a very expensive white rectangle',
  'minimalism called and asked for some of it back',
];
const DULL_JABS = [
  'a tax form has more personality',
  'the palette is on a strict diet',
  'it is beige in spirit even where it is not in colour',
];

const FINDING_LINES: Record<RoastLevel, ((fact: string, jab: string) => string)[]> = {
  honest: [
    (fact) => `${cap(fact)}, which is worth fixing.`,
    (fact) => `The numbers show ${fact}, and visitors feel it before they can name it.`,
    (fact) => `${cap(fact)}; that is the kind of thing that quietly costs clicks.`,
    (fact) => `One thing stands out: ${fact}.`,
    (fact) => `${cap(fact)}, so there is easy progress to be had.`,
    (fact) => `We measured ${fact}, and good sites rarely get away with that.`,
  ],
  brutal: [
    (fact, jab) => `${cap(fact)}: ${jab}.`,
    (fact, jab) => `${cap(fact)}, which means ${jab}.`,
    (fact, jab) => `For the record: ${fact}. In plain words, ${jab}.`,
    (fact, jab) => `${cap(fact)}, so yes, ${jab}.`,
    (fact, jab) => `The measurement says ${fact}; the eyes say ${jab}.`,
    (fact, jab) => `${cap(fact)}. Translation: ${jab}.`,
  ],
  undigestable: [
    (fact, jab) => `${cap(fact)}; ${jab}, and that is the generous reading.`,
    (fact, jab) => `${cap(fact)}. I checked twice: ${jab}.`,
    (fact, jab) => `Then there is ${fact}; ${jab}.`,
    (fact, jab) => `${cap(fact)}, proof that ${jab}.`,
    (fact, jab) => `Witness ${fact}: ${jab}, and the witness is traumatised.`,
    (fact, jab) => `${cap(fact)}. Honestly, ${jab}.`,
  ],
};

const CLOSERS: Record<RoastLevel, Line[]> = {
  honest: [
    (s) => `Good news: ${s.hi} holds up, so build from there.`,
    (s) => `${cap(s.hi)} shows you know what you are doing; apply that everywhere.`,
    (s) => `Fix the top item first, keep what earned ${s.hi}, and re-run this.`,
    (s) => `With ${s.hi}, the foundation is there; the rest is editing.`,
    (s) => `Credit where due: ${s.hi}. The suggestions below are in order of payoff.`,
    (s) => `Keep ${s.hi}, and work down the improvement list one item at a time.`,
  ],
  brutal: [
    (s) => `${cap(s.hi)} is the only thing keeping this afloat.`,
    (s) => `${cap(s.hi)}. Enjoy it, it is lonely up there.`,
    (s) => `The one bright spot is ${s.hi}, so at least somebody tried.`,
    (s) => `${cap(s.hi)} is doing all the heavy lifting and it wants a raise.`,
    (s) => `Apart from ${s.hi}, this needs a second draft.`,
    (s) => `${cap(s.hi)} deserves better colleagues.`,
  ],
  undigestable: [
    (s) => `The best thing on screen is ${s.hi}, and the browser's close button is a close second.`,
    (s) => `${cap(s.hi)}, which is like praising the Titanic's cutlery.`,
    (s) => `Somehow ${s.hi} survived; it should testify.`,
    (s) => `${cap(s.hi)} is the only survivor, and it is not doing well either.`,
    (s) => `Even ${s.hi} cannot save this, but it did try, bless it.`,
    (s) => `${cap(s.hi)}. Frame it, it may be the last good number this page sees.`,
  ],
};

/** Metric sentences used when few violations fired, most extreme first. */
function calmFacts(p: Percentiles, f: Facts): string[] {
  const rank = (q: number) => Math.min(99, Math.max(1, Math.round(q)));
  const list = [
    {
      e: Math.abs(p.colour - 50),
      t:
        p.colour >= 50
          ? `a colourfulness of ${formatFact('colourfulness', f.colourfulness?.value ?? 0)} is louder than ${rank(p.colour)}% of the Alexa top-500 sites`
          : `a colourfulness of ${formatFact('colourfulness', f.colourfulness?.value ?? 0)} is calmer than ${100 - rank(p.colour)}% of the Alexa top-500 sites`,
    },
    {
      e: Math.abs(p.edges - 50),
      t: `an edge density of ${formatFact('contourDensity', f.contourDensity?.value ?? 0)} is ${p.edges >= 50 ? `busier than ${rank(p.edges)}%` : `calmer than ${100 - rank(p.edges)}%`} of the top 500`,
    },
    {
      e: Math.abs((f.whiteSpace?.value ?? 0.45) - 0.45) * 100,
      t: `${formatFact('whiteSpace', f.whiteSpace?.value ?? 0)} of the screen is open space`,
    },
  ];
  return list.sort((a, b) => b.e - a.e).map((x) => x.t);
}

export function roastText(
  level: RoastLevel,
  findings: Finding[],
  scores: SubScores,
  p: Percentiles,
  f: Facts,
  hash: Buffer,
): string {
  let h = 0;
  const pick = <T>(xs: T[]): T => xs[hash[h++ % hash.length]! % xs.length]!;
  const keys = CRITERIA.map((c) => c.key).sort((a, b) => scores[a] - scores[b] || a.localeCompare(b));
  const lo = keys[0]!,
    hi = keys[keys.length - 1]!;
  const slots: Slots = {
    lo: `${LABEL[lo]} at ${scores[lo]}/10`,
    hi: `${LABEL[hi]} at ${scores[hi]}/10`,
    n: String(findings.length),
  };
  const sentences = [pick(OPENERS[level])(slots)];
  const used = new Set<string>();
  const usedJabs = new Set<string>();
  for (const finding of findings) {
    if (used.size === 3) break;
    if (used.has(finding.entry.fact)) continue;
    used.add(finding.entry.fact);
    const fact = fill(finding.entry.finding, finding.shown, finding.shownThreshold);
    const source = SPARSE.has(finding.entry.code)
      ? SPARSE_JABS
      : DULL.has(finding.entry.code)
        ? DULL_JABS
        : JABS[finding.entry.category];
    const bank = source.filter((j) => !usedJabs.has(j));
    const jab = pick(bank.length > 0 ? bank : source);
    usedJabs.add(jab);
    sentences.push(pick(FINDING_LINES[level])(fact, jab));
  }
  for (const t of calmFacts(p, f)) {
    if (sentences.length >= 3) break;
    sentences.push(`${cap(t)}.`);
  }
  sentences.push(pick(CLOSERS[level])(slots));
  return sentences.join(' ');
}
