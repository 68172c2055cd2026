import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCalista } from '../../../bin/human-agreement/dataset';

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

  it('names a score row whose image name or score is malformed, and reads Windows line endings', () => {
    expect(() => loadCalista(fixture(SCORES.replace('"image1",4.25', '"picture1",4.25')))).toThrow(
      'website_scores.csv: bad row ""picture1",4.25"',
    );
    expect(() => loadCalista(fixture(SCORES.replace('"image1",4.25', '"image1",')))).toThrow(
      'website_scores.csv: bad row',
    );
    const crlf = fixture(
      SCORES.replace(/\n/g, '\r\n'),
      ['"_id","im1","im2","w1","w2"', '1,0,1,2,1'].join('\r\n') + '\r\n',
    );
    expect(loadCalista(crlf).votes).toEqual([{ a: 0, b: 1, aWins: 2, bWins: 1 }]);
  });

  it('refuses votes with counts that are not whole numbers or pages it does not know', () => {
    const header = '"_id","im1","im2","w1","w2","t","u"';
    expect(() => loadCalista(fixture(SCORES, `${header}\n1,0,1,x,1,2,false\n`))).toThrow(
      'comparisons.csv: bad vote count',
    );
    expect(() => loadCalista(fixture(SCORES, `${header}\n1,0,7,1,1,2,false\n`))).toThrow(
      'comparisons.csv: a vote between unknown or identical pages',
    );
  });
});
