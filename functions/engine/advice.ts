/**
 * Suggestions and the 3-second clarity test.
 * - Suggestions: the fix of every violation, in impact order (one per fact), then criterion-level
 *   advice for the weakest sub-scores, so even a clean page gets something specific to do.
 * - Clarity (Lindgaard et al. 2006: visual appeal is judged in ~50 ms; Reinecke et al. 2013: complexity
 *   and colourfulness drive first impressions), from the first viewport only: headline prominence,
 *   call-to-action presence, clutter, text density and contrast.
 */
import type { ClarityAnalysis } from '../domain/api-schemas';
import { CRITERIA, type CriterionKey, type SubScores } from '../domain/criteria';
import { roundSubScore } from '../domain/scoring';
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

export function clarityFor(p: Percentiles, f: Facts, viewportHeight: number): ClarityAnalysis {
  const headline = f.headlineRatio?.value;
  const cta = f.ctaCount?.value;
  const coverage = f.textCoverage?.value;
  const parts: { w: number; v: number; fix: string }[] = [
    {
      w: 0.25,
      v: ramp(p.lumaVp, 10, 60),
      fix: 'Raise first-screen contrast: darken the text, strengthen the headline and give the call to action the strongest contrast on the screen.',
    },
    {
      w: 0.25,
      v: 1 - ramp(p.edgesVp, 50, 100),
      fix: `Remove clutter above the fold (edge density ${formatFact('viewportContourDensity', f.viewportContourDensity?.value ?? 0)}, median 0.04): one headline, one sentence, one primary button.`,
    },
  ];
  if (headline !== undefined)
    parts.push({
      w: 0.2,
      v: ramp(headline, 1.2, 2.5),
      fix: `Make the headline unmistakable: it is only ${formatFact('headlineRatio', headline)}× the size of the body text; aim for 2.5× or more.`,
    });
  else
    parts.push({
      w: 0.2,
      v: ramp(f.focus?.value ?? 0, 0.2, 0.9),
      fix: 'Give the first screen a single focal point (a dominant headline or hero) instead of evenly spread detail.',
    });
  if (cta !== undefined)
    parts.push({
      w: 0.15,
      v: cta >= 1 ? 1 : 0,
      fix: 'Put one call to action with a verb ("Start free trial", "Book a call") in the first screen.',
    });
  if (coverage !== undefined)
    parts.push({
      w: 0.15,
      v: 1 - ramp(coverage, 0.15, 0.4),
      fix: `Cut first-screen copy: text covers ${formatFact('textCoverage', coverage)} of it; keep a headline, one sentence and a button.`,
    });
  else
    parts.push({
      w: 0.15,
      v: ramp(f.viewportWhiteSpace?.value ?? 0, 0.2, 0.6),
      fix: 'Add breathing room around the hero so the message stands alone.',
    });
  parts.push({
    w: 0.1,
    v: 1 - ramp(f.colourfulness?.value ?? 0, 60, 150),
    fix: 'Tone down colour above the fold and keep one accent colour for the call to action.',
  });
  const wsum = parts.reduce((s, x) => s + x.w, 0);
  const score = roundSubScore((10 * parts.reduce((s, x) => s + x.w * x.v, 0)) / wsum);
  const userUnderstanding = score >= 7 ? 'clear' : score >= 4 ? 'confusing' : 'wtf';
  const verdict = {
    clear: 'A first-time visitor should get the point within three seconds.',
    confusing: 'A first-time visitor has to work to find the point.',
    wtf: 'A first-time visitor will likely bounce before finding the point.',
  }[userUnderstanding];
  const recommendations =
    score < 6
      ? [...parts]
          .sort((a, b) => a.v - b.v)
          .filter((x, i) => i === 0 || x.v < 0.5)
          .map((x) => x.fix)
      : [];
  const bits = [
    `The first ${viewportHeight} px show a luminance spread at the ${ordinal(rank(p.lumaVp))} percentile of top sites`,
    `edge density at the ${ordinal(rank(p.edgesVp))}`,
  ];
  if (headline !== undefined) bits.push(`a headline ${formatFact('headlineRatio', headline)}× the body text`);
  if (cta !== undefined)
    bits.push(cta >= 1 ? `${cta} call-to-action phrase${cta === 1 ? '' : 's'}` : 'no call to action');
  return {
    score,
    commentary: `${bits.join(', ')}. ${verdict}`,
    userUnderstanding,
    recommendations,
  };
}
