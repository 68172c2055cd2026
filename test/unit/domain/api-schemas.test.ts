import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createRoastRequestSchema,
  fingerprintSchema,
  likeRequestSchema,
  listRoastsQuerySchema,
  reactionRequestSchema,
  roastIdSchema,
  violationSchema,
} from '../../../functions/domain/api-schemas';
import { isViolationCode } from '../../../functions/domain/violations';

const img = 'iVBORw0KGgo=';

/** The path of the first issue, dotted — what a caller is told they got wrong. */
function failingField(result: z.ZodSafeParseResult<unknown>): string {
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return issue.code === 'unrecognized_keys' ? `unknown:${issue.keys.join(',')}` : issue.path.join('.');
}

describe('createRoastRequestSchema', () => {
  it.each([1, 2, 5])('accepts %i image(s)', (n) => {
    const result = createRoastRequestSchema.safeParse({ images: Array(n).fill(img), roastLevel: 'brutal' });
    expect(result.success).toBe(true);
  });

  it('refuses no images, naming the field', () => {
    const result = createRoastRequestSchema.safeParse({ images: [], roastLevel: 'honest' });
    expect(failingField(result)).toBe('images');
    expect(result.error!.issues[0]!.message).toBe('add at least one screenshot');
  });

  it('refuses six images, naming the field', () => {
    const result = createRoastRequestSchema.safeParse({ images: Array(6).fill(img), roastLevel: 'honest' });
    expect(failingField(result)).toBe('images');
    expect(result.error!.issues[0]!.message).toMatch(/at most 5/);
  });

  it('refuses an empty image string at its index', () => {
    const result = createRoastRequestSchema.safeParse({ images: [img, ''], roastLevel: 'honest' });
    expect(failingField(result)).toBe('images.1');
  });

  it('refuses an unknown roast level and lists the real ones', () => {
    const result = createRoastRequestSchema.safeParse({ images: [img], roastLevel: 'savage' });
    expect(failingField(result)).toBe('roastLevel');
    expect(result.error!.issues[0]!.message).toBe('must be one of honest, brutal, undigestable');
  });

  it('requires a roast level', () => {
    expect(failingField(createRoastRequestSchema.safeParse({ images: [img] }))).toBe('roastLevel');
  });

  it('refuses extra fields (strict)', () => {
    const result = createRoastRequestSchema.safeParse({
      images: [img],
      roastLevel: 'honest',
      ughScore: 0,
    });
    expect(failingField(result)).toBe('unknown:ughScore');
  });

  it('refuses extra fields inside websiteMetadata', () => {
    const result = createRoastRequestSchema.safeParse({
      images: [img],
      roastLevel: 'honest',
      websiteMetadata: { url: 'https://example.com', script: 'x' },
    });
    expect(failingField(result)).toBe('unknown:script');
  });

  it.each(['data:image/png;base64,iVBORw0KGgo=', 'data:image/webp;base64,UklGRg=='])(
    'accepts logo %s',
    (logo) => {
      const result = createRoastRequestSchema.safeParse({
        images: [img],
        roastLevel: 'honest',
        websiteMetadata: { logo },
      });
      expect(result.success).toBe(true);
    },
  );

  it.each([
    // Remote logos would be fetched by every visitor's browser: a third party could follow them.
    'https://example.com/logo.png',
    'http://example.com/favicon.ico',
    'javascript:alert(1)',
    'ftp://example.com/logo.png',
    '//example.com/logo.png',
    'data:text/html;base64,PGgxPg==',
    // SVG can carry script: only raster data URLs are accepted.
    'data:image/svg+xml;base64,PHN2Zz4=',
  ])('refuses logo %s', (logo) => {
    const result = createRoastRequestSchema.safeParse({
      images: [img],
      roastLevel: 'honest',
      websiteMetadata: { logo },
    });
    expect(failingField(result)).toBe('websiteMetadata.logo');
  });

  it('refuses a website url that is not http(s)', () => {
    const result = createRoastRequestSchema.safeParse({
      images: [img],
      roastLevel: 'honest',
      websiteMetadata: { url: 'javascript:alert(1)' },
    });
    expect(failingField(result)).toBe('websiteMetadata.url');
  });

  it('accepts a capture id shaped like a roast id only', () => {
    const base = { images: [img], roastLevel: 'honest' };
    expect(createRoastRequestSchema.safeParse({ ...base, captureId: 'A'.repeat(22) }).success).toBe(true);
    expect(failingField(createRoastRequestSchema.safeParse({ ...base, captureId: '../etc' }))).toBe(
      'captureId',
    );
  });
});

