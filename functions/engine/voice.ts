/**
 * Roast text in three voices: honest (constructive with sass), brutal (harsh but accurate) and
 * undigestable (maximum savagery, aimed at the design, never at people). Every sentence that makes a
 * claim cites a measured finding.
 *
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
import { CRITERIA, type CriterionKey, type SubScores } from '../domain/criteria';
import type { RoastLevel } from '../domain/roast-levels';
import { roundSubScore, ughScore } from '../domain/scoring';
import { verdictBand } from '../domain/verdicts';
import type { Percentiles } from './calibration';
import type { Facts } from './facts';
import { fill, formatFact, type Finding } from './rules';

const LABEL = Object.fromEntries(CRITERIA.map((c) => [c.key, c.label])) as Record<CriterionKey, string>;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------------------------------------------
// Tone

/** good: UGH 0–20, fair: 21–40, poor: 41–60, bad: 61–100. */
export type Tone = 'good' | 'fair' | 'poor' | 'bad';

export function toneFor(scores: SubScores): Tone {
  const rounded = Object.fromEntries(CRITERIA.map((c) => [c.key, roundSubScore(scores[c.key])])) as SubScores;
  const { min } = verdictBand(ughScore(rounded));
  return min >= 61 ? 'bad' : min >= 41 ? 'poor' : min >= 21 ? 'fair' : 'good';
}

/**
 * Openers cite the weakest sub-score ({lo}, or {Lo} at the start of a sentence) and may count the
 * findings ({count}); closers cite the best one ({hi} / {Hi}). Banks for good pages acknowledge that
 * they are good.
 */
