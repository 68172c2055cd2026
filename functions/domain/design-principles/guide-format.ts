/**
 * The design-principle guides as content (supporting-pages spec §2, §3): one Markdown file per guide
 * under content/<category>/, and the works they cite in content/citations.json (CSL-JSON). This module
 * turns those files into the API's DesignPrinciple objects and refuses, naming the file and line, any
 * file that strays from the format below. Pure: the caller reads the files (bin/build-design-principles.ts
 * at build time, the tests).
 *
 * A guide:
 *
 *     ---
 *     id: DP10
 *     slug: grid-and-alignment
 *     name: Grid Systems and Alignment
 *     category: layout
 *     description: One line; quote a value that holds ": " or " #" ("…", a JSON string is fine).
 *     citations:
 *       - mullerBrockmann1981        (ids of content/citations.json, in the order shown)
 *     ---
 *
 *     ## Overview                    (paragraphs, kept as written, joined by one blank line)
 *     ## Detailed explanation        (paragraphs)
 *     ## Key points                  (`- ` items, one line each)
 *     ## Applications                (### title, a description paragraph, **Example:** …)
 *     ## Common mistakes             (### mistake, **Consequence:** …, **Solution:** …)
 *     ## Tools                       (### name, a description paragraph, **Type:** …, optional **URL:** …)
 *     ## Metrics                     (### name, a description paragraph, **Target:** …, **Measurement:** …)
 *     ## Additional research         (paragraphs)
 *     ## Emerging trends             (`- ` items)
 *     ## Practical tips              (`- ` items)
 *     ## Industry applications       (### industry, an application paragraph, **Example:** …)
 *
 * The front matter is YAML (read by the `yaml` package): these keys, each once, every value text.
 * Every section is required, in this order. Text is taken verbatim (it is not rendered as Markdown).
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLError } from 'yaml';
import { z } from 'zod';
import {
  type CITATION_TYPES,
  designPrincipleSchema,
  PRINCIPLE_CATEGORIES,
  type Citation,
  type DesignPrinciple,
} from '../api-schemas';

export class GuideFormatError extends Error {
  override readonly name = 'GuideFormatError';
}

// ---------------------------------------------------------------- citations (CSL-JSON)

/** CSL item types used, and the API's citation type each stands for. */
const CSL_TYPES = {
  book: 'book',
  'article-journal': 'paper',
  'paper-conference': 'paper',
  standard: 'standard',
  'article-magazine': 'article',
  webpage: 'guideline',
} as const satisfies Record<string, (typeof CITATION_TYPES)[number]>;

const cslName = z.union([
  z.strictObject({ family: z.string().min(1), given: z.string().min(1) }),
  z.strictObject({ literal: z.string().min(1) }),
]);

/** The subset of CSL-JSON (citationstyles.org, csl-data.json) the guides' citations use. */
export const cslItemSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
    type: z.enum(Object.keys(CSL_TYPES) as [keyof typeof CSL_TYPES, ...(keyof typeof CSL_TYPES)[]]),
    title: z.string().min(1),
    author: z.array(cslName).min(1),
    issued: z.strictObject({ 'date-parts': z.tuple([z.tuple([z.number().int()])]) }),
    'container-title': z.string().min(1).optional(),
    volume: z.string().min(1).optional(),
    issue: z.string().min(1).optional(),
    page: z.string().min(1).optional(),
    publisher: z.string().min(1).optional(),
    URL: z.string().url().optional(),
  })
  .refine((item) => Boolean(item['container-title']) !== Boolean(item.publisher), {
    message: 'needs exactly one of container-title (papers, articles, guidelines) or publisher',
  })
  .refine((item) => item['container-title'] || !(item.volume || item.issue || item.page), {
    message: 'volume, issue and page belong to a container-title',
  });
export type CslItem = z.infer<typeof cslItemSchema>;
export const cslLibrarySchema = z.array(cslItemSchema);

