/**
 * Beta lab's enhanced suggestions (supporting-pages spec §3): research-based advice derived from what a
 * roast actually found. Every catalogue violation maps to a suggestion that names its research basis
 * (Nielsen's ten usability heuristics by name, WCAG 2.2 success criteria by number and name, Fitts's
 * and Hick's laws, Gestalt principles, Rosenholtz's clutter measures, …); violations that map to the
 * same advice are merged into one suggestion that lists every code it addresses. Violations outside
 * the catalogue (a model's own V9xx codes) and weak sub-scores nobody has addressed yet get the advice
 * of their criterion. Pure data and functions: the offline answer, and what a model may rewrite.
 */
import type { EnhancedSuggestion } from './api-schemas';
import { CRITERIA, type CriterionKey, type SubScores } from './criteria';
import { formatFact } from './evidence';
import { VIOLATION_CATALOGUE, type CatalogueEntry } from './violation-catalogue';
import type { Severity, Violation } from './violations';

type Category = EnhancedSuggestion['category'];
type Effort = EnhancedSuggestion['effort'];
type Impact = EnhancedSuggestion['impact'];

interface Advice {
  title: string;
  /** What to do and why, in one or two sentences; the measured facts are appended. */
  advice: string;
  category: Category;
  effort: Effort;
  /** The named research basis. */
  heuristic: string;
}

/** Nielsen's ten usability heuristics (Nielsen 1994), by number and name. */
const nielsen = (n: number, name: string) => `Nielsen's heuristic #${n}: ${name} (Nielsen 1994)`;
const wcag = (...criteria: string[]) => `WCAG 2.2 ${criteria.map((c) => `SC ${c}`).join(' and ')}`;