export const OPENERS: Record<RoastLevel, Record<Tone, string[]>> = {
  honest: {
    good: [
      'This is a well-made page. The one number that lags: {lo}.',
      'Good work overall. If you polish one thing, make it {lo}.',
      'Very little to complain about here: {lo} is the softest spot.',
      'The design holds together; the last corner to tidy is {lo}.',
      'Clean, calm, readable. The only dip in the chart: {lo}.',
      'Honestly? Nicely done. {Lo} is the item I would revisit.',
      'Most sites would envy these numbers; {lo} is the exception.',
      'A solid design with one soft spot: {lo}.',
      'We looked hard for crimes and found few; {lo} is the closest thing.',
      'There is real care in this layout. The weakest reading is {lo}.',
      'This one passes comfortably. Main note for next time: {lo}.',
      'Nothing here needs rescuing; {lo} could use some polish.',
      'A tidy, confident page. Start any polishing with {lo}.',
      'You did the hard parts right. Remaining gap: {lo}.',
      'Well judged throughout. A little effort on {lo} would still pay.',
      'Strong work. If something gets your attention this week, let it be {lo}.',
    ],
    fair: [
      'This does its job, and {lo} is where it loses the most.',
      'A workable design with room to grow. Start here: {lo}.',
      'Decent foundations; {lo} is what keeps it from being good.',
      'Not bad, not great: {lo} is holding the rest back.',
      'The page works. Making it good begins with {lo}.',
      'There is a decent site in here, hidden behind {lo}.',
      'I measured everything; top of the to-do list: {lo}.',
      'Friendly feedback, with receipts: {lo} needs attention.',
      'Quick health check: {count}, led by {lo}.',
      'Solid enough to build on. The weak link is {lo}.',
      'Most of this is fine; {lo} deserves your time.',
      'Think of this as a code review for pixels, with {lo} as the first comment.',
      'It gets the job done. Where it shows the strain: {lo}.',
      'Before you ship the next thing, look at {lo}.',
      'Good bones, uneven finish: {lo} is the roughest edge.',
      'Passable today. The quickest route to better runs through {lo}.',
      'Respectable work, with one clear gap: {lo}.',
      'A page that mostly works. Fix this before anything else: {lo}.',
      'Steady, if unspectacular; {lo} is what to improve next.',
      'Reasonable numbers overall. The one to move: {lo}.',
      'Nothing broken, some things bent: {lo} most of all.',
      'On balance, fine. Put your next hour into {lo}.',
    ],
    poor: [
      "Let's be constructive: {lo} is where this design leaks the most.",
      'There is work to do here, and {lo} is the place to start.',
      'This page is making visitors work, mostly because of {lo}.',
      'Some of this works, and the measurements say {lo} does not.',
      '{Count} in the report. At the top: {lo}.',
      'Your design has potential and one obvious weak spot: {lo}.',
      'A fixable page with a clear priority: {lo}.',
      'The pixels are honest even when marketing is not: {lo}.',
      'Plenty to improve; the biggest return is in {lo}.',
      'This needs a revision pass, beginning with {lo}.',
    ],
    bad: [
      'This design needs real work, and {lo} is the most urgent part.',
      'I will be kind but clear: {lo} is a serious problem.',
      'Visitors are struggling here; {lo} is the main reason.',
      'Time for a proper redesign conversation, opening with {lo}.',
      'The numbers are rough; roughest of all, {lo}.',
      '{Count}, and {lo} is the one hurting most.',
      'This page fights its visitors, led by {lo}.',
      'Rebuild {lo} first; the other fixes get easier after that.',
      'A hard read in every sense: {lo} tells the story.',
      'No sugar-coating at this score: {lo} needs fixing first.',
    ],
  },
  brutal: {
    good: [
      'I came to roast and found a decent page. Annoying. {Lo} is all I have.',
      'Fine. It is good. Weakest number: {lo}, and I will make the most of it.',
      'Credit where it hurts me to give it: this works. {Lo} is the only soft target.',
      'Not much to burn here, so I will aim at {lo}.',
      'Clean page, steady numbers, one complaint: {lo}.',
      'I sharpened my knives for nothing. {Lo} gets the one cut.',
      'Grudging respect. The sole weak reading is {lo}.',
      'This is better than most of what I see. Still, {lo}.',
      'You made it hard to be brutal; {lo} is my best material.',
      'Good design, bad news for my word count: {lo} is the lowest mark.',
      'The design passed; {lo} is what kept it off the honour roll.',
      'All quiet here, apart from {lo} to nag about.',
      'Well built, and I checked twice. The dent: {lo}.',
      'Short roast, because the page earned it: {lo} is the only real gripe.',
      'Few crimes, one misdemeanour: {lo}.',
      'Against my instincts: good page. Against yours: {lo}.',
    ],
    fair: [
      'It works, grudgingly. Why the grudge? {Lo}.',
      'Passable. {Lo} is the part doing the dragging.',
      'This gets the job done the way a folding chair does; {lo} is the wobble.',
      'Functional, a little forgettable, and sagging in one place: {lo}.',
      'Cutting to it: {lo}.',
      "Let's skip the compliments, there is no time: {lo}.",
      '{Lo}. The rest is fine; this is not.',
      'Not a disaster, not a delight, and {lo} explains the second part.',
      'If this were a code review, {lo} would block the merge.',
      'The page scrapes a pass, though {lo} nearly stopped it.',
      'Decent effort, undone by a single thing: {lo}.',
      'I have notes. The loudest one is {lo}.',
      'This survives a first glance; {lo} fails the second.',
      'Average with ambition, dragged down by {lo}.',
      '{Count}; on top of the pile, {lo}.',
      'Close to good, held back by {lo}.',
      'Acceptable. Not exciting. {Lo} is why.',
      'Middle of the road, swerving on {lo}.',
      'It passes, on a technicality. The technicality: {lo}.',
      'Serviceable, like a hotel lobby. The stain on the carpet: {lo}.',
      'B-minus work. Points lost on {lo}.',
      'Competent enough to annoy me, flawed enough to review: {lo}.',
    ],
    poor: [
      '{Lo}, and that is the polite number.',
      'The pixels have spoken. Opening statement: {lo}.',
      '{Count}. {Lo}. Sit down.',
      'Nobody looked at this twice before shipping; {lo} is the evidence.',
      '{Lo}. The measurements are not angry, just disappointed.',
      'This page filed {count} against itself, starting with {lo}.',
      'The design equivalent of reply-all: {lo}.',
      '{Lo}, which is what happens when everyone gets a vote.',
      'A dull ache of a design, sharpest around {lo}.',
      'Straight to the damage report: {lo}.',
    ],
    bad: [
      'I have seen better layouts on a parking ticket, and {lo} proves it.',
      'This hurts to look at; {lo} measures exactly how much.',
      'A visual offence, with {lo} as the main charge.',
      '{Count}. I stopped being surprised halfway down the list; {lo} leads it.',
      'This should not have shipped, and {lo} is exhibit A.',
      'Everything is wrong in a measurable way. Start at {lo}.',
      '{Lo}. That is not a score, it is a cry for help.',
      'The design is on fire and {lo} is the accelerant.',
      'Brace yourself: {lo}, and it gets worse.',
      '{Lo}, and the rest of the report is not much kinder.',
    ],
  },
  undigestable: {
    good: [
      'I came armed for a massacre and found a tidy page. Rude. {Lo} will have to do.',
      'This is annoyingly competent; my best ammunition: {lo}.',
      'A good page. I searched for a hidden crime and found only {lo}.',
      'My flamethrower is idling. {Lo} gets a light toasting.',
      'Somebody here knows what they are doing, which ruins my afternoon; I am left with {lo}.',
      'The roast pit is nearly empty: {lo} is the only thing on the grill.',
      'Improbably acceptable, and I hate it. The one loose thread is {lo}.',
      'I wanted carnage and got craftsmanship. Fine: {lo}.',
      'The design gods were kind here; {lo} is their one typo.',
      'Even my histogram is impressed, apart from {lo}.',
      'Not a single felony, just a parking fine: {lo}.',
      'You have robbed me of my material. What is left: {lo}.',
      'A clean getaway, almost. The fingerprint left behind: {lo}.',
      'I sharpened every adjective for this and need one of them: {lo}.',
      'Disappointingly decent. The only bruise is {lo}.',
      'I will nitpick, because that is all there is: {lo}.',
    ],
    fair: [
      'It works, in the way a shopping trolley with one bad wheel works; {lo} is the wheel.',
      'Barely passable, with {lo} doing its best to remove the "passable".',
      'A survivable page. {Lo} is trying to change that.',
      'I would not call the police, but I would call a designer about {lo}.',
      'The page limps across the line, dragging {lo} behind it.',
      'Mid. Aggressively mid. {Lo} is the anchor.',
      'This is the beige cardigan of websites, with {lo} as the moth hole.',
      'My histogram shrugged, then winced at {lo}.',
      'Not a crime, more of a strongly worded warning about {lo}.',
      'It passes the way cold pizza passes for breakfast; {lo} is the crust.',
      'The page is fine-ish, and {lo} is the "ish".',
      '{Lo}: the design brief must have said "good enough".',
      'Half a good website; {lo} is eating the other half.',
      'I counted {count}; {lo} is the ringleader.',
      'This could be good. {Lo} has other plans.',
      'The vibe is "fine". The asterisk: {lo}.',
      'A solid C, with {lo} dragging the average.',
      'Not bad enough to be fun, not good enough to forgive {lo}.',
      'It is the lukewarm coffee of websites; {lo} is the skin on top.',
      'Adequate, the cruellest word I know. Blame {lo}.',
      'The page equivalent of a shrug, shrugging hardest at {lo}.',
      'I expected worse. I also expected better than {lo}.',
    ],
    poor: [
      'I ran the numbers and the numbers asked for therapy: {lo}.',
      'My histogram needed a lie-down after {lo}.',
      '{Lo}. I would call it a design, but the lawyers said no.',
      'Even the JPEG artefacts want off this page: {lo}.',
      'The Canny edge detector filed for overtime after {lo}.',
      '{Count} in one upload, led by {lo}.',
      'A dull ache in pixel form, throbbing hardest around {lo}.',
      'This page is a group chat that should have been an email; {lo} is the worst message.',
      'I have measured ransom notes with better hierarchy, and {lo} is exhibit A.',
      'Congratulations on {count}; {lo} is the crown jewel.',
    ],
    bad: [
      'This screenshot is a crime scene and I brought forensics: {lo}.',
      'This is not a website, it is a hostage situation, and {lo} is the ransom note.',
      '{Count}, a personal best for the pixels, led by {lo}.',
      'Somewhere a grid system is crying over {lo}.',
      'The page is a fire drill with no exits; {lo} is the alarm.',
      'Certified design crime, with {lo} as the murder weapon.',
      'My retinas filed a complaint and cited {lo}.',
      'This is what a migraine would design, signed {lo}.',
      'Abandon hope, all ye who scroll here: {lo}.',
      'Every metric lost, but {lo} lost hardest.',
    ],
  },
};