/** APA-style author list: "Family, G.", two or more joined as "A, B, & C". */
export function formatAuthors(names: CslItem['author']): string {
  const each = names.map((n) => ('literal' in n ? n.literal : `${n.family}, ${n.given}`));
  return each.length === 1 ? each[0]! : `${each.slice(0, -1).join(', ')}, & ${each.at(-1)}`;
}

/** Where a work is found: "Journal, 24(3), 436–447", or the publisher. */
export function formatSource(item: CslItem): string {
  if (item.publisher) return item.publisher;
  const volume = item.volume ? `${item.volume}${item.issue ? `(${item.issue})` : ''}` : '';
  return [item['container-title'], volume, item.page].filter(Boolean).join(', ');
}

/** The API's citation for a CSL item (the key order is the API's). */
export function citationFromCsl(item: CslItem): Citation {
  return {
    title: item.title,
    author: formatAuthors(item.author),
    year: item.issued['date-parts'][0][0],
    source: formatSource(item),
    type: CSL_TYPES[item.type],
    ...(item.URL ? { url: item.URL } : {}),
  };
}

const issuesText = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(item)'}: ${i.message}`).join('; ');

/** The citation library by id; every entry must be valid CSL and make a valid API citation. */
export function parseCitationLibrary(json: unknown, file = 'citations.json'): Map<string, CslItem> {
  if (!Array.isArray(json)) throw new GuideFormatError(`${file}: expected a CSL-JSON array of items`);
  const library = new Map<string, CslItem>();
  json.forEach((raw, index) => {
    const label = `${file}[${index}]${raw && typeof raw === 'object' && 'id' in raw ? ` (${String(raw.id)})` : ''}`;
    const parsed = cslItemSchema.safeParse(raw);
    if (!parsed.success)
      throw new GuideFormatError(`${label}: not a valid citation: ${issuesText(parsed.error)}`);
    if (library.has(parsed.data.id)) throw new GuideFormatError(`${label}: duplicate id ${parsed.data.id}`);
    library.set(parsed.data.id, parsed.data);
  });
  return library;
}

// ---------------------------------------------------------------- guides (Markdown)

const FRONT_MATTER_KEYS = ['id', 'slug', 'name', 'category', 'description', 'citations'] as const;
type FrontMatter = Record<Exclude<(typeof FRONT_MATTER_KEYS)[number], 'citations'>, string> & {
  citations: string[];
};

const SECTIONS = [
  'Overview',
  'Detailed explanation',
  'Key points',
  'Applications',
  'Common mistakes',
  'Tools',
  'Metrics',
  'Additional research',
  'Emerging trends',
  'Practical tips',
  'Industry applications',
] as const;
type Section = (typeof SECTIONS)[number];

interface Line {
  text: string;
  number: number;
}

class Reader {
  constructor(readonly file: string) {}
  fail(line: Line | number, message: string): never {
    const number = typeof line === 'number' ? line : line.number;
    throw new GuideFormatError(`${this.file}:${number}: ${message}`);
  }
}

/**
 * YAML errors that an unquoted value causes: one holding ": " (a nested mapping), or starting with a
 * sign YAML reserves (`@`, `%`, a backquote, `[`, `{` …).
 */
const VALUE_MISREAD = new Set<YAMLError['code']>([
  'BLOCK_AS_IMPLICIT_KEY',
  'MULTILINE_IMPLICIT_KEY',
  'BAD_SCALAR_START',
  'UNEXPECTED_TOKEN',
  'MISSING_CHAR',
  'BAD_ALIAS',
  'BAD_PROP_ORDER',
  'BLOCK_IN_FLOW',
]);

