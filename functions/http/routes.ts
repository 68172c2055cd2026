/**
 * The route table: the single source for the local server and the CDK API stack (DESIGN §3).
 * Each entry names its handler module (path from the repository root) and export, its body cap,
 * its API Gateway throttle, its per-IP application limit and its Lambda sizing.
 */
import { MAX_CREATE_ROAST_BODY_BYTES, MAX_SMALL_BODY_BYTES } from '../domain/limits';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface RouteDefinition {
  id: string;
  method: HttpMethod;
  /** API Gateway path syntax: `{name}` is one path segment. */
  path: string;
  module: string;
  export: string;
  maxBodyBytes: number;
  /** API Gateway stage throttle for this route (requests per second, burst). */
  throttle: { rateLimit: number; burstLimit: number };
  /** Per-IP fixed-window limit enforced by the handler (shared counter in DynamoDB). */
  perIpLimit?: { limit: number; windowSeconds: number };
  memoryMb: number;
  timeoutSeconds: number;
  /**
   * Public, non-personal GETs whose responses the CDN may share between visitors (their handlers send
   * a `public` Cache-Control). Only these are cached and request-collapsed at the edge. `query` names
   * the query-string parameters the handler reads: the only ones the edge keys on and passes on, so
   * that `?bust=N` can neither split the cache nor reach the function. One declaration for the local
   * edge (functions/local/edge-cache.ts) and the CloudFront cache policies (lib/stacks/web-stack.ts);
   * the HTTP kit refuses to build a route whose query schema reads other ones.
   */
  edgeCache?: EdgeCacheSpec;
}

export interface EdgeCacheSpec {
  query: readonly string[];
}

/** Most cached routes read nothing from the query string. */
const NO_QUERY: EdgeCacheSpec = { query: [] };

const small = { maxBodyBytes: MAX_SMALL_BODY_BYTES, memoryMb: 256, timeoutSeconds: 10 } as const;
const reads = { rateLimit: 200, burstLimit: 400 } as const;

