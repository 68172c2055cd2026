/** Screenshots are JPEG objects under generated keys (S3 in production). */
export interface ScreenshotStore {
  /** `contentType` defaults to image/jpeg; share cards are image/png. */
  put(key: string, bytes: Buffer, contentType?: 'image/jpeg' | 'image/png'): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  deleteMany(keys: string[]): Promise<void>;
  /** Every object under a prefix, in key order, with its last change (the orphan sweep). */
  list(prefix: string): AsyncIterable<{ key: string; lastModified: Date }>;
  /** JSON documents next to the images (capture facts). */
  getJson<T>(key: string): Promise<T | null>;
  putJson(key: string, value: unknown): Promise<void>;
  ping(): Promise<void>;
}
