/**
 * A site's logo is shown on every gallery card, leaderboard row and roast page. It must never make a
 * visitor's browser fetch from a third party (a tracking pixel sees every visitor), so the product only
 * keeps logos as image bytes it serves itself, and the site's CSP allows no other image host.
 */
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { websiteJpegBase64 } from './helpers/images';
import { localDynamoClient, useTestStack } from './helpers/stack';

let screenshot: string;
const stack = useTestStack();
beforeAll(async () => {
  screenshot = await websiteJpegBase64();
});

async function readyRoast(websiteMetadata: Record<string, string> = {}): Promise<string> {
  const res = await stack.api.post('/api/roasts', {
    images: [screenshot],
    roastLevel: 'honest',
    websiteMetadata,
  });
  expect(res.status).toBe(201);
  await stack.api.waitForStatus(res.body.id);
  return res.body.id;
}

describe('site logos', () => {
  it('refuses a remote logo address, naming the field, and stores nothing', async () => {
    const res = await stack.api.post('/api/roasts', {
      images: [screenshot],
      roastLevel: 'honest',
      websiteMetadata: { name: 'Tracker Inc', logo: 'https://tracker.example/pixel.png?visitor=1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('validation_error');
    expect(res.body.message).toMatch(/^websiteMetadata\.logo: /);
    expect(await stack.bucketKeys()).toEqual([]);
  });

  it('keeps an inline logo (what URL capture produces) and serves it from the product itself', async () => {
    const png = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const logo = `data:image/png;base64,${png.toString('base64')}`;
    const id = await readyRoast({ name: 'Inline Co', logo });
    expect((await stack.api.get(`/api/roasts/${id}`)).body.websiteLogo).toBe(logo);
  });

  it('never hands out a remote logo stored before this rule: the roast shows no logo', async () => {
    const id = await readyRoast({ name: 'Old Co' });
    const db = localDynamoClient(stack.endpoints.dynamodb);
    await db.send(
      new UpdateItemCommand({
        TableName: stack.tableName,
        Key: { PK: { S: `ROAST#${id}` }, SK: { S: 'META' } },
        UpdateExpression: 'SET website.logo = :logo',
        ExpressionAttributeValues: { ':logo': { S: 'https://tracker.example/pixel.png' } },
      }),
    );
    db.destroy();
    const detail = (await stack.api.get(`/api/roasts/${id}`)).body;
    expect(detail.websiteName).toBe('Old Co');
    expect(detail.websiteLogo).toBeNull();
    expect(JSON.stringify(detail)).not.toContain('tracker.example');
  });

  it('the site’s CSP lets images come only from the product itself (and inline data)', async () => {
    const page = await fetch(`${stack.url}/gallery`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const imgSrc = /(?:^|;\s*)img-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
    expect(imgSrc).toContain("'self'");
    expect(imgSrc.filter((source) => !["'self'", 'data:', 'blob:'].includes(source))).toEqual([]);
  });
});