export const ADVICE = {
  palette: {
    title: 'Restrain the palette to one brand hue and one accent',
    advice:
      'Keep one saturated accent for actions and move everything else to neutrals and tints of the brand hue: colourfulness and visual complexity are what visitors judge a site on within a first glance.',
    category: 'visual',
    effort: 'moderate',
    heuristic: 'Colourfulness and visual complexity predict first-impression appeal (Reinecke et al. 2013)',
  },
  neon: {
    title: 'Replace full-strength neon areas with tints',
    advice:
      'Large areas of fully saturated, fully bright colour cause visual discomfort and glare, worst for light-sensitive visitors; keep pure colour for small accents (under 5% of the screen).',
    category: 'accessibility',
    effort: 'low',
    heuristic: 'Visual stress from high-energy colour and pattern glare (Wilkins 1995, Visual Stress)',
  },
  accent: {
    title: 'Give actions one distinct accent colour',
    advice:
      'An item that differs from everything around it is noticed and remembered; with no accent, buttons and links blend into the page.',
    category: 'conversion',
    effort: 'low',
    heuristic: 'Von Restorff isolation effect (von Restorff 1933)',
  },
  polarity: {
    title: 'Lighten the canvas behind reading areas',
    advice:
      'Dark text on a light background is read faster and more accurately than the reverse, at every age; keep dark themes for media and chrome, and test text contrast on them.',
    category: 'visual',
    effort: 'moderate',
    heuristic: 'Positive polarity advantage (Piepenbrock et al. 2013)',
  },
  figureGround: {
    title: 'Separate figure from ground with value contrast',
    advice:
      'When everything sits at one brightness the eye cannot tell content from background: darken headings and text, alternate section backgrounds, and give the main action the strongest contrast.',
    category: 'visual',
    effort: 'moderate',
    heuristic: 'Gestalt figure–ground organisation (Rubin 1915)',
  },
  nonTextContrast: {
    title: 'Strengthen outlines of controls to 3:1',
    advice:
      'Borders of inputs, buttons and focus indicators need 3:1 against their surroundings to be seen at all; drop the hairlines that carry no meaning.',
    category: 'accessibility',
    effort: 'low',
    heuristic: wcag('1.4.11 Non-text Contrast'),
  },
  textContrast: {
    title: 'Raise text contrast to at least 4.5:1',
    advice:
      'Body text needs 4.5:1 against its background and large text (24 px, or 19 px bold) 3:1; low-contrast text is the most common accessibility failure on the web.',
    category: 'accessibility',
    effort: 'low',
    heuristic: wcag('1.4.3 Contrast (Minimum)'),
  },
  textSize: {
    title: 'Set body text at 16 px or larger',
    advice:
      'Larger text is read faster and understood better on screens; 16 px body text and nothing under 12 px, and a layout that survives 200% zoom.',
    category: 'accessibility',
    effort: 'low',
    heuristic: `Font size and online readability (Rello, Pielot & Marcos 2016); ${wcag('1.4.4 Resize Text')}`,
  },
  typeScale: {
    title: 'Adopt a type scale of four or five sizes',
    advice:
      'Map every text size onto a few steps of one scale (e.g. 14/16/20/28/40 px) so that size means rank; one-off sizes read as mistakes.',
    category: 'visual',
    effort: 'moderate',
    heuristic: nielsen(4, 'Consistency and standards'),
  },
  fonts: {
    title: 'Use two font families at most',
    advice:
      'One family for headings and one for text is enough: every extra family adds a download and competes for attention without adding information.',
    category: 'visual',
    effort: 'low',
    heuristic: nielsen(8, 'Aesthetic and minimalist design'),
  },
  copy: {
    title: 'Cut the first screen to one headline, one sentence, one button',
    advice:
      'Visitors read at most about a quarter of the words on a page, so dense copy above the fold is skimmed past; move the detail below the fold.',
    category: 'ux',
    effort: 'moderate',
    heuristic: 'How little users read: at most 28% of the words (Nielsen 2008)',
  },
  wallpaper: {
    title: 'Give the page a quiet ground',
    advice:
      'Text over a textured background is read more slowly and with more errors; a flat ground lets the content be the figure and the margins rest the eye.',
    category: 'visual',
    effort: 'low',
    heuristic:
      'Text on textured backgrounds (Scharff, Hill & Ahumada 2000, Discriminability measures for predicting readability)',
  },
  hype: {
    title: 'Let design carry the emphasis, not punctuation',
    advice:
      'Hype and false urgency are what visitors name first when they distrust a site; one calm, specific headline and one primary button say more than a row of exclamation marks.',
    category: 'ux',
    effort: 'low',
    heuristic: 'Web credibility (Fogg et al. 2003, How Do Users Evaluate the Credibility of Web Sites?)',
  },
  caps: {
    title: 'Set running text in sentence case',
    advice:
      'Text in capitals loses the word shapes readers rely on and is read measurably slower; keep capitals for short labels.',
    category: 'ux',
    effort: 'low',
    heuristic: 'Legibility of all-capital text (Tinker 1963, Legibility of Print)',
  },
  focal: {
    title: 'Make the headline the unmistakable starting point',
    advice:
      'Eyes enter a page at the top left and scan for a dominant element; make the headline at least twice the body size and give the first screen one focal point.',
    category: 'ux',
    effort: 'moderate',
    heuristic: 'F-shaped scanning in eye-tracking studies (Nielsen 2006)',
  },
  cta: {
    title: 'Add one primary call to action above the fold',
    advice:
      'Behaviour needs motivation, ability and a prompt at the same moment: without a visible, verb-led button ("Start free trial", "Book a call") motivated visitors have nothing to act on.',
    category: 'conversion',
    effort: 'low',
    heuristic: 'Fogg Behavior Model: no prompt, no action (Fogg 2009)',
  },
  choices: {
    title: 'Keep one primary and one secondary action',
    advice:
      'Decision time grows with the number of equal choices; demote the other calls to action to links or move them further down.',
    category: 'conversion',
    effort: 'low',
    heuristic: "Hick's law (Hick 1952; Hyman 1953)",
  },
  popups: {
    title: 'Let visitors see the page before asking for anything',
    advice:
      'A pop-up on arrival covers the content people came for and demands a decision first; offer the discount or sign-up inline, once the visitor has shown interest.',
    category: 'ux',
    effort: 'low',
    heuristic: 'Pop-ups on arrival are among the most disliked web patterns (Nielsen Norman Group 2017)',
  },
  headings: {
    title: 'Fix the heading outline: one h1, no skipped levels',
    advice:
      'Screen-reader users navigate by headings, and search engines read the outline; one h1 that says what the page offers, then h2 → h3 in order.',
    category: 'accessibility',
    effort: 'low',
    heuristic: wcag('1.3.1 Info and Relationships', '2.4.6 Headings and Labels'),
  },
  clutter: {
    title: 'Remove a whole layer of decoration',
    advice:
      'In a cluttered display nothing new can stand out: drop one category of ornament (borders, dividers, icons or background texture) instead of shaving a little off each.',
    category: 'visual',
    effort: 'high',
    heuristic:
      'Feature congestion and subband entropy as measures of visual clutter (Rosenholtz, Li & Nakano 2007)',
  },
  spacing: {
    title: 'Group by proximity: more space between groups than within them',
    advice:
      'Items close together are read as belonging together; double the padding around sections and cards and keep related items tight, so the structure is visible without borders.',
    category: 'visual',
    effort: 'moderate',
    heuristic: 'Gestalt law of proximity (Wertheimer 1923)',
  },
  emptiness: {
    title: 'Show what the site offers in the first screen',
    advice:
      'Visitors form a lasting opinion of a site within about 50 ms; an empty or unfinished-looking first screen spends that moment on nothing.',
    category: 'conversion',
    effort: 'moderate',
    heuristic: 'First impressions form in 50 ms (Lindgaard et al. 2006)',
  },
  grid: {
    title: 'Snap blocks to a shared column grid',
    advice:
      'Edges that line up are seen as one continuous structure; align blocks to a 12-column grid so that the page has 3–6 left edges instead of dozens.',
    category: 'visual',
    effort: 'high',
    heuristic: 'Gestalt law of continuity; grid systems (Müller-Brockmann 1981)',
  },
  components: {
    title: 'Standardise component sizes',
    advice:
      'Elements that look alike are read as the same kind of thing; define a few card and column widths once and reuse them everywhere.',
    category: 'visual',
    effort: 'moderate',
    heuristic: 'Gestalt law of similarity (Wertheimer 1923)',
  },
  regions: {
    title: 'Group blocks into a few clearly bounded sections',
    advice:
      'Items inside a shared background or border are perceived as a group, and a handful of chunks is easier to take in than dozens of loose blocks.',
    category: 'visual',
    effort: 'moderate',
    heuristic: 'Gestalt common region (Palmer 1992); chunking (Miller 1956)',
  },
  crossPage: {
    title: 'Make every page look like the same product',
    advice:
      'Visitors should not have to wonder whether different colours, densities or palettes mean different things; share one palette, one spacing scale and one component set across pages.',
    category: 'ux',
    effort: 'high',
    heuristic: nielsen(4, 'Consistency and standards'),
  },
  reflow: {
    title: 'Reflow to one column on phones',
    advice:
      'Content must fit a 320 CSS px wide screen without sideways scrolling; stack columns, let media shrink (max-width: 100%) and move secondary navigation behind a menu.',
    category: 'accessibility',
    effort: 'moderate',
    heuristic: wcag('1.4.10 Reflow'),
  },
  textFit: {
    title: 'Let every piece of text fit its box',
    advice:
      'Text that is cut off or printed over other text cannot be read, and the visitor sees a broken page; let boxes grow with their text (no fixed heights with overflow: hidden), let long lines wrap, and never place blocks or pictures over text. Check at 320 px wide and with text enlarged to 200%.',
    category: 'accessibility',
    effort: 'low',
    heuristic: wcag('1.4.4 Resize Text', '1.4.12 Text Spacing'),
  },
  tapTargets: {
    title: 'Make every tap target at least 44×44 px',
    advice:
      'The time to hit a target grows as the target shrinks; small, close targets cause mis-taps, worst for people with motor impairments. Padding counts towards the size.',
    category: 'accessibility',
    effort: 'low',
    heuristic: `Fitts's law (Fitts 1954); ${wcag('2.5.5 Target Size (Enhanced)')}`,
  },
  altText: {
    title: 'Describe every meaningful image in alt text',
    advice:
      'Screen readers announce an image without alt text by its file name or not at all; describe what the image shows or does, and mark decorative images with alt="".',
    category: 'accessibility',
    effort: 'low',
    heuristic: wcag('1.1.1 Non-text Content'),
  },
  automatedA11y: {
    title: 'Fix the automated accessibility failures, critical first',
    advice:
      'Each axe-core rule maps to a WCAG success criterion; missing names, labels and roles lock keyboard and screen-reader users out entirely, so fix critical and serious findings first.',
    category: 'accessibility',
    effort: 'moderate',
    heuristic: `${wcag('4.1.2 Name, Role, Value')} (the axe-core rules map to WCAG 2.2 A/AA)`,
  },
  // Advice per criterion, for violations outside the catalogue and for weak sub-scores.
  hierarchyCriterion: {
    title: 'Give the page one clear visual hierarchy',
    advice:
      'Decide the one thing a visitor must see first and make it the largest, highest-contrast element; everything else steps down from it.',
    category: 'ux',
    effort: 'moderate',
    heuristic: 'Von Restorff isolation effect (von Restorff 1933)',
  },
  typographyCriterion: {
    title: 'Tidy the typography: one scale, two families, readable sizes',
    advice:
      'Consistent type is read as one voice: a single scale, at most two families, and body text at 16 px.',
    category: 'visual',
    effort: 'moderate',
    heuristic: nielsen(4, 'Consistency and standards'),
  },
  colourCriterion: {
    title: 'Rebuild the colour scheme around one accent',
    advice: 'Neutrals for surfaces, one brand hue, one accent for actions, and tested contrast for text.',
    category: 'visual',
    effort: 'moderate',
    heuristic: 'Colourfulness and visual complexity predict first-impression appeal (Reinecke et al. 2013)',
  },
  layoutCriterion: {
    title: 'Rework spacing and alignment on a grid',
    advice: 'Align content to shared columns and use spacing, not lines, to show what belongs together.',
    category: 'visual',
    effort: 'high',
    heuristic: 'Gestalt law of proximity (Wertheimer 1923)',
  },
  consistencyCriterion: {
    title: 'Reuse the same components everywhere',
    advice: 'Buttons, cards and headings should look and behave the same on every page and in every section.',
    category: 'ux',
    effort: 'moderate',
    heuristic: nielsen(4, 'Consistency and standards'),
  },
  wtfCriterion: {
    title: 'Say what the site is and does in the first five seconds',
    advice:
      'A visitor who cannot tell what is offered leaves; lead with a plain headline, one supporting sentence and one obvious next step.',
    category: 'conversion',
    effort: 'moderate',
    heuristic: nielsen(2, 'Match between the system and the real world'),
  },
} as const satisfies Record<string, Advice>;
export type AdviceId = keyof typeof ADVICE;

