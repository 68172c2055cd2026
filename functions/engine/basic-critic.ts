/**
 * The offline critic: an honest, deterministic critique computed from pixel measurements (see
 * basic-metrics.ts), calibrated against AIM's Alexa top-500 population. No model, no randomness: the
 * same screenshots always get the same scores, and every claim in the text is a measured number.
 */
import { createHash } from 'node:crypto';
import type { ClarityAnalysis } from '../domain/api-schemas';
import { CRITERIA, type CriterionKey, type SubScores } from '../domain/criteria';
import { ContentRejectedError, type CritiqueInput, type CritiqueResult } from '../domain/critique';
import { ROAST_LEVELS, type RoastLevel } from '../domain/roast-levels';
import { roundSubScore } from '../domain/scoring';
import type { Region, Severity, Violation } from '../domain/violations';
import type { Critic } from '../ports/critic';
import {
  FIRST_VIEWPORT_ASPECT,
  firstViewportStats,
  measureImage,
  percentileOf,
  type ImageStats,
  type QuantileMetric,
} from './basic-metrics';
import { decodeRgb } from './pixels';

/** Linear 0→1 ramp between `from` and `to` (either order), clamped: the building block of every rule. */
const ramp = (v: number, from: number, to: number) => Math.min(1, Math.max(0, (v - from) / (to - from)));
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const pct = (fraction: number) =>
  fraction > 0 && fraction < 0.005 ? 'under 1%' : `${Math.round(fraction * 100)}%`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** A percentile as shown to people: never "louder than 100%" from an interpolated tail. */
