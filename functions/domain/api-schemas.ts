/**
 * Zod schemas for every API payload: the single definition shared by the HTTP handlers and the
 * frontend (DESIGN §3). Request schemas validate; response schemas document and are checked in tests.
 */
import { z } from 'zod';
import { CRITERION_KEYS } from './criteria';
import { CAPTURE_ID_PATTERN, FINGERPRINT_PATTERN, ROAST_ID_PATTERN } from './ids';
import {
  GALLERY_PAGE_SIZE,
  MAX_IMAGES_PER_ROAST,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MIN_IMAGES_PER_ROAST,
} from './limits';
import { REACTION_EMOJIS } from './reactions';
import { ROAST_LEVELS } from './roast-levels';
import { ROAST_TITLE_MAX_CHARS, hasLoneSurrogate, hasUnsafeTitleChars } from './roast-title';
import { normaliseSiteUrl, SITE_URL_INVALID } from './site-url';
import { VERDICTS } from './verdicts';
import { SEVERITIES } from './violations';

// ---------- shared pieces ----------

export const roastIdSchema = z.string().regex(ROAST_ID_PATTERN, 'must be a 22-character roast id');
export const roastLevelSchema = z.enum(ROAST_LEVELS, {
  error: `must be one of ${ROAST_LEVELS.join(', ')}`,
});
export const fingerprintSchema = z
  .string({ error: 'is required' })
  .regex(FINGERPRINT_PATTERN, 'must be 8–128 letters, digits or . _ : -');
export const reactionEmojiSchema = z.enum(REACTION_EMOJIS, { error: 'is not one of the ten reactions' });
export const roastStatusSchema = z.enum(['processing', 'ready', 'rejected', 'failed']);
export const criticEngineSchema = z.enum(['offline', 'bedrock']);

const httpUrl = z
  .string()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v), 'must start with http:// or https://');
/**
 * A logo is kept only as a small inline raster image (URL capture fetches the page's icon through its
 * guarded browser and inlines it). A remote address is refused: every gallery visitor's browser would
 * fetch it, so whoever runs that host could follow them. SVG can carry script: never.
 */
const INLINE_LOGO = /^data:image\/(png|jpeg|gif|webp|x-icon|vnd\.microsoft\.icon);base64,/i;
const logoSchema = z
  .string()
  .max(200_000)
  .refine(
    (v) => INLINE_LOGO.test(v),
    'must be a base64 data:image URL (png, jpeg, gif, webp or icon); remote logo addresses are not accepted',
  );

/** The logo a roast may show: inline images only, so a remote one stored by an older version is dropped. */
export function servableLogo(logo: string | undefined): string | null {
  return logo !== undefined && INLINE_LOGO.test(logo) ? logo : null;
}

export const websiteMetadataSchema = z
  .object({
    url: httpUrl.optional(),
    title: z.string().max(300).optional(),
    name: z.string().max(200).optional(),
    domain: z.string().max(253).optional(),
    description: z.string().max(1000).optional(),
    logo: logoSchema.optional(),
  })
  .strict();
export type WebsiteMetadata = z.infer<typeof websiteMetadataSchema>;

// ---------- roast creation ----------

export const createRoastRequestSchema = z
  .object({
    images: z
      .array(z.string({ error: 'each image must be a base64 string' }).min(1, 'an image is empty'), {
        error: 'must be a list of base64 images',
      })
      .min(MIN_IMAGES_PER_ROAST, 'add at least one screenshot')
      .max(MAX_IMAGES_PER_ROAST, `at most ${MAX_IMAGES_PER_ROAST} screenshots per roast`)
      .optional(),
    /** Instead of images: a public page to capture first (desktop + mobile), in one call. */
    url: z.string().trim().min(1, 'is empty').max(2048, 'is too long').optional(),
    roastLevel: roastLevelSchema,
    websiteMetadata: websiteMetadataSchema.optional(),
    captureId: z.string().regex(CAPTURE_ID_PATTERN, 'must be a capture id').optional(),
    /** The creator's name for the roast (shown as text, never as HTML); else one is found (roast-title.ts). */
    title: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'is empty')
      .max(ROAST_TITLE_MAX_CHARS, `must be at most ${ROAST_TITLE_MAX_CHARS} characters`)
      .refine((text) => !hasUnsafeTitleChars(text), 'must not contain control characters')
      .refine((text) => !hasLoneSurrogate(text), 'is not valid text (it holds half of a character pair)')
      .optional(),
    /**
     * "Roast the new version": the id of the earlier roast this one is the new version of.
     * Only that roast's owner may link to it: the request carries its owner key in `X-Owner-Key`.
     */
    previousId: roastIdSchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.images === undefined && value.url === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['images'],
        message: 'add 1–5 screenshots, or give the url of a page to capture',
      });
    }
    if (value.images !== undefined && value.url !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'give either screenshots or a url, not both' });
    }
  });
