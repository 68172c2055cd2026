import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_DIR,
  GENERATED_MODULE,
  guidesFromContent,
  serialise,
} from '../../../bin/build-design-principles';
import {
  buildGuides,
  GuideFormatError,
  parseCitationLibrary,
  parseGuide,
} from '../../../functions/domain/design-principles/guide-format';
import { DESIGN_PRINCIPLES } from '../../../functions/domain/design-principles/index';

/**
 * The guides are content (Markdown + CSL-JSON in functions/domain/design-principles/content/), built
 * into the module the API serves. These tests read the real files, and plant malformed copies of them
 * to check each mistake is refused with a message that says where and what.
 */
const GUIDE = 'layout/01-grid-and-alignment.md';
const guideText = readFileSync(join(CONTENT_DIR, GUIDE), 'utf8');
const citationsJson = JSON.parse(readFileSync(join(CONTENT_DIR, 'citations.json'), 'utf8')) as Record<
  string,
  unknown
>[];
const library = parseCitationLibrary(citationsJson);

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GuideFormatError);
    return (error as Error).message;
  }
  throw new Error('accepted a malformed file');
}
const guideRefusal = (text: string) => refusal(() => parseGuide(text, GUIDE, library));

describe('design principles content', () => {
  it('builds from the content folder into exactly the module the API serves', () => {
    const built = serialise(guidesFromContent());
    expect(
      built === readFileSync(GENERATED_MODULE, 'utf8'),
      'guides.generated.json is out of date with content/: run npx tsx bin/build-design-principles.ts',
    ).toBe(true);
    expect(JSON.parse(built)).toEqual(DESIGN_PRINCIPLES);
  });

  it('cites every work of citations.json at least once, and only works it has', () => {
    const everyGuide = guidesFromContent();
    const works = new Set(everyGuide.flatMap((g) => g.citations.map((c) => c.title)));
    for (const item of citationsJson) expect(works.has(item.title as string), String(item.id)).toBe(true);
  });
});