export const ROUTES = [
  {
    id: 'createRoast',
    method: 'POST',
    path: '/api/roasts',
    module: 'functions/http/roasts/create-roast.ts',
    export: 'handler',
    maxBodyBytes: MAX_CREATE_ROAST_BODY_BYTES,
    memoryMb: 1536,
    timeoutSeconds: 29,
    throttle: { rateLimit: 10, burstLimit: 20 },
    perIpLimit: { limit: 30, windowSeconds: 3600 },
  },
  {
    id: 'listRoasts',
    // listRoastsQuerySchema (functions/domain/api-schemas.ts).
    edgeCache: { query: ['page', 'limit', 'search', 'level', 'sort'] },
    method: 'GET',
    path: '/api/roasts',
    module: 'functions/http/roasts/list-roasts.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    id: 'leaderboardBrutal',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/roasts/leaderboard/brutal',
    module: 'functions/http/roasts/get-leaderboard.ts',
    export: 'brutal',
    ...small,
    throttle: reads,
  },
  {
    id: 'leaderboardDesigned',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/roasts/leaderboard/designed',
    module: 'functions/http/roasts/get-leaderboard.ts',
    export: 'designed',
    ...small,
    throttle: reads,
  },
  {
    id: 'getRoast',
    method: 'GET',
    path: '/api/roasts/{id}',
    module: 'functions/http/roasts/get-roast.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    id: 'getRoastStatus',
    method: 'GET',
    path: '/api/roasts/{id}/status',
    module: 'functions/http/roasts/get-roast-status.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    // Before and after: the roast against its previous version (functions/domain/roast-versions.ts).
    id: 'getRoastComparison',
    method: 'GET',
    path: '/api/roasts/{id}/comparison',
    module: 'functions/http/roasts/get-roast-comparison.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    id: 'deleteRoast',
    method: 'DELETE',
    path: '/api/roasts/{id}',
    module: 'functions/http/roasts/delete-roast.ts',
    export: 'handler',
    ...small,
    throttle: { rateLimit: 5, burstLimit: 10 },
    perIpLimit: { limit: 30, windowSeconds: 3600 },
  },
  {
    id: 'getRoastImage',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/roasts/{id}/images/{index}',
    module: 'functions/http/roasts/get-roast-image.ts',
    export: 'image',
    ...small,
    memoryMb: 512,
    throttle: reads,
  },
  {
    id: 'getRoastThumbnail',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/roasts/{id}/thumbnail',
    module: 'functions/http/roasts/get-roast-image.ts',
    export: 'thumbnail',
    ...small,
    memoryMb: 512,
    throttle: reads,
  },
  {
    // The colour-vision preview: which previews exist and what dichromats lose.
    id: 'getColourVision',
    method: 'GET',
    path: '/api/roasts/{id}/colour-vision',
    module: 'functions/http/roasts/colour-vision-report.ts',
    export: 'report',
    ...small,
    throttle: reads,
  },
  {
    // The first screenshot as seen with one deficiency: drawn by sharp on first request, then kept in S3.
    id: 'getColourVisionImage',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/roasts/{id}/colour-vision/{type}',
    module: 'functions/http/roasts/colour-vision-image.ts',
    export: 'image',
    ...small,
    // A decoded screenshot as raw RGB plus its JPEG twice: 1 GB gives sharp room and a faster vCPU.
    memoryMb: 1024,
    timeoutSeconds: 15,
    throttle: { rateLimit: 50, burstLimit: 100 },
  },
  {
    // The whole-page capture of a URL roast: one tall JPEG, about 1 MB at most.
    id: 'getRoastFullPage',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/roasts/{id}/full-page',
    module: 'functions/http/roasts/get-roast-image.ts',
    export: 'fullPage',
    ...small,
    memoryMb: 512,
    throttle: reads,
  },
  {
    // What a link-preview crawler gets for /roast/{id} (CloudFront and the local server route it here).
    id: 'getSharePage',
    method: 'GET',
    path: '/api/roasts/{id}/share-page',
    module: 'functions/http/roasts/share-links.ts',
    export: 'page',
    ...small,
    throttle: reads,
  },
  {
    // The 1200×630 share card: drawn by sharp on first request, then kept in S3.
    id: 'getShareCard',
    method: 'GET',
    path: '/api/roasts/{id}/card.png',
    module: 'functions/http/roasts/share-card.ts',
    export: 'handler',
    ...small,
    memoryMb: 1024,
    timeoutSeconds: 15,
    throttle: { rateLimit: 50, burstLimit: 100 },
  },
  {
    id: 'getBadge',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/roasts/{id}/badge.svg',
    module: 'functions/http/roasts/share-links.ts',
    export: 'badge',
    ...small,
    throttle: reads,
  },
  {
    id: 'likeRoast',
    method: 'POST',
    path: '/api/roasts/{id}/like',
    module: 'functions/http/engagement/like-roast.ts',
    export: 'handler',
    ...small,
    throttle: { rateLimit: 50, burstLimit: 100 },
    perIpLimit: { limit: 60, windowSeconds: 60 },
  },
  {
    id: 'shareRoast',
    method: 'POST',
    path: '/api/roasts/{id}/share',
    module: 'functions/http/engagement/share-roast.ts',
    export: 'handler',
    ...small,
    throttle: { rateLimit: 50, burstLimit: 100 },
    perIpLimit: { limit: 30, windowSeconds: 60 },
  },
  {
    id: 'getReactions',
    method: 'GET',
    path: '/api/roasts/{id}/reactions',
    module: 'functions/http/engagement/reactions.ts',
    export: 'list',
    ...small,
    throttle: reads,
  },
  {
    id: 'addReaction',
    method: 'POST',
    path: '/api/roasts/{id}/reactions',
    module: 'functions/http/engagement/reactions.ts',
    export: 'add',
    ...small,
    throttle: { rateLimit: 50, burstLimit: 100 },
    perIpLimit: { limit: 120, windowSeconds: 60 },
  },
  {
    id: 'removeReaction',
    method: 'DELETE',
    path: '/api/roasts/{id}/reactions',
    module: 'functions/http/engagement/reactions.ts',
    export: 'remove',
    ...small,
    throttle: { rateLimit: 50, burstLimit: 100 },
    perIpLimit: { limit: 120, windowSeconds: 60 },
  },
  {
    id: 'captureScreenshot',
    method: 'POST',
    path: '/api/screenshot',
    module: 'functions/http/capture/screenshot.ts',
    export: 'handler',
    maxBodyBytes: MAX_SMALL_BODY_BYTES,
    // A real browser: large, slow and scarce. API Gateway's integration timeout is 30 s.
    memoryMb: 2048,
    timeoutSeconds: 29,
    throttle: { rateLimit: 2, burstLimit: 5 },
    perIpLimit: { limit: 20, windowSeconds: 3600 },
  },
  {
    id: 'captureStrategyTest',
    method: 'POST',
    path: '/api/screenshot-test',
    module: 'functions/http/capture/screenshot-test.ts',
    export: 'handler',
    maxBodyBytes: MAX_SMALL_BODY_BYTES,
    memoryMb: 2048,
    timeoutSeconds: 29,
    throttle: { rateLimit: 1, burstLimit: 3 },
    perIpLimit: { limit: 20, windowSeconds: 3600 },
  },
  {
    id: 'createPaymentIntent',
    method: 'POST',
    path: '/api/create-payment-intent',
    module: 'functions/http/payments/create-payment-intent.ts',
    export: 'handler',
    ...small,
    throttle: { rateLimit: 5, burstLimit: 10 },
    perIpLimit: { limit: 30, windowSeconds: 3600 },
  },
  {
    id: 'stripeWebhook',
    method: 'POST',
    path: '/api/stripe/webhook',
    module: 'functions/http/payments/stripe-webhook.ts',
    export: 'handler',
    // Stripe events can be larger than our small JSON bodies.
    maxBodyBytes: 256 * 1024,
    memoryMb: 256,
    timeoutSeconds: 10,
    throttle: { rateLimit: 50, burstLimit: 100 },
  },
  {
    id: 'promoteRoast',
    method: 'POST',
    path: '/api/roasts/{id}/promote',
    module: 'functions/http/payments/promote-roast.ts',
    export: 'handler',
    ...small,
    throttle: { rateLimit: 5, burstLimit: 10 },
    perIpLimit: { limit: 30, windowSeconds: 3600 },
  },
  {
    id: 'paymentConfig',
    method: 'GET',
    path: '/api/payments/config',
    module: 'functions/http/payments/config.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    id: 'contact',
    method: 'POST',
    path: '/api/contact',
    module: 'functions/http/contact/submit-contact.ts',
    export: 'handler',
    ...small,
    throttle: { rateLimit: 2, burstLimit: 5 },
    // People write a handful of messages; anything more from one address is a bot.
    perIpLimit: { limit: 5, windowSeconds: 3600 },
  },
  {
    id: 'getIndustry',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/industries/{slug}',
    module: 'functions/http/industries/get-industry.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    id: 'listBetaRoasts',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/beta/roasts',
    module: 'functions/http/beta/list-beta-roasts.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    id: 'enhanceSuggestions',
    method: 'POST',
    path: '/api/beta/enhance-suggestions',
    module: 'functions/http/beta/enhance-suggestions.ts',
    export: 'handler',
    maxBodyBytes: MAX_SMALL_BODY_BYTES,
    memoryMb: 256,
    // With CRITIC=bedrock a model call (≤ 20 s, then the offline answer) within API Gateway's 30 s.
    timeoutSeconds: 29,
    throttle: { rateLimit: 5, burstLimit: 10 },
    // A model call costs ~US$0.02 and is made once per public roast (then kept); a person exploring
    // the lab stays far below this.
    perIpLimit: { limit: 30, windowSeconds: 3600 },
  },
  {
    id: 'currentAnnouncement',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/announcements/current',
    module: 'functions/http/announcements/get-current.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    id: 'listDesignPrinciples',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/design-principles',
    module: 'functions/http/principles/list-principles.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    id: 'getDesignPrinciple',
    edgeCache: NO_QUERY,
    method: 'GET',
    path: '/api/design-principles/{slug}',
    module: 'functions/http/principles/get-principle.ts',
    export: 'handler',
    ...small,
    throttle: reads,
  },
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    module: 'functions/http/health/get-health.ts',
    export: 'handler',
    ...small,
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];

