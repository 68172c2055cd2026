/**
 * The application's CloudWatch metrics (EMF, written by functions/http-kit/observability.ts): namespace,
 * service dimension and metric names. Plain constants with no imports, so that CDK code (dashboards,
 * alarms) can name the same metrics without pulling runtime code into synthesis.
 */
export const METRICS_NAMESPACE = 'UghScore';
/** Powertools' `service` dimension on every metric, and the `service` key of every log line. */
export const SERVICE_NAME = 'ugh-score';

export const METRIC = {
  /** POST /api/roasts accepted a roast and started its workflow. */
  roastCreated: 'RoastCreated',
  /** The Score state marked a roast ready. */
  roastReady: 'RoastReady',
  /** RecordFailure marked a roast rejected (the critic refused the screenshots), dimension `cause`. */
  roastRejected: 'RoastRejected',
  /** RecordFailure marked a roast failed, dimension `cause` (the workflow error name). */
  roastFailed: 'RoastFailed',
  /** Time the Critique state spent in the critic (milliseconds). */
  critiqueDuration: 'CritiqueDuration',
  /** Time a page capture took, in the workflow or on the capture route (milliseconds). */
  captureDuration: 'CaptureDuration',
  /** Bedrock Converse usage per call, dimension `operation` (critique, enhance). */
  bedrockInputTokens: 'BedrockInputTokens',
  bedrockOutputTokens: 'BedrockOutputTokens',
  bedrockLatency: 'BedrockLatency',
  /** A payment intent was created for a promotion. */
  paymentStarted: 'PaymentStarted',
  /** A verified Stripe webhook promoted a roast. */
  paymentSucceeded: 'PaymentSucceeded',
  /** A payment arrived for a roast another payment had promoted, and was refunded automatically. */
  paymentRefunded: 'PaymentRefunded',
  /** The per-IP limiter answered 429, dimension `route`. */
  rateLimitRefused: 'RateLimitRefused',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** The dimension names the metrics above are split by (besides `service`). */
export const METRIC_DIMENSION = { cause: 'cause', route: 'route', operation: 'operation' } as const;
