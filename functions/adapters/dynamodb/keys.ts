/** Key builders for every item type in the single table (DESIGN §4). */
export const roastKey = (id: string) => ({ PK: `ROAST#${id}`, SK: 'META' });
export const likeKey = (id: string, fingerprint: string) => ({
  PK: `ROAST#${id}`,
  SK: `LIKE#${fingerprint}`,
});
export const reactionKey = (id: string, fingerprint: string, emoji: string) => ({
  PK: `ROAST#${id}`,
  SK: `REACT#${fingerprint}#${emoji}`,
});
export const reactionPrefix = (fingerprint: string) => `REACT#${fingerprint}#`;
export const roastNumberCounterKey = { PK: 'COUNTER', SK: 'ROAST_NUMBER' } as const;
export const rateLimitKey = (key: string, window: number) => ({ PK: `RATE#${key}#${window}`, SK: 'RATE' });
export const announcementKey = (id: string) => ({ PK: `ANNOUNCEMENT#${id}`, SK: 'META' });
export const currentAnnouncementKey = { PK: 'ANNOUNCEMENT', SK: 'CURRENT' } as const;

export const PUBLIC_PARTITION = 'PUBLIC';
/** GSI3: the public, classified roasts of one industry (sort key: the newest-first key). */
export const industryPartition = (slug: string) => `PUBLIC#INDUSTRY#${slug}`;
/** Beta-lab suggestions written by the model, cached next to the roast (deleted with it). */
export const enhancedSuggestionsKey = (id: string) => ({ PK: `ROAST#${id}`, SK: 'ENHANCED' });
export const ANNOUNCEMENT_PARTITION = 'ANNOUNCEMENT';

/** Newest-first listing: ISO timestamps sort lexically; the id breaks ties. */
export const publicNewestSortKey = (createdAt: string, id: string) => `${createdAt}#${id}`;
/** Score listing: zero-padded so that string order is numeric order. */
export const publicScoreSortKey = (score: number, createdAt: string) =>
  `${String(score).padStart(3, '0')}#${createdAt}`;
export const paymentKey = (paymentIntentId: string) => ({ PK: `PAYMENT#${paymentIntentId}`, SK: 'META' });
/** The roast's one open checkout: which payment its owner is paying (deleted with the roast). */
export const checkoutKey = (roastId: string) => ({ PK: `ROAST#${roastId}`, SK: 'CHECKOUT' });
export const stripeEventKey = (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' });
export const contactKey = (id: string) => ({ PK: `CONTACT#${id}`, SK: 'META' });
export const INBOX_PARTITION = 'INBOX#open';
