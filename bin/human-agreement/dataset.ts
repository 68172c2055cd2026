/**
 * The public human-judgement data set (../shared/datasets/calista-comparison, README there): 100 home
 * pages of Alexa top-5000 sites, 5,094 crowd votes "which of the two is more attractive", and a
 * Bradley–Terry appeal score per page (1 least … 10 most attractive).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Beside the repository (`../shared/datasets/calista-comparison`), or wherever UGH_CALISTA_DIR says. */
export const CALISTA_DIR =
  process.env.UGH_CALISTA_DIR ??
  fileURLToPath(new URL('../../../shared/datasets/calista-comparison/', import.meta.url));

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
const fields = (line: string) =>
  line
    .replace(/\r$/, '')
    .split(',')
    .map((f) => f.replace(/^"|"$/g, ''));

const count = (value: string | undefined, line: string) => {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(n) || n < 0)
    throw new Error(`comparisons.csv: bad vote count in "${line}"`);
  return n;
};

export function loadCalista(dir = CALISTA_DIR): HumanDataset {
  if (!existsSync(join(dir, 'website_scores.csv')))
    throw new Error(
      `The human-judgement set is not at ${dir} (expected website_scores.csv there). ` +
        'Put the calista-comparison folder beside the repository under ../shared/datasets/, or set UGH_CALISTA_DIR.',
    );
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
      const match = /^image(\d+)$/.exec(name ?? '');
      const site = match ? byId.get(Number(match[1])) : undefined;
      if (!match || !site || !score || !Number.isFinite(Number(score)))
        throw new Error(`website_scores.csv: bad row "${line}"`);
      const id = Number(match[1]);
      return { id, ...site, imagePath: join(dir, `images/${id}.png`), appeal: Number(score) };
    })
    .sort((x, y) => x.id - y.id);
  const rows = readFileSync(join(dir, 'data/comparisons.csv'), 'utf8').trim().split('\n');
  const header = fields(rows[0]!);
  const col = (name: string) => header.indexOf(name);
  for (const name of ['im1', 'im2', 'w1', 'w2'])
    if (col(name) < 0) throw new Error(`comparisons.csv: no "${name}" column`);
  const known = new Set(pages.map((p) => p.id));
  const votes = rows.slice(1).map((line) => {
    const f = fields(line);
    const vote = {
      a: count(f[col('im1')], line),
      b: count(f[col('im2')], line),
      aWins: count(f[col('w1')], line),
      bWins: count(f[col('w2')], line),
    };
    if (!known.has(vote.a) || !known.has(vote.b) || vote.a === vote.b)
      throw new Error(`comparisons.csv: a vote between unknown or identical pages in "${line}"`);
    return vote;
  });
  return { pages, votes };
}