export const CLOSERS: Record<RoastLevel, Record<Tone, string[]>> = {
  honest: {
    good: [
      'Good news: {hi} holds up, so build from there.',
      '{Hi} shows you know what you are doing; apply that everywhere.',
      'Keep what earned {hi}, fix the top item, and re-run this.',
      'With {hi}, the foundation is there; the rest is editing.',
      'Credit where due: {hi}. The suggestions below are in order of payoff.',
      'Protect {hi} while you work down the improvement list.',
      'The strongest part is {hi}; let the rest catch up with it.',
      'Bright spot: {hi}. Use it as the house style.',
      '{Hi} is already where it should be.',
      'Build on the strength of {hi}; it is the fastest way forward.',
      'Nice touch, {hi}; the same discipline elsewhere would show.',
      'Whatever produced {hi} is worth repeating across the site.',
      'Top marks go to {hi}, deservedly.',
      '{Hi} proves the team can do it; now do it everywhere.',
      'Best reading: {hi}, a standard worth matching.',
      'Hold on to {hi} through the next redesign.',
      '{Hi} deserves a bow; the improvements follow.',
      'A strong finish: {hi}.',
    ],
    fair: [
      'Keep {hi} as it is and bring the rest up to meet it.',
      '{Hi} is the benchmark for everything else here.',
      'On the plus side, {hi}. Everything else has a fix listed below.',
      'You already have {hi}, which makes the other fixes easier.',
      'The good part: {hi}. More of that, please.',
      '{Hi} suggests the other parts are within reach.',
      'Hang on to what earned {hi} while you tackle the first suggestion.',
      'Nothing here is beyond fixing; {hi} proves the point.',
      'Best result: {hi}. Aim everything else at that level.',
      'Use {hi} as your reference when you revise the rest.',
      '{Hi} carries the page for now; give it some help.',
      'Positive note to end on: {hi}.',
      'Fix the biggest item first, and leave {hi} alone.',
      'The team behind {hi} can clearly fix the rest.',
      '{Hi} is a good sign. Re-run this after the first fix.',
      'Encouraging detail: {hi}.',
      '{Hi} sets the bar; raise the rest to it.',
      'Worth celebrating: {hi}.',
      '{Hi} already works, so the fixes can focus elsewhere.',
      'Start from {hi} and work outward.',
      'Strength to keep: {hi}.',
      'Reassuring: {hi}.',
      '{Hi} is proof of a good eye; trust it on the rest.',
      'Leave {hi} untouched and the rest will follow.',
    ],
    poor: [
      'There is something to keep: {hi}.',
      'Not all bad: {hi} is worth protecting in the rework.',
      'Start from what works, {hi}, and rebuild around it.',
      'The fixes below are ordered by payoff; {hi} shows the standard to aim for.',
      'One thing to build on is {hi}.',
      'Encouragingly, {hi} is fine, so the skills are there.',
      '{Hi} is the proof this can be turned around.',
      'Work through the list one item at a time and keep {hi} as it is.',
      'The rescue plan: keep {hi}, fix the top three findings, measure again.',
      'Silver lining: {hi}.',
    ],
    bad: [],
  },
  brutal: {
    good: [
      '{Hi}, and I cannot argue with that.',
      '{Hi}. Fine. That one is good.',
      'Standout: {hi}; annoyingly solid.',
      'I looked for a weakness, found {hi}, and came back empty-handed.',
      '{Hi} is doing its job without fuss.',
      'Respect to {hi}; keep it.',
      '{Hi} earns its keep.',
      'Best in show: {hi}.',
      '{Hi}: no notes.',
      'The one part I would not touch is {hi}.',
      '{Hi}. Do more of that.',
      'Still, {hi} sets a bar the rest should clear.',
      'Give {hi} a raise and the rest a deadline.',
      'Fix the list, keep {hi}, and we will talk again.',
      'Even I will admit {hi} is tidy.',
      '{Hi} is what competent looks like.',
      'Top number: {hi}. Pin it to the wall.',
      'High point: {hi}, and it shows.',
    ],
    fair: [
      '{Hi} is carrying more than its share.',
      'Bright spot: {hi}. Spread it around.',
      '{Hi}. Its neighbours should take notes.',
      'What works: {hi}; everyone else, copy its homework.',
      'Keep {hi}. Rework the rest.',
      '{Hi} is fine. Fine is the ceiling here, for now.',
      'Credit, grudgingly, where due: {hi}.',
      'If the rest matched {hi}, I would be out of a job.',
      '{Hi} shows it can be done. So do it.',
      'At least {hi} showed up ready.',
      'Score to beat: {hi}.',
      'Everything else, meet {hi}: your new manager.',
      '{Hi} is pulling the average up, barely.',
      'Take {hi} as the standard, then work down the suggestions.',
      'Top marks: {hi}. Everything else, see me after class.',
      'One thing done right: {hi}.',
      '{Hi}. Nice. Now the other five.',
      'Most convincing: {hi}.',
      '{Hi} earned a nod. One nod.',
      'The bar is {hi}; everything else, jump.',
      'Redeeming feature: {hi}.',
      '{Hi} keeps me from being meaner.',
      'Pass mark, with distinction in one subject: {hi}.',
      'Credit, grudging but real: {hi}.',
    ],
    poor: [
      '{Hi} is the only thing keeping this afloat.',
      '{Hi}. Enjoy it, it is lonely up there.',
      'The one bright spot is {hi}, so at least somebody tried.',
      '{Hi} is doing all the heavy lifting and it wants a raise.',
      'Everything but {hi} needs a second draft.',
      '{Hi} deserves better colleagues.',
      'Salvage {hi}; the rest can go.',
      '{Hi} survived its surroundings, somehow.',
      'If anything makes the cut in the redesign, it is {hi}.',
      'Last line of defence: {hi}, and it is outnumbered.',
    ],
    bad: [],
  },
  undigestable: {
    good: [
      '{Hi}, which is frankly showing off.',
      '{Hi}, and I resent how good that is.',
      'I tried to find fault with {hi} and my ego is still recovering.',
      "Special mention: {hi}, the teacher's pet of this page.",
      '{Hi}. Smug, but earned.',
      'The crown goes where it belongs, {hi}; please stop making my job difficult.',
      '{Hi} is so tidy it makes the rest look lazy.',
      'I am contractually obliged to mention {hi}. Well done, I suppose.',
      '{Hi} would survive even my harshest mood.',
      'Honourable mention, through gritted teeth: {hi}.',
      'Top of the class, insufferably: {hi}.',
      '{Hi}. Some pages are just lucky. This one also tried.',
      'My roast was going well until I hit {hi}.',
      'I will allow {hi}. Just this once.',
      'Somebody cared about {hi}, and it shows, irritatingly.',
      "Gold star: {hi}. Don't let it go to your head.",
      '{Hi} is the bit I would steal.',
      'Peak performance: {hi}. Disgustingly competent.',
    ],
    fair: [
      '{Hi}, the overachiever in a room of slackers.',
      '{Hi} is the friend who actually read the brief.',
      'Hero of this mild tragedy: {hi}.',
      'Give {hi} a medal and everyone else a pep talk.',
      '{Hi} is doing the group project alone.',
      'Shout-out: {hi}, the only adult in the room.',
      '{Hi}. Everything near it should be embarrassed.',
      'Somewhere in here, {hi} is quietly holding it all together.',
      '{Hi} deserves a page that tries as hard as it does.',
      'I would frame {hi} and hide the rest.',
      '{Hi}: the one guest who brought a gift.',
      'Applause, please, {hi}; everyone else may clap politely.',
      '{Hi} is the responsible sibling of this family.',
      'A lonely round of applause: {hi}.',
      'Raise a glass for {hi}; its colleagues get water.',
      '{Hi} made an effort, which is more than I can say for the rest.',
      '{Hi} is the designated driver of this page.',
      '{Hi}, the one sober guest at the party.',
      'All hail {hi}, reluctant hero.',
      '{Hi} is carrying this page like a tired parent.',
      'Only {hi} read the style guide.',
      'A participation trophy to everything else; a real one to {hi}.',
      '{Hi} is the plot twist nobody expected.',
      'Pin a medal on {hi}; it earned it in hostile conditions.',
    ],
    poor: [
      "The best thing on screen is {hi}, and the browser's close button is a close second.",
      "{Hi}, which is like praising the Titanic's cutlery.",
      'Somehow {hi} survived; it should testify.',
      '{Hi} is the only survivor, and it is not doing well either.',
      'Even {hi} cannot save this, but it did try, bless it.',
      '{Hi}. Frame it, it may be the last good number this page sees.',
      '{Hi} is a single candle in a very dark basement.',
      'The witness protection programme wants {hi}; it has seen too much.',
      '{Hi}: the lifeboat. Everyone else, swim.',
      'Pour one out: {hi} is stuck on this page against its will.',
    ],
    bad: [],
  },
};
// The two bad bands share their closers.
for (const level of Object.keys(CLOSERS) as RoastLevel[]) CLOSERS[level].bad = CLOSERS[level].poor;

