/** Business constants and server-side limits (spec core-flow §9; DESIGN §10.2). */
export const MIN_IMAGES_PER_ROAST = 1;
export const MAX_IMAGES_PER_ROAST = 5;
/** The browser downscales to this longest side; the server re-encodes to it too. */
export const MAX_IMAGE_LONGEST_SIDE = 1200;
export const JPEG_QUALITY = 70;
/** Thumbnails for gallery cards and showcases. */
export const THUMBNAIL_WIDTH = 480;
/** Per image, after base64 decoding. Screenshots straight from an OS tool are well under this. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
/**
 * Whole JSON body of POST /api/roasts. A Lambda synchronous invocation payload is capped at 6 MB,
 * and the API Gateway event wraps the body, so we stop comfortably below that.
 */
export const MAX_CREATE_ROAST_BODY_BYTES = 5_500_000;
/** Default body cap for the small JSON routes. */
export const MAX_SMALL_BODY_BYTES = 16 * 1024;
/** Decoding bomb guard: sharp refuses anything with more pixels than this. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Smallest side we can judge; a favicon is not a website. */
export const MIN_IMAGE_SIDE = 200;

export const GALLERY_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
export const LEADERBOARD_SIZE = 10;
export const SHOWCASE_SIZE = 3;
export const CARD_TEXT_PREVIEW_CHARS = 150;
export const SHARE_TEXT_PREVIEW_CHARS = 100;
export const PROMOTION_PRICE_CENTS = 900;
export const PROMOTION_CURRENCY = 'usd';
export const MAX_SEARCH_LENGTH = 100;
