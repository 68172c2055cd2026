import { describe, expect, it } from 'vitest';
import { enhancedSuggestionSchema } from '../../../functions/domain/api-schemas';
import type { SubScores } from '../../../functions/domain/criteria';
import {
  ADVICE,
  ADVICE_BY_CODE,
  ADVICE_BY_CRITERION,
  MAX_SUGGESTIONS,
  enhancedSuggestionsFor,
} from '../../../functions/domain/enhanced-suggestions';
import { VIOLATION_CATALOGUE } from '../../../functions/domain/violation-catalogue';
import type { Violation } from '../../../functions/domain/violations';

const good: SubScores = {
  visualHierarchy: 8,
  typography: 8,
  colorUsage: 8,
  layoutSpacing: 8,
  uiConsistency: 8,
  wtfFactor: 8,
};

/** A violation exactly as the engine reports it: the catalogue entry plus the measured value. */
function found(code: string, value: number): Violation {
  const entry = VIOLATION_CATALOGUE.find((e) => e.code === code)!;
  return {
    code,
    type: entry.name,
    description: entry.description,
    severity: entry.severity,
    criterion: entry.criterion,
    evidence: { metric: entry.fact, value, threshold: entry.threshold },
  };
}

/** The research bases a heuristic may name, spelled exactly (WCAG 2.2 numbers and titles, Nielsen 1994). */
const WCAG_22 = new Map([
  ['1.1.1', 'Non-text Content'],
  ['1.3.1', 'Info and Relationships'],
  ['1.4.3', 'Contrast (Minimum)'],
  ['1.4.4', 'Resize Text'],
  ['1.4.10', 'Reflow'],
  ['1.4.11', 'Non-text Contrast'],
  ['1.4.12', 'Text Spacing'],
  ['2.4.6', 'Headings and Labels'],
  ['2.5.5', 'Target Size (Enhanced)'],
  ['4.1.2', 'Name, Role, Value'],
]);
const NIELSEN = [
  'Visibility of system status',
  'Match between the system and the real world',
  'User control and freedom',
  'Consistency and standards',
  'Error prevention',
  'Recognition rather than recall',
  'Flexibility and efficiency of use',
  'Aesthetic and minimalist design',
  'Help users recognize, diagnose, and recover from errors',
  'Help and documentation',
];