const rank = (p: number) => Math.min(99, Math.max(1, Math.round(p)));
const ordinal = (n: number) =>
  `${n}${[11, 12, 13].includes(n % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/** What the rules read: per-image stats, their page-level means, the first viewport and percentiles. */
interface Measurements {
  images: ImageStats[];
  page: ImageStats;
  viewport: ImageStats;
  /** Percentiles (0–100) against the Alexa top-500 quartiles. */
  p: { colour: number; edges: number; luma: number; colourVp: number; edgesVp: number; lumaVp: number };
  /** Largest between-screenshot difference in colourfulness (0 with one screenshot). */
  colourDrift: number;
}

function measure(images: ImageStats[], viewport: ImageStats): Measurements {
  const avg = (k: keyof ImageStats) => mean(images.map((s) => s[k]));
  const page: ImageStats = {
    width: avg('width'),
    height: avg('height'),
    colourfulness: avg('colourfulness'),
    luminanceSd: avg('luminanceSd'),
    edgeDensity: avg('edgeDensity'),
    whiteSpace: avg('whiteSpace'),
    dominantColours: avg('dominantColours'),
    focus: avg('focus'),
  };
  const cf = images.map((s) => s.colourfulness);
  return {
    images,
    page,
    viewport,
    p: {
      colour: percentileOf('colorfulness', page.colourfulness),
      edges: percentileOf('contour_density', page.edgeDensity),
      luma: percentileOf('luminance_sd', page.luminanceSd),
      colourVp: percentileOf('colorfulness', viewport.colourfulness),
      edgesVp: percentileOf('contour_density', viewport.edgeDensity),
      lumaVp: percentileOf('luminance_sd', viewport.luminanceSd),
    },
    colourDrift: Math.max(...cf) - Math.min(...cf),
  };
}

/**
 * Sub-scores, each a monotone function of measurements (0–10, 10 best). Weights are ours; the
 * direction of every term comes from the cited finding.
 */
function scoreCriteria(m: Measurements): SubScores {
  const { page, viewport: vp, p } = m;
  // Reinecke et al. CHI 2013: first-impression appeal peaks at moderate colourfulness, so distance
  // from the population median is penalised both ways (loud harder than dull).
  const tooLoud = ramp(p.colour, 55, 100);
  const tooDull = ramp(p.colour, 45, 0);
  // Miniukovich & De Angeli 2014: more dominant colours, more perceived complexity and less coherence.
  const manyColours = ramp(page.dominantColours, 10, 40);
  // Contour density (Miniukovich & De Angeli 2015) above the median reads as clutter.
  const busy = ramp(p.edges, 50, 100);
  const busyVp = ramp(p.edgesVp, 45, 100);
  // Open space (cf. Ngo et al. 2003 on screen density): more is better up to ~60% of the page.
  const space = ramp(page.whiteSpace, 0.2, 0.6);
  // Figure-ground contrast (Miniukovich & De Angeli 2015): luminance spread of the first screen.
  const contrast = ramp(p.lumaVp, 10, 60);
  const harsh = ramp(p.lumaVp, 90, 100);
  const focal = ramp(vp.focus, 0.2, 0.9);
  const extreme = (q: number) => ramp(Math.abs(q - 50), 35, 50); // beyond the 15th/85th percentile
  // Off the chart: the top-500 75th percentile is ~54 M and the whisker ~96 M. Past that, colour
  // stops being a choice and becomes the whole experience, so it drags every criterion it touches.
  const offChart = ramp(page.colourfulness, 96, 200);
  return {
    visualHierarchy: roundSubScore(1.5 + 4.5 * contrast + 3.5 * focal - 1.5 * harsh - 3 * offChart),
    // No OCR offline: crowded fine detail and weak contrast are the legibility proxies, capped at 8.5.
    typography: roundSubScore(8.5 - 4 * busyVp - 3 * (1 - ramp(p.lumaVp, 5, 40)) - 2 * offChart),
    colorUsage: roundSubScore(9.6 - 5.5 * tooLoud - 3.5 * tooDull - 2 * manyColours - 3.5 * offChart),
    layoutSpacing: roundSubScore(1.5 + 5 * space + 3 * (1 - busy) - 2 * offChart),
    uiConsistency: roundSubScore(
      9.3 - 4 * manyColours - 3 * ramp(m.colourDrift, 15, 50) - 1.5 * tooLoud - 2.5 * offChart,
    ),
    wtfFactor: roundSubScore(
      9.7 -
        2.5 * (extreme(p.colour) + extreme(p.edges) + extreme(p.luma)) -
        2 * ramp(page.whiteSpace, 0.9, 1) -
        4 * offChart,
    ),
  };
}

/** How each evidence metric is reported. */
const METRICS = {
  colourfulness: { unit: 'M', digits: 1 },
  colourfulnessDrift: { unit: 'M', digits: 1 },
  edgeDensity: { unit: 'fraction of pixels', digits: 4 },
  viewportEdgeDensity: { unit: 'fraction of pixels', digits: 4 },
  whiteSpace: { unit: 'fraction of pixels', digits: 3 },
  luminanceSd: { unit: 'luma levels (0–255)', digits: 1 },
  viewportLuminanceSd: { unit: 'luma levels (0–255)', digits: 1 },
  viewportFocus: { unit: 'coefficient of variation', digits: 2 },
  dominantColours: { unit: 'colours', digits: 0 },
} as const;

interface Rule {
  code: string;
  type: string;
  description: string;
  severity: Severity;
  criterion: CriterionKey;
  metric: keyof typeof METRICS;
  /** Triggered when the value is strictly above `above` or strictly below `below`. */
  above?: number;
  below?: number;
  /** The value to test, and which image it came from (the worst one), if any. */
  read: (m: Measurements) => { value: number; imageIndex?: number; viewport?: boolean };
  fix: (v: string) => string;
  /** A factual clause for the roast, and a jab for the harsher levels. */
  fact: (v: string) => string;
  jab: string;
  /** A rule this one escalates: when both fire, only this one is reported. */
  supersedes?: string;
}

/** Percentile of a threshold, so catalogue descriptions stay true to the quantiles file. */
const at = (metric: QuantileMetric, value: number) => rank(percentileOf(metric, value));

const worst = (m: Measurements, k: keyof ImageStats, dir: 'max' | 'min') => {
  const values = m.images.map((s) => s[k]);
  const value = dir === 'max' ? Math.max(...values) : Math.min(...values);
  return { value, imageIndex: values.indexOf(value) };
};

/** The violation catalogue. Thresholds are on measured values; percentiles refer to the Alexa top 500. */
const RULES: Rule[] = [
  {
    code: 'V001',
    type: 'Rainbow Overdose',
    severity: 'Severe',
    criterion: 'colorUsage',
    description: `Colourfulness (Hasler & Süsstrunk 2003) above 70, louder than ~${at('colorfulness', 70)}% of the top 500 sites: every hue is shouting.`,
    metric: 'colourfulness',
    above: 70,
    read: (m) => worst(m, 'colourfulness', 'max'),
    fix: (v) =>
      `Bring colourfulness down from ${v} toward the top-500 median of 39: keep one accent hue for actions and move the rest to neutrals.`,
    fact: (v) =>
      `a colourfulness of ${v} is louder than ${rank(percentileOf('colorfulness', +v))}% of the Alexa top-500 sites`,
    jab: 'it is a migraine with a navigation bar',
  },
  {
    code: 'V002',
    type: 'Retina Scorcher',
    severity: 'Unforgivable',
    criterion: 'wtfFactor',
    description:
      'Colourfulness above 100, past the upper Tukey fence of the top 500 (≈96): a statistical outlier among real websites.',
    metric: 'colourfulness',
    above: 100,
    supersedes: 'V001',
    read: (m) => worst(m, 'colourfulness', 'max'),
    fix: (v) =>
      `Desaturate large areas first (backgrounds, hero blocks): at ${v}, colourfulness is beyond almost every top-500 site.`,
    fact: (v) => `colourfulness hits ${v}, beyond the range of essentially every top-500 site`,
    jab: 'sunglasses should be a system requirement',
  },
  {
    code: 'V003',
    type: 'Fifty Shades of Beige',
    severity: 'Mild',
    criterion: 'colorUsage',
    description: `Colourfulness below 10, duller than ~${100 - at('colorfulness', 10)}% of the top 500 sites: nothing guides the eye by colour.`,
    metric: 'colourfulness',
    below: 10,
    read: (m) => worst(m, 'colourfulness', 'min'),
    fix: (v) =>
      `Colourfulness is only ${v}: give primary actions and links one saturated brand colour so they stand out.`,
    fact: (v) =>
      `a colourfulness of ${v} is duller than ${100 - rank(percentileOf('colorfulness', +v))}% of the Alexa top-500 sites`,
    jab: 'a tax form has more personality',
  },
  {
    code: 'V004',
    type: 'Pixel Avalanche',
    severity: 'Severe',
    criterion: 'layoutSpacing',
    description: `Contour density (share of Canny edge pixels) above 0.06, busier than ~${at('contour_density', 0.06)}% of the top 500: visual clutter.`,
    metric: 'edgeDensity',
    above: 0.06,
    read: (m) => worst(m, 'edgeDensity', 'max'),
    fix: (v) =>
      `Cut visual clutter: edge density is ${v}; remove borders, dividers and decorative icons until it nears the top-500 median of 0.04.`,
    fact: (v) =>
      `${pct(+v)} of the pixels are edges, busier than ${rank(percentileOf('contour_density', +v))}% of the top 500`,
    jab: 'it is "Where\'s Waldo" without the Waldo',
  },
  {
    code: 'V005',
    type: 'Sardine-Can Layout',
    severity: 'Severe',
    criterion: 'layoutSpacing',
    description:
      'Less than 30% of the screen is open space (8+ px from any contour): elements are packed edge to edge.',
    metric: 'whiteSpace',
    below: 0.3,
    read: (m) => worst(m, 'whiteSpace', 'min'),
    fix: (v) =>
      `Only ${pct(+v)} of the screen is open space: double the padding around sections and cards (aim for 40% or more).`,
    fact: (v) => `only ${pct(+v)} of the screen is breathing room`,
    jab: 'it has the personal space of a rush-hour subway',
  },
  {
    code: 'V006',
    type: 'Grey Fog',
    severity: 'Severe',
    criterion: 'visualHierarchy',
    description: `First-screen luminance spread below 40, flatter than ~${100 - at('luminance_sd', 40)}% of the top 500: weak figure-ground contrast.`,
    metric: 'viewportLuminanceSd',
    below: 40,
    read: (m) => ({ value: m.viewport.luminanceSd, imageIndex: 0, viewport: true }),
    fix: (v) =>
      `Raise contrast above the fold (luminance spread ${v}, median site 74): darker text, bolder headline, one high-contrast call to action.`,
    fact: (v) =>
      `the first screen has a luminance spread of ${v}, flatter than ${100 - rank(percentileOf('luminance_sd', +v))}% of top sites`,
    jab: 'it is like reading through a steamed-up window',
  },
  {
    code: 'V007',
    type: 'Where Do I Look?',
    severity: 'Mild',
    criterion: 'visualHierarchy',
    description:
      'Detail is spread evenly over the first screen (edge-density variation across a 4×4 grid below 0.3): no focal point.',
    metric: 'viewportFocus',
    below: 0.3,
    read: (m) => ({ value: m.viewport.focus, imageIndex: 0, viewport: true }),
    fix: (v) =>
      `Create a focal point: detail is spread evenly across the first screen (variation ${v}); make one hero element clearly dominant.`,
    fact: (v) => `detail is smeared evenly across the first screen (variation ${v}), so nothing leads`,
    jab: 'every element thinks it is the main character',
  },
  {
    code: 'V008',
    type: 'Crayon Box Explosion',
    severity: 'Severe',
    criterion: 'uiConsistency',
    description: 'More than 30 dominant colours (each covering 0.5%+ of the screen): no visible palette.',
    metric: 'dominantColours',
    above: 30,
    read: (m) => worst(m, 'dominantColours', 'max'),
    fix: (v) =>
      `Consolidate ${v} dominant colours into a palette of about 5 (primary, accent, 3 neutrals) and apply it everywhere.`,
    fact: (v) => `${v} different colours each claim at least 0.5% of the screen`,
    jab: 'the palette was chosen by spinning a colour wheel',
  },
  {
    code: 'V009',
    type: 'Small-Print Stampede',
    severity: 'Severe',
    criterion: 'typography',
    description: `First-screen contour density above 0.065, busier than ~${at('contour_density', 0.065)}% of the top 500: text and UI crammed above the fold.`,
    metric: 'viewportEdgeDensity',
    above: 0.065,
    read: (m) => ({ value: m.viewport.edgeDensity, imageIndex: 0, viewport: true }),
    fix: (v) =>
      `Thin out the first screen (edge density ${v}): fewer words, larger type, and more line spacing above the fold.`,
    fact: (v) => `the first screen is ${pct(+v)} edge pixels, which is what crammed small print looks like`,
    jab: 'it has terms-and-conditions energy',
  },
  {
    code: 'V010',
    type: 'Multiple Personality Disorder',
    severity: 'Critical',
    criterion: 'uiConsistency',
    description:
      'Colourfulness differs by more than 35 between screenshots: the pages do not look like one product.',
    metric: 'colourfulnessDrift',
    above: 35,
    read: (m) => ({ value: m.colourDrift }),
    fix: (v) =>
      `Unify the pages: colourfulness varies by ${v} between screenshots, so share one palette and one set of components.`,
    fact: (v) => `colourfulness swings by ${v} from one screenshot to the next`,
    jab: 'each page looks designed by a different witness',
  },
  {
    code: 'V011',
    type: 'Ghost Town',
    severity: 'Severe',
    criterion: 'wtfFactor',
    description: 'Over 93% of the screen is empty: there is barely anything here to judge.',
    metric: 'whiteSpace',
    above: 0.93,
    read: (m) => worst(m, 'whiteSpace', 'max'),
    fix: (v) =>
      `${pct(+v)} of the screen is empty: put the value proposition, a visual and a call to action above the fold.`,
    fact: (v) => `${pct(+v)} of the screen is empty`,
    jab: 'tumbleweeds have more content',
  },
  {
    code: 'V012',
    type: 'Zebra Strobe',
    severity: 'Mild',
    criterion: 'visualHierarchy',
    description: `Luminance spread above 105, harsher than ~${at('luminance_sd', 105)}% of the top 500: black-and-white blocks compete for attention.`,
    metric: 'luminanceSd',
    above: 105,
    read: (m) => worst(m, 'luminanceSd', 'max'),
    fix: (v) =>
      `Soften the extremes (luminance spread ${v}): use off-black and off-white and reserve maximum contrast for the primary action.`,
    fact: (v) => `a luminance spread of ${v} turns the page into a strobe light`,
    jab: 'it is a barcode with a marketing budget',
  },
];

const SEVERITY_RANK: Record<Severity, number> = { Mild: 1, Severe: 2, Critical: 3, Unforgivable: 4 };

interface Finding {
  rule: Rule;
  violation: Violation;
  /** Severity rank plus relative overshoot (0–1): orders improvements and roast findings. */
  impact: number;
  shown: string;
}

function findViolations(m: Measurements): Finding[] {
  const findings: Finding[] = [];
  for (const rule of RULES) {
    if (rule.code === 'V010' && m.images.length < 2) continue;
    const { value, imageIndex, viewport } = rule.read(m);
    const threshold = (rule.above ?? rule.below)!;
    const over = rule.above !== undefined ? value - rule.above : threshold - value;
    if (!(over > 0)) continue;
    const { unit, digits } = METRICS[rule.metric];
    const shownValue = round(value, digits);
    let region: Region | undefined;
    if (imageIndex !== undefined) {
      const img = viewport ? m.viewport : m.images[imageIndex]!;
      region = { imageIndex, x: 0, y: 0, width: img.width, height: img.height };
    }
    findings.push({
      rule,
      impact: SEVERITY_RANK[rule.severity] + Math.min(1, over / Math.max(threshold, 1e-9)),
      shown: String(shownValue),
      violation: {
        code: rule.code,
        type: rule.type,
        description: rule.description,
        severity: rule.severity,
        criterion: rule.criterion,
        evidence: { metric: rule.metric, value: shownValue, threshold, unit, ...(region && { region }) },
      },
    });
  }
  const superseded = new Set(findings.map((f) => f.rule.supersedes));
  return findings
    .filter((f) => !superseded.has(f.rule.code))
    .sort((a, b) => b.impact - a.impact || a.rule.code.localeCompare(b.rule.code));
}

const LABEL = Object.fromEntries(CRITERIA.map((c) => [c.key, c.label])) as Record<CriterionKey, string>;
const TIPS: Record<CriterionKey, string> = {
  visualHierarchy:
    'make one element per screen clearly dominant in size, weight or contrast so the eye knows where to land first.',
  typography:
    'check body text is at least 16 px with ~1.5 line height and 4.5:1 contrast (WCAG AA); the offline critic cannot read fonts, so verify by eye.',
  colorUsage: 'write the palette down (one primary, one accent, neutrals) and audit every screen against it.',
  layoutSpacing: 'adopt a spacing scale (4/8/16/32 px) and use only those gaps so spacing looks intentional.',
  uiConsistency: 'reuse one button style and one card style on every page.',
  wtfFactor:
    'run a five-second test with someone new to the site: if they cannot say what it offers, simplify the first screen.',
};

function improvementsFor(findings: Finding[], scores: SubScores): string[] {
  const out = findings.map((f) => f.rule.fix(f.shown));
  const weakest = CRITERIA.map((c) => c.key).sort((a, b) => scores[a] - scores[b]);
  for (const key of weakest) {
    if (out.length >= 6 || (out.length >= 2 && scores[key] >= 9)) break;
    out.push(`${LABEL[key]} (${scores[key]}/10): ${TIPS[key]}`);
  }
  return out;
}

/** First-impression clarity (Lindgaard et al. 2006; Reinecke et al. 2013) from the first screen only. */
function clarityFor(m: Measurements): ClarityAnalysis {
  const { viewport: vp, p } = m;
  const parts = [
    {
      w: 0.3,
      v: ramp(p.lumaVp, 10, 60),
      fix: `Raise first-screen contrast: luminance spread is ${round(vp.luminanceSd, 1)} against a top-500 median of 74; darken text and strengthen the headline.`,
    },
    {
      w: 0.25,
      v: 1 - ramp(p.edgesVp, 50, 100),
      fix: `Remove clutter above the fold (edge density ${round(vp.edgeDensity, 4)}, median 0.04): one headline, one sentence, one primary button.`,
    },
    {
      w: 0.2,
      v: ramp(vp.focus, 0.2, 0.9),
      fix: 'Give the first screen a single focal point (a dominant headline or hero) instead of evenly spread detail.',
    },
    {
      w: 0.15,
      v: ramp(vp.whiteSpace, 0.2, 0.6),
      fix: `Add breathing room around the hero: only ${pct(vp.whiteSpace)} of the first screen is open space; aim for 40%.`,
    },
    {
      w: 0.1,
      v: 1 - ramp(p.colourVp, 75, 100),
      fix: 'Tone down colour above the fold and keep one accent colour for the call to action.',
    },
  ];
  const score = roundSubScore(10 * parts.reduce((s, x) => s + x.w * x.v, 0));
  const userUnderstanding = score >= 7 ? 'clear' : score >= 4 ? 'confusing' : 'wtf';
  const verdict = {
    clear: 'A first-time visitor should get the point quickly.',
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
  return {
    score,
    commentary: `The first ${vp.height} px show a luminance spread of ${round(vp.luminanceSd, 1)} (${ordinal(rank(p.lumaVp))} percentile of top sites), ${pct(vp.edgeDensity)} edge pixels (${ordinal(rank(p.edgesVp))} percentile) and ${pct(vp.whiteSpace)} open space. ${verdict}`,
    userUnderstanding,
    recommendations,
  };
}

/** Metric facts for the roast when fewer than two violations fired, most extreme first. */
function metricFacts(m: Measurements): { metric: string; extremity: number; text: string }[] {
  const { page, p } = m;
  const c = rank(p.colour),
    e = rank(p.edges);
  return [
    {
      metric: 'colourfulness',
      extremity: Math.abs(p.colour - 50),
      text:
        c >= 50
          ? `a colourfulness of ${round(page.colourfulness, 1)} is louder than ${c}% of the Alexa top-500 sites`
          : `a colourfulness of ${round(page.colourfulness, 1)} is calmer than ${100 - c}% of the Alexa top-500 sites`,
    },
    {
      metric: 'edgeDensity',
      extremity: Math.abs(p.edges - 50),
      text: `${pct(page.edgeDensity)} of the pixels are edges, ${e >= 50 ? `busier than ${e}%` : `calmer than ${100 - e}%`} of the top 500`,
    },
    {
      metric: 'whiteSpace',
      extremity: Math.abs(page.whiteSpace - 0.45) * 100,
      text: `${pct(page.whiteSpace)} of the screen is open space`,
    },
  ].sort((a, b) => b.extremity - a.extremity);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const TEMPLATES: Record<RoastLevel, ((f: [string, string], lo: string, hi: string) => string)[]> = {
  honest: [
    ([a, b], lo, hi) =>
      `Good news first: ${hi} holds up. ${a}. ${b}. Fix ${lo} first and the rest gets easier.`,
    ([a, b], lo) =>
      `There is a decent site in here, and the measurements show where it leaks. ${a}. ${b}. ${cap(lo)} is the weakest spot, so start there.`,
  ],
  brutal: [
    ([a, b], lo, hi) =>
      `${cap(lo)}, and that is the polite number. ${a}. ${b}. ${cap(hi)} is the only thing keeping this afloat.`,
    ([a, b], lo) =>
      `The pixels have spoken and they are not impressed. ${a}. ${b}. ${cap(lo)} says nobody looked before shipping.`,
  ],
  undigestable: [
    ([a, b], lo) =>
      `I ran the numbers and the numbers asked for therapy. ${a}. ${b}. ${cap(lo)}: even the JPEG artefacts are embarrassed to be here.`,
    ([a, b], lo) =>
      `This screenshot is a crime scene and I brought forensics. ${a}. ${b}. With ${lo}, the best thing on screen is the browser's close button.`,
  ],
};