describe('a malformed guide is refused, saying where', () => {
  it.each([
    [
      'no front matter',
      (t: string) => t.replace(/^---\n/, ''),
      `${GUIDE}:1: a guide starts with front matter`,
    ],
    ['a missing key', (t: string) => t.replace(/^slug: .*\n/m, ''), 'front matter lacks "slug"'],
    ['an unknown key', (t: string) => t.replace(/^slug: /m, 'slugg: '), `${GUIDE}:3: unknown key "slugg"`],
    ['a key twice', (t: string) => t.replace(/^(id: .*\n)/m, '$1$1'), `${GUIDE}:3: "id" is given twice`],
    [
      'a value YAML would read otherwise',
      (t: string) => t.replace(/^name: .*$/m, 'name: Grids: a primer'),
      `${GUIDE}:4: write this value as a JSON string in double quotes`,
    ],
    [
      'front matter that is not YAML, on the line it breaks',
      (t: string) => t.replace(/^name: /m, '\tname: '),
      `${GUIDE}:4: not valid YAML: Tabs are not allowed as indentation`,
    ],
    [
      'a value starting with a sign YAML reserves',
      (t: string) => t.replace(/^name: .*$/m, 'name: @grids'),
      `${GUIDE}:4: write this value as a JSON string in double quotes: unquoted, YAML cannot read it`,
    ],
    [
      'a value YAML would cut at a comment',
      (t: string) => t.replace(/^name: .*$/m, 'name: Grids #1'),
      `${GUIDE}:4: write this value as a JSON string in double quotes: unquoted, YAML reads " #1" as a comment`,
    ],
    [
      'a value that is not text',
      (t: string) => t.replace(/^id: DP10$/m, 'id: 10'),
      `${GUIDE}:2: "id" must be text, not number: quote it`,
    ],
    [
      'an empty value',
      (t: string) => t.replace(/^slug: .*$/m, 'slug:'),
      `${GUIDE}:3: empty value for "slug"`,
    ],
    [
      'citations that are not a list',
      (t: string) => t.replace(/^citations:\n( {2}- .*\n)+/m, 'citations: gerstner1964\n'),
      `${GUIDE}:7: citations is a list: one "  - id" line each`,
    ],
    [
      'a category the API does not have',
      (t: string) => t.replace(/^category: layout$/m, 'category: vibes'),
      `${GUIDE}: does not match the API's DesignPrinciple: category`,
    ],
    [
      'a citation the library lacks',
      (t: string) => t.replace(/^ {2}- gerstner1964$/m, '  - gerstner1965'),
      'cites "gerstner1965", which content/citations.json does not have',
    ],
    [
      'sections out of order',
      (t: string) => t.replace('## Overview', '## Key points'),
      'expected the section "## Overview", got "## Key points"',
    ],
    [
      'a missing section',
      (t: string) => t.slice(0, t.indexOf('## Industry applications')),
      'missing the section "## Industry applications"',
    ],
    [
      'a paragraph broken over two lines',
      (t: string) =>
        t.replace('A grid is a set of decisions made once: ', 'A grid is a set of decisions made once:\n'),
      'one line per paragraph',
    ],
    [
      'an application without its example',
      (t: string) => t.replace(/^\*\*Example:\*\* All sections use .*\n\n/m, ''),
      '"Marketing page sections" lacks **Example:**',
    ],
    [
      'a field the section does not take',
      (t: string) => t.replace('**Type:** developer tool', '**Kind:** developer tool'),
      '"Tools" entries take **Type:**, **URL:**',
    ],
  ])('%s', (_, plant, message) => {
    const planted = plant(guideText);
    expect(planted).not.toBe(guideText);
    expect(guideRefusal(planted)).toContain(message);
  });

  it('two guides with one slug', () => {
    const files = [
      { path: GUIDE, text: guideText },
      { path: 'layout/02-copy.md', text: guideText.replace(/^id: DP10$/m, 'id: DP99') },
    ];
    expect(refusal(() => buildGuides(files, citationsJson))).toContain(
      'two guides have the slug "grid-and-alignment"',
    );
  });

  it('a guide filed under another category', () => {
    expect(
      refusal(() => buildGuides([{ path: `typography/x.md`, text: guideText }], citationsJson)),
    ).toContain('typography/x.md: category "layout" but filed under typography/');
  });
});

describe('a malformed citation is refused, naming the entry', () => {
  const planted = (index: number, change: (item: Record<string, unknown>) => Record<string, unknown>) =>
    citationsJson.map((item, i) => (i === index ? change({ ...item }) : item));

  it.each([
    ['not an array', () => ({}), 'citations.json: expected a CSL-JSON array'],
    [
      'a year that is not a number',
      () => planted(0, (c) => ({ ...c, issued: { 'date-parts': [['1923']] } })),
      'citations.json[0] (wertheimer1923): not a valid citation: issued.date-parts.0.0',
    ],
    [
      'no title',
      () => planted(1, ({ title: _, ...c }) => c),
      `citations.json[1] (${String(citationsJson[1]!.id)}): not a valid citation: title`,
    ],
    [
      'both a journal and a publisher',
      () => planted(0, (c) => ({ ...c, publisher: 'Springer' })),
      'needs exactly one of container-title',
    ],
    ['a field CSL-JSON does not have here', () => planted(0, (c) => ({ ...c, doi: '10.1/x' })), 'doi'],
    ['a type the API cannot show', () => planted(0, (c) => ({ ...c, type: 'song' })), 'type'],
    [
      'an id used twice',
      () => [...citationsJson, citationsJson[0]],
      `citations.json[${citationsJson.length}] (wertheimer1923): duplicate id wertheimer1923`,
    ],
  ])('%s', (_, json, message) => {
    expect(refusal(() => parseCitationLibrary(json()))).toContain(message);
  });
});