describe('the research mapping', () => {
  it('maps every one of the catalogue’s violation codes, and nothing else', () => {
    expect(VIOLATION_CATALOGUE).toHaveLength(79);
    expect(Object.keys(ADVICE_BY_CODE).sort()).toEqual(VIOLATION_CATALOGUE.map((e) => e.code).sort());
    for (const id of [...Object.values(ADVICE_BY_CODE), ...Object.values(ADVICE_BY_CRITERION)])
      expect(ADVICE, id).toHaveProperty(id);
  });

  it('names a research basis in every piece of advice: a dated source or a WCAG 2.2 criterion', () => {
    for (const [id, advice] of Object.entries(ADVICE)) {
      expect(advice.heuristic, id).toMatch(/\([^()]*\b(19|20)\d\d\b[^()]*\)|WCAG 2\.2 SC \d/);
    }
  });

  it('cites WCAG 2.2 success criteria by their real number and name', () => {
    const cited = Object.values(ADVICE).flatMap((a) => [
      ...a.heuristic.matchAll(/SC (\d\.\d+\.\d+) ([^;]+?)(?= and SC|;|$| \(the)/g),
    ]);
    expect(cited.length).toBeGreaterThanOrEqual(9);
    for (const [, number, name] of cited) expect(WCAG_22.get(number!), number).toBe(name);
  });

  it("cites Nielsen's heuristics by their number and name", () => {
    const cited = Object.values(ADVICE).flatMap((a) => [
      ...a.heuristic.matchAll(/heuristic #(\d+): ([^(]+) \(/g),
    ]);
    expect(cited.length).toBeGreaterThan(0);
    for (const [, n, name] of cited) expect(NIELSEN[Number(n) - 1]).toBe(name);
  });

  it('uses the named laws the beta lab promises', () => {
    const all = Object.values(ADVICE)
      .map((a) => a.heuristic)
      .join('\n');
    for (const basis of [
      "Fitts's law",
      "Hick's law",
      'Gestalt law of proximity',
      'Miller 1956',
      'Rosenholtz',
    ])
      expect(all).toContain(basis);
  });
});

describe('enhancedSuggestionsFor', () => {
  it('turns a roast’s violations into valid, research-based suggestions that quote the measurements', () => {
    const suggestions = enhancedSuggestionsFor({
      violations: [found('V001', 84.21), found('V036', 0.123)],
      subScores: good,
    });
    for (const s of suggestions) expect(enhancedSuggestionSchema.parse(s)).toEqual(s);
    const palette = suggestions.find((s) => s.violationCodes.includes('V001'))!;
    expect(palette).toMatchObject({
      title: 'Restrain the palette to one brand hue and one accent',
      category: 'visual',
      impact: 'medium',
      researchBased: true,
      heuristic: expect.stringContaining('Reinecke et al. 2013'),
    });
    expect(palette.description).toContain('a colourfulness of 84.2, where a typical popular site scores 39');
    const spacing = suggestions.find((s) => s.violationCodes.includes('V036'))!;
    // Fractions of the screen read as percentages, as in the roast text.
    expect(spacing.description).toContain('only 12% of the screen left as breathing room');
    expect(spacing.heuristic).toBe('Gestalt law of proximity (Wertheimer 1923)');
  });

  it('merges violations with the same advice into one suggestion listing every code, led by the worst', () => {
    const suggestions = enhancedSuggestionsFor({
      violations: [found('V015', 0.4), found('V017', 1.6), found('V014', 2.4)],
      subScores: good,
    });
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({
      title: 'Raise text contrast to at least 4.5:1',
      heuristic: 'WCAG 2.2 SC 1.4.3 Contrast (Minimum)',
      category: 'accessibility',
      impact: 'high', // V017 is Unforgivable
      violationCodes: ['V015', 'V017', 'V014'],
    });
    expect(suggestions[0]!.description).toMatch(
      /Measured: a text colour at 1\.6:1 against its background; 40% of the words under WCAG AA contrast; text at roughly 2\.4:1 contrast\.$/,
    );
  });

  it('orders by impact: critical problems before severe before mild, quick wins first among equals', () => {
    const suggestions = enhancedSuggestionsFor({
      violations: [
        found('V023', 0.5), // Mild → low
        found('V044', 0.07), // Severe → medium, high effort
        { ...found('V057', 6), severity: 'Critical' }, // Critical (as a critic may rate it) → high
        found('V029', 1.2), // Severe → medium, moderate effort
      ],
      subScores: good,
    });
    expect(suggestions.map((s) => [s.violationCodes[0], s.impact, s.effort])).toEqual([
      ['V057', 'high', 'low'],
      ['V029', 'medium', 'moderate'],
      ['V044', 'medium', 'high'],
      ['V023', 'low', 'low'],
    ]);
    expect(suggestions[0]!.heuristic).toContain("Fitts's law (Fitts 1954)");
  });

  it("gives a model's own violation (outside the catalogue) the advice of its criterion", () => {
    const [suggestion] = enhancedSuggestionsFor({
      violations: [
        {
          code: 'V910',
          type: 'Stock Photo Handshake',
          description: 'A generic handshake photo says nothing about the product.',
          severity: 'Severe',
          criterion: 'wtfFactor',
        },
      ],
      subScores: good,
    });
    expect(suggestion).toMatchObject({
      violationCodes: ['V910'],
      impact: 'medium',
      category: 'conversion',
      heuristic: "Nielsen's heuristic #2: Match between the system and the real world (Nielsen 1994)",
    });
    expect(suggestion!.description).toContain(
      'Stock Photo Handshake: A generic handshake photo says nothing about the product',
    );
  });

  it('adds advice for a weak sub-score no violation has addressed, but not twice for one criterion', () => {
    const suggestions = enhancedSuggestionsFor({
      violations: [found('V024', 5)],
      subScores: { ...good, typography: 3.2, layoutSpacing: 2.5, uiConsistency: 4.4 },
    });
    expect(suggestions.map((s) => [s.title, s.impact, s.violationCodes])).toEqual([
      ['Rework spacing and alignment on a grid', 'high', []],
      // Equal impact: a measured violation before a low score.
      ['Use two font families at most', 'medium', ['V024']],
      ['Reuse the same components everywhere', 'medium', []],
    ]);
    expect(suggestions[0]!.description).toContain('Layout & Spacing scored 2.5/10');
  });

  it('still points at the weakest criterion when nothing was found', () => {
    const suggestions = enhancedSuggestionsFor({ violations: [], subScores: { ...good, colorUsage: 6.1 } });
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({
      title: 'Rebuild the colour scheme around one accent',
      impact: 'low',
      violationCodes: [],
    });
    expect(suggestions[0]!.description).toContain(
      'Color Usage scored 6.1/10, the lowest of the six criteria',
    );
  });

  it(`returns at most ${MAX_SUGGESTIONS}, the most impactful, and ignores a repeated code`, () => {
    const violations = VIOLATION_CATALOGUE.map((e) =>
      found(e.code, e.op === 'above' ? e.threshold * 2 + 1 : e.threshold / 2),
    );
    const suggestions = enhancedSuggestionsFor({
      violations: [...violations, ...violations],
      subScores: good,
    });
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS);
    expect(suggestions.every((s) => s.impact === 'high')).toBe(true);
    const codes = suggestions.flatMap((s) => s.violationCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
