import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../functions/domain/errors';
import type { Roast } from '../../../functions/domain/roast';
import { mayLinkTo, nextVersionSlot } from '../../../functions/domain/roast-versions';
import type { Violation } from '../../../functions/domain/violations';
import type { RoastLifecycleRepository } from '../../../functions/ports/roast-repository';
import { hashOwnerKey } from '../../../functions/usecases/owner-key';
import { OwnerKeyMismatchError } from '../../../functions/domain/errors';
import { getRoastDetail } from '../../../functions/usecases/read-roasts';
import {
  checkNewVersionOf,
  getRoastComparison,
  linkNewVersion,
  VersionLinkRefusedError,
} from '../../../functions/usecases/roast-versions';
import { roastRecord, roastResult } from '../../helpers/roast';

/** The linking rules of "Roast the new version": domain/roast-versions.ts and its use case. */

const NOW = new Date('2030-01-01T12:00:00.000Z');
const OWNER_KEY = 'owner-key-of-the-old-roast';

const violation = (code: string, severity: Violation['severity'] = 'Severe'): Violation => ({
  code,
  type: `Name of ${code}`,
  description: `What ${code} means`,
  severity,
  criterion: 'colorUsage',
});

function roast(id: string, over: Partial<Roast> = {}, score = 70, violations = [violation('V001')]): Roast {
  return roastRecord({
    id,
    ownerKeyHash: hashOwnerKey(OWNER_KEY),
    imageKeys: [`screenshots/${id}/0.jpg`],
    createdAt: NOW.toISOString(),
    result: roastResult(score, { violations }),
    ...over,
  });
}

/** An in-memory stand-in for the repository port, with the DynamoDB adapter's slot condition. */
function repo(...items: Roast[]) {
  const byId = new Map(items.map((r) => [r.id, structuredClone(r)]));
  const port = {
    get: async (id: string) => structuredClone(byId.get(id) ?? null),
    linkNextVersion: async (id: string, nextId: string, replacing: string | null) => {
      const r = byId.get(id);
      if (!r || r.status !== 'ready' || (r.nextId ?? null) !== replacing) return false;
      r.nextId = nextId;
      return true;
    },
  } as unknown as RoastLifecycleRepository;
  return { port, byId };
}

describe('nextVersionSlot: may this roast take a new version now?', () => {
  it('is free on a ready roast without a next version', () => {
    expect(nextVersionSlot(roast('old'), null)).toEqual({ ok: true, replacing: null });
  });

  it('refuses a roast that does not exist, failed or was rejected, and one still processing', () => {
    expect(nextVersionSlot(null, null)).toEqual({ ok: false, refusal: 'previous_missing' });
    expect(nextVersionSlot(roast('old', { status: 'failed', result: null }), null)).toMatchObject({
      refusal: 'previous_missing',
    });
    expect(nextVersionSlot(roast('old', { status: 'processing', result: null }), null)).toMatchObject({
      refusal: 'previous_not_ready',
    });
  });

  it('refuses a second new version while the first is processing or ready', () => {
    const old = roast('old', { nextId: 'new' });
    expect(nextVersionSlot(old, roast('new'))).toEqual({ ok: false, refusal: 'next_exists' });
    expect(nextVersionSlot(old, roast('new', { status: 'processing', result: null }))).toMatchObject({
      refusal: 'next_exists',
    });
  });

  it('lets a new attempt replace a next version that failed, was rejected or was deleted', () => {
    const old = roast('old', { nextId: 'new' });
    expect(nextVersionSlot(old, roast('new', { status: 'failed', result: null }))).toEqual({
      ok: true,
      replacing: 'new',
    });
    expect(nextVersionSlot(old, roast('new', { status: 'rejected', result: null }))).toMatchObject({
      ok: true,
    });
    expect(nextVersionSlot(old, null)).toEqual({ ok: true, replacing: 'new' });
  });
});

describe('mayLinkTo: a link never makes a private roast more visible', () => {
  const privateOne = roast('p');
  const publicOne = roast('q', { isPublic: true, isPromoted: true });
  it('lets a private roast point at a private or public one', () => {
    expect(mayLinkTo(privateOne, roast('x'))).toBe(true);
    expect(mayLinkTo(privateOne, publicOne)).toBe(true);
  });
  it('lets a public (listed) roast point only at a public one', () => {
    expect(mayLinkTo(publicOne, roast('x'))).toBe(false);
    expect(mayLinkTo(publicOne, roast('y', { isPublic: true }))).toBe(true);
  });
  it('never points at a roast that is gone or not ready', () => {
    expect(mayLinkTo(privateOne, null)).toBe(false);
    expect(mayLinkTo(privateOne, roast('x', { status: 'processing', result: null }))).toBe(false);
  });
});

