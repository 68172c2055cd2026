import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoastResponseSchema, roastDetailSchema } from '../../functions/domain/api-schemas';
import type { RoastComparisonResponse } from '../../functions/domain/roast-versions';
import { launchOfflineChromium, openOfflinePage, renderFirstScreen } from './helpers/offline-chromium';
import { startTestStack, type TestStack } from './helpers/stack';

/**
 * Before and after on the local stack: a bad page roasted, then its fixed twin roasted as
 * "the new version" with the first roast's owner key. The link, the refusals, the chain in both details,
 * the comparison, and what deleting the earlier version does to the link.
 */
const TWINS = fileURLToPath(new URL('../data/twins/', import.meta.url));

let stack: TestStack;
let badJpeg: string;
let goodJpeg: string;

beforeAll(async () => {
  const chromium = await launchOfflineChromium('ugh-versions-');
  try {
    const page = await openOfflinePage(chromium);
    badJpeg = (await renderFirstScreen(page, `${TWINS}saas-landing/bad.html`)).toString('base64');
    goodJpeg = (await renderFirstScreen(page, `${TWINS}saas-landing/good.html`)).toString('base64');
  } finally {
    await chromium.close();
  }
  stack = await startTestStack();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

async function roast(image: string, previous?: { id: string; ownerKey?: string }) {
  const res = await stack.api.request('POST', '/api/roasts', {
    json: { images: [image], roastLevel: 'brutal', ...(previous ? { previousId: previous.id } : {}) },
    headers: previous?.ownerKey ? { 'x-owner-key': previous.ownerKey } : {},
  });
  return res;
}

async function readyRoast(image: string, previous?: { id: string; ownerKey: string }) {
  const res = await roast(image, previous);
  expect(res.status, res.text).toBe(201);
  const created = createRoastResponseSchema.parse(res.body);
  expect((await stack.api.waitForStatus(created.id, 30_000)).status).toBe('ready');
  return created;
}

const detail = async (id: string) => roastDetailSchema.parse((await stack.api.get(`/api/roasts/${id}`)).body);

describe('roasting the new version of a roast', () => {
  let old: { id: string; ownerKey: string };
  let fixed: { id: string; ownerKey: string };

  beforeAll(async () => {
    old = await readyRoast(badJpeg);
  }, 60_000);

  it('refuses a new version without the earlier roast’s owner key (401), or with another key (403)', async () => {
    const missing = await roast(goodJpeg, { id: old.id });
    expect(missing.status).toBe(401);
    expect(missing.body.message).toMatch(/X-Owner-Key.*earlier roast/);
    const stranger = await readyRoast(goodJpeg);
    const wrong = await roast(goodJpeg, { id: old.id, ownerKey: stranger.ownerKey });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(
      'Only the creator of this roast can link a new version to it (owner key mismatch)',
    );
    // The refused requests stored nothing: the table holds the two roasts made here, nothing else.
    const records = (await stack.tableItems()).filter(
      (item) => (item.PK as { S: string }).S.startsWith('ROAST#') && (item.SK as { S: string }).S === 'META',
    );
    expect(records.map((item) => (item.id as { S: string }).S).sort()).toEqual([old.id, stranger.id].sort());
  }, 60_000);

  it('refuses a new version of a roast that does not exist (404)', async () => {
    const res = await roast(goodJpeg, { id: 'AAAAAAAAAAAAAAAAAAAAAA', ownerKey: old.ownerKey });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/does not exist/);
  });

  it('links the new version with the owner key: previousId on it, nextId on the earlier one', async () => {
    fixed = await readyRoast(goodJpeg, old);
    expect(await detail(fixed.id)).toMatchObject({ previousId: old.id, nextId: null });
    expect(await detail(old.id)).toMatchObject({ previousId: null, nextId: fixed.id });
  }, 60_000);

  it('refuses a second new version of the same roast (409), storing nothing for it', async () => {
    const keysBefore = await stack.bucketKeys();
    const res = await roast(goodJpeg, old);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already has a new version/);
    expect(await stack.bucketKeys()).toEqual(keysBefore);
    expect((await detail(old.id)).nextId).toBe(fixed.id);
  });

  it('compares the new version with the earlier one: lower score, fixed violations by code', async () => {
    const res = await stack.api.get<RoastComparisonResponse>(`/api/roasts/${fixed.id}/comparison`);
    expect(res.status).toBe(200);
    const { previous, current, comparison } = res.body;
    const [before, after] = [await detail(old.id), await detail(fixed.id)];
    expect(previous).toMatchObject({ id: old.id, image: `/api/roasts/${old.id}/images/0` });
    expect(current).toMatchObject({ id: fixed.id, image: `/api/roasts/${fixed.id}/images/0` });
    expect(comparison.before).toEqual({ id: old.id, ughScore: before.ughScore, verdict: before.verdict });
    expect(comparison.after).toEqual({ id: fixed.id, ughScore: after.ughScore, verdict: after.verdict });
    expect(comparison.scoreDelta).toBe(after.ughScore - before.ughScore);
    expect(comparison.scoreDelta).toBeLessThan(0);
    expect(comparison.change).toBe('better');
    const fixedCodes = comparison.violations.fixed.map((v) => v.code);
    const afterCodes = new Set(after.violations.map((v) => v.code));
    expect(fixedCodes.length).toBeGreaterThan(0);
    expect(fixedCodes.every((code) => before.violations.some((v) => v.code === code))).toBe(true);
    expect(fixedCodes.some((code) => afterCodes.has(code))).toBe(false);
    expect(comparison.subScores.map((s) => s.key)).toEqual([
      'visualHierarchy',
      'typography',
      'colorUsage',
      'layoutSpacing',
      'uiConsistency',
      'wtfFactor',
    ]);
    expect(comparison.subScores.find((s) => s.key === 'colorUsage')!.delta).toBe(
      Math.round((after.colorUsage - before.colorUsage) * 10) / 10,
    );
  });

  it('has no comparison for the first roast of a chain (404)', async () => {
    const res = await stack.api.get(`/api/roasts/${old.id}/comparison`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This roast has no earlier version to compare with');
  });

  it('keeps the new version when the earlier one is deleted, without a link or a comparison', async () => {
    const deleted = await stack.api.delete(`/api/roasts/${old.id}`, {
      headers: { 'x-owner-key': old.ownerKey },
    });
    expect(deleted.status).toBe(200);
    expect(await detail(fixed.id)).toMatchObject({ previousId: null, nextId: null });
    expect((await stack.api.get(`/api/roasts/${fixed.id}/comparison`)).status).toBe(404);
    // And a new version of a deleted roast is refused as missing.
    expect((await roast(goodJpeg, old)).status).toBe(404);
  });

  it('lets a new attempt take the place of a next version that was deleted', async () => {
    const first = await readyRoast(badJpeg);
    const second = await readyRoast(goodJpeg, first);
    const gone = await stack.api.delete(`/api/roasts/${second.id}`, {
      headers: { 'x-owner-key': second.ownerKey },
    });
    expect(gone.status).toBe(200);
    expect((await detail(first.id)).nextId).toBeNull();
    const third = await readyRoast(goodJpeg, first);
    expect(await detail(first.id)).toMatchObject({ nextId: third.id });
    expect(await detail(third.id)).toMatchObject({ previousId: first.id });
  }, 90_000);
});