function parseFrontMatter(reader: Reader, lines: Line[]): { front: FrontMatter; rest: Line[] } {
  if (lines[0]?.text !== '---') return reader.fail(1, 'a guide starts with front matter: a "---" line');
  const end = lines.findIndex((l, i) => i > 0 && l.text === '---');
  if (end < 0) return reader.fail(1, 'front matter is not closed by a "---" line');
  const lineCounter = new LineCounter();
  // Duplicate keys are reported below, by name; yaml's own errors carry no file name or line.
  const doc = parseDocument(
    lines
      .slice(1, end)
      .map((l) => l.text)
      .join('\n'),
    { lineCounter, uniqueKeys: false, prettyErrors: false },
  );
  // The YAML starts on the line after the opening "---".
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + 1;
  const lineOf = (node: Node | null | undefined, fallback: number) =>
    node?.range ? lineAt(node.range[0]) : fallback;
  const [error] = doc.errors;
  if (error)
    reader.fail(
      lineAt(error.pos[0]),
      VALUE_MISREAD.has(error.code)
        ? `write this value as a JSON string in double quotes: unquoted, YAML cannot read it (${error.message})`
        : `not valid YAML: ${error.message}`,
    );
  if (!isMap(doc.contents)) return reader.fail(2, 'front matter is "key: value" lines');
  /** The value's text: a comment after it would cut it short, so that is refused too. */
  const text = (name: string, value: unknown, at: number): string => {
    if (value == null || (isScalar(value) && (value.value == null || value.value === '')))
      return reader.fail(at, `empty value for "${name}"`);
    if (!isScalar(value)) return reader.fail(at, `"${name}" is one line of text, not a list or a mapping`);
    if (typeof value.value !== 'string')
      return reader.fail(at, `"${name}" must be text, not ${typeof value.value}: quote it`);
    if (value.comment)
      return reader.fail(
        at,
        `write this value as a JSON string in double quotes: unquoted, YAML reads " #${value.comment}" as a comment and drops it`,
      );
    return value.value;
  };
  const citationIds = (value: unknown, at: number): string[] => {
    if (value == null || (isScalar(value) && value.value == null)) return [];
    if (!isSeq(value)) return reader.fail(at, 'citations is a list: one "  - id" line each');
    return value.items.map((item) => {
      const id = text('citations', item, lineOf(item as Node, at));
      return /^\S+$/.test(id) ? id : reader.fail(lineOf(item as Node, at), `"${id}" is not a citation id`);
    });
  };
  const values = new Map<string, string | string[]>();
  for (const { key, value } of doc.contents.items) {
    const line = lineOf(key as Node, 2);
    const name = isScalar(key) ? String(key.value) : '';
    if (!(FRONT_MATTER_KEYS as readonly string[]).includes(name))
      reader.fail(line, `unknown key "${name}" (expected ${FRONT_MATTER_KEYS.join(', ')})`);
    if (values.has(name)) reader.fail(line, `"${name}" is given twice`);
    const at = lineOf(value as Node, line);
    values.set(name, name === 'citations' ? citationIds(value, at) : text(name, value, at));
  }
  for (const key of FRONT_MATTER_KEYS)
    if (!values.has(key)) reader.fail(lines[end]!, `front matter lacks "${key}"`);
  return { front: Object.fromEntries(values) as FrontMatter, rest: lines.slice(end + 1) };
}

/** Splits the body into its `## ` sections, checking they are exactly SECTIONS in order. */
function splitSections(reader: Reader, lines: Line[]): Map<Section, Line[]> {
  const sections = new Map<Section, Line[]>();
  let current: Line[] | null = null;
  for (const line of lines) {
    const heading = /^## (.+)$/.exec(line.text);
    if (heading) {
      const expected = SECTIONS[sections.size];
      if (heading[1] !== expected)
        reader.fail(
          line,
          `expected the section "## ${expected ?? '(none: the guide is complete)'}", got "${line.text}"`,
        );
      sections.set(expected!, (current = []));
    } else if (current) current.push(line);
    else if (line.text.trim()) reader.fail(line, 'text before the first "## " section');
  }
  if (sections.size < SECTIONS.length)
    reader.fail(lines.at(-1)?.number ?? 1, `missing the section "## ${SECTIONS[sections.size]}"`);
  return sections;
}

