import type { Roast } from '../../functions/domain/roast';

/** A stored roast for use-case tests: roast r1 with one screenshot, nothing liked, shared or paid. */
export function roastRecord(overrides: Partial<Roast> = {}): Roast {
  const at = overrides.createdAt ?? '2030-01-01T12:00:00.000Z';
  return {
    id: 'r1',
    number: 1,
    ownerKeyHash: 'h',
    status: 'ready',
    level: 'brutal',
    imageKeys: ['screenshots/r1/0.jpg'],
    thumbnailKey: null,
    captureId: null,
    website: {},
    createdAt: at,
    updatedAt: at,
    failure: null,
    result: null,
    isPromoted: false,
    isPublic: false,
    promotion: null,
    likes: 0,
    shareCount: 0,
    reactionCounts: {},
    ...overrides,
  };
}
