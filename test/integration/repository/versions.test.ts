import { describe, expect, it } from 'vitest';
import { makeRoast, storeRoast, useRepositoryHarness } from './fixtures';

/** Access pattern 31: the earlier roast's next-version slot, against DynamoDB Local. */
const h = useRepositoryHarness();

describe('linkNextVersion', () => {
  it('stores previousId with the new roast and nextId on the earlier one', async () => {
    const old = await storeRoast(h, { status: 'ready' });
    const next = { ...makeRoast({ status: 'processing' }), previousId: old.id };
    await h.roasts.create(next);
    expect((await h.roasts.get(next.id))?.previousId).toBe(old.id);
    expect(await h.roasts.linkNextVersion(old.id, next.id, null)).toBe(true);
    expect((await h.roasts.get(old.id))?.nextId).toBe(next.id);
  });

  it('refuses a second link while the slot holds another version, and takes one that names it', async () => {
    const old = await storeRoast(h, { status: 'ready' });
    expect(await h.roasts.linkNextVersion(old.id, 'first-version-id-00000', null)).toBe(true);
    // A request that saw the slot empty loses the race: nothing changes.
    expect(await h.roasts.linkNextVersion(old.id, 'second-version-id-0000', null)).toBe(false);
    expect((await h.roasts.get(old.id))?.nextId).toBe('first-version-id-00000');
    // One that saw the (dead) first version there replaces it.
    expect(await h.roasts.linkNextVersion(old.id, 'third-version-id-00000', 'first-version-id-00000')).toBe(
      true,
    );
    expect((await h.roasts.get(old.id))?.nextId).toBe('third-version-id-00000');
  });

  it('never links to a roast that is not ready or does not exist', async () => {
    const processing = await storeRoast(h, { status: 'processing' });
    expect(await h.roasts.linkNextVersion(processing.id, 'some-version-id-000000', null)).toBe(false);
    expect(await h.roasts.linkNextVersion('no-such-roast-id-00000', 'some-version-id-000000', null)).toBe(
      false,
    );
    expect(await h.roasts.get('no-such-roast-id-00000')).toBeNull();
  });
});