/**
 * How a sub-score reads in a sentence. Only function words around the label and the number, so that
 * no phrase is shared by every roast that cites, say, a high WTF Factor.
 */
type ScoreForm = (label: string, x: string) => string;
/** Forms that set the label off with brackets or dashes, so that no words stick to it. */
const SET_OFF_FORMS: ScoreForm[] = [
  (l, x) => `${l} (${x}/10)`,
  (l, x) => `${l} — ${x}/10 —`,
  (l, x) => `${x}/10 (${l})`,
  (l, x) => `${l} (scored ${x}/10)`,
  (l, x) => `${l} (${x} of 10)`,
  (l, x) => `${l} (at ${x}/10)`,
  (l, x) => `${l} (rated ${x}/10)`,
  (l, x) => `${l} (${x} out of 10)`,
  (l, x) => `${l} — a ${x}/10 —`,
];
const SCORE_FORMS: ScoreForm[] = [
  ...SET_OFF_FORMS,
  (l, x) => `${l} at ${x}/10`,
  (l, x) => `a ${x}/10 for ${l}`,
  (l, x) => `${l} on ${x}/10`,
  (l, x) => `${x}/10 in ${l}`,
  (l, x) => `${l} with ${x}/10`,
  (l, x) => `${x} out of 10 on ${l}`,
  (l, x) => `${l}, ${x}/10,`,
];

const COUNT_NOUNS = [
  ['violation', 'violations'],
  ['finding', 'findings'],
  ['problem', 'problems'],
  ['flag', 'flags'],
] as const;

// ---------------------------------------------------------------------------------------------------
// Findings: themes, jabs and reasons

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

