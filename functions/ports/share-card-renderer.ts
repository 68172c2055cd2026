import type { ShareSubject } from '../domain/share';

/** Draws a roast's 1200×630 share card as PNG (sharp in every environment). */
export interface ShareCardRenderer {
  /** `thumbnailJpeg`: the roast's stored thumbnail (or first screenshot); null draws a placeholder. */
  render(subject: ShareSubject, thumbnailJpeg: Buffer | null): Promise<Buffer>;
}