export function routeById(id: RouteId): RouteDefinition {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** API Gateway's rule: a literal segment wins over a `{param}` at the same position. */
export function compareSpecificity(a: RouteDefinition, b: RouteDefinition): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i]!.startsWith('{');
    const pb = sb[i]!.startsWith('{');
    if (pa !== pb) return pa ? 1 : -1;
  }
  return sb.length - sa.length;
}

/** The table in matching order, with each path's segments, sorted and split once rather than on every request. */
const BY_SPECIFICITY: readonly { route: RouteDefinition; pattern: readonly string[] }[] = [...ROUTES]
  .sort(compareSpecificity)
  .map((route) => ({ route, pattern: route.path.split('/') }));

export function matchRoute(
  method: string,
  path: string,
): { route: RouteDefinition; params: Record<string, string> } | { route: null; pathKnown: boolean } {
  const segments = path.split('/');
  let pathKnown = false;
  for (const { route, pattern } of BY_SPECIFICITY) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const value = segments[i]!;
      if (part.startsWith('{')) {
        if (!value) return false;
        try {
          params[part.slice(1, -1)] = decodeURIComponent(value);
        } catch {
          return false;
        }
        return true;
      }
      return part === value;
    });
    if (!ok) continue;
    pathKnown = true;
    if (route.method === method) return { route, params };
  }
  return { route: null, pathKnown };
}