/** Brutal and undigestable: a jab at exactly what was measured. */
export const JABS: Record<Theme, string[]> = {
  loud: [
    'sunglasses should be a system requirement',
    'it looks like a highlighter exploded in a meeting',
    'the screen is shouting in colour',
    'it is a migraine with a navigation bar',
    'the retinas have filed a noise complaint',
    'it glows like a casino at three in the morning',
    'every pixel is turned up to eleven',
    'it could guide ships into harbour',
    'the colour knob broke off at maximum',
  ],
  clash: [
    'the hues are in a turf war',
    'every colour wants to be the accent',
    'the palette was chosen by spinning a colour wheel',
    'the colours are arguing and nobody is moderating',
    'it is a paint-chart brawl',
    'some colours are shouting, others mumbling, none listening',
    'the saturation cannot make up its mind',
    'the swatches never met before today',
  ],
  confetti: [
    'every hue showed up and nobody was asked to leave',
    'the palette has no guest list',
    'it is a paint shop after an earthquake',
    'there are more colours than decisions',
    'the colour count could pass for a phone number',
    'the brand colours are lost in the crowd',
    'it is confetti with a logo',
    'somebody emptied the whole crayon box',
    'the palette is an all-you-can-eat buffet',
  ],
  dull: [
    'a tax form has more personality',
    'the palette is on a strict diet',
    'it is beige in spirit even where it is not in colour',
    'colour was left out, on purpose or by accident',
  ],
  dark: [
    'it is designed for the inside of a cave',
    'the lights are off and nobody is home',
    'visitors will need a torch',
    'dark mode went a step too far',
  ],
  fog: [
    'everything whispers at the same volume',
    'the whole screen sits in one shade of fog',
    'it is a photocopy of a photocopy',
    'light and dark signed a peace treaty, and the page lost',
    'nothing stands out because nothing stands apart',
    'it is a mist with a menu',
    'the shapes melt into the background',
    'it has the visual punch of wet cardboard',
  ],
  textContrast: [
    'it is like reading through a steamed-up window',
    'this copy is in witness protection',
    'grey on grey is a mood, not a design system',
    'sentences are fading out of themselves',
    'squinting is now part of the user journey',
    'the copy blends into the wallpaper',
    'reading it feels like decoding a watermark',
    'some of these words are legible only to their author',
    'the copy is practically a rumour',
    'it is a readability test nobody passes',
    'the letters have gone into hiding',
    'the words appear if you tilt your screen',
    'it has the legibility of pencil on a napkin',
    'the background is winning its argument with the text',
    'tired eyes will not even try',
    'the ink ran out halfway through the design',
    'every word is wearing camouflage paint',
    'readers need to lean in and guess',
    'it is text in a fog machine',
    'invisibility is clearly the brand goal',
    'you need a highlighter to find the words',
    'legibility was negotiable, apparently',
    'the text and its background are practically twins',
    'contrast took the day off',
    'the words fade like an old receipt',
  ],
  tinyText: [
    'the small print needs smaller print to explain it',
    'it has terms-and-conditions energy',
    'readers will need a magnifying glass',
    'it is type sized for ants',
    'reading it counts as an eye exam',
    'the type is finer than any eye should need',
    'phones will turn this into a squint-fest',
    "nobody can read that at arm's length",
    'the type has been shrunk in the wash',
    'it has pharmacy-leaflet energy',
    'those letters are begging for a zoom button',
    'the tiniest lines are more texture than text',
    'it was typeset for a doll house',
    'the letters need a stepladder',
    'reading glasses are now a prerequisite',
    'microfilm called, it wants its font size back',
    'the letters are on a diet',
    'it is a footnote size, used everywhere',
  ],
  sizeMix: [
    'the type scale is a lucky dip',
    'every line picked its own size',
    'there is no scale, just a pile of sizes',
    'hierarchy was replaced by a size raffle',
    'it is a ransom note in tidier clothes',
    'the sizes are improvising',
  ],
  wordy: [
    'reading it counts as cardio',
    'it is a novel pretending to be a homepage',
    'nobody reads that much before deciding to leave',
    'the copywriter was paid per word',
    'it is a wall, and walls are for climbing, not reading',
    'the scroll bar is scared',
    'it is the terms and conditions, but voluntary',
  ],
  shouting: [
    'the caps lock key is stuck',
    'it is shouting in a library',
    'every word is raising its voice',
    'capitals everywhere means emphasis nowhere',
    'it sounds like a telegram from an angry relative',
    'the page is yelling its own menu',
  ],
  fonts: [
    'the fonts are holding a family reunion nobody wanted',
    'it is a typeface tasting menu',
    'the typefaces never agreed on a dress code',
    'the font picker got a workout',
  ],
  noFocus: [
    'every element thinks it is the main character',
    'the eye has nowhere to land and no reason to stay',
    'everything is important, so nothing is',
    'it is a group project where everyone presented at once',
    'the page has no opinion about where to look',
  ],
  weakHeadline: [
    'the headline is hiding behind its own paragraphs',
    'the headline has the stage presence of a footnote',
    'the main message is the same size as the small talk',
    'the title forgot to stand up',
  ],
  noCta: [
    'visitors are left guessing their next move',
    'the page forgot to ask for anything',
    'it is a shop window with the door painted over',
    'the next step is a mystery',
    'interested visitors have nowhere to go',
    'it is an invitation with no address',
    'the conversion funnel is a wall',
    'the plan seems to be hoping visitors guess',
    'the page waves, then walks away',
    'there is no door, just a lovely façade',
    'the sales team would like a word',
    'it is all trailer and no ticket booth',
  ],
  manyCtas: [
    'every button wants to be clicked first',
    'it is a buffet of buttons and no menu',
    'the clicks are in a queue that never moves',
    'decision fatigue sets in by the second button',
    'it resembles a control panel for a spaceship',
    'the buttons are multiplying',
  ],
  headings: [
    'the outline skips steps like a bad staircase',
    'screen readers get a map with missing floors',
    'the heading structure is freestyle',
    'the document tree was pruned with a chainsaw',
  ],
  cramped: [
    'it has the personal space of a rush-hour subway',
    "the elements are standing on each other's toes",
    'breathing room was sold off',
    'there is no margin for error, or for anything',
    'it is packed like a suitcase on the last day of a holiday',
    'white space was treated as wasted space',
  ],
  empty: [
    'it looks like the content is still loading',
    'the page is mostly a very expensive white rectangle',
    'minimalism called and asked for some of it back',
    'there is more nothing than something',
    'the tumbleweed has the best seat',
  ],
  misaligned: [
    'the grid left the building',
    'the alignment was clearly done by feel',
    'nothing lines up with anything',
    'the edges look hand-cut',
    'every box found its own starting line',
    'a ruler would weep',
    'it is a staircase nobody planned',
    'the layout drifts like a raft',
  ],
  widths: [
    'the boxes are playing Tetris and losing',
    'every block got a custom tailor',
    'there is no column system, just vibes',
    'the widths look like they were picked from a hat',
    'the blocks are wearing different shoe sizes',
  ],
  overflow: [
    'the phone grows a sideways scroll',
    'the content is escaping stage right',
    'mobile visitors get a surprise horizontal tour',
  ],
  busy: [
    'it is "Where\'s Waldo" without the Waldo',
    'there is more going on than on an airport departures board',
    'the clutter has clutter',
    'each square inch is fighting for rent',
    'the eye gets no rest stop',
    'it is visual static',
    'the screen looks like a busy switchboard',
    'calm was not on the brief',
  ],
  popup: [
    'visitors are greeted by an interruption',
    'the welcome mat is a wall',
    'it says hello by blocking the door',
  ],
  drift: [
    'the pages look like they have never met',
    'it is a different product on every screenshot',
    'the design system is a rumour',
    'each page hired its own designer',
  ],
  taps: [
    'thumbs were not consulted',
    'tapping it is a game of darts',
    'fingers are not styluses',
    'each tap is a small lottery',
  ],
  a11y: [
    'a screen reader would file a complaint',
    'accessibility was left as an exercise for the visitor',
    'WCAG would like a word',
    'assistive tech gets the locked side door',
  ],
  brokenText: [
    'the words are falling off the edge of the page',
    'the letters are stacked like a motorway pile-up',
    'half a headline is a riddle, not a message',
    'the layout is eating its own sentences',
  ],
};

