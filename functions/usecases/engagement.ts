import type { LikeResponse, ReactionsResponse } from '../domain/api-schemas';
import { RoastNotFoundError } from '../domain/errors';
import { REACTION_EMOJIS, type ReactionEmoji } from '../domain/reactions';
import type { RoastRepository } from '../ports/roast-repository';

export async function likeRoast(
  roasts: RoastRepository,
  id: string,
  fingerprint: string,
): Promise<LikeResponse> {
  const { likes, added } = await roasts.like(id, fingerprint);
  return { likes, liked: added };
}

export async function shareRoast(roasts: RoastRepository, id: string): Promise<{ shareCount: number }> {
  return { shareCount: await roasts.share(id) };
}

export async function getReactions(
  roasts: RoastRepository,
  id: string,
  fingerprint: string | undefined,
): Promise<ReactionsResponse> {
  const roast = await roasts.get(id);
  if (!roast || roast.status !== 'ready') throw new RoastNotFoundError(id);
  const userReactions = fingerprint ? await roasts.userReactions(id, fingerprint) : [];
  return {
    counts: REACTION_EMOJIS.map((emoji) => ({ emoji, count: Math.max(0, roast.reactionCounts[emoji] ?? 0) })),
    userReactions,
  };
}

export async function addReaction(
  roasts: RoastRepository,
  id: string,
  fingerprint: string,
  emoji: ReactionEmoji,
): Promise<ReactionsResponse> {
  await roasts.addReaction(id, fingerprint, emoji);
  return getReactions(roasts, id, fingerprint);
}

export async function removeReaction(
  roasts: RoastRepository,
  id: string,
  fingerprint: string,
  emoji: ReactionEmoji,
): Promise<ReactionsResponse> {
  await roasts.removeReaction(id, fingerprint, emoji);
  return getReactions(roasts, id, fingerprint);
}