describe('checkNewVersionOf and linkNewVersion', () => {
  it('accepts the owner key of the earlier roast, and links once', async () => {
    const { port, byId } = repo(roast('old'));
    const { replacing } = await checkNewVersionOf(port, 'old', OWNER_KEY, NOW);
    await linkNewVersion(port, 'old', 'new', replacing);
    expect(byId.get('old')!.nextId).toBe('new');
  });

  it('refuses anyone without the earlier roast’s owner key, saying whose key it needs', async () => {
    const { port } = repo(roast('old'));
    const refused = checkNewVersionOf(port, 'old', 'someone-else', NOW);
    await expect(refused).rejects.toBeInstanceOf(OwnerKeyMismatchError);
    await expect(refused).rejects.toMatchObject({ action: 'link a new version to' });
  });

  it('checks the key before saying anything about the chain', async () => {
    const { port } = repo(roast('old', { nextId: 'new' }), roast('new'));
    await expect(checkNewVersionOf(port, 'old', 'someone-else', NOW)).rejects.toBeInstanceOf(
      OwnerKeyMismatchError,
    );
  });

  it('refuses a missing earlier roast and a second live new version, with a message for people', async () => {
    const { port } = repo(roast('old', { nextId: 'new' }), roast('new'));
    await expect(checkNewVersionOf(port, 'gone', OWNER_KEY, NOW)).rejects.toMatchObject({
      refusal: 'previous_missing',
      message: expect.stringMatching(/does not exist/),
    });
    await expect(checkNewVersionOf(port, 'old', OWNER_KEY, NOW)).rejects.toMatchObject({
      refusal: 'next_exists',
      message: expect.stringMatching(/already has a new version/),
    });
  });

  it('refuses the loser of two new versions racing for one roast', async () => {
    const { port, byId } = repo(roast('old'));
    const first = await checkNewVersionOf(port, 'old', OWNER_KEY, NOW);
    const second = await checkNewVersionOf(port, 'old', OWNER_KEY, NOW);
    await linkNewVersion(port, 'old', 'first', first.replacing);
    await expect(linkNewVersion(port, 'old', 'second', second.replacing)).rejects.toBeInstanceOf(
      VersionLinkRefusedError,
    );
    expect(byId.get('old')!.nextId).toBe('first');
  });
});

describe('the chain as readers see it', () => {
  const old = roast('old', { nextId: 'new' }, 72, [violation('V001'), violation('V030', 'Mild')]);
  const fixed = roast('new', { previousId: 'old' }, 35, [violation('V030', 'Mild')]);

  it('shows previousId and nextId on the details of both versions', async () => {
    const { port } = repo(old, fixed);
    expect(await getRoastDetail(port, 'new', NOW)).toMatchObject({ previousId: 'old', nextId: null });
    expect(await getRoastDetail(port, 'old', NOW)).toMatchObject({ previousId: null, nextId: 'new' });
  });

  it('compares the roast with its previous version: score, fixed and still open violations, screenshots', async () => {
    const { port } = repo(old, fixed);
    const { previous, current, comparison } = await getRoastComparison(port, 'new', NOW);
    expect(previous).toMatchObject({ id: 'old', image: '/api/roasts/old/images/0' });
    expect(current).toMatchObject({ id: 'new', image: '/api/roasts/new/images/0' });
    expect(comparison.scoreDelta).toBe(-37);
    expect(comparison.violations.fixed.map((v) => v.code)).toEqual(['V001']);
    expect(comparison.violations.stillOpen.map((v) => v.code)).toEqual(['V030']);
  });

  it('hides a private earlier version behind a public new one, in the detail and the comparison', async () => {
    const { port } = repo(old, { ...fixed, isPublic: true, isPromoted: true });
    expect(await getRoastDetail(port, 'new', NOW)).toMatchObject({ previousId: null });
    await expect(getRoastComparison(port, 'new', NOW)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('drops the link once the other version is deleted: no previousId, no comparison', async () => {
    const { port } = repo(fixed);
    expect(await getRoastDetail(port, 'new', NOW)).toMatchObject({ previousId: null });
    await expect(getRoastComparison(port, 'new', NOW)).rejects.toThrow(/no earlier version/);
  });

  it('has no comparison for a roast that is the first of its chain', async () => {
    const { port } = repo(old, fixed);
    await expect(getRoastComparison(port, 'old', NOW)).rejects.toBeInstanceOf(NotFoundError);
  });
});
