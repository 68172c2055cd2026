import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CALISTA_DIR, loadCalista } from '../../../bin/human-agreement/dataset';

describe('loadCalista on the shared Calista comparison set', () => {
  const { pages, votes } = loadCalista();

  it('reads the set from ../shared/datasets/calista-comparison', () => {
    expect(CALISTA_DIR.replace(/\/$/, '').endsWith('/shared/datasets/calista-comparison')).toBe(true);
  });

  it('has 100 pages with ids 0–99, in order', () => {
    expect(pages).toHaveLength(100);
    expect(pages.map((p) => p.id)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('has appeal within 1–10, from exactly 1 to exactly 10', () => {
    const appeal = pages.map((p) => p.appeal);
    for (const a of appeal) {
      expect(a).toBeGreaterThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(10);
    }
    expect(Math.min(...appeal)).toBe(1);
    expect(Math.max(...appeal)).toBe(10);
    // image50 is the least liked page and image68 the most (website_scores.csv).
    expect(pages[50]!.appeal).toBe(1);
    expect(pages[68]!.appeal).toBe(10);
  });

  it('knows every page’s site and category, and every page’s image exists', () => {
    expect(pages[0]).toMatchObject({ url: 'http://scholastic.com', category: 'Child Education' });
    for (const p of pages) {
      expect(p.url).toMatch(/^https?:\/\//);
      expect(p.category.length).toBeGreaterThan(0);
      expect(p.imagePath).toBe(join(CALISTA_DIR, `images/${p.id}.png`));
      expect(existsSync(p.imagePath), p.imagePath).toBe(true);
    }
  });

  it('has 4,950 vote rows (a header plus 4,950 rows; the file has no final newline)', () => {
    expect(votes).toHaveLength(4950);
    expect(votes[0]).toEqual({ a: 38, b: 20, aWins: 1, bWins: 1 });
  });

  it('has votes only between known, distinct pages, with whole non-negative counts', () => {
    const ids = new Set(pages.map((p) => p.id));
    for (const v of votes) {
      expect(ids.has(v.a) && ids.has(v.b) && v.a !== v.b, JSON.stringify(v)).toBe(true);
      expect(Number.isInteger(v.aWins) && v.aWins >= 0, JSON.stringify(v)).toBe(true);
      expect(Number.isInteger(v.bWins) && v.bWins >= 0, JSON.stringify(v)).toBe(true);
    }
  });

  it('counts 5,094 voters in all (Σ w1 + w2), as the README says', () => {
    expect(votes.reduce((a, v) => a + v.aWins + v.bWins, 0)).toBe(5094);
  });
});

describe('loadCalista parsing', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A three-page set in a tmp directory, shaped like the real one. */
  function fixture(scores: string, comparisons?: string): string {
    dir = mkdtempSync(join(tmpdir(), 'calista-'));
    mkdirSync(join(dir, 'images'));
    mkdirSync(join(dir, 'data'));
    writeFileSync(
      join(dir, 'images/website_data.json'),
      JSON.stringify({
        'http://a.example': { category: 'News', sampleIndex: 4, idInDataset: 0 },
        'http://b.example': { category: 'Shopping', sampleIndex: 9, idInDataset: 1 },
        'http://c.example': { category: 'Travel', sampleIndex: 2, idInDataset: 2 },
      }),
    );
    writeFileSync(join(dir, 'website_scores.csv'), scores);
    writeFileSync(
      join(dir, 'data/comparisons.csv'),
      comparisons ??
        [
          '"_id","im1","im2","w1","w2","t","u"',
          '"1","0","1","2","1","3","false"',
          '2,2,0,0,1,1,false',
          '"3",1,"2",1,"0",1,"true"',
        ].join('\n') + '\n',
    );
    return dir;
  }

  const SCORES = ['"website","score"', '"image2",1', '"image0",9.5', '"image1",4.25'].join('\n') + '\n';

  it('reads pages (sorted by id, sites joined by id) and quoted or plain vote fields', () => {
    const d = fixture(SCORES);
    expect(loadCalista(d)).toEqual({
      pages: [
        { id: 0, url: 'http://a.example', category: 'News', imagePath: join(d, 'images/0.png'), appeal: 9.5 },
        {
          id: 1,
          url: 'http://b.example',
          category: 'Shopping',
          imagePath: join(d, 'images/1.png'),
          appeal: 4.25,
        },
        { id: 2, url: 'http://c.example', category: 'Travel', imagePath: join(d, 'images/2.png'), appeal: 1 },
      ],
      votes: [
        { a: 0, b: 1, aWins: 2, bWins: 1 },
        { a: 2, b: 0, aWins: 0, bWins: 1 },
        { a: 1, b: 2, aWins: 1, bWins: 0 },
      ],
    });
  });

  it('finds the vote columns by their header names, not their positions', () => {
    const d = fixture(SCORES, ['"w2","im2","w1","im1"', '"4","0","3","2"'].join('\n'));
    expect(loadCalista(d).votes).toEqual([{ a: 2, b: 0, aWins: 3, bWins: 4 }]);
  });

  it('throws a clear error naming a score row whose score is not a number', () => {
    const d = fixture(['"website","score"', '"image0",9.5', '"image1",high'].join('\n'));
    expect(() => loadCalista(d)).toThrow('website_scores.csv: bad row ""image1",high"');
  });

  it('throws a clear error naming a score row for an image the site list does not know', () => {
    const d = fixture(['"website","score"', '"image0",9.5', '"image7",3'].join('\n'));
    expect(() => loadCalista(d)).toThrow('website_scores.csv: bad row ""image7",3"');
  });
});
