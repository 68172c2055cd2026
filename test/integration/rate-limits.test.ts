import { beforeAll, describe, expect, it } from 'vitest';
import { routeById } from '../../functions/http/routes';
import { useTestStack } from './helpers/stack';

let roastId: string;
const stack = useTestStack();
beforeAll(async () => {
  roastId = (await stack.api.readyRoast()).id;
});

describe('per-IP limits from the route table', () => {
  it('answers 429 with Retry-After once one address exceeds the share limit, and counts nothing more', async () => {
    const { limit, windowSeconds } = routeById('shareRoast').perIpLimit!;
    // A cross-site page's beacons and form posts (no JSON type) are refused and use none of the quota.
    const beaconHeaders: Record<string, string>[] = [{}, { 'content-type': 'text/plain;charset=UTF-8' }];
    for (const headers of beaconHeaders) {
      const beacon = await stack.api.request('POST', `/api/roasts/${roastId}/share`, { headers });
      expect(beacon.status).toBe(415);
      expect(beacon.body).toEqual({
        message: 'Send the request body as JSON (Content-Type: application/json)',
      });
    }
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++)
      statuses.push((await stack.api.post(`/api/roasts/${roastId}/share`)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await stack.api.post(`/api/roasts/${roastId}/share`);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many requests/);
    // The seconds left in the current window: never more than the window, never 0.
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await stack.api.get(`/api/roasts/${roastId}`)).body.shareCount).toBe(limit);
  });

  it('does not let a client pick its own address through the CloudFront header', async () => {
    const res = await stack.api.request('POST', `/api/roasts/${roastId}/share`, {
      headers: { 'cloudfront-viewer-address': '203.0.113.9:443', 'content-type': 'application/json' },
    });
    expect(res.status).toBe(429);
  });

  it('lets one address send only a handful of contact messages an hour', async () => {
    const { limit } = routeById('contact').perIpLimit!;
    const body = { name: 'Ada', email: 'ada@example.com', description: 'A perfectly reasonable message.' };
    for (let i = 0; i < limit; i++) expect((await stack.api.post('/api/contact', body)).status).toBe(200);
    expect((await stack.api.post('/api/contact', body)).status).toBe(429);
  });
});