/** Blocks of non-blank lines; each paragraph of the content is one line. */
function blocks(reader: Reader, lines: Line[]): Line[][] {
  const result: Line[][] = [];
  let block: Line[] = [];
  for (const line of lines) {
    if (line.text.trim() === '') {
      if (block.length) result.push(block);
      block = [];
    } else {
      if (/^\s|\s$/.test(line.text)) reader.fail(line, 'no leading or trailing spaces');
      block.push(line);
    }
  }
  if (block.length) result.push(block);
  return result;
}

function paragraphs(reader: Reader, lines: Line[], section: string): string {
  const found = blocks(reader, lines);
  if (!found.length) return reader.fail(lines[0]?.number ?? 1, `"${section}" is empty`);
  for (const block of found) {
    if (block.length > 1)
      reader.fail(block[1]!, 'one line per paragraph (separate paragraphs by a blank line)');
    if (/^(#|- |\*\*)/.test(block[0]!.text)) reader.fail(block[0]!, `"${section}" takes paragraphs only`);
  }
  return found.map((b) => b[0]!.text).join('\n\n');
}

function items(reader: Reader, lines: Line[], section: string): string[] {
  const found = blocks(reader, lines).flat();
  if (!found.length) return reader.fail(lines[0]?.number ?? 1, `"${section}" has no items`);
  return found.map((line) => {
    const item = /^- (\S.*)$/.exec(line.text);
    return item ? item[1]! : reader.fail(line, `"${section}" takes "- " items, one line each`);
  });
}

/** `### title` entries, each with an optional unlabelled paragraph and `**Label:** value` fields. */
function entries<L extends string>(
  reader: Reader,
  lines: Line[],
  section: string,
  { labels, optional = [], described }: { labels: readonly L[]; optional?: readonly L[]; described: boolean },
): { title: string; description: string; fields: Partial<Record<L, string>> }[] {
  const result: { title: string; description: string; fields: Partial<Record<L, string>> }[] = [];
  let heading: Line | null = null;
  let body: Line[] = [];
  const close = () => {
    if (!heading) return;
    const entry = { title: heading.text.slice(4), description: '', fields: {} as Partial<Record<L, string>> };
    for (const block of blocks(reader, body)) {
      if (block.length > 1) reader.fail(block[1]!, 'one line per paragraph or field');
      const line = block[0]!;
      const field = /^\*\*([A-Za-z]+):\*\* (\S.*)$/.exec(line.text);
      if (field) {
        const label = field[1] as L;
        if (!labels.includes(label))
          reader.fail(line, `"${section}" entries take ${labels.map((l) => `**${l}:**`).join(', ')}`);
        if (entry.fields[label] !== undefined) reader.fail(line, `**${label}:** is given twice`);
        entry.fields[label] = field[2]!;
      } else if (!described || entry.description || Object.keys(entry.fields).length)
        reader.fail(
          line,
          `unexpected text in a "${section}" entry (its fields are ${labels.map((l) => `**${l}:**`).join(', ')})`,
        );
      else entry.description = line.text;
    }
    if (described && !entry.description)
      reader.fail(heading, `"${entry.title}" has no description paragraph`);
    for (const label of labels)
      if (entry.fields[label] === undefined && !optional.includes(label))
        reader.fail(heading, `"${entry.title}" lacks **${label}:**`);
    result.push(entry);
  };
  for (const line of lines) {
    if (line.text.startsWith('### ')) {
      close();
      heading = line;
      body = [];
    } else if (heading) body.push(line);
    else if (line.text.trim()) reader.fail(line, `"${section}" takes "### " entries`);
  }
  close();
  if (!result.length) reader.fail(lines[0]?.number ?? 1, `"${section}" has no entries`);
  return result;
}

/** One guide file: its principle, citations resolved from the library, checked against the API schema. */
export function parseGuide(
  markdown: string,
  file: string,
  library: ReadonlyMap<string, CslItem>,
): DesignPrinciple {
  const reader = new Reader(file);
  const lines = markdown.split('\n').map((text, i) => ({ text, number: i + 1 }));
  if (lines.at(-1)?.text === '') lines.pop();
  const { front, rest } = parseFrontMatter(reader, lines);
  const s = splitSections(reader, rest);
  const section = (name: Section) => s.get(name)!;
  const citations = front.citations.map((id) => {
    const item = library.get(id);
    if (!item) return reader.fail(1, `cites "${id}", which content/citations.json does not have`);
    return citationFromCsl(item);
  });
  const principle = {
    id: front.id,
    slug: front.slug,
    name: front.name,
    category: front.category,
    description: front.description,
    overview: paragraphs(reader, section('Overview'), 'Overview'),
    detailedExplanation: paragraphs(reader, section('Detailed explanation'), 'Detailed explanation'),
    keyPoints: items(reader, section('Key points'), 'Key points'),
    applications: entries(reader, section('Applications'), 'Applications', {
      labels: ['Example'],
      described: true,
    }).map((e) => ({ title: e.title, description: e.description, example: e.fields.Example! })),
    commonMistakes: entries(reader, section('Common mistakes'), 'Common mistakes', {
      labels: ['Consequence', 'Solution'],
      described: false,
    }).map((e) => ({ mistake: e.title, consequence: e.fields.Consequence!, solution: e.fields.Solution! })),
    tools: entries(reader, section('Tools'), 'Tools', {
      labels: ['Type', 'URL'],
      optional: ['URL'],
      described: true,
    }).map((e) => ({
      name: e.title,
      description: e.description,
      type: e.fields.Type!,
      ...(e.fields.URL ? { url: e.fields.URL } : {}),
    })),
    metrics: entries(reader, section('Metrics'), 'Metrics', {
      labels: ['Target', 'Measurement'],
      described: true,
    }).map((e) => ({
      name: e.title,
      description: e.description,
      target: e.fields.Target!,
      measurement: e.fields.Measurement!,
    })),
    citations,
    enhancedContent: {
      additionalResearch: paragraphs(reader, section('Additional research'), 'Additional research'),
      emergingTrends: items(reader, section('Emerging trends'), 'Emerging trends'),
      practicalTips: items(reader, section('Practical tips'), 'Practical tips'),
      industryApplications: entries(reader, section('Industry applications'), 'Industry applications', {
        labels: ['Example'],
        described: true,
      }).map((e) => ({ industry: e.title, application: e.description, example: e.fields.Example! })),
    },
  };
  const parsed = designPrincipleSchema.safeParse(principle);
  if (!parsed.success)
    throw new GuideFormatError(
      `${file}: does not match the API's DesignPrinciple: ${issuesText(parsed.error)}`,
    );
  return principle as DesignPrinciple;
}

/**
 * Every guide, in the spec's category order (each file lives in content/<category>/; within a
 * category, files are taken in name order), with unique ids and slugs.
 */
export function buildGuides(
  files: readonly { path: string; text: string }[],
  citationsJson: unknown,
): DesignPrinciple[] {
  const library = parseCitationLibrary(citationsJson);
  const rank = (path: string) => {
    const category = path.split('/')[0] ?? '';
    const index = (PRINCIPLE_CATEGORIES as readonly string[]).indexOf(category);
    if (index < 0)
      throw new GuideFormatError(`${path}: not in a category folder (${PRINCIPLE_CATEGORIES.join(', ')})`);
    return index;
  };
  const ordered = [...files].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
  const guides = ordered.map(({ path, text }) => {
    const guide = parseGuide(text, path, library);
    if (guide.category !== path.split('/')[0])
      throw new GuideFormatError(
        `${path}: category "${guide.category}" but filed under ${path.split('/')[0]}/`,
      );
    return guide;
  });
  for (const key of ['id', 'slug'] as const) {
    const seen = new Set<string>();
    for (const g of guides) {
      if (seen.has(g[key])) throw new GuideFormatError(`two guides have the ${key} "${g[key]}"`);
      seen.add(g[key]);
    }
  }
  return guides;
}
