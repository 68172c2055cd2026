/**
 * The builders of what a shared roast shows outside the app: the crawler page, the card's
 * SVG and the badge. The card and badge are measured with the real embedded font (the typesetter the
 * functions use), so truncation is checked in real pixels.
 */
import { describe, expect, it } from 'vitest';
import { InterTypesetter } from '../../../functions/adapters/images/inter-typesetter';
import { isLinkPreviewCrawler } from '../../../functions/domain/link-previews';
import {
  bandColours,
  contrastRatio,
  escapeMarkup,
  textOn,
  truncateText,
  type ShareSubject,
} from '../../../functions/domain/share';
import { badgeSnippets, badgeSvg } from '../../../functions/domain/share-badge';
import {
  drawableText,
  ELLIPSIS,
  fitLine,
  shareCardSource,
  shareCardSvg,
  wrapLines,
} from '../../../functions/domain/share-card';
import { shareNotFoundHtml, sharePageHtml } from '../../../functions/domain/share-page';
import { SCORE_THEMES, VERDICT_BANDS } from '../../../functions/domain/verdicts';

const type = new InterTypesetter();
const subject = (over: Partial<ShareSubject> = {}): ShareSubject => ({
  id: 'AbCdEfGhIjKlMnOpQrSt_-',
  number: 42,
  title: 'Ledgerly',
  ughScore: 72,
  verdict: 'Visual Offense',
  level: 'brutal',
  roastText: 'Your hero image is a stock photo of a handshake. We have seen it 4,000 times.',
  isPublic: true,
  isPromoted: true,
  ...over,
});
const HOSTILE = `</title><script>alert("x")</script>&'`;
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('escapeMarkup', () => {
  it('escapes the five characters that end a text or an attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('drops what XML cannot hold (controls, lone surrogates) and keeps real characters', () => {
    expect(escapeMarkup('a\u0000b\u0008c\u001fd\ud800e\ufffef')).toBe('abcdef');
    expect(escapeMarkup('tab\tnew\nline ™ · 😀 東京')).toBe('tab\tnew\nline ™ · 😀 東京');
  });
});

describe('truncateText', () => {
  it('leaves short text alone and cuts long text at a word, ending with …', () => {
    expect(truncateText('  short   text ', 20)).toBe('short text');
    const cut = truncateText('The quick brown fox jumps over the lazy dog again and again', 30);
    expect(cut).toBe('The quick brown fox jumps…');
    expect([...cut].length).toBeLessThanOrEqual(30);
  });
});

describe('band colours', () => {
  it.each(VERDICT_BANDS.map((band) => [band.min, band.max]))(
    'scores %i–%i take their theme’s stamp colour',
    (min, max) => {
      const theme = SCORE_THEMES.find((t) => t.min === min)!;
      for (const score of [min, max]) expect(bandColours(score).stamp).toBe(theme.hex);
    },
  );

  it('lightens the stamp colour for text on ink as the roast page does (70 % colour, 30 % white)', () => {
    expect(bandColours(90).text).toBe('#e76767'); // #dc2626 mixed
  });

  it('puts whichever of white and ink reads better on each band', () => {
    for (const theme of SCORE_THEMES) {
      const fg = textOn(theme.hex);
      const other = fg === '#ffffff' ? '#16130f' : '#ffffff';
      expect(contrastRatio(theme.hex, fg)).toBeGreaterThanOrEqual(contrastRatio(theme.hex, other));
      expect(contrastRatio(theme.hex, fg), theme.theme).toBeGreaterThan(4.5);
    }
  });
});

describe('the crawler page', () => {
  const origin = 'https://ugh.example';

  it('has the tags of a large-image preview with absolute, canonical URLs', () => {
    const html = sharePageHtml(subject(), origin, 'v1');
    expect(meta(html, 'og:url')).toBe('https://ugh.example/roast/AbCdEfGhIjKlMnOpQrSt_-');
    expect(html).toContain('<link rel="canonical" href="https://ugh.example/roast/AbCdEfGhIjKlMnOpQrSt_-">');
    expect(meta(html, 'og:image')).toBe(
      'https://ugh.example/api/roasts/AbCdEfGhIjKlMnOpQrSt_-/card.png?v=v1',
    );
    expect(meta(html, 'og:title')).toBe('Ledgerly: UGH Score 72/100 · Visual Offense');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('escapes a hostile name and roast text in the title, every attribute and the body', () => {
    const html = sharePageHtml(subject({ title: HOSTILE, roastText: HOSTILE }), origin, 'v1');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('</title><');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;: UGH Score 72/100 · Visual Offense',
    );
  });

  it('asks indexes to stay away from a private (unlisted) roast only', () => {
    expect(meta(sharePageHtml(subject({ isPublic: false }), origin, 'v1'), 'robots')).toBe(
      'noindex, nofollow',
    );
    expect(meta(sharePageHtml(subject(), origin, 'v1'), 'robots')).toBeUndefined();
  });

  it('cuts a long roast text to a preview-sized description', () => {
    const html = sharePageHtml(subject({ roastText: 'word '.repeat(200) }), origin, 'v1');
    const description = meta(html, 'og:description')!;
    expect(description.endsWith(ELLIPSIS)).toBe(true);
    expect([...description].length).toBeLessThanOrEqual(200);
  });

  it('says nothing about any roast for an unknown id', () => {
    const html = shareNotFoundHtml(origin);
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'og:title')).toBe('Roast Not Found · UGH Score');
  });
});