/** Honest: why the finding matters to a visitor, in the finding's own terms. */
export const REASONS: Record<Theme, string[]> = {
  loud: [
    'loud colour tires the eye before the message lands',
    'one accent colour does more than ten',
    'when everything glows, nothing guides',
    'calmer neutrals would let your key actions stand out',
    'intense colour works best in small doses',
    'vivid backgrounds are tiring to read against',
  ],
  clash: [
    'competing hues split attention',
    'a narrower palette reads as more trustworthy',
    'picking one accent would settle the argument',
    'consistent saturation makes a palette feel deliberate',
    'mixed intensities make the page feel unplanned',
  ],
  confetti: [
    'a smaller palette makes the brand easier to remember',
    'fewer colours make each one mean something',
    'five to seven colours are usually plenty',
    'gradients and photos bring in more colours than you think',
    'colour works as a signal only when it is rare',
    'visitors read many colours as many priorities',
  ],
  dull: [
    'a touch of colour would help key actions stand out',
    'colour is a free way to signal what to click',
    'even a neutral page needs one accent',
  ],
  dark: [
    'dark pages need extra care with text contrast',
    'a lighter background would make the content easier to scan',
    'dark designs hide structure unless the edges are strong',
  ],
  fog: [
    'pages need light and dark to show what matters',
    'one strong dark and a clean light would add depth',
    'without tonal range the eye cannot find the structure',
    'shapes that blend in make the page hard to scan',
    'stronger edges help people see where things begin and end',
  ],
  textContrast: [
    'low-contrast text is the first thing tired eyes give up on',
    'readers on a phone in daylight will struggle',
    'WCAG asks for 4.5:1 on body text for good reason',
    'faint copy reads as unimportant, even when it matters',
    'a darker text colour is a one-line CSS fix',
    'visitors with low vision cannot read it at all',
    'contrast is the cheapest readability win there is',
    'pale text costs attention on every line',
    'dark grey on white would fix it without changing the look',
    'skimming gets slower with every pale line',
    'contrast problems multiply on cheap screens and in sunlight',
    'people read darker text faster',
    'a few shades darker keeps the style and gains legibility',
    'search and scan both depend on text that pops',
    'light grey copy tends to be read as disabled',
    'older readers lose contrast sensitivity first',
    'colour-blind visitors find faint text even harder',
    'contrast can be checked in seconds with any WCAG tool',
    'strong contrast makes a brand look confident',
    'every visitor reads faster with crisper text',
    'faint text fails accessibility audits',
    'bright rooms and glare wash out pale type first',
    'words only work when people can read them',
    'a bolder text colour fixes this in minutes',
    'pale lettering looks elegant in a mock-up and tiring on a real screen',
    'accessibility law in many countries points to WCAG AA',
    'crisp text makes the rest of the design look sharper',
    'people scanning on the move need strong contrast',
  ],
  tinyText: [
    'small text is hard to read on phones and for older eyes',
    'sixteen pixels is the comfortable norm for body text',
    'nobody should have to zoom to read a label',
    'captions below 12 px are a common accessibility complaint',
    'tiny type slows everyone down',
    'small print signals that you hope it will not be read',
    'bigger type is one of the easiest wins available',
    'legibility drops fast below about 12 px',
    'readers skip what they have to squint at',
    'a larger minimum size lifts the whole page',
    'phones shrink it further at their default zoom',
    'twelve pixels is a sensible floor for any label',
    'zooming in to read breaks the flow of a visit',
    'small type hides information you chose to include',
    'older visitors often abandon text this small',
    'screen magnifiers should be optional, not required',
    'larger text also looks more confident',
    'too-small text tops the list of readability complaints',
  ],
  sizeMix: [
    'a type scale of four or five sizes is easier to follow',
    'consistent sizes tell readers what matters at a glance',
    'too many sizes blur the hierarchy',
    'a fixed scale keeps headings and body in clear roles',
  ],
  wordy: [
    'visitors scan before they read',
    'shorter copy up top gets read more',
    'a headline and one sentence usually carry the message',
    'long text blocks push the important part out of view',
    'dense text is skipped, not studied',
  ],
  shouting: [
    'capitals are slower to read than mixed case',
    'all caps reads as shouting to most people',
    'capitals lose their punch when everything uses them',
    'mixed case keeps the word shapes people recognise',
  ],
  fonts: [
    'two families are usually enough for a whole site',
    'every extra font adds download time and visual noise',
    'one family in several weights keeps things coherent',
  ],
  noFocus: [
    'a clear focal point helps people know where to start',
    'when everything competes, visitors miss the main point',
    'a single dominant element would guide the eye',
    'emphasis only works when it is used sparingly',
  ],
  weakHeadline: [
    'a bigger headline tells visitors what the page is about',
    'the main message should be what people see before anything else',
    'hierarchy starts with a clear difference in size',
  ],
  noCta: [
    'visitors need to know where to go from here',
    'a clear button is where conversions start',
    'interested visitors should not have to hunt for the next step',
    'one obvious action beats several hidden ones',
    'a primary button near the top guides people forward',
    'without a next step, interest fades',
    'a single "start here" link gives the page a purpose',
    "the page's goal should be one click away",
    'a visible next step turns browsing into action',
    'the opening view should end with an offer',
  ],
  manyCtas: [
    'too many choices slow decisions',
    'one primary action and a few quiet secondary ones work better',
    'when every button is loud, none of them leads',
    'fewer options make the main action obvious',
  ],
  headings: [
    'a clean heading outline helps screen readers and search engines',
    'headings in order make the page easier to navigate',
    'one h1 per page is the usual convention',
  ],
  cramped: [
    'white space makes content easier to scan',
    'room around elements shows what belongs together',
    'a spacing scale would give everything room',
    'crowded layouts feel harder than they are',
    'generous margins read as confidence',
  ],
  empty: [
    'the opening view should say something',
    'empty space works best around content, not instead of it',
    'visitors may think the page failed to load',
  ],
  misaligned: [
    'a shared grid makes a page look intentional',
    'aligned edges are easier to scan',
    'small misalignments add up to a messy impression',
    'lining things up is cheap and makes a big difference',
    'the eye follows straight lines',
    'a column grid would tidy this quickly',
  ],
  widths: [
    'a few standard widths make the layout feel planned',
    'a 12-column grid keeps block sizes consistent',
    'repeated sizes create rhythm',
    'consistent widths make cards easier to compare',
  ],
  overflow: [
    'sideways scrolling on a phone feels broken',
    'content should fit the narrowest screen you support',
  ],
  busy: [
    'busy screens are tiring to scan',
    'grouping and spacing would calm it down',
    'visual noise hides the important parts',
    'fewer borders and backgrounds would reduce the clutter',
    'the eye needs quiet areas to rest',
    'clutter makes a page feel harder to use',
  ],
  popup: [
    'pop-ups on arrival are among the most disliked patterns on the web',
    'letting visitors see the page first builds trust',
  ],
  drift: [
    'consistent pages feel like one product',
    'shared styles make a site easier to learn',
    'a design system prevents this drift',
  ],
  taps: [
    'touch targets should be at least 44 px',
    'small targets cause mis-taps and frustration',
    'fingers need bigger targets than cursors',
  ],
  a11y: [
    'accessibility issues shut out real visitors',
    'many of these are quick fixes in the markup',
    'accessible pages are easier for everyone to use',
  ],
  brokenText: [
    'text that is cut off or printed over other text cannot be read',
    'visitors read broken text as a broken site',
    'boxes that grow with their text never cut it off',
  ],
};

/**
 * More ways to state a finding than the catalogue's one clause, for the entries that fire often, so
 * that a roast of a typical site does not read like the last one. Same placeholders, same numbers.
 */