function roastFor(
  level: RoastLevel,
  findings: Finding[],
  m: Measurements,
  scores: SubScores,
  hash: Buffer,
): string {
  const clauses: string[] = [];
  const used = new Set<string>(); // one clause per metric, worst finding first
  for (const f of findings) {
    if (clauses.length === 2 || used.has(f.rule.metric)) continue;
    used.add(f.rule.metric);
    const fact = cap(f.rule.fact(f.shown));
    clauses.push(
      level === 'honest'
        ? fact
        : level === 'brutal'
          ? `${fact}: ${f.rule.jab}`
          : `${fact}; ${f.rule.jab}, ${clauses.length === 0 ? 'and that is the generous reading' : 'and I checked twice'}`,
    );
  }
  for (const fact of metricFacts(m))
    if (clauses.length < 2 && !used.has(fact.metric)) clauses.push(cap(fact.text));
  const keys = CRITERIA.map((c) => c.key).sort((a, b) => scores[a] - scores[b]);
  const lo = keys[0]!,
    hi = keys[keys.length - 1]!;
  const variants = TEMPLATES[level];
  const pick = variants[hash[ROAST_LEVELS.indexOf(level)]! % variants.length]!; // deterministic variety
  return pick(
    clauses as [string, string],
    `${LABEL[lo]} at ${scores[lo]}/10`,
    `${LABEL[hi]} at ${scores[hi]}/10`,
  );
}

