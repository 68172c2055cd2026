/**
 * Evidence in plain words, one finding per fact (item 7). Pinned here:
 * - no raw metric key (a fact's camelCase id, AIM's snake_case name) and no measure's technical unit
 *   in anything a person reads: the roast text at every level, the violations' descriptions and
 *   evidence sentences, the suggestions, the enhanced suggestions and the clarity test, for roasts of
 *   synthetic facts that fire every catalogue entry;
 * - no two violations of one roast carry the same evidence (metric and value), nor report one
 *   measurement twice (MEASUREMENT_OF on one screenshot), on those roasts and on rendered pages;
 * - every fix reads as an instruction with a target, never a double negative.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import alexa500 from '../../../functions/engine/data/alexa500-quantiles.json' with { type: 'json' };
import { CRITERIA, type SubScores } from '../../../functions/domain/criteria';
import { enhancedSuggestionsFor } from '../../../functions/domain/enhanced-suggestions';
import { FACT_WORDS, evidenceSentence, formatFact } from '../../../functions/domain/evidence';
import { ROAST_LEVELS } from '../../../functions/domain/roast-levels';
import {
  FACTS,
  MEASUREMENT_OF,
  VIOLATION_CATALOGUE,
  type CatalogueEntry,
  type FactKey,
} from '../../../functions/domain/violation-catalogue';
import type { Violation } from '../../../functions/domain/violations';
import { clarityFor, improvementsFor } from '../../../functions/engine/advice';
import type { Percentiles } from '../../../functions/engine/calibration';
import { stopClutterWorkers } from '../../../functions/engine/clutter';
import { analyse } from '../../../functions/engine/critic';
import type { Facts } from '../../../functions/engine/facts';
import { fill, findViolations } from '../../../functions/engine/rules';
import { roastText } from '../../../functions/engine/voice';
import { asUpload, svgPage } from './helpers';
import { GOOD, TWINS } from './twins';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

const FACT_KEYS = Object.keys(FACTS) as FactKey[];

/** A value just past an entry's threshold, as a page would measure it (fractions stay fractions). */
function beyond(e: CatalogueEntry, k = 1.3): number {
  const { digits, unit } = FACTS[e.fact];
  let v = e.op === 'above' ? (e.threshold === 0 ? 3 : e.threshold * k) : e.threshold * (2 - k) * 0.75;
  if (/^fraction/.test(unit)) v = Math.min(v, 0.97);
  if (digits === 0)
    v =
      e.op === 'above' ? Math.max(Math.round(v), e.threshold + 1) : Math.min(Math.round(v), e.threshold - 1);
  return v;
}

/** A deterministic stream of numbers in [0, 1). */
function stream(seed: string) {
  let bytes = createHash('sha256').update(seed).digest();
  let i = 0;
  return () => {
    if (i + 2 > bytes.length) {
      bytes = createHash('sha256').update(bytes).digest();
      i = 0;
    }
    const v = bytes.readUInt16BE(i) / 65536;
    i += 2;
    return v;
  };
}

const whole = { imageIndex: 0, x: 0, y: 0, width: 1200, height: 750 };
const cell = { imageIndex: 0, x: 150, y: 125, width: 150, height: 125 };
/** Facts only a URL capture measures, on the live page or its whole length: no screenshot region. */
const pageWide = (key: FactKey) => ['page', 'whole-page', 'multi'].includes(FACTS[key].source);

/**
 * Facts for one synthetic roast: a random third of the catalogue's entries fired (a fact keeps the
 * first entry drawn for it), every pixel fact with a spot for its findings to point at, as one of
 * three kinds of roast:
 * - a lone screenshot (`mode` 0): the facts of one measurement share its value on screenshot 1, as a
 *   phone screenshot gives them (its first screen is all of it, and the phone is the page);
 * - an upload of several screenshots (1): each fact of a measurement on a screenshot of its own;
 * - a URL capture (2): as 1, plus the facts of the live page and the whole page, which have no
 *   region (they cover the page).
 */