/** Every catalogue code → its advice (pinned complete by test/unit/domain/enhanced-suggestions.test.ts). */
export const ADVICE_BY_CODE: Readonly<Record<string, AdviceId>> = {
  V001: 'palette',
  V002: 'palette',
  V003: 'accent',
  V004: 'palette',
  V005: 'neon',
  V006: 'palette',
  V007: 'palette',
  V008: 'palette',
  V009: 'polarity',
  V010: 'palette',
  V011: 'figureGround',
  V012: 'figureGround',
  V013: 'nonTextContrast',
  V014: 'textContrast',
  V015: 'textContrast',
  V016: 'textContrast',
  V017: 'textContrast',
  V018: 'figureGround',
  V019: 'textSize',
  V020: 'typeScale',
  V021: 'copy',
  V022: 'copy',
  V023: 'caps',
  V024: 'fonts',
  V025: 'fonts',
  V026: 'typeScale',
  V027: 'textSize',
  V028: 'focal',
  V029: 'focal',
  V030: 'cta',
  V031: 'choices',
  V032: 'headings',
  V033: 'headings',
  V034: 'headings',
  V035: 'clutter',
  V036: 'spacing',
  V037: 'spacing',
  V038: 'spacing',
  V039: 'emptiness',
  V040: 'grid',
  V041: 'grid',
  V042: 'components',
  V043: 'reflow',
  V044: 'clutter',
  V045: 'clutter',
  V046: 'clutter',
  V047: 'spacing',
  V048: 'spacing',
  V049: 'clutter',
  V050: 'emptiness',
  V051: 'regions',
  V052: 'crossPage',
  V053: 'crossPage',
  V054: 'crossPage',
  V055: 'crossPage',
  V056: 'components',
  V057: 'tapTargets',
  V058: 'tapTargets',
  V059: 'textSize',
  V060: 'reflow',
  V061: 'spacing',
  V062: 'altText',
  V063: 'automatedA11y',
  V064: 'automatedA11y',
  V065: 'neon',
  V066: 'choices',
  V067: 'popups',
  V069: 'choices',
  V070: 'popups',
  V071: 'hype',
  V072: 'wallpaper',
  V073: 'grid',
  V074: 'regions',
  V075: 'regions',
  V076: 'choices',
  V077: 'crossPage',
  V068: 'fonts',
  V078: 'textFit',
  V079: 'textFit',
};

