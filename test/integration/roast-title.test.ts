/**
 * Issue 17: every uploaded roast was "Untitled design". A roast is called by the creator's title, else
 * by what the page says about itself (metadata, or its brand read from the screenshot), else by its
 * number: through the API, into the gallery and the search.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { roastDetailSchema } from '../../functions/domain/api-schemas';
import { useTestStack } from './helpers/stack';

const stack = useTestStack();

/** A plain landing page with its brand in the header, drawn as the demo pages are. */
async function landingPage(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="900">
    <rect width="1440" height="900" fill="#ffffff"/>
    <rect x="0" y="0" width="1440" height="72" fill="#f8fafc"/>
    <text x="120" y="46" font-family="sans-serif" font-size="24" font-weight="700" fill="#0f172a">Quill Ledger</text>
    <text x="120" y="300" font-family="sans-serif" font-size="64" font-weight="700" fill="#0f172a">Books that balance themselves.</text>
    <text x="120" y="370" font-family="sans-serif" font-size="24" fill="#475569">Bookkeeping for small teams, done in minutes.</text>
    <rect x="120" y="420" width="220" height="60" rx="10" fill="#2563eb"/>
    <text x="158" y="459" font-family="sans-serif" font-size="22" fill="#ffffff">Start now</text>
  </svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

async function roast(body: Record<string, unknown>) {
  const res = await stack.api.post('/api/roasts', {
    images: [await landingPage()],
    roastLevel: 'honest',
    ...body,
  });
  expect(res.status).toBe(201);
  const { id, number } = res.body as { id: string; number: number };
  expect((await stack.api.waitForStatus(id, 20_000)).status).toBe('ready');
  return { id, number, detail: roastDetailSchema.parse((await stack.api.get(`/api/roasts/${id}`)).body) };
}

describe('what a roast is called', () => {
  it('an upload without any metadata is called by the brand read from its screenshot', async () => {
    const { detail } = await roast({});
    expect(detail.title).toBe('Quill Ledger');
    expect(detail.title).not.toMatch(/untitled/i);
  });

  it("the creator's title wins, kept as plain text (the SPA renders it as text, never HTML)", async () => {
    const { detail } = await roast({ title: '  Our <b>new</b> home page ' });
    expect(detail.title).toBe('Our <b>new</b> home page');
  });

  it('refuses a title over 80 characters or with control characters, naming the field', async () => {
    for (const title of ['x'.repeat(81), 'Acme\u202eexe.png']) {
      const res = await stack.api.post('/api/roasts', {
        images: [await landingPage()],
        roastLevel: 'honest',
        title,
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/title/);
    }
  });

  it('refuses a title that is not valid text (half of a surrogate pair), saying so', async () => {
    // JSON may carry a lone surrogate as an escape ("\ud83d"); it is no character, and would be stored
    // and shown as garbage (or break the share card and the search index).
    for (const title of ['Acme \ud83d', '\ude00 Acme', 'Ac\udfffme']) {
      const res = await stack.api.request('POST', '/api/roasts', {
        raw: JSON.stringify({ images: [await landingPage()], roastLevel: 'honest', title }),
      });
      expect(res.status, JSON.stringify(title)).toBe(400);
      expect(res.body).toMatchObject({
        type: 'validation_error',
        message: expect.stringMatching(/^title: /),
      });
      expect(res.body.message).toMatch(/not valid text/);
    }
    // A whole pair (an emoji) is a character like any other.
    const { detail } = await roast({ title: 'Acme \ud83d\ude00' });
    expect(detail.title).toBe('Acme 😀');
  });
});
