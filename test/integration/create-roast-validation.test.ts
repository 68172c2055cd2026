import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pngBomb, websiteJpeg, websiteJpegBase64 } from './helpers/images';
import { useTestStack } from './helpers/stack';

let goodImage: string;
const stack = useTestStack();
beforeAll(async () => {
  goodImage = await websiteJpegBase64();
});

/**
 * Nothing may be written for a refused request: no roast items, no counter bump, no objects. The
 * per-IP rate-limit counters are the exception by design (refused requests count; they expire by TTL).
 */
async function expectNothingLeftBehind(): Promise<void> {
  const items = await stack.tableItems();
  expect(items.filter((i) => !(i.PK as { S: string }).S.startsWith('RATE#'))).toEqual([]);
  expect(await stack.bucketKeys()).toEqual([]);
}

interface Case {
  name: string;
  body: () => Promise<string>;
  status: number;
  message: RegExp;
}

const cases: Case[] = [
  {
    name: 'no images',
    body: async () => JSON.stringify({ images: [], roastLevel: 'honest' }),
    status: 400,
    message: /^images: add at least one screenshot/,
  },
  {
    name: 'six images',
    body: async () => JSON.stringify({ images: Array(6).fill(goodImage), roastLevel: 'honest' }),
    status: 400,
    message: /^images: at most 5 screenshots/,
  },
  {
    name: 'a text file',
    body: async () =>
      JSON.stringify({
        images: [Buffer.from('hello, I am a text file\n'.repeat(40)).toString('base64')],
        roastLevel: 'honest',
      }),
    status: 400,
    message: /Screenshot 1 is not an image we can read/,
  },
  {
    name: 'a truncated JPEG',
    body: async () => {
      const jpeg = await websiteJpeg();
      return JSON.stringify({
        images: [goodImage, jpeg.subarray(0, Math.floor(jpeg.length / 2)).toString('base64')],
        roastLevel: 'brutal',
      });
    },
    status: 400,
    message: /Screenshot 2 is damaged or incomplete/,
  },
  {
    name: 'a 40000×40000 PNG',
    body: async () => JSON.stringify({ images: [pngBomb().toString('base64')], roastLevel: 'honest' }),
    status: 413,
    message: /Screenshot 1 is too large to process \(40000×40000 pixels/,
  },
  {
    name: 'a tiny image',
    body: async () =>
      JSON.stringify({
        images: [
          (
            await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
              .png()
              .toBuffer()
          ).toString('base64'),
        ],
        roastLevel: 'honest',
      }),
    status: 400,
    message: /Screenshot 1 is too small to judge/,
  },
  {
    name: 'an unknown level',
    body: async () => JSON.stringify({ images: [goodImage], roastLevel: 'medium-rare' }),
    status: 400,
    message: /^roastLevel: must be one of honest, brutal, undigestable/,
  },
  {
    name: 'a missing level',
    body: async () => JSON.stringify({ images: [goodImage] }),
    status: 400,
    message: /^roastLevel: is required/,
  },
  {
    name: 'malformed JSON',
    body: async () => '{"images": ["abc", ',
    status: 400,
    message: /^Request body is not valid JSON/,
  },
  {
    name: 'an unknown field',
    body: async () => JSON.stringify({ images: [goodImage], roastLevel: 'honest', ughScore: 0 }),
    status: 400,
    message: /unknown field "ughScore"/,
  },
  {
    name: 'a body over the limit',
    body: async () => JSON.stringify({ images: ['A'.repeat(5_600_000)], roastLevel: 'honest' }),
    status: 413,
    message: /too large/,
  },
];

describe('POST /api/roasts refuses bad input clearly and keeps nothing', () => {
  for (const c of cases) {
    it(`refuses ${c.name}`, async () => {
      const res = await stack.api.request('POST', '/api/roasts', { raw: await c.body() });
      expect(res.status).toBe(c.status);
      expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
      if (c.status === 400 || res.body.type) {
        expect(res.body.type).toBe('validation_error');
        expect(res.body.suggestion).toEqual(expect.any(String));
      }
      expect(res.body.message).toMatch(c.message);
      await expectNothingLeftBehind();
    });
  }

  it('refuses a body larger than API Gateway accepts, before any handler runs', async () => {
    const res = await stack.api.request('POST', '/api/roasts', { raw: 'x'.repeat(11 * 1024 * 1024) });
    expect(res.status).toBe(413);
    await expectNothingLeftBehind();
  });

  it('refuses a non-JSON content type', async () => {
    const res = await stack.api.request('POST', '/api/roasts', {
      raw: JSON.stringify({ images: [goodImage], roastLevel: 'honest' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    await expectNothingLeftBehind();
  });

  it('accepts a browser data URL and strips the prefix', async () => {
    const res = await stack.api.post('/api/roasts', {
      images: [`data:image/jpeg;base64,${goodImage}`],
      roastLevel: 'undigestable',
    });
    expect(res.status).toBe(201);
    expect((await stack.api.waitForStatus(res.body.id)).status).toBe('ready');
  });
});