export type CreateRoastRequest = z.infer<typeof createRoastRequestSchema>;

export const createRoastResponseSchema = z.object({
  id: roastIdSchema,
  number: z.number().int().positive(),
  ownerKey: z.string(),
  status: roastStatusSchema,
});
export type CreateRoastResponse = z.infer<typeof createRoastResponseSchema>;

export const validationErrorResponseSchema = z.object({
  type: z.literal('validation_error'),
  message: z.string(),
  suggestion: z.string(),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;

export const errorResponseSchema = z.object({ message: z.string() });

export const roastStatusResponseSchema = z.object({
  id: roastIdSchema,
  status: roastStatusSchema,
  message: z.string().optional(),
  suggestion: z.string().optional(),
});
export type RoastStatusResponse = z.infer<typeof roastStatusResponseSchema>;

// ---------- roast read models ----------

const subScore = z.number().min(0).max(10);

export const violationSchema = z.object({
  code: z.string().regex(/^V(?!000)\d{3}$/),
  type: z.string().min(1),
  description: z.string().min(1),
  severity: z.enum(SEVERITIES),
  criterion: z.enum(CRITERION_KEYS),
  evidence: z
    .object({
      metric: z.string(),
      value: z.number(),
      threshold: z.number(),
      unit: z.string().optional(),
      region: z
        .object({
          imageIndex: z.number().int().min(0),
          x: z.number(),
          y: z.number(),
          width: z.number(),
          height: z.number(),
        })
        .optional(),
    })
    .optional(),
});

export const clarityAnalysisSchema = z.object({
  score: subScore,
  commentary: z.string(),
  userUnderstanding: z.enum(['clear', 'confusing', 'wtf']),
  recommendations: z.array(z.string()),
});
export type ClarityAnalysis = z.infer<typeof clarityAnalysisSchema>;

export const TECHNOLOGY_CATEGORIES = [
  'frontend',
  'backend',
  'analytics',
  'marketing',
  'hosting',
  'security',
  'other',
] as const;
const technologyItem = z.object({
  name: z.string(),
  version: z.string().optional(),
  description: z.string().optional(),
  confidence: z.number().min(0).max(100),
});
export const websiteAnalysisSchema = z.object({
  technology: z.object(
    Object.fromEntries(TECHNOLOGY_CATEGORIES.map((c) => [c, z.array(technologyItem)])) as Record<
      (typeof TECHNOLOGY_CATEGORIES)[number],
      z.ZodArray<typeof technologyItem>
    >,
  ),
  timestamp: z.string(),
});
export type WebsiteAnalysis = z.infer<typeof websiteAnalysisSchema>;

export const roastSummarySchema = z.object({
  id: roastIdSchema,
  number: z.number().int().positive(),
  roastText: z.string(),
  roastLevel: roastLevelSchema,
  ughScore: z.number().int().min(0).max(100),
  verdict: z.enum(VERDICTS),
  /** What to call the roast: never empty (functions/domain/roast-title.ts). */
  title: z.string().min(1),
  websiteName: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  websiteTitle: z.string().nullable(),
  websiteLogo: z.string().nullable(),
  websiteDomain: z.string().nullable(),
  /** URL of a small JPEG for cards. */
  thumbnail: z.string().nullable(),
  /** URLs of the stored JPEG screenshots (served as image/jpeg, never inline base64). */
  images: z.array(z.string()),
  isPromoted: z.boolean(),
  authorCredit: z.string().nullable(),
  likes: z.number().int().min(0),
  shareCount: z.number().int().min(0),
  violationCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type RoastSummary = z.infer<typeof roastSummarySchema>;

/** A roast's whole-page capture: the tall image's URL and what part of the page it shows. */
export const fullPageViewSchema = z.object({
  url: z.string(),
  /** Image size in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The page's height and the captured part, in CSS px; `truncated` when the page was cut. */
  pageHeight: z.number().int().positive(),
  capturedHeight: z.number().int().positive(),
  truncated: z.boolean(),
});
export type FullPageView = z.infer<typeof fullPageViewSchema>;

export const roastDetailSchema = roastSummarySchema.extend({
  status: z.literal('ready'),
  visualHierarchy: subScore,
  typography: subScore,
  colorUsage: subScore,
  layoutSpacing: subScore,
  uiConsistency: subScore,
  wtfFactor: subScore,
  violations: z.array(violationSchema),
  improvements: z.array(z.string()),
  clarityAnalysis: clarityAnalysisSchema.nullable(),
  websiteAnalysis: websiteAnalysisSchema.nullable(),
  engine: criticEngineSchema,
  /**
   * The version chain: the earlier roast this one is the new version of, and the newer one.
   * Null when there is none, or none this roast may point at (docs/data-model.md "Versions"). The API
   * always sends both; optional so that roasts saved by the CLI before the chain existed still parse.
   */
  previousId: roastIdSchema.nullable().optional(),
  nextId: roastIdSchema.nullable().optional(),
  /** Only roasts made from a URL capture have one; absent on roasts stored before whole pages were kept. */
  fullPage: fullPageViewSchema.nullable().optional(),
});
export type RoastDetail = z.infer<typeof roastDetailSchema>;

// ---------- listing ----------

export const ROAST_SORTS = ['newest', 'score_asc', 'score_desc'] as const;
export type RoastSort = (typeof ROAST_SORTS)[number];

export const listRoastsQuerySchema = z
  .object({
    // Each check names its own words: without them zod reports the schema's "must be a number" for 0.
    page: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(1),
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
      .default(GALLERY_PAGE_SIZE),
    search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
    level: roastLevelSchema.optional(),
    sort: z.enum(ROAST_SORTS, { error: `must be one of ${ROAST_SORTS.join(', ')}` }).default('newest'),
  })
  .strict();
export type ListRoastsQuery = z.infer<typeof listRoastsQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
});
export const listRoastsResponseSchema = z.object({
  roasts: z.array(roastSummarySchema),
  pagination: paginationSchema,
});
export type ListRoastsResponse = z.infer<typeof listRoastsResponseSchema>;

export const LEADERBOARDS = ['brutal', 'designed'] as const;
export type LeaderboardKind = (typeof LEADERBOARDS)[number];
export const leaderboardResponseSchema = z.array(roastSummarySchema);

// ---------- engagement ----------

export const likeRequestSchema = z.object({ userFingerprint: fingerprintSchema }).strict();
export const likeResponseSchema = z.object({ likes: z.number().int().min(0), liked: z.boolean() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const shareResponseSchema = z.object({ shareCount: z.number().int().min(0) });

export const reactionRequestSchema = z
  .object({ emoji: reactionEmojiSchema, userFingerprint: fingerprintSchema })
  .strict();
export const reactionsQuerySchema = z.object({ userFingerprint: fingerprintSchema.optional() }).strict();
export const reactionsResponseSchema = z.object({
  counts: z.array(z.object({ emoji: reactionEmojiSchema, count: z.number().int().min(0) })),
  userReactions: z.array(reactionEmojiSchema),
});
export type ReactionsResponse = z.infer<typeof reactionsResponseSchema>;

// ---------- announcements and health ----------

export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'success', 'urgent'] as const;
export const announcementSchema = z.object({
  id: z.string(),
  message: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  isActive: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const currentAnnouncementResponseSchema = announcementSchema.nullable();

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.record(z.string(), z.enum(['ok', 'error'])),
  version: z.string(),
  time: z.string(),
});

// ---------- URL capture ----------

export const screenshotRequestSchema = z
  .object({
    url: z.string({ error: 'is required' }).max(2048, 'is too long'),
    reducedMotion: z.boolean().optional().default(false),
  })
  .strict();

export const CAPTURE_ERROR_TYPES = ['invalid_url', 'blocked', 'timeout', 'network'] as const;
export const screenshotResponseSchema = z.object({
  success: z.boolean(),
  desktopScreenshot: z.string().nullable(),
  mobileScreenshot: z.string().nullable(),
  websiteMetadata: websiteMetadataSchema.nullable(),
  captureId: z.string().nullable(),
  error: z.string().nullable(),
  errorType: z.enum(CAPTURE_ERROR_TYPES).nullable(),
});
export type ScreenshotResponse = z.infer<typeof screenshotResponseSchema>;

/** The screenshot accuracy tool (supporting-pages spec): one strategy per call. */
export const screenshotTestRequestSchema = z
  .object({
    url: z.string({ error: 'is required' }).max(2048, 'is too long'),
    strategy: z.enum(['delay', 'networkidle'], { error: 'must be delay or networkidle' }),
    waitFor: z.number().int().min(0).max(10_000, 'must be at most 10000 ms').optional(),
    waitUntil: z.enum(['networkidle0']).optional(),
  })
  .strict();
export const screenshotTestResponseSchema = z.object({
  success: z.boolean(),
  desktopScreenshot: z.string().nullable(),
  mobileScreenshot: z.string().nullable(),
  error: z.string().nullable(),
});

// ---------- promotion ($9) ----------

/** A promoted site's address: a bare domain is accepted and stored with https:// (site-url.ts). */
const siteUrl = z
  .string()
  .max(2048)
  .transform((value, ctx) => {
    const url = normaliseSiteUrl(value);
    if (url === null) {
      ctx.addIssue({ code: 'custom', message: SITE_URL_INVALID });
      return z.NEVER;
    }
    return url;
  });

const promotionFields = {
  websiteUrl: siteUrl.optional(),
  websiteName: z.string().trim().min(1, 'is empty').max(200).optional(),
  authorCredit: z.string().trim().max(120).optional(),
};
export const createPaymentIntentRequestSchema = z
  .object({ roastId: roastIdSchema, ...promotionFields })
  .strict();
export const createPaymentIntentResponseSchema = z.object({ clientSecret: z.string() });
/** The return path from checkout: the server re-checks the intent with Stripe before promoting. */
export const promoteRequestSchema = z
  .object({
    paymentIntentId: z
      .string({ error: 'is required' })
      .regex(/^pi_[A-Za-z0-9_]{6,}$/, 'must be a PaymentIntent id'),
    ...promotionFields,
  })
  .strict();
/**
 * The return path's answer. `refund`: this payment arrived after the roast had been promoted by another
 * one (two tabs, two intents both paid), so the whole amount was given back.
 */
export const promoteResponseSchema = z.object({
  promoted: z.literal(true),
  refund: z.object({ amount: z.number().int(), currency: z.string(), status: z.string() }).optional(),
});
export type PromoteResponse = z.infer<typeof promoteResponseSchema>;

// ---------- contact ----------

/** A practical e-mail check: one @, a dotted domain, no spaces (RFC 5322 in full is not worth it here). */
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
export const contactRequestSchema = z
  .object({
    name: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(100, 'is too long (100 characters at most)'),
    email: z
      .string({ error: 'is required' })
      .trim()
      .max(254, 'is too long')
      .regex(EMAIL, 'must be a valid e-mail address'),
    description: z
      .string({ error: 'is required' })
      .trim()
      .min(10, 'is too short (10 characters at least)')
      .max(5000, 'is too long (5000 characters at most)'),
    type: z
      .enum(['general', 'validation_appeal', 'error_report'], {
        error: 'must be general, validation_appeal or error_report',
      })
      .default('general'),
    /** Honeypot, hidden from people. */
    company: z.string().max(200).optional(),
  })
  .strict();

// ---------- supporting pages: industries, design principles, beta lab ----------
// The contract between the API handlers and the SPA (supporting-pages spec §3 and §7).

export const INDUSTRY_SLUGS = [
  'saas-technology',
  'creative-design',
  'ecommerce-retail',
  'professional-services',
] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

export const industrySchema = z.object({
  slug: z.enum(INDUSTRY_SLUGS),
  name: z.string(),
  description: z.string(),
  /** Public roasts classified into this industry. */
  totalRoasts: z.number().int().min(0),
  /** Mean classification confidence of those roasts, 0–100 (0 when there are none). */
  avgConfidence: z.number().min(0).max(100),
  keywords: z.array(z.string()),
});
export type Industry = z.infer<typeof industrySchema>;
/** GET /api/industries/{slug}: the industry and its public roasts, newest first. */
export const industryResponseSchema = z.object({
  industry: industrySchema,
  roasts: z.array(roastSummarySchema),
});
export type IndustryResponse = z.infer<typeof industryResponseSchema>;
/** 404 body of GET /api/industries/{slug}: what the not-found page lists. */
export const industryNotFoundResponseSchema = z.object({
  message: z.string(),
  availableIndustries: z.array(z.object({ slug: z.enum(INDUSTRY_SLUGS), name: z.string() })),
});

export const PRINCIPLE_CATEGORIES = [
  'visual-hierarchy',
  'typography',
  'color-theory',
  'layout',
  'usability',
  'accessibility',
] as const;
export type PrincipleCategory = (typeof PRINCIPLE_CATEGORIES)[number];
export const CITATION_TYPES = ['book', 'paper', 'standard', 'article', 'guideline'] as const;

export const citationSchema = z.object({
  title: z.string().min(1),
  author: z.string().min(1),
  year: z.number().int().min(1800).max(2100),
  source: z.string().min(1),
  type: z.enum(CITATION_TYPES),
  url: z.string().url().optional(),
});
export type Citation = z.infer<typeof citationSchema>;

export const designPrincipleSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  category: z.enum(PRINCIPLE_CATEGORIES),
  description: z.string().min(1),
  overview: z.string().min(1),
  detailedExplanation: z.string().min(1),
  keyPoints: z.array(z.string().min(1)).min(1),
  applications: z.array(z.object({ title: z.string(), description: z.string(), example: z.string() })).min(1),
  commonMistakes: z
    .array(z.object({ mistake: z.string(), consequence: z.string(), solution: z.string() }))
    .min(1),
  tools: z
    .array(
      z.object({
        name: z.string(),
        description: z.string(),
        type: z.string(),
        url: z.string().url().optional(),
      }),
    )
    .min(1),
  metrics: z
    .array(
      z.object({
        name: z.string(),
        description: z.string(),
        target: z.string(),
        measurement: z.string(),
      }),
    )
    .min(1),
  citations: z.array(citationSchema).min(1),
  enhancedContent: z
    .object({
      additionalResearch: z.string(),
      emergingTrends: z.array(z.string()),
      practicalTips: z.array(z.string()),
      industryApplications: z.array(
        z.object({ industry: z.string(), application: z.string(), example: z.string() }),
      ),
    })
    .optional(),
});
export type DesignPrinciple = z.infer<typeof designPrincipleSchema>;

/** GET /api/design-principles: summaries grouped client-side by category. */
export const designPrincipleSummarySchema = designPrincipleSchema
  .pick({ id: true, slug: true, name: true, category: true, description: true })
  .extend({ citationCount: z.number().int().min(0) });
export type DesignPrincipleSummary = z.infer<typeof designPrincipleSummarySchema>;
export const designPrinciplesResponseSchema = z.object({
  principles: z.array(designPrincipleSummarySchema),
  /** Distinct citations across all principles (counted from the data, not a claim). */
  totalCitations: z.number().int().min(0),
});
export type DesignPrinciplesResponse = z.infer<typeof designPrinciplesResponseSchema>;
/** GET /api/design-principles/{slug} */
export const designPrincipleResponseSchema = z.object({ principle: designPrincipleSchema });

// Beta lab
export const betaRoastSchema = z.object({
  id: roastIdSchema,
  ughScore: z.number().int().min(0).max(100),
  roastLevel: roastLevelSchema,
  verdict: z.enum(VERDICTS),
  title: z.string().min(1),
  websiteName: z.string().nullable(),
  roastText: z.string(),
  violations: z.array(violationSchema.pick({ code: true, type: true, severity: true, description: true })),
  improvements: z.array(z.string()),
  images: z.array(z.string()),
  clarityAnalysis: clarityAnalysisSchema.nullable(),
  websiteAnalysis: websiteAnalysisSchema.nullable(),
});
export type BetaRoast = z.infer<typeof betaRoastSchema>;
/** GET /api/beta/roasts: public roasts only (at most 50, newest first). */
export const betaRoastsResponseSchema = z.object({ roasts: z.array(betaRoastSchema) });
export type BetaRoastsResponse = z.infer<typeof betaRoastsResponseSchema>;

export const SUGGESTION_CATEGORIES = ['ux', 'conversion', 'visual', 'performance', 'accessibility'] as const;
export const enhancedSuggestionSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(SUGGESTION_CATEGORIES),
  effort: z.enum(['low', 'moderate', 'high']),
  impact: z.enum(['high', 'medium', 'low']),
  /** The named research basis, e.g. "WCAG 2.2 SC 1.4.3 Contrast (Minimum)" or "Fitts's law (Fitts 1954)". */
  heuristic: z.string().optional(),
  researchBased: z.boolean(),
  /** Violation codes this suggestion addresses. */
  violationCodes: z.array(z.string()),
});
export type EnhancedSuggestion = z.infer<typeof enhancedSuggestionSchema>;
export const enhanceSuggestionsRequestSchema = z.object({ roastId: roastIdSchema }).strict();
/** POST /api/beta/enhance-suggestions: 404 `{message}` for an unknown or private roast. */
export const enhanceSuggestionsResponseSchema = z.object({
  roastId: roastIdSchema,
  enhancedSuggestions: z.array(enhancedSuggestionSchema),
  source: criticEngineSchema,
});
export type EnhanceSuggestionsResponse = z.infer<typeof enhanceSuggestionsResponseSchema>;