export const PHRASINGS: Record<string, string[]> = {
  V001: [
    'colourfulness at {value}, where the typical popular site sits near 39',
    'a colourfulness score of {value} where typical sites sit near 39',
    '{value} on the colourfulness scale (most sites: about 39)',
  ],
  V002: ['colourfulness peaking at {value}, off the chart for popular sites'],
  V003: ['colourfulness down at {value}'],
  V004: ['{value} colours each covering half a percent or more', 'a palette of {value} sizeable colours'],
  V005: ['full-strength neon over {value} of the screenshot'],
  V006: ['{value} strong hues competing', '{value} saturated colour families on show'],
  V007: [
    'colour strength varying by {value} across the page',
    'pastel beside pure colour (colour strength varying by {value})',
  ],
  V008: [
    '{value} separate colour clusters',
    'colours falling into {value} clusters',
    'a palette that splits into {value} colour groups',
  ],
  V009: ['an average brightness of just {value} out of 1'],
  V011: ['a brightness range of only {value} up top, where most sites reach 74'],
  V012: ['barely any light-dark range up top ({value})'],
  V013: [
    'outlines so faint (faintness {value}) that shapes barely separate from the background',
    'shapes that barely stand off the background (outline faintness {value})',
  ],
  V014: [
    'a line of copy at about {value}:1 against its background',
    'the faintest text line measuring {value}:1',
    'copy as pale as {value}:1',
    'lettering that drops to {value}:1 contrast',
    'words sitting at {value}:1 on their background',
    'one text line barely reaching {value}:1',
    'a contrast ratio near {value}:1 on the palest line',
    'type that fades to {value}:1',
    'a {value}:1 ratio between some text and what sits behind it',
    'the weakest text contrast coming in around {value}:1',
    'at least one passage at a feeble {value}:1',
    'writing whose contrast sinks to about {value}:1',
    'a text line with only {value}:1 of contrast to work with',
    'faint text, down to {value}:1 by my estimate',
    'a text colour only {value}:1 away from its background',
    'some copy holding a mere {value}:1',
    'type straining at {value}:1 contrast',
    'a line that manages just {value}:1',
    'lettering as weak as {value}:1 against the page colour',
    'copy printed at a thin {value}:1',
    'type on one line at a washed-out {value}:1',
  ],
  V015: [
    '{value} of the copy below the 4.5:1 WCAG line',
    '{value} of the text failing WCAG AA',
    'low contrast on {value} of the wording',
    '{value} of all text too faint for WCAG AA',
    'a {value} share of text under 4.5:1 contrast',
    '{value} of the lines too pale to pass AA',
    'sub-AA contrast across {value} of the reading matter',
    'too little contrast for {value} of what there is to read',
    'a failing AA grade on {value} of the visible wording',
    '{value} of the writing pale enough to fail AA',
    'faint lettering in {value} of all copy',
    '{value} of words not meeting AA contrast',
    'text below 4.5:1 on {value} of its lines',
    'an AA contrast fail rate of {value}',
  ],
  V018: ['brightness varying by only {value} levels across the page'],
  V019: [
    'the smallest lines of text at {value} px',
    'lettering just {value} px high',
    'small print measuring {value} px a line',
    'the smaller type shrunk to {value} px',
    'text as small as {value} px per line',
    '{value} px line heights in the fine print',
    'the tiniest copy at a height of {value} px',
    'minor lines squeezed into {value} px',
    'secondary text around {value} px in height',
    'the bottom of the type scale reaching {value} px',
    'small print that bottoms out near {value} px',
    'a {value} px minimum for the smaller lines',
    'the daintiest text, {value} px',
    '{value} px lettering in the minor copy',
    'type that shrinks, in places, to a meagre {value} px',
    'some lines barely {value} px from top to bottom',
    'the smallest size on the page, {value} px',
  ],
  V020: ['{value} distinct type sizes in view', 'text in {value} sizes'],
  V021: ['text filling {value} of the opening view'],
  V022: ['about {value} words above the fold', 'a first view carrying some {value} words'],
  V023: [
    '{value} of the lettering set in capitals',
    'capitals on {value} of all wording',
    '{value} of the writing in upper case',
  ],
  V028: ['detail spread so evenly that nothing leads (variation {value})'],
  V029: ['a headline just {value} times the body size'],
  V030: [
    'no button or link in view telling visitors what to do next',
    'zero action phrases (sign up, buy, contact) before the scroll',
    'nothing above the fold that asks for a click',
    'an opening view with no next step on offer',
    'not one clickable invitation before scrolling',
    'a top of page that never asks the visitor to act',
    'no "buy", "sign up" or "get started" in sight up top',
    'zero prompts to act anywhere visible on arrival',
    'an opening screen that asks nothing of its visitors',
    'a first impression with no obvious thing to click',
  ],
  V035: ['a clutter score of {value}, where the typical site has 4.7'],
  V036: ['breathing room down to {value} of the layout'],
  V038: ['only {value} open space in the opening view'],
  V040: [
    '{value} neighbouring elements sharing no edge or centre',
    '{value} pairs of elements that miss every shared edge',
    '{value} neighbours off any common line',
  ],
  V041: [
    '{value} of adjacent pairs with no shared alignment',
    'no common edge for {value} of side-by-side elements',
  ],
  V042: [
    '{value} distinct box widths side by side',
    'blocks in {value} assorted widths',
    '{value} widths for the boxes',
  ],
  V044: ['edges and outlines on {value} of the screen, where popular sites sit near 4%'],
  V046: ['{value} of the opening view made of edges'],
  V047: ['a hot spot where {value} of the pixels are edges'],
  V048: [
    '{value} of the outlines crowded together',
    'outlines packed so tight that {value} have a neighbour on every side',
  ],
  V049: ['a fine-detail score of {value}, against 3.2 on a typical site'],
  V050: ['edges on just {value} of the pixels'],
  V066: [
    '{value} little boxes with words in them, all asking to be clicked',
    '{value} clickable-looking boxes in one view',
  ],
};

const phrasingsOf = (f: Finding) => [f.entry.finding, ...(PHRASINGS[f.entry.code] ?? [])];