function syntheticFacts(seed: string, mode: 0 | 1 | 2): Facts {
  const next = stream(seed);
  const facts: Facts = {};
  for (const e of VIOLATION_CATALOGUE) {
    if (next() > 0.35 || facts[e.fact] || (mode < 2 && pageWide(e.fact))) continue;
    const value = beyond(e, 1.1 + next() * 0.8);
    const family = MEASUREMENT_OF[e.fact];
    const same =
      mode === 0 && family ? FACT_KEYS.filter((k) => MEASUREMENT_OF[k] === family && !pageWide(k)) : [e.fact];
    for (const key of same) {
      const imageIndex = mode === 0 ? 0 : FACT_KEYS.indexOf(key) % 3;
      facts[key] ??= pageWide(key)
        ? { value }
        : {
            value,
            region: { ...whole, imageIndex },
            spot: { region: { ...cell, imageIndex }, when: e.op },
          };
    }
  }
  return facts;
}

const P: Percentiles = {
  colour: 80,
  edges: 85,
  luma: 30,
  edgesVp: 85,
  lumaVp: 30,
  figureGround: 70,
  congestion: 80,
  distinct: 75,
  clusters: 75,
  saturationSd: 70,
};
const scoresOf = (x: number): SubScores =>
  Object.fromEntries(
    CRITERIA.map((c, i) => [c.key, Math.max(0, Math.min(10, x + i * 0.7 - 1.5))]),
  ) as SubScores;

/** Everything a person reads about one roast of these facts. */
function readable(facts: Facts, scores: SubScores, hash: Buffer): { label: string; text: string }[] {
  const findings = findViolations(facts);
  const violations = findings.map((f) => f.violation);
  const clarity = clarityFor({ p: P, facts, viewportHeight: 750, scores, findings });
  return [
    ...ROAST_LEVELS.map((level) => ({
      label: `roast (${level})`,
      text: roastText(level, findings, scores, P, facts, hash),
    })),
    ...violations.flatMap((v) => [
      { label: `${v.code} description`, text: v.description },
      { label: `${v.code} evidence`, text: evidenceSentence(v.evidence!) },
    ]),
    ...improvementsFor(findings, scores).map((text) => ({ label: 'suggestion', text })),
    ...enhancedSuggestionsFor({ violations, subScores: scores }).map((s) => ({
      label: 'enhanced suggestion',
      text: `${s.title} ${s.description}`,
    })),
    { label: 'clarity', text: [clarity.commentary, ...clarity.recommendations].join(' ') },
  ];
}

/**
 * Units that are everyday phrases a person would use too ("3 skipped heading levels"); every other
 * unit is the measure's own ("fraction of pixels", "luma levels (0–255)", "nats (subband entropy…)").
 */
