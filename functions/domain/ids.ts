/** Roast ids are 128 random bits in base64url: 22 characters, unguessable (DESIGN §2.1). */
export const ROAST_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Owner keys have the same shape; only their SHA-256 is stored. */
export const OWNER_KEY_PATTERN = ROAST_ID_PATTERN;
/** Visitor fingerprints are client-made ("a random id with a timestamp"); we only bound their shape. */
export const FINGERPRINT_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** Capture ids (URL capture issue) share the roast-id shape. */
export const CAPTURE_ID_PATTERN = ROAST_ID_PATTERN;

export function formatRoastNumber(n: number): string {
  return `#${String(n).padStart(4, '0')}`;
}