/** Screenshots with no structure at all: flat colour, no contours. */
const BLANK_LUMA_SD = 2;
const BLANK_EDGE_DENSITY = 0.0005;

export function createBasicCritic(): Critic {
  return {
    async critique(input: CritiqueInput): Promise<CritiqueResult> {
      if (input.images.length === 0)
        throw new ContentRejectedError('No screenshots to judge', 'Please upload website screenshots');
      const hash = createHash('sha256');
      const stats: ImageStats[] = [];
      let viewport: ImageStats | undefined;
      for (const jpeg of input.images) {
        hash.update(jpeg);
        const img = await decodeRgb(jpeg); // full resolution: the quantiles are for ~1280-px screenshots
        const s = measureImage(img);
        // When the image is no taller than the first viewport, the viewport is the whole image.
        viewport ??=
          img.height <= Math.round(img.width * FIRST_VIEWPORT_ASPECT) ? s : firstViewportStats(img);
        stats.push(s);
      }
      if (stats.every((s) => s.luminanceSd < BLANK_LUMA_SD && s.edgeDensity < BLANK_EDGE_DENSITY)) {
        throw new ContentRejectedError(
          'This looks like a blank image, not a website screenshot',
          'Please upload website screenshots',
        );
      }
      const m = measure(stats, viewport!);
      const subScores = scoreCriteria(m);
      const findings = findViolations(m);
      return {
        subScores,
        violations: findings.map((f) => f.violation),
        improvements: improvementsFor(findings, subScores),
        clarityAnalysis: clarityFor(m),
        roastText: roastFor(input.level, findings, m, subScores, hash.digest()),
        engine: 'offline',
      };
    },
  };
}