/** Short lead-ins and links: few words each, drawn from pools, so none recurs across roasts. */
const LEADS: Record<RoastLevel, string[]> = {
  honest: [
    'We measured',
    'The numbers show',
    'One thing stands out:',
    'Next,',
    'Also,',
    'Another point:',
    'On the list too:',
    'Then there is',
    'Look at',
    'Notice',
    'Consider',
    'A smaller point:',
    'Further down:',
    'Separately,',
    'In addition,',
    'Beyond that,',
    'Meanwhile,',
    'Related:',
    'There is also',
    'Measured here:',
    'On closer inspection,',
    'Worth fixing:',
    'Add to that',
    'Spotted:',
    'Also measured:',
    'Then comes',
    'Take',
    'Another one:',
    'Worth noting:',
  ],
  brutal: [
    'Next:',
    'Also,',
    'Then',
    'Moving on,',
    'Worse,',
    'Oh, and',
    'Meanwhile,',
    'Elsewhere,',
    'Item:',
    'Plus',
    'And then',
    'Exhibit:',
    'Further,',
    'Not done yet:',
    'Look:',
    'Fine print:',
    'Next complaint:',
    'Noted:',
    'Bonus:',
    'Behold',
    'Worse still,',
    'Next up,',
    'Item two:',
    'Another thing:',
    'Point taken, next:',
    'Count it:',
    'On to',
    'And yes,',
  ],
  undigestable: [
    'Then there is',
    'Witness',
    'Behold',
    'Oh look,',
    'And for my next trick,',
    'Gaze upon',
    'Worse still,',
    'Also,',
    'Incredibly,',
    'Next horror:',
    'Exhibit:',
    'Meanwhile,',
    'Brace for',
    'Somehow there is',
    'Plus',
    'As if that were not enough,',
    'Elsewhere,',
    'Bonus round:',
    'Moving on,',
    'Cue',
    'Prepare for',
    'Not content with that, there is',
    'Stop everything:',
    'In other news,',
    'Deep breath:',
    'Shockingly,',
    'Also present:',
  ],
};

type Link = (fact: string, tail: string) => string;

/** Two findings of one theme in one sentence. */
const JOINS = [', and ', ' plus ', ', along with ', ' together with ', ', alongside ', ', with '];

const AND_LINK: Link = (f, t) => `${f}, and ${t}`;
/** Between a finding and its jab or reason: mostly punctuation, sometimes a word or two. */
const PLAIN_LINKS: Link[] = [
  (f, t) => `${f}: ${t}`,
  (f, t) => `${f}; ${t}`,
  (f, t) => `${f} — ${t}`,
  (f, t) => `${f}. ${cap(t)}`,
  AND_LINK,
];
const WORDY_LINKS: Record<RoastLevel, Link[]> = {
  honest: [
    (f, t) => `${f}, which matters because ${t}`,
    (f, t) => `${f}. Why it matters: ${t}`,
    (f, t) => `${f}, worth fixing since ${t}`,
    (f, t) => `${f}. Keep in mind that ${t}`,
    (f, t) => `${f}. Remember, ${t}`,
    (f, t) => `${f}. The point: ${t}`,
    (f, t) => `${f}. Bear in mind ${t}`,
    (f, t) => `${f}, and since ${t}, it is worth a look`,
    (f, t) => `${f}. Background: ${t}`,
    (f, t) => `${f}. For context, ${t}`,
    (f, t) => `${f}. Rule of thumb: ${t}`,
    (f, t) => `${f}, so note that ${t}`,
    (f, t) => `${f}. Good to know: ${t}`,
    (f, t) => `${f}. Useful to remember: ${t}`,
    (f, t) => `${f}. Here is why: ${t}`,
    (f, t) => `${f}. Reason to care: ${t}`,
    (f, t) => `${f}; after all, ${t}`,
    (f, t) => `${f}. As a guide, ${t}`,
  ],
  brutal: [
    (f, t) => `${f}, meaning ${t}`,
    (f, t) => `${f}. Translation: ${t}`,
    (f, t) => `${f}. Put simply, ${t}`,
    (f, t) => `${f}, which means ${t}`,
    (f, t) => `${f}. Verdict: ${t}`,
    (f, t) => `${f}. Basically, ${t}`,
    (f, t) => `${f}, so yes, ${t}`,
    (f, t) => `${f}. Plainly, ${t}`,
    (f, t) => `${f}. Result: ${t}`,
    (f, t) => `${f}, i.e. ${t}`,
    (f, t) => `${f}. Summary: ${t}`,
    (f, t) => `${f}. In short, ${t}`,
  ],
  undigestable: [
    (f, t) => `${f}, proof that ${t}`,
    (f, t) => `${f}. Honestly, ${t}`,
    (f, t) => `${f}. I checked: ${t}`,
    (f, t) => `${f}. Diagnosis: ${t}`,
    (f, t) => `${f}, because apparently ${t}`,
    (f, t) => `${f}. Spoiler: ${t}`,
    (f, t) => `${f}. Fun fact: ${t}`,
    (f, t) => `${f}, confirming ${t}`,
    (f, t) => `${f}. Clearly, ${t}`,
    (f, t) => `${f}. Autopsy: ${t}`,
    (f, t) => `${f}, and frankly ${t}`,
    (f, t) => `${f}. Somehow ${t}`,
  ],
};

/** Optional endings of a finding sentence. Undigestable has savage ones for the bad bands only. */
const ENDINGS: Record<RoastLevel, Record<'kind' | 'harsh', string[]>> = {
  honest: { kind: [], harsh: [] },
  brutal: {
    kind: [
      '. Moving on',
      ', measurably',
      ', and I counted',
      '. That is the measurement',
      '. Fix it',
      ', plain and simple',
      '. Noted',
      ', for what it is worth',
      '. Small, but real',
      ', as measured',
      '. Next',
      ', sadly',
    ],
    harsh: [
      '. Moving on',
      ', measurably',
      ', and I counted',
      '. That is the measurement',
      '. Fix it',
      ', plain and simple',
      '. Noted',
      ', and it shows',
      '. Unacceptable',
      ', obviously',
    ],
  },
  undigestable: {
    kind: [
      '. I am choosing to be gentle',
      ', and I noticed',
      '. Tiny crime, still a crime',
      ', bless it',
      '. Minor, but mine',
      ', if we are being picky, and we are',
      '. Hmm',
      ', and yes, I measured',
      '. A misdemeanour',
      ', which I permit, barely',
      '. Cute',
      ', and I am telling everyone',
      '. Scandalous, in a small way',
      ', naturally',
      '. Noted, with a raised eyebrow',
      ', tsk',
    ],
    harsh: [
      ', and that is the generous reading',
      '. I checked twice',
      ', and the witness is traumatised',
      ', and my histogram wept',
      '. Send help',
      ', which is a choice',
      ', and I need a minute',
      ', and the pixels know it',
      '. The horror',
      ', and not in a fun way',
      ', a bold strategy',
      ', and I have questions',
      ', which should be illegal',
      '. Tragic',
      ', no survivors',
      ', zero stars',
    ],
  },
};

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
  const forms = new Set<ScoreForm>();
  const hiText = fresh(SET_OFF_FORMS, forms)(LABEL[hi], shown(hi));
  const loText = fresh(SCORE_FORMS, forms)(LABEL[lo], shown(lo));
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
  const usedLinks = new Set<Link>();
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
    let sentence = link(stated, tail);
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