export const ADVICE_BY_CRITERION: Readonly<Record<CriterionKey, AdviceId>> = {
  visualHierarchy: 'hierarchyCriterion',
  typography: 'typographyCriterion',
  colorUsage: 'colourCriterion',
  layoutSpacing: 'layoutCriterion',
  uiConsistency: 'consistencyCriterion',
  wtfFactor: 'wtfCriterion',
};

const SEVERITY_RANK: Record<Severity, number> = { Mild: 1, Severe: 2, Critical: 3, Unforgivable: 4 };
const IMPACT_OF_SEVERITY: Record<Severity, Impact> = {
  Mild: 'low',
  Severe: 'medium',
  Critical: 'high',
  Unforgivable: 'high',
};
const IMPACT_RANK: Record<Impact, number> = { low: 1, medium: 2, high: 3 };
const EFFORT_RANK: Record<Effort, number> = { low: 1, moderate: 2, high: 3 };

/** A criterion scoring below this (0–10) gets its own advice when no violation has covered it. */
export const WEAK_SUB_SCORE = 5;
/** At most this many suggestions, the most impactful first. */
export const MAX_SUGGESTIONS = 10;
/** At most this many measured facts quoted in one suggestion. */
const MAX_FACTS = 3;

const CATALOGUE = new Map(VIOLATION_CATALOGUE.map((entry) => [entry.code, entry]));
const CRITERION_LABEL = Object.fromEntries(CRITERIA.map((c) => [c.key, c.label])) as Record<
  CriterionKey,
  string
