import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compress,
  isCompressible,
  negotiateEncoding,
  StaticCompressionCache,
} from '../../../functions/local/compression';

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('what gets compressed', () => {
  it('compresses text-like bodies between 1 000 bytes and 10 MB, like CloudFront', () => {
    expect(isCompressible('text/javascript; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('application/json', 5000)).toBe(true);
    expect(isCompressible('image/svg+xml', 5000)).toBe(true);
    expect(isCompressible('application/json', 999)).toBe(false);
    expect(isCompressible('image/jpeg', 50_000)).toBe(false);
    expect(isCompressible('text/html', 10_000_001)).toBe(false);
    expect(isCompressible(undefined, 5000)).toBe(false);
  });

  it('round-trips both encodings and makes a repetitive bundle much smaller', () => {
    const body = Buffer.from('export const roast = "Your hero image is a ransom note.";\n'.repeat(400));
    const br = compress(body, 'br');
    const gz = compress(body, 'gzip', 'best');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
  });
});

describe('static compression cache', () => {
  it('recompresses a file only when it changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ugh-compress-'));
    const file = join(dir, 'index.html');
    writeFileSync(file, '<p>first build</p>'.repeat(100));
    const cache = new StaticCompressionCache();
    const first = cache.get(file, 'br');
    expect(cache.get(file, 'br')).toBe(first);
    writeFileSync(file, '<p>second build, longer</p>'.repeat(100));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = cache.get(file, 'br');
    expect(brotliDecompressSync(second).toString()).toContain('second build');
  });
});
