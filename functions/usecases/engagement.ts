import type { LikeResponse, ReactionsResponse } from '../domain/api-schemas';
import { RoastNotFoundError } from '../domain/errors';
import { REACTION_EMOJIS, type ReactionEmoji } from '../domain/reactions';
import type { EngagementRepository, RoastLifecycleRepository } from '../ports/roast-repository';

/** What the reactions use cases read: the roast's counters and the visitor's markers. */
export interface ReactionDeps {
  roasts: RoastLifecycleRepository;
  engagement: EngagementRepository;
}

export async function likeRoast(
  engagement: EngagementRepository,
  id: string,
  fingerprint: string,
): Promise<LikeResponse> {
  const { likes, added } = await engagement.like(id, fingerprint);
  return { likes, liked: added };
}

export async function shareRoast(
  engagement: EngagementRepository,
  id: string,
): Promise<{ shareCount: number }> {
  return { shareCount: await engagement.share(id) };
}

export async function getReactions(
  deps: ReactionDeps,
  id: string,
  fingerprint: string | undefined,
): Promise<ReactionsResponse> {
  const roast = await deps.roasts.get(id);
  if (!roast || roast.status !== 'ready') throw new RoastNotFoundError(id);
  const userReactions = fingerprint ? await deps.engagement.userReactions(id, fingerprint) : [];
  return {
    counts: REACTION_EMOJIS.map((emoji) => ({ emoji, count: Math.max(0, roast.reactionCounts[emoji] ?? 0) })),
    userReactions,
  };
}

export async function addReaction(
  deps: ReactionDeps,
  id: string,
  fingerprint: string,
  emoji: ReactionEmoji,
): Promise<ReactionsResponse> {
  await deps.engagement.addReaction(id, fingerprint, emoji);
  return getReactions(deps, id, fingerprint);
}

export async function removeReaction(
  deps: ReactionDeps,
  id: string,
  fingerprint: string,
  emoji: ReactionEmoji,
): Promise<ReactionsResponse> {
  await deps.engagement.removeReaction(id, fingerprint, emoji);
  return getReactions(deps, id, fingerprint);
}