const PLAIN_UNITS = new Set([
  'px',
  'type styles',
  'images without alt',
  'call-to-action phrases',
  'visual blocks',
  'skipped heading levels',
]);
/** Fact ids (camelCase), AIM's metric names, and the technical units of the measures. */
const RAW = [
  ...FACT_KEYS.filter((k) => /[a-z][A-Z]/.test(k)),
  ...Object.keys(alexa500.quantiles),
  ...new Set(Object.values(FACTS).map((f) => f.unit as string)),
].filter((raw) => !PLAIN_UNITS.has(raw));
const RAW_PATTERN = new RegExp(
  `(${RAW.sort((a, b) => b.length - a.length)
    .map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})`,
  'i',
);
/** Jargon that has no place in plain words, whatever the fact. */
const JARGON =
  /\b(HSV|luma|luminance|subband|entropy|contour|Tukey|fraction of|M \(|SD\b|standard deviation)/i;

const SEEDS = Array.from({ length: 60 }, (_, i) => `roast ${i}`);

describe('evidence in plain words', () => {
  it('gives every fact words, a label, and a sentence that cites the value', () => {
    for (const key of FACT_KEYS) {
      const words = FACT_WORDS[key];
      expect(words.label.length, key).toBeGreaterThan(2);
      const value = FACTS[key].digits === 0 ? 7 : 0.123;
      const sentence = evidenceSentence({ metric: key, value, threshold: value / 2 });
      expect(sentence, key).toContain(formatFact(key, value));
      expect(sentence, key).toMatch(/^[A-Z0-9].*\.$/);
      expect(sentence, key).not.toMatch(RAW_PATTERN);
    }
    // A metric the catalogue does not know (a model's own finding) is stated without its key.
    expect(evidenceSentence({ metric: 'fontFiesta', value: 7, threshold: 4 })).toBe(
      'Measured 7; flagged above 4.',
    );
    expect(evidenceSentence({ metric: 'contourDensity', value: 0.1, threshold: 0.085 })).toBe(
      '10% of the screen is edges and outlines. A typical popular site: 4%; flagged above 8.5%.',
    );
  });

  it('uses no raw metric key, unit or jargon in any text of roasts firing every catalogue entry, at every level', () => {
    const fired = new Set<string>();
    const hits: string[] = [];
    for (const [i, seed] of SEEDS.entries()) {
      const facts = syntheticFacts(seed, (i % 3) as 0 | 1 | 2);
      for (const f of findViolations(facts)) fired.add(f.entry.code);
      for (const { label, text } of readable(
        facts,
        scoresOf(1 + (i % 9)),
        createHash('sha256').update(seed).digest(),
      )) {
        // The clarity test's words are its owner's (advice.ts): held to no raw key or unit, like all.
        const raw = RAW_PATTERN.exec(text) ?? (label === 'clarity' ? null : JARGON.exec(text));
        if (raw) hits.push(`${seed}, ${label}: "${raw[0]}" in ${text}`);
        if (/\{(value|threshold)\}|undefined|NaN/.test(text))
          hits.push(`${seed}, ${label}: unfilled in ${text}`);
      }
    }
    expect(hits.slice(0, 40)).toEqual([]);
    // The roasts reached every entry (a tier hidden under a higher one in every roast would escape).
    expect(VIOLATION_CATALOGUE.map((e) => e.code).filter((c) => !fired.has(c))).toEqual([]);
  });
});

/** Pairs of violations of one roast that report one measurement: same evidence, or one quantity on one screenshot. */
function duplicates(violations: Violation[]): string[] {
  const out: string[] = [];
  violations.forEach((a, i) =>
    violations.slice(i + 1).forEach((b) => {
      const ea = a.evidence!,
        eb = b.evidence!;
      const measure = (m: string) => MEASUREMENT_OF[m as FactKey] ?? m;
      const ia = ea.region?.imageIndex,
        ib = eb.region?.imageIndex;
      if (ea.metric === eb.metric && ea.value === eb.value) out.push(`${a.code} & ${b.code}: same evidence`);
      else if (
        measure(ea.metric) === measure(eb.metric) &&
        (ia === undefined || ib === undefined || ia === ib)
      )
        out.push(`${a.code} & ${b.code}: one measurement (${measure(ea.metric)})`);
    }),
  );
  return out;
}

describe('one measurement raises one violation', () => {
  it('reports a measurement seen through several facts once, the most severe finding standing for it', () => {
    // A lone phone screenshot: the page, its first screen and the phone are one set of pixels.
    const one = (value: number) => ({ value, region: whole });
    const found = findViolations({
      contourDensity: one(0.1),
      viewportContourDensity: one(0.1),
      mobileDensity: one(0.1),
    }).map((f) => f.violation.code);
    expect(found).toEqual(['V045']);
    // The tiers of one fact: Mood Swings under Multiple Personality Disorder.
    expect(findViolations({ colourDrift: { value: 40 } }).map((f) => f.violation.code)).toEqual(['V052']);
    // A desktop and a phone screenshot are two measurements: both may speak.
    const two = findViolations({
      contourDensity: one(0.07),
      mobileDensity: { value: 0.09, region: { ...whole, imageIndex: 1 } },
    }).map((f) => f.violation.code);
    expect(two.sort()).toEqual(['V044', 'V060']);
  });

  it('gives no two violations of a synthetic roast the same evidence or measurement', () => {
    const found = SEEDS.flatMap((seed, i) =>
      duplicates(findViolations(syntheticFacts(seed, (i % 3) as 0 | 1 | 2)).map((f) => f.violation)).map(
        (d) => `${seed}: ${d}`,
      ),
    );
    expect(found).toEqual([]);
  });

  describe('on rendered pages (twins, AIM websites; desktop, phone, both)', () => {
    const roasts: { name: string; violations: Violation[] }[] = [];
    beforeAll(async () => {
      // A desktop layout squeezed into a phone: four copies of the cluttered twin at phone width.
      const k = 390 / 1440;
      const squeezed = [0, 1, 2, 3]
        .map((i) => `<g transform="translate(0 ${i * 900 * k}) scale(${k})">${TWINS.clutter}</g>`)
        .join('');
      const phone = await asUpload(await svgPage(squeezed, 390, 844));
      const pages: [string, Buffer[]][] = [['cluttered phone alone', [phone]]];
      for (const [name, svg] of Object.entries({ good: GOOD, ...TWINS })) {
        const desktop = await asUpload(await svgPage(svg));
        pages.push([name, [desktop]]);
        if (name === 'good' || name === 'clutter')
          pages.push([`${name} + cluttered phone`, [desktop, phone]]);
      }
      for (const f of ['aalto.fi_website.png', 'myhelsinki.fi_website.png', 'wikipedia.org_website.png'])
        pages.push([f, [await asUpload(f)]]);
      for (const [name, images] of pages) {
        const a = await analyse(images, 'brutal', { ocr: false });
        roasts.push({ name, violations: a.result.violations });
      }
    });
    afterAll(() => stopClutterWorkers());

    it('has no duplicate evidence, and the cluttered phone cites its busyness once', () => {
      expect(roasts.flatMap((r) => duplicates(r.violations).map((d) => `${r.name}: ${d}`))).toEqual([]);
      const phone = roasts.find((r) => r.name === 'cluttered phone alone')!;
      // Page, first screen and phone are one measurement here: it was V045, V046 and V060 at once.
      const busy = phone.violations.filter((v) => MEASUREMENT_OF[v.evidence!.metric as FactKey] === 'edges');
      expect(busy.map((v) => v.code)).toEqual(['V045']);
    });

    it('boxes the page-wide findings that have a place: the clutter of the cluttered twin points at a cell', () => {
      const clutter = roasts.find((r) => r.name === 'clutter')!;
      const placed = clutter.violations.filter((v) => {
        const r = v.evidence!.region;
        return r && (r.width * r.height) / (1200 * 750) < 0.25;
      });
      expect(placed.length).toBeGreaterThanOrEqual(Math.ceil(clutter.violations.length / 2));
      for (const code of ['V044', 'V045', 'V048'])
        for (const v of clutter.violations.filter((x) => x.code === code)) expect(placed, code).toContain(v);
    });
  });
});

/** The first words of a fix: an instruction starts with a verb. */
const IMPERATIVE =
  /^(Add|Bring|Carry|Cut|Darken|Define|Desaturate|Double|Drop|Enlarge|Even|Find|Fix|Flatten|Give|Group|Keep|Lift|Line|Make|Map|Push|Put|Raise|Remove|Replace|Reuse|Separate|Set|Share|Show|Split|Stack|Standardise|Strengthen|Thin|Trim|Use|Work)\b/;

describe('fixes say what to do', () => {
  it.each(VIOLATION_CATALOGUE.map((e) => [e.code, e] as const))(
    '%s: an instruction with a target, filled with a realistic value',
    (_, e) => {
      const text = fill(e.fix, formatFact(e.fact, beyond(e)), formatFact(e.fact, e.threshold));
      expect(text).toMatch(IMPERATIVE);
      // A concrete target: a number, a size, or "one"/"two" of something.
      expect(text).toMatch(/\d|\b(one|two|five)\b/);
      expect(text).not.toMatch(/should not|shouldn't|\bnot be\b|\bno longer not\b/i);
      expect(text).not.toMatch(RAW_PATTERN);
      expect(text).not.toMatch(/\{(value|threshold)\}/);
    },
  );
});