describe('the card', () => {
  it('cuts a long name to two lines that fit, the second ending with …', () => {
    const lines = wrapLines(
      'Ledgerly: invoices and receipts for small teams who would rather be doing anything else at all',
      'bold',
      56,
      560,
      2,
      type,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith(ELLIPSIS)).toBe(true);
    for (const line of lines) expect(type.width(line, 'bold', 56)).toBeLessThanOrEqual(560);
  });

  it('breaks one word too long for a line', () => {
    const lines = wrapLines('Supercalifragilisticexpialidocious'.repeat(3), 'bold', 56, 560, 2, type);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(type.width(line, 'bold', 56)).toBeLessThanOrEqual(560);
  });

  it('keeps a name that fits whole', () => {
    expect(wrapLines('Ledgerly', 'bold', 56, 560, 2, type)).toEqual(['Ledgerly']);
    expect(fitLine('Ledgerly', 'heavy', 22, 560, type)).toBe('Ledgerly');
  });

  it('drops characters the font cannot draw instead of drawing boxes', () => {
    expect(drawableText('Café 東京 Shop™', 'bold', type)).toBe('Café Shop™');
  });

  it('draws text as outlines: no <text>, no script, no external reference', () => {
    const svg = shareCardSvg(subject({ title: HOSTILE }), null, type);
    expect(svg).not.toMatch(/<text|<script|<style|<foreignObject|xlink:href|href="http/);
    expect(svg).toContain('<title>UGH Score card for &lt;/title&gt;&lt;script&gt;');
  });

  it('paints the stamp, the bar and the shadow in the band’s colour', () => {
    for (const score of [5, 30, 50, 70, 95]) {
      const svg = shareCardSvg(subject({ ughScore: score }), null, type);
      const { stamp } = bandColours(score);
      expect(svg.match(new RegExp(`stroke="${stamp}"`, 'g')), String(score)).toHaveLength(2);
      expect(svg).toContain(`height="14" fill="${stamp}"`);
    }
  });

  it('embeds the thumbnail only as an escaped data URI', () => {
    const svg = shareCardSvg(subject(), 'data:image/jpeg;base64,AAAA"/><script>', type);
    expect(svg).toContain('href="data:image/jpeg;base64,AAAA&quot;/&gt;&lt;script&gt;"');
  });

  it('is drawn again when what it shows changes (a promotion renames the roast)', () => {
    expect(shareCardSource(subject(), 'k')).toBe(shareCardSource(subject({ roastText: 'other' }), 'k'));
    expect(shareCardSource(subject(), 'k')).not.toBe(shareCardSource(subject({ title: 'New name' }), 'k'));
  });
});

describe('the badge', () => {
  const measure = (text: string) => type.width(text, 'bold', 11);

  it('reads "UGH 12 · Improbably Acceptable" with the band’s colour', () => {
    const svg = badgeSvg({ ughScore: 12, verdict: 'Improbably Acceptable' }, measure);
    expect(svg).toContain('aria-label="UGH 12 · Improbably Acceptable"');
    expect(svg).toContain('>UGH 12</text>');
    expect(svg).toContain('>Improbably Acceptable</text>');
    expect(svg).toContain('fill="#16a34a"');
  });

  it('is as wide as its two measured texts and their padding', () => {
    const svg = badgeSvg({ ughScore: 95, verdict: 'Certified UGH™' }, measure);
    const width = Number(/^<svg [^>]*width="(\d+)"/.exec(svg)![1]);
    expect(width).toBe(Math.ceil(measure('UGH 95')) + Math.ceil(measure('Certified UGH™')) + 24);
  });

  it('escapes its texts and holds no script, style, link or external reference', () => {
    const svg = badgeSvg({ ughScore: 50, verdict: HOSTILE }, measure);
    expect(svg).not.toMatch(/<script|<style|<a[\s>]|href=|javascript:|on\w+=/i);
    expect(svg).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(svg.match(/url\(([^)]*)\)/g)).toEqual(['url(#r)', 'url(#s)']);
  });

  it('comes with Markdown and HTML snippets that link it to the roast', () => {
    const snippets = badgeSnippets(
      { id: 'AbCdEfGhIjKlMnOpQrSt_-', ughScore: 12, verdict: 'Improbably Acceptable' },
      'https://ugh.example',
    );
    expect(snippets.markdown).toBe(
      '[![UGH 12 · Improbably Acceptable](https://ugh.example/api/roasts/AbCdEfGhIjKlMnOpQrSt_-/badge.svg)](https://ugh.example/roast/AbCdEfGhIjKlMnOpQrSt_-)',
    );
    expect(snippets.html).toContain('<a href="https://ugh.example/roast/AbCdEfGhIjKlMnOpQrSt_-"><img src=');
  });
});

describe('link-preview crawlers', () => {
  it.each([
    'Twitterbot/1.0',
    'facebookexternalhit/1.1',
    'Slackbot-LinkExpanding 1.0',
    'Mozilla/5.0 (compatible; Discordbot/2.0)',
    'LinkedInBot/1.0',
    'WhatsApp/2.23.20.0',
    'TelegramBot (like TwitterBot)',
  ])('knows %s', (agent) => expect(isLinkPreviewCrawler(agent)).toBe(true));

  it.each(['Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', 'Googlebot/2.1', undefined])(
    'leaves %s to the app',
    (agent) => expect(isLinkPreviewCrawler(agent)).toBe(false),
  );
});
