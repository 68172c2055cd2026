/**
 * Suggestions and the 3-second clarity test.
 * - Suggestions: the fix of every violation, in impact order (one per fact), then criterion-level
 *   advice for the weakest sub-scores, so even a clean page gets something specific to do.
 * - Clarity (Lindgaard et al. 2006: visual appeal is judged in ~50 ms; Reinecke et al. 2013: complexity
 *   and colourfulness drive first impressions): the sub-scores and findings the UGH score is made of,
 *   read for the first screen (clarityFor), and never contradicting the verdict (domain/clarity.ts).
 */
import type { ClarityAnalysis } from '../domain/api-schemas';
import { boundClarityScore, GLANCE_ADVICE, UNDERSTANDING_SENTENCE, understandingOf } from '../domain/clarity';
import { CRITERIA, type CriterionKey, type SubScores } from '../domain/criteria';
import { roundSubScore, ughScore } from '../domain/scoring';
import type { FactKey } from '../domain/violation-catalogue';
import type { Severity } from '../domain/violations';
import { ramp, type Percentiles } from './calibration';
import type { Facts } from './facts';
import { fill, formatFact, type Finding } from './rules';

const LABEL = Object.fromEntries(CRITERIA.map((c) => [c.key, c.label])) as Record<CriterionKey, string>;

const TIPS: Record<CriterionKey, string> = {
  visualHierarchy:
    'make one element per screen clearly dominant in size, weight or contrast so the eye knows where to land first.',
  typography:
    'set body text at 16 px with ~1.5 line height and 4.5:1 contrast, and limit the page to four or five text sizes.',
  colorUsage: 'write the palette down (one primary, one accent, neutrals) and audit every screen against it.',
  layoutSpacing: 'adopt a spacing scale (4/8/16/32/64 px) and a 12-column grid, and use nothing else.',
  uiConsistency: 'reuse one button style, one card style and one set of widths on every page.',
  wtfFactor:
    'run a five-second test with someone new to the site: if they cannot say what it offers, simplify the first screen.',
};

export function improvementsFor(findings: Finding[], scores: SubScores): string[] {
  const out: string[] = [];
  const facts = new Set<string>();
  for (const f of findings) {
    if (facts.has(f.entry.fact)) continue;
    facts.add(f.entry.fact);
    out.push(fill(f.entry.fix, f.shown, f.shownThreshold));
    if (out.length === 8) break;
  }
  const weakest = CRITERIA.map((c) => c.key).sort((a, b) => scores[a] - scores[b] || a.localeCompare(b));
  for (const key of weakest) {
    if (out.length >= 8 || (out.length >= 3 && scores[key] >= 8.5)) break;
    out.push(`${LABEL[key]} (${scores[key]}/10): ${TIPS[key]}`);
  }
  return out;
}