describe('listRoastsQuerySchema', () => {
  it('defaults to page 1, 12 per page, newest first', () => {
    expect(listRoastsQuerySchema.parse({})).toEqual({ page: 1, limit: 12, sort: 'newest' });
  });

  it('coerces query-string numbers', () => {
    expect(listRoastsQuerySchema.parse({ page: '3', limit: '50', sort: 'score_desc' })).toEqual({
      page: 3,
      limit: 50,
      sort: 'score_desc',
    });
  });

  it.each([
    [{ limit: '51' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ sort: 'oldest' }, 'sort'],
    [{ sort: 'SCORE_ASC' }, 'sort'],
    [{ level: 'savage' }, 'level'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('refuses %o', (query, field) => {
    expect(failingField(listRoastsQuerySchema.safeParse(query))).toBe(field);
  });

  it.each(['score_asc', 'score_desc', 'newest'])('accepts sort=%s', (sort) => {
    expect(listRoastsQuerySchema.parse({ sort }).sort).toBe(sort);
  });

  it('refuses unknown parameters', () => {
    expect(failingField(listRoastsQuerySchema.safeParse({ pageSize: '5' }))).toBe('unknown:pageSize');
  });

  it('trims the search text', () => {
    expect(listRoastsQuerySchema.parse({ search: '  acme  ' }).search).toBe('acme');
  });
});

describe('ids and fingerprints', () => {
  it.each(['abcdefgh', 'visitor-1700000000000.x_y:z', 'a'.repeat(128)])(
    'fingerprint %s is accepted',
    (fp) => {
      expect(fingerprintSchema.safeParse(fp).success).toBe(true);
    },
  );

  it.each(['short', 'a'.repeat(129), 'has space1', 'emoji😀xxxx', '<script>x'])(
    'fingerprint %s is refused',
    (fp) => {
      expect(fingerprintSchema.safeParse(fp).success).toBe(false);
    },
  );

  it('requires a fingerprint on likes and reactions', () => {
    expect(failingField(likeRequestSchema.safeParse({}))).toBe('userFingerprint');
    expect(failingField(reactionRequestSchema.safeParse({ emoji: '🔥' }))).toBe('userFingerprint');
    expect(failingField(reactionRequestSchema.safeParse({ emoji: '👍', userFingerprint: 'abcdefgh' }))).toBe(
      'emoji',
    );
  });

  it('roast ids are exactly 22 base64url characters', () => {
    expect(roastIdSchema.safeParse('AbCdEfGhIjKlMnOpQrSt_-').success).toBe(true);
    expect(roastIdSchema.safeParse('AbCdEfGhIjKlMnOpQrSt_').success).toBe(false);
    expect(roastIdSchema.safeParse('AbCdEfGhIjKlMnOpQrSt+/').success).toBe(false);
  });
});

describe('violation codes', () => {
  const violation = (code: string) => ({
    code,
    type: 'Font Soup',
    description: 'Too many typefaces',
    severity: 'Severe',
    criterion: 'typography',
  });

  it.each(['V001', 'V010', 'V100', 'V999'])('%s is valid', (code) => {
    expect(isViolationCode(code)).toBe(true);
    expect(violationSchema.safeParse(violation(code)).success).toBe(true);
  });

  it.each(['V000', 'V1000', 'v001', 'V01', 'X001', ' V001', 'V001 '])('%s is refused', (code) => {
    expect(isViolationCode(code)).toBe(false);
    expect(failingField(violationSchema.safeParse(violation(code)))).toBe('code');
  });

  it('refuses an unknown severity or criterion', () => {
    expect(failingField(violationSchema.safeParse({ ...violation('V001'), severity: 'Meh' }))).toBe(
      'severity',
    );
    expect(failingField(violationSchema.safeParse({ ...violation('V001'), criterion: 'vibes' }))).toBe(
      'criterion',
    );
  });
});
