/**
 * The public human-judgement data set (../shared/datasets/calista-comparison, README there): 100 home
 * pages of Alexa top-5000 sites, 5,094 crowd votes "which of the two is more attractive", and a
 * Bradley–Terry appeal score per page (1 least … 10 most attractive).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CALISTA_DIR = fileURLToPath(
  new URL('../../../shared/datasets/calista-comparison/', import.meta.url),
);

export interface HumanPage {
  /** Image number: images/<id>.png. */
  id: number;
  url: string;
  category: string;
  imagePath: string;
  /** Bradley–Terry attractiveness, 1 (least) … 10 (most). */
  appeal: number;
}

export interface Vote {
  a: number;
  b: number;
  /** Voters who chose a, and b. */
  aWins: number;
  bWins: number;
}

export interface HumanDataset {
  pages: HumanPage[];
  votes: Vote[];
}

/** Splits one CSV line of plain or double-quoted fields (the set has no embedded quotes or commas). */
const fields = (line: string) => line.split(',').map((f) => f.replace(/^"|"$/g, ''));

export function loadCalista(dir = CALISTA_DIR): HumanDataset {
  const sites = JSON.parse(readFileSync(join(dir, 'images/website_data.json'), 'utf8')) as Record<
    string,
    { category: string; idInDataset: number }
  >;
  const byId = new Map(
    Object.entries(sites).map(([url, s]) => [s.idInDataset, { url, category: s.category }]),
  );
  const pages = readFileSync(join(dir, 'website_scores.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [name, score] = fields(line);
      const id = Number(/^image(\d+)$/.exec(name!)![1]);
      const site = byId.get(id);
      if (!site || !Number.isFinite(Number(score))) throw new Error(`website_scores.csv: bad row "${line}"`);
      return { id, ...site, imagePath: join(dir, `images/${id}.png`), appeal: Number(score) };
    })
    .sort((x, y) => x.id - y.id);
  const rows = readFileSync(join(dir, 'data/comparisons.csv'), 'utf8').trim().split('\n');
  const header = fields(rows[0]!);
  const col = (name: string) => header.indexOf(name);
  const votes = rows.slice(1).map((line) => {
    const f = fields(line);
    return {
      a: Number(f[col('im1')]),
      b: Number(f[col('im2')]),
      aWins: Number(f[col('w1')]),
      bWins: Number(f[col('w2')]),
    };
  });
  return { pages, votes };
}