const ordinal = (n: number) =>
  `${n}${[11, 12, 13].includes(n % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const rank = (p: number) => Math.min(99, Math.max(1, Math.round(p)));

/**
 * Facts read off the first screen (what a visitor sees in three seconds): a finding on one of them
 * weighs on the clarity test, and its fix is the test's first piece of advice.
 */
export const FIRST_SCREEN_FACTS: ReadonlySet<FactKey> = new Set<FactKey>([
  'viewportLuminanceSd',
  'viewportContourDensity',
  'viewportWhiteSpace',
  'focus',
  'featureCongestion',
  'subbandEntropy',
  'headlineRatio',
  'ctaCount',
  'textCoverage',
  'wordCount',
  'textContrastMin',
  'textContrastMedian',
  'lowContrastWords',
  'smallestTextPx',
  'textSizeCount',
  'shoutingShare',
  'exclaimedLines',
  'boxedLabels',
  'loudButtonHues',
  'popupShare',
  'popupCount',
  'wallpaper',
  'neonShare',
]);

/**
 * Clarity points a first-screen finding costs, by severity (at most CLARITY_FINDINGS_CAP in all). Mild
 * findings cost nothing: a faint caption or a missing button label does not hide the point.
 */
const FINDING_COST: Record<Severity, number> = { Mild: 0, Severe: 0.3, Critical: 1, Unforgivable: 1.5 };
const CLARITY_FINDINGS_CAP = 3;

export interface ClarityInput {
  p: Percentiles;
  facts: Facts;
  /** Height of the first screen, in pixels of the first screenshot. */
  viewportHeight: number;
  /** The sub-scores the UGH score shown is computed from (after the severity bound). */
  scores: SubScores;
  /** The findings reported on the roast, in impact order. */
  findings: Finding[];
}

/**
 * The 3-second clarity test, from the same evidence as the score: the Visual Hierarchy (30 %) and WTF
 * Factor (20 %) sub-scores, the page's overall quality (20 %: 100 − UGH), what the first screen shows at
 * a glance (30 %: contrast, clutter, headline or focal point, call to action, amount of copy or open
 * space, colour), less the first-screen findings (Severe 0.3, Critical 1, Unforgivable 1.5 points, at
 * most 3). The result is held to the range the page's UGH score allows (domain/clarity.ts), so the test
 * never contradicts the verdict; on the 100 Calista pages and the 44 archetypes that bound decides at
 * most 1 of 144 ratings. Every rating but "Clear" names what to change: the first-screen findings'
 * fixes, then the weakest parts'.
 */
export function clarityFor({ p, facts: f, viewportHeight, scores, findings }: ClarityInput): ClarityAnalysis {
  const headline = f.headlineRatio?.value;
  const cta = f.ctaCount?.value;
  const coverage = f.textCoverage?.value;
  const glance: { w: number; v: number; fix: string }[] = [
    {
      w: 0.25,
      v: ramp(p.lumaVp, 10, 60),
      fix: 'Raise first-screen contrast: darken the text, strengthen the headline and give the call to action the strongest contrast on the screen.',
    },
    {
      w: 0.25,
      v: 1 - ramp(p.edgesVp, 50, 100),
      fix: `Remove clutter above the fold (edges cover ${formatFact('viewportContourDensity', f.viewportContourDensity?.value ?? 0)} of it; a typical top site about 4%): one headline, one sentence, one primary button.`,
    },
  ];
  if (headline !== undefined)
    glance.push({
      w: 0.2,
      v: ramp(headline, 1.2, 2.5),
      fix: `Make the headline unmistakable: it is only ${formatFact('headlineRatio', headline)}× the size of the body text; aim for 2.5× or more.`,
    });
  else
    glance.push({
      w: 0.2,
      v: ramp(f.focus?.value ?? 0, 0.2, 0.9),
      fix: 'Give the first screen a single focal point (a dominant headline or hero) instead of evenly spread detail.',
    });
  if (cta !== undefined)
    glance.push({
      w: 0.15,
      v: cta >= 1 ? 1 : 0,
      fix: 'Put one call to action with a verb ("Start free trial", "Book a call") in the first screen.',
    });
  if (coverage !== undefined)
    glance.push({
      w: 0.15,
      v: 1 - ramp(coverage, 0.15, 0.4),
      fix: `Cut first-screen copy: text covers ${formatFact('textCoverage', coverage)} of it; keep a headline, one sentence and a button.`,
    });
  else
    glance.push({
      w: 0.15,
      v: ramp(f.viewportWhiteSpace?.value ?? 0, 0.2, 0.6),
      fix: 'Add breathing room around the hero so the message stands alone.',
    });
  glance.push({
    w: 0.1,
    v: 1 - ramp(f.colourfulness?.value ?? 0, 60, 150),
    fix: 'Tone down colour above the fold and keep one accent colour for the call to action.',
  });
  const glanceWeight = glance.reduce((s, x) => s + x.w, 0);
  const atAGlance = glance.reduce((s, x) => s + x.w * x.v, 0) / glanceWeight;
  const parts = [
    { v: scores.visualHierarchy / 10, fix: `${LABEL.visualHierarchy}: ${TIPS.visualHierarchy}` },
    { v: scores.wtfFactor / 10, fix: `${LABEL.wtfFactor}: ${TIPS.wtfFactor}` },
    ...glance,
  ];
  const firstScreen = findings.filter((x) => FIRST_SCREEN_FACTS.has(x.entry.fact));
  const cost = Math.min(
    CLARITY_FINDINGS_CAP,
    firstScreen.reduce((s, x) => s + FINDING_COST[x.violation.severity], 0),
  );
  const ugh = ughScore(scores);
  const measured =
    10 * (0.3 * parts[0]!.v + 0.2 * parts[1]!.v + 0.2 * (1 - ugh / 100) + 0.3 * atAGlance) - cost;
  const score = boundClarityScore(roundSubScore(measured), ugh);
  const userUnderstanding = understandingOf(score);
  // Advice: the first-screen findings' own fixes, then the parts that fall short (below half, or the
  // weakest one if it is not perfect): a fix never names a shortfall the page does not have.
  const findingFixes = [...new Set(firstScreen.map((x) => fill(x.entry.fix, x.shown, x.shownThreshold)))];
  const shortfalls = [...parts]
    .sort((a, b) => a.v - b.v)
    .filter((x, i) => x.v < 0.5 || (i === 0 && x.v < 1))
    .map((x) => x.fix);
  const advice = [...new Set([...findingFixes, ...shortfalls])].slice(0, 4);
  const recommendations =
    userUnderstanding === 'clear' ? findingFixes.slice(0, 2) : advice.length > 0 ? advice : [GLANCE_ADVICE];
  const bits = [
    `the first ${viewportHeight} px show contrast at the ${ordinal(rank(p.lumaVp))} percentile of top sites`,
    `edge density at the ${ordinal(rank(p.edgesVp))}`,
  ];
  if (headline !== undefined) bits.push(`a headline ${formatFact('headlineRatio', headline)}× the body text`);
  if (cta !== undefined)
    bits.push(cta >= 1 ? `${cta} call-to-action phrase${cta === 1 ? '' : 's'}` : 'no call to action');
  const subScoreClause = `${LABEL.visualHierarchy} ${scores.visualHierarchy}/10 and ${LABEL.wtfFactor} ${scores.wtfFactor}/10`;
  const findingClause =
    firstScreen.length > 0
      ? `, ${firstScreen.length} finding${firstScreen.length === 1 ? '' : 's'} in the first screen`
      : '';
  return {
    score,
    commentary: `${subScoreClause}${findingClause}; ${bits.join(', ')}. ${UNDERSTANDING_SENTENCE[userUnderstanding]}`,
    userUnderstanding,
    recommendations,
  };
}
