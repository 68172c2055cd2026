import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { websiteJpegBase64 } from './helpers/images';
import { useTestStack } from './helpers/stack';

/**
 * Sharing a roast (docs/sharing.md) against the real local stack: what a link-preview crawler
 * gets for /roast/{id}, the 1200×630 card, the badge, and that deletion takes them all away.
 */
const stack = useTestStack({ stripeSimulator: true });

const TWITTERBOT = 'Twitterbot/1.0';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function createRoast(title?: string): Promise<{ id: string; ownerKey: string }> {
  const created = await stack.api.post('/api/roasts', {
    images: [await websiteJpegBase64()],
    roastLevel: 'brutal',
    ...(title ? { title } : {}),
  });
  expect(created.status).toBe(201);
  expect((await stack.api.waitForStatus(created.body.id, 30_000)).status).toBe('ready');
  return created.body;
}

async function fetchAs(userAgent: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.url}${path}`, { headers: { 'user-agent': userAgent, ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, text: body.toString('utf8') };
}

/** Every <meta property|name="…" content="…"> of a page, decoded as a browser would. */
function metaTags(html: string): Record<string, string> {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    tags[m[1]!] = decode(m[2]!);
  return tags;
}

describe('a shared /roast/{id} link', () => {
  it('gives a link-preview crawler the Open Graph and Twitter card tags of the roast', async () => {
    const { id } = await createRoast('Ledgerly invoices');
    const detail = (await stack.api.get(`/api/roasts/${id}`)).body;
    const page = await fetchAs(TWITTERBOT, `/roast/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const tags = metaTags(page.text);
    expect(tags).toMatchObject({
      'og:site_name': 'UGH Score',
      'og:title': `Ledgerly invoices: UGH Score ${detail.ughScore}/100 · ${detail.verdict}`,
      'og:url': `${stack.url}/roast/${id}`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:image']).toMatch(new RegExp(`^${stack.url}/api/roasts/${id}/card\\.png\\?v=[\\w-]+$`));
    expect(tags['twitter:image']).toBe(tags['og:image']);
    // The description is the roast's own text (cut to fit a preview).
    expect(detail.roastText.replace(/\s+/g, ' ')).toContain(tags['og:description']!.replace(/…$/, ''));
  });

  it('recognises the crawlers of Facebook, Slack, Discord and WhatsApp', async () => {
    const { id } = await createRoast();
    for (const agent of [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'WhatsApp/2.23.20.0',
    ]) {
      const tags = metaTags((await fetchAs(agent, `/roast/${id}`)).text);
      expect(tags['og:url'], agent).toBe(`${stack.url}/roast/${id}`);
    }
  });

  it('gives people the app, not the crawler page', async () => {
    const { id } = await createRoast();
    const page = await fetchAs(BROWSER, `/roast/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('og:image');
  });

  it('escapes the roast’s name everywhere it is placed', async () => {
    const { id } = await createRoast('<script>alert(1)</script> & "Co"');
    const page = await fetchAs(TWITTERBOT, `/roast/${id}`);
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(metaTags(page.text)['og:title']).toMatch(/^<script>alert\(1\)<\/script> & "Co": UGH Score/);
  });

  it('serves a 1200×630 PNG card, then 304 for a client that holds it', async () => {
    const { id } = await createRoast();
    const image = metaTags((await fetchAs(TWITTERBOT, `/roast/${id}`)).text)['og:image']!;
    const card = await fetchAs(TWITTERBOT, image.slice(stack.url.length));
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(card.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // Kept in the roast's folder, so deletion and the orphan sweep treat it like the screenshots.
    expect((await stack.bucketKeys()).filter((k) => k.startsWith(`screenshots/${id}/card-`))).toHaveLength(1);

    const etag = card.headers.get('etag')!;
    const again = await fetchAs(TWITTERBOT, `/api/roasts/${id}/card.png`, { 'if-none-match': etag });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    // Shared caches must ask first: a deleted roast's card must not outlive it at the edge.
    expect(card.headers.get('cache-control')).toMatch(/\bs-maxage=0\b/);
  });

  it('takes the tags and the card away with the roast (404), and the stored card with its folder', async () => {
    const { id, ownerKey } = await createRoast();
    const image = metaTags((await fetchAs(TWITTERBOT, `/roast/${id}`)).text)['og:image']!;
    expect((await fetchAs(TWITTERBOT, image.slice(stack.url.length))).status).toBe(200);

    const deleted = await stack.api.delete(`/api/roasts/${id}`, { headers: { 'x-owner-key': ownerKey } });
    expect(deleted.status).toBe(200);

    const page = await fetchAs(TWITTERBOT, `/roast/${id}`);
    expect(page.status).toBe(404);
    expect(metaTags(page.text)['og:image']).toBeUndefined();
    expect(page.text).not.toContain(id);
    expect((await fetchAs(TWITTERBOT, `/api/roasts/${id}/card.png`)).status).toBe(404);
    expect((await stack.bucketKeys()).filter((k) => k.startsWith(`screenshots/${id}/`))).toEqual([]);
  });

  it('shows of a private roast only what its link shows, and asks indexes to keep away', async () => {
    const { id, ownerKey } = await createRoast();
    const detail = (await stack.api.get(`/api/roasts/${id}`)).body;
    expect(detail.isPromoted).toBe(false);
    const page = await fetchAs(TWITTERBOT, `/roast/${id}`);
    const tags = metaTags(page.text);
    expect(tags.robots).toBe('noindex, nofollow');
    expect(page.text).not.toContain(ownerKey);
    // Every value is made of the detail's own fields.
    const shown = [
      detail.title,
      String(detail.ughScore),
      detail.verdict,
      detail.roastText.replace(/\s+/g, ' '),
    ];
    expect(tags['og:title']).toBe(`${detail.title}: UGH Score ${detail.ughScore}/100 · ${detail.verdict}`);
    expect(shown[3]).toContain(tags['og:description']!.replace(/…$/, ''));
    expect(tags['og:image:alt']).toBe(
      `UGH Score card for ${detail.title}: ${detail.ughScore} out of 100, ${detail.verdict}`,
    );
    const card = await fetchAs(TWITTERBOT, `/api/roasts/${id}/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('tells a crawler of an unknown roast nothing but the site’s name', async () => {
    const page = await fetchAs(TWITTERBOT, '/roast/AbCdEfGhIjKlMnOpQrSt_-');
    expect(page.status).toBe(404);
    expect(metaTags(page.text)).toMatchObject({ 'og:site_name': 'UGH Score', robots: 'noindex, nofollow' });
  });
});

describe('GET /api/roasts/{id}/badge.svg', () => {
  it('is 404 for a roast that is not promoted', async () => {
    const { id } = await createRoast();
    const res = await fetchAs(BROWSER, `/api/roasts/${id}/badge.svg`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('svg');
  });

  it('is a safe SVG with the score and verdict in the band’s colour for a promoted roast', async () => {
    const { id, ownerKey } = await createRoast();
    await stack.api.promoteWithSimulator(id, ownerKey);
    const detail = (await stack.api.get(`/api/roasts/${id}`)).body;
    const res = await fetchAs(BROWSER, `/api/roasts/${id}/badge.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('cache-control')).toMatch(/\bpublic\b.*\bmax-age=\d+/);
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.text).toContain(
      `aria-label="UGH ${detail.ughScore} · ${detail.verdict.replace('&', '&amp;')}"`,
    );
    expect(res.text).not.toMatch(/<script|<style|<foreignObject|href=|on\w+=|javascript:/i);
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.height]).toEqual(['svg', 20]);

    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    // Embedded on other sites' pages, it is answered by the edge after the first view.
    expect((await fetchAs(BROWSER, `/api/roasts/${id}/badge.svg`)).headers.get('x-cache')).toMatch(/^Hit/);
  });
});
