import type { IndustrySlug, LeaderboardKind, ListRoastsQuery } from '../domain/api-schemas';
import type { ReactionEmoji } from '../domain/reactions';
import type { ReadyRoast, Roast, RoastEnhancement } from '../domain/roast';

export interface PublicRoastPage {
  roasts: ReadyRoast[];
  total: number;
}

/** The public roasts of one industry. */
export interface IndustryListing {
  /** Newest first, at most the requested number. */
  roasts: ReadyRoast[];
  /** How many public roasts the industry has. */
  total: number;
  /** The classification confidence of each of them that records one. */
  confidences: number[];
}

/*
 * Persistence of roasts, split by access pattern (docs/data-model.md, "Access patterns": the `port`
 * column names which of these serves each one). One DynamoDB table in production; every adapter shares
 * the item mapping and key builders (functions/adapters/dynamodb/roast-items.ts, keys.ts).
 */

/** A roast's own record from creation to deletion (patterns 1–4, 15, 30). */
export interface RoastLifecycleRepository {
  /** Atomically allocates the next display number (1, 2, 3 …). */
  nextRoastNumber(): Promise<number>;
  create(roast: Roast): Promise<void>;
  /**
   * Removes the record of a roast whose creation failed part-way (its workflow never started; nobody
   * got its id): one item, nothing under it yet. Also when `create` itself failed and the record may or
   * may not have been written (a store that stopped answering may still apply the write later): a
   * record that lands after the discard must not appear either.
   */
  discard(id: string): Promise<void>;
  /**
   * The roast as stored now. It may be a frozen snapshot that callers reading at the same moment share
   * (the DynamoDB adapter's reads in flight): copy it to change it.
   */
  get(id: string): Promise<Roast | null>;
  /** Records the screenshots and capture taken for a one-call URL roast (status stays processing). */
  attachCapture(
    id: string,
    capture: { imageKeys: string[]; captureId: string; website: Roast['website'] },
  ): Promise<void>;
  /** Stores the critique and marks the roast ready. */
  markReady(id: string, result: NonNullable<Roast['result']>, thumbnailKey: string | null): Promise<void>;
  /** Marks a processing roast failed or rejected; a roast already ready is left alone. */
  markUnsuccessful(
    id: string,
    status: 'failed' | 'rejected',
    failure: NonNullable<Roast['failure']>,
  ): Promise<void>;
  /**
   * Records `nextId` as the new version of ready roast `id`, only while the slot still holds
   * `replacing` (null: no next version yet). False when it does not (another new version won the race,
   * or the roast was deleted or is not ready): nothing changed.
   */
  linkNextVersion(id: string, nextId: string, replacing: string | null): Promise<boolean>;
  /** Deletes the roast and everything stored under it (likes, reactions); returns what was deleted. */
  delete(id: string): Promise<Roast | null>;
}

/** The public listings (gallery, halls, beta lab) and what puts a roast in or out of them (5–10, 25, 26, 28). */
export interface PublicRoastIndex {
  /** Publishes a ready roast (promotion); sets the listing index keys. */
  publish(id: string, promotion: NonNullable<Roast['promotion']>): Promise<void>;
  /** Operators: takes a roast out of every listing (the link keeps working). */
  unpublish(id: string): Promise<void>;
  /**
   * Operators: writes every public roast's listing and industry index entries again from its stored
   * result (a table from before an index was added); returns how many public roasts were rewritten
   * and how many of them joined an industry page.
   */
  reindexPublic(): Promise<{ public: number; industry: number }>;
  listPublic(query: ListRoastsQuery): Promise<PublicRoastPage>;
  /** The top `limit` public roasts of one hall only (domain/halls.ts), best-ranked first. */
  leaderboard(kind: LeaderboardKind, limit: number): Promise<ReadyRoast[]>;
  /** The newest public roasts (beta lab). */
  latestPublic(limit: number): Promise<ReadyRoast[]>;
}

/** The public roasts of one industry (pattern 24). */
export interface IndustryRoastIndex {
  /** Public roasts classified into one industry, with the figures its page shows. */
  listIndustry(slug: IndustrySlug, limit: number): Promise<IndustryListing>;
}

/** Likes, shares and reactions on a ready roast (patterns 11–14). */
export interface EngagementRepository {
  /** One like per fingerprint: returns the current count and whether this call added it. */
  like(id: string, fingerprint: string): Promise<{ likes: number; added: boolean }>;
  share(id: string): Promise<number>;
  /** Toggles are explicit: add is a no-op when present, remove is a no-op when absent. */
  addReaction(id: string, fingerprint: string, emoji: ReactionEmoji): Promise<{ changed: boolean }>;
  removeReaction(id: string, fingerprint: string, emoji: ReactionEmoji): Promise<{ changed: boolean }>;
  userReactions(id: string, fingerprint: string): Promise<ReactionEmoji[]>;
}

/** The model-written beta-lab suggestions kept on a public roast (pattern 27). */
export interface EnhancementRepository {
  /**
   * Keeps the suggestions (so the model is asked once per roast); a roast deleted or unpublished
   * meanwhile is left alone.
   */
  saveEnhancement(id: string, enhancement: RoastEnhancement): Promise<void>;
}
