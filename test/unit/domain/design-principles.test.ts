import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  designPrincipleResponseSchema,
  designPrincipleSchema,
  designPrinciplesResponseSchema,
  PRINCIPLE_CATEGORIES,
  type Citation,
} from '../../../functions/domain/api-schemas';
import { DESIGN_PRINCIPLES } from '../../../functions/domain/design-principles/index';
import { VIOLATION_CATALOGUE } from '../../../functions/domain/violation-catalogue';
import {
  DesignPrincipleNotFoundError,
  getDesignPrinciple,
  listDesignPrinciples,
} from '../../../functions/usecases/design-principles';

const LAYOUT_DIR = fileURLToPath(new URL('../../../frontend/src/app/layout/', import.meta.url));

/** Counted here independently of the production helper: a work is its title + author + year. */
const norm = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const workKey = (c: Citation) => `${norm(c.title)}|${norm(c.author)}|${c.year}`;
const allCitations = DESIGN_PRINCIPLES.flatMap((p) => p.citations.map((c) => ({ principle: p.slug, c })));
const distinctWorks = new Set(allCitations.map(({ c }) => workKey(c)));

/** Every /design-principles/<slug> link in the site's header and footer. */
function linkedSlugs(): string[] {
  const slugs = new Set<string>();
  for (const file of readdirSync(LAYOUT_DIR).filter((f) => f.endsWith('.tsx'))) {
    const text = readFileSync(`${LAYOUT_DIR}${file}`, 'utf8');
    for (const match of text.matchAll(/['"`]\/design-principles\/([a-z0-9-]+)['"`]/g)) slugs.add(match[1]!);
  }
  return [...slugs].sort();
}

describe('design principles data', () => {
  it.each(DESIGN_PRINCIPLES.map((p) => [p.slug, p] as const))(
    '%s matches the API contract',
    (_, principle) => {
      const result = designPrincipleSchema.safeParse(principle);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    },
  );

  it('has at least 14 principles (the issue asks for 12)', () => {
    expect(DESIGN_PRINCIPLES.length).toBeGreaterThanOrEqual(14);
  });

  it('covers every one of the six categories, at least twice each', () => {
    expect(PRINCIPLE_CATEGORIES).toHaveLength(6);
    for (const category of PRINCIPLE_CATEGORIES) {
      const count = DESIGN_PRINCIPLES.filter((p) => p.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(2);
    }
  });

  it('has unique slugs and ids', () => {
    expect(new Set(DESIGN_PRINCIPLES.map((p) => p.slug)).size).toBe(DESIGN_PRINCIPLES.length);
    expect(new Set(DESIGN_PRINCIPLES.map((p) => p.id)).size).toBe(DESIGN_PRINCIPLES.length);
  });

  it('has a principle for every slug the site header and footer link to', () => {
    const linked = linkedSlugs();
    // The footer's Design Education column links these three (the spec's header links).
    expect(linked).toEqual(expect.arrayContaining(['color-theory', 'typography', 'visual-hierarchy']));
    const slugs = new Set(DESIGN_PRINCIPLES.map((p) => p.slug));
    for (const slug of linked) expect(slugs.has(slug), `/design-principles/${slug}`).toBe(true);
  });

  it('fills every field with content, including the enhanced content', () => {
    for (const p of DESIGN_PRINCIPLES) {
      expect(p.detailedExplanation.length, p.slug).toBeGreaterThan(p.overview.length);
      expect(p.keyPoints.length, p.slug).toBeGreaterThanOrEqual(5);
      expect(p.applications.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.commonMistakes.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.tools.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.metrics.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.citations.length, p.slug).toBeGreaterThanOrEqual(5);
      const extra = p.enhancedContent;
      expect(extra, p.slug).toBeDefined();
      expect(extra!.additionalResearch.length, p.slug).toBeGreaterThan(100);
      expect(extra!.emergingTrends.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(extra!.practicalTips.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(extra!.industryApplications.length, p.slug).toBeGreaterThanOrEqual(3);
      const texts = [
        ...p.keyPoints,
        ...p.applications.flatMap((a) => [a.title, a.description, a.example]),
        ...p.commonMistakes.flatMap((m) => [m.mistake, m.consequence, m.solution]),
        ...p.tools.flatMap((t) => [t.name, t.description, t.type]),
        ...p.metrics.flatMap((m) => [m.name, m.description, m.target, m.measurement]),
        ...extra!.emergingTrends,
        ...extra!.practicalTips,
        ...extra!.industryApplications.flatMap((i) => [i.industry, i.application, i.example]),
      ];
      for (const text of texts) expect(text.trim().length, `${p.slug}: "${text}"`).toBeGreaterThan(1);
    }
  });

  it('ties each principle to what UGH Score measures, naming only real violation codes correctly', () => {
    const byCode = new Map(VIOLATION_CATALOGUE.map((v) => [v.code, v.name]));
    for (const p of DESIGN_PRINCIPLES) {
      const text = JSON.stringify(p);
      const codes = [...text.matchAll(/\bV\d{3}\b/g)].map((m) => m[0]);
      expect(codes.length, `${p.slug} names no violation code`).toBeGreaterThan(0);
      for (const code of codes) expect(byCode.has(code), `${p.slug}: ${code}`).toBe(true);
      // "V029 Headline in Hiding": a capitalised name after a code is that code's catalogue name.
      for (const m of text.matchAll(/\b(V\d{3}) ([A-Z].{0,40})/g))
        expect(m[2]!.startsWith(byCode.get(m[1]!) ?? '\0'), `${p.slug}: ${m[0]}`).toBe(true);
    }
  });

  it('links tools and citations only over https', () => {
    for (const p of DESIGN_PRINCIPLES)
      for (const url of [...p.tools, ...p.citations].flatMap((x) => (x.url ? [x.url] : [])))
        expect(url, p.slug).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
  });
});

describe('design principles citations', () => {
  it('counts at least 50 distinct citations in the data (a work cited twice counts once)', () => {
    expect(distinctWorks.size).toBeGreaterThanOrEqual(50);
    // Shared works really are shared: there are fewer works than citations.
    expect(distinctWorks.size).toBeLessThan(allCitations.length);
  });

  it('gives every citation a title, author, year and source', () => {
    const thisYear = new Date().getFullYear();
    for (const { principle, c } of allCitations) {
      expect(c.title.trim(), principle).not.toBe('');
      expect(c.author.trim(), `${principle}: ${c.title}`).not.toBe('');
      expect(c.source.trim(), `${principle}: ${c.title}`).not.toBe('');
      expect(Number.isInteger(c.year), `${principle}: ${c.title}`).toBe(true);
      expect(c.year, `${principle}: ${c.title}`).toBeGreaterThanOrEqual(1800);
      expect(c.year, `${principle}: ${c.title}`).toBeLessThanOrEqual(thisYear);
    }
  });

  it('never cites the same work with two different years or authors', () => {
    const yearsOf = new Map<string, Set<number>>();
    const creditsOf = new Map<string, Set<string>>();
    for (const { c } of allCitations) {
      const work = `${norm(c.title)}|${norm(c.author)}`;
      yearsOf.set(work, (yearsOf.get(work) ?? new Set()).add(c.year));
      creditsOf.set(
        norm(c.title),
        (creditsOf.get(norm(c.title)) ?? new Set()).add(`${norm(c.author)}|${c.year}`),
      );
    }
    for (const [work, years] of yearsOf) expect([...years], work).toHaveLength(1);
    for (const [title, credits] of creditsOf) expect([...credits], title).toHaveLength(1);
  });

  it('does not cite a work twice within one principle', () => {
    for (const p of DESIGN_PRINCIPLES) {
      const keys = p.citations.map(workKey);
      expect(new Set(keys).size, p.slug).toBe(keys.length);
    }
  });

  it('includes the standards and classics the guides are built on', () => {
    const has = (title: RegExp, author: RegExp, year: number) =>
      allCitations.some(({ c }) => title.test(c.title) && author.test(c.author) && c.year === year);
    expect(has(/WCAG\) 2\.2/, /W3C/, 2023)).toBe(true);
    expect(has(/information capacity of the human motor system/i, /^Fitts/, 1954)).toBe(true);
    expect(has(/explanatory power of usability heuristics/i, /^Nielsen/, 1994)).toBe(true);
    expect(has(/Elements of Typographic Style/, /^Bringhurst/, 1992)).toBe(true);
    expect(has(/Grid Systems in Graphic Design/, /^Müller-Brockmann/, 1981)).toBe(true);
    expect(has(/Interaction of Color/, /^Albers/, 1963)).toBe(true);
    expect(has(/Measuring colourfulness/, /^Hasler/, 2003)).toBe(true);
    expect(has(/Measuring visual clutter/, /^Rosenholtz/, 2007)).toBe(true);
  });
});

describe('listDesignPrinciples', () => {
  const list = listDesignPrinciples();

  it('answers the list contract, with totalCitations equal to the distinct count of the data', () => {
    expect(designPrinciplesResponseSchema.safeParse(list).success).toBe(true);
    expect(list.totalCitations).toBe(distinctWorks.size);
    expect(list.totalCitations).toBeGreaterThanOrEqual(50);
  });

  it('summarises every principle in order, each with its own citation count', () => {
    expect(list.principles.map((p) => p.slug)).toEqual(DESIGN_PRINCIPLES.map((p) => p.slug));
    for (const [i, summary] of list.principles.entries()) {
      const full = DESIGN_PRINCIPLES[i]!;
      expect(summary).toEqual({
        id: full.id,
        slug: full.slug,
        name: full.name,
        category: full.category,
        description: full.description,
        citationCount: new Set(full.citations.map(workKey)).size,
      });
    }
  });

  it('counts a citation shared by two principles once in the total', () => {
    const [a, b] = DESIGN_PRINCIPLES;
    const shared = a!.citations[0]!;
    const twins = [
      { ...a!, citations: [shared] },
      { ...b!, citations: [{ ...shared }, b!.citations[0]!] },
    ];
    const result = listDesignPrinciples(twins);
    expect(result.principles.map((p) => p.citationCount)).toEqual([1, 2]);
    expect(result.totalCitations).toBe(2);
  });
});

describe('getDesignPrinciple', () => {
  it('returns the full principle for its slug', () => {
    const { principle } = getDesignPrinciple('visual-hierarchy');
    expect(principle).toBe(DESIGN_PRINCIPLES.find((p) => p.slug === 'visual-hierarchy'));
    expect(designPrincipleResponseSchema.safeParse({ principle }).success).toBe(true);
  });

  it.each([
    'no-such-principle',
    'Visual-Hierarchy',
    'VISUAL-HIERARCHY',
    '../',
    '',
    ' typography',
    'x'.repeat(200),
  ])('refuses %j as not found', (slug) => {
    expect(() => getDesignPrinciple(slug)).toThrow(DesignPrincipleNotFoundError);
    expect(() => getDesignPrinciple(slug)).toThrow('Design principle not found');
  });
});
