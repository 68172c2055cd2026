import { describe, expect, it } from 'vitest';
import { websiteAnalysisSchema } from '../../../functions/domain/api-schemas';
import { detectTechnologies, HTML_SCAN_LIMIT } from '../../../functions/domain/tech-stack/match';
import { type PageEvidence } from '../../../functions/domain/tech-stack/types';
import { emptyEvidence } from './fixtures';

const SIZE = 200_000;
const fill = (unit: string, size = SIZE): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/**
 * Inputs built to make careless regexes backtrack: long runs of the prefixes the html, URL and header
 * patterns start with, with the awaited terminator never arriving.
 */
const PATHOLOGICAL: Record<string, string> = {
  letters: fill('a'),
  spaces: fill(' '),
  quotes: fill('="'),
  classAttr: fill(' class="sm:'),
  classNoEnd: ` class="${fill('x ')}`.slice(0, SIZE),
  vueAttr: fill(' data-v-0000000'),
  ngVersion: fill(' ng-version="1.1.1.1.1.'),
  tags: fill('<script '),
  integrity: `<script ${fill('a')}`.slice(0, SIZE),
  gtag: fill("gtag( 'config' , 'G-"),
  comment: fill('<!-- This site is optimized with the Yoast SEO plugin v1.'),
  digits: fill('1.'),
  mixed: fill('<div class="MuiButton-root svelte-abc12 --tw-shadow: " data-astro-cid-'),
};

function hostileEvidence(html: string): PageEvidence {
  const longUrl = `https://cdn.test/${fill('jquery-1.', 2048)}`;
  return {
    ...emptyEvidence,
    url: `https://${fill('a.', 200)}example.test/`,
    html,
    headers: {
      server: fill('nginx/1.', 4096),
      'x-served-by': fill('cache-abc-', 4096),
      via: fill('1.1 ', 4096),
    },
    cookies: [fill('_hjSession_1', 256)],
    meta: { generator: fill('WordPress 1.', 2048) },
    scriptSrcs: Array.from({ length: 20 }, () => longUrl),
    linkHrefs: Array.from({ length: 20 }, () => `https://cdn.test/${fill('/bootstrap/1.', 2048)}`),
    jsGlobals: { jQuery: fill('1.', 64) },
  };
}

describe('ReDoS guard', () => {
  it.each(Object.entries(PATHOLOGICAL))('finishes on a 200 KB %s page', (_label, html) => {
    expect(html.length).toBe(SIZE);
    const r = detectTechnologies(hostileEvidence(html));
    expect(websiteAnalysisSchema.safeParse(r).success).toBe(true);
  });

  it('scans no more than HTML_SCAN_LIMIT characters of a larger page', () => {
    const r = detectTechnologies({
      ...emptyEvidence,
      html: `${fill('a', HTML_SCAN_LIMIT)} ng-version="17.3.2"`,
    });
    expect(r.technology.frontend).toEqual([]);
  });
});
