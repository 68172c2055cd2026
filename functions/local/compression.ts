/**
 * Response compression for local mode, shaped like CloudFront's (`compress: true` on both the SPA and
 * the /api behaviour): Brotli or gzip by the client's Accept-Encoding, only for text-like types and only
 * between 1 000 bytes and 10 MB (CloudFront's own bounds). Without it, local mode would ship the SPA
 * bundle at 2–3 times its deployed size and every speed measurement taken against `npm start`
 * (Lighthouse, bench:web) would be measuring a server that does not exist in production.
 */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * The encoding to use for a request, by RFC 9110 content negotiation on Accept-Encoding: Brotli when
 * acceptable, then gzip; `q=0` refuses a coding (and `*;q=0` refuses every coding not listed).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: ContentEncoding) => q.get(coding) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

export function isCompressible(contentType: string | undefined, byteLength: number): boolean {
  return (
    !!contentType && COMPRESSIBLE.test(contentType) && byteLength >= MIN_BYTES && byteLength <= MAX_BYTES
  );
}

/**
 * `level` trades CPU for bytes: dynamic API bodies are compressed per response (fast settings, like a
 * CDN's on-the-fly compression); static files once per version (best settings).
 */
export function compress(body: Buffer, encoding: ContentEncoding, level: 'fast' | 'best' = 'fast'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: level === 'best' ? 9 : 6 });
}

/**
 * Compressed static files, computed once per file version (path + size + mtime): the SPA's hashed
 * assets never change, and index.html changes only on a rebuild.
 */
export class StaticCompressionCache {
  private readonly entries = new Map<string, Buffer>();

  get(file: string, encoding: ContentEncoding): Buffer {
    const stat = statSync(file);
    const key = `${encoding}:${file}:${stat.size}:${stat.mtimeMs}`;
    let body = this.entries.get(key);
    if (!body) {
      body = compress(readFileSync(file), encoding, 'best');
      this.entries.set(key, body);
    }
    return body;
  }
}