>;

/** "a colourfulness of 84.2 (top-500 median: 39)": the catalogue's own wording of what was measured. */
function measured(violation: Violation, entry: CatalogueEntry | undefined): string {
  if (entry && violation.evidence && Number.isFinite(violation.evidence.value)) {
    return entry.finding
      .replaceAll('{value}', formatFact(entry.fact, violation.evidence.value))
      .replaceAll('{threshold}', formatFact(entry.fact, entry.threshold));
  }
  return `${violation.type}: ${violation.description.replace(/\.$/, '')}`;
}

interface Draft {
  id: AdviceId;
  codes: string[];
  facts: string[];
  severity: number;
  impact: Impact;
}

export interface SuggestionSource {
  violations: readonly Violation[];
  subScores: SubScores;
}

/**
 * The offline enhanced suggestions for a roast: one per distinct advice, ordered by impact (the worst
 * severity addressed; for a weak sub-score, how weak), then severity, then how many violations it
 * addresses, then the lower effort first (quick wins before projects).
 */
export function enhancedSuggestionsFor(roast: SuggestionSource): EnhancedSuggestion[] {
  const drafts = new Map<AdviceId, Draft>();
  const covered = new Set<CriterionKey>();
  for (const violation of roast.violations) {
    const entry = CATALOGUE.get(violation.code);
    const id = ADVICE_BY_CODE[violation.code] ?? ADVICE_BY_CRITERION[violation.criterion];
    covered.add(violation.criterion);
    const draft = drafts.get(id) ?? { id, codes: [], facts: [], severity: 0, impact: 'low' as Impact };
    if (draft.codes.includes(violation.code)) continue;
    draft.codes.push(violation.code);
    draft.facts.push(measured(violation, entry));
    const rank = SEVERITY_RANK[violation.severity];
    if (rank > draft.severity) {
      draft.severity = rank;
      // The most severe finding leads the quoted facts.
      draft.facts.unshift(draft.facts.pop()!);
    }
    const impact = IMPACT_OF_SEVERITY[violation.severity];
    if (IMPACT_RANK[impact] > IMPACT_RANK[draft.impact]) draft.impact = impact;
    drafts.set(id, draft);
  }
  for (const { key } of CRITERIA) {
    const score = roast.subScores[key];
    if (covered.has(key) || !(score < WEAK_SUB_SCORE)) continue;
    const id = ADVICE_BY_CRITERION[key];
    if (drafts.has(id)) continue;
    drafts.set(id, {
      id,
      codes: [],
      facts: [`${CRITERION_LABEL[key]} scored ${score}/10`],
      severity: 0,
      impact: score < 3 ? 'high' : 'medium',
    });
  }
  if (drafts.size === 0) {
    // Nothing found and nothing weak: still point at the weakest criterion, as the next step up.
    const weakest = [...CRITERIA].sort((a, b) => roast.subScores[a.key] - roast.subScores[b.key])[0]!;
    const id = ADVICE_BY_CRITERION[weakest.key];
    drafts.set(id, {
      id,
      codes: [],
      facts: [`${weakest.label} scored ${roast.subScores[weakest.key]}/10, the lowest of the six criteria`],
      severity: 0,
      impact: 'low',
    });
  }
  return [...drafts.values()]
    .sort(
      (a, b) =>
        IMPACT_RANK[b.impact] - IMPACT_RANK[a.impact] ||
        b.severity - a.severity ||
        b.codes.length - a.codes.length ||
        EFFORT_RANK[ADVICE[a.id].effort] - EFFORT_RANK[ADVICE[b.id].effort] ||
        a.id.localeCompare(b.id),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map((draft) => {
      const advice: Advice = ADVICE[draft.id];
      const facts = draft.facts.slice(0, MAX_FACTS);
      return {
        title: advice.title,
        description: `${advice.advice} Measured: ${facts.join('; ')}.`,
        category: advice.category,
        effort: advice.effort,
        impact: draft.impact,
        heuristic: advice.heuristic,
        researchBased: true,
        violationCodes: draft.codes,
      };
    });
}
