import { z } from 'zod';

/**
 * The schema of the product release log shown at /release-logs (written for visitors, kept as data in
 * ../content/release-log.json). release-log.test.tsx validates the file with it; the page imports only
 * the type, so zod stays out of the browser bundle. The developers' CHANGELOG.md is a different document
 * for a different reader.
 */

/**
 * Words that belong in the developers' changelog, not in a visitor's release log: names of services,
 * tools and internals a visitor never sees.
 */
export const INTERNAL_TERMS = [
  'Step Functions',
  'JSONPath',
  'ASL',
  'DynamoDB',
  'Lambda',
  'S3',
  'CloudFront',
  'API',
  'CDK',
  'npm',
  'Node',
  'Bedrock',
  'React',
  'Vite',
  'zod',
  'TypeScript',
  'SDK',
  'CLI',
  'endpoint',
  'webhook',
  'JSON',
  'schema',
  'Chromium',
  'Stripe',
  'SSRF',
  'OCR',
  'Lighthouse',
  'bench',
  'regex',
  'localStorage',
];

const INTERNAL = new RegExp(`\\b(${INTERNAL_TERMS.map((t) => t.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');

const visitorText = z
  .string()
  .trim()
  .min(3)
  .max(400)
  .refine((text) => !INTERNAL.test(text), {
    error: (issue) =>
      `uses an internal name (${INTERNAL.exec(String(issue.input))?.[0]}): write it for visitors`,
  })
  .refine((text) => !/[`<>]|\w\.(ts|tsx|js|json|md)\b|\/\w+\//.test(text), {
    error: 'looks like code, markup or a file path: write it for visitors',
  });

const items = z.array(visitorText).min(1);

export const releaseSchema = z.strictObject({
  version: z.string().regex(/^v\d+\.\d+\.\d+$/, 'a version such as v1.8.0'),
  /** Date and time of the release, in UTC. */
  releasedAt: z.iso.datetime(),
  title: visitorText.max(60),
  summary: visitorText,
  features: items,
  fixes: items,
  notes: items,
});

export type Release = z.infer<typeof releaseSchema>;

const versionParts = (version: string) => version.slice(1).split('.').map(Number) as [number, number, number];

function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  return 0;
}

/** Newest first, by version and by date alike; every version once. */
export const releaseLogSchema = z
  .array(releaseSchema)
  .min(1)
  .superRefine((releases, ctx) => {
    releases.forEach((release, i) => {
      const older = releases[i + 1];
      if (!older) return;
      if (compareVersions(release.version, older.version) <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: [i + 1, 'version'],
          message: `${older.version} must come after a lower version, not below ${release.version}`,
        });
      }
      if (Date.parse(release.releasedAt) <= Date.parse(older.releasedAt)) {
        ctx.addIssue({
          code: 'custom',
          path: [i + 1, 'releasedAt'],
          message: `${older.version} must be released before ${release.version}`,
        });
      }
    });
  });
