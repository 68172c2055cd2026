/**
 * Deploy-time configuration, read from CDK context (`cdk.json`, or `-c key=value` on the command
 * line). Every key is documented with its default in the README ("Configuration" and "Deploy to AWS").
 */
import type { Node } from 'constructs';

/** WAF rate-based limits: requests per client IP per evaluation window (WAF's minimum limit is 10). */
export interface WafRateLimits {
  /** POST /api/roasts */
  createRoast: number;
  /** /api/screenshot (URL capture, Chromium) */
  capture: number;
  /** POST/DELETE …/like and …/reactions */
  engagement: number;
  /** /api/contact */
  contact: number;
  /** everything under /api/ */
  api: number;
  /** evaluation window in seconds: 60, 120, 300 or 600 */
  windowSeconds: 60 | 120 | 300 | 600;
}

export interface UghConfig {
  /** Region of every stack except the WAF web ACL (CLOUDFRONT scope: always us-east-1). */
  region: string;
  /** Account to deploy to: the CLI's default account (CDK_DEFAULT_ACCOUNT) unless `ugh:account` is set. */
  account: string | undefined;
  bedrockModelId: string;
  criticFallback: string;
  /** `bedrock` (production default) or `offline`: which critic the Critique task runs. */
  critic: 'bedrock' | 'offline';
  bedrockMaxTokens: number;
  bedrockTemperature: number;
  alarmEmail: string;
  domainName: string;
  /** ACM certificate for domainName; CloudFront requires it to be in us-east-1. */
  certificateArn: string;
  stripeSecretName: string;
  monthlyBudgetUsd: number;
  /** Folder holding the sharp Lambda layer (`nodejs/node_modules/sharp` built for linux-arm64). */
  sharpLayerPath: string;
  /** Folder holding the Chromium layer for the capture function (`@sparticuz/chromium`). */
  chromiumLayerPath: string;
  /** The built SPA; deployed only when the folder exists. */
  frontendDist: string;
  critiqueReservedConcurrency: number;
  captureReservedConcurrency: number;
  /** API Gateway stage default throttle; each route's own throttle comes from the route table. */
  apiThrottle: { rateLimit: number; burstLimit: number };
  wafRateLimits: WafRateLimits;
  logRetentionDays: number;
  /** Fail synthesis when a layer folder is missing (set by `npm run deploy`). */
  requireLayers: boolean;
}

export const DEFAULT_WAF_RATE_LIMITS: WafRateLimits = {
  createRoast: 100,
  capture: 50,
  engagement: 600,
  contact: 20,
  api: 3000,
  windowSeconds: 300,
};

export const DEFAULTS = {
  region: 'us-east-1',
  bedrockModelId: 'anthropic.claude-3-5-sonnet-20241022-v2:0',
  criticFallback: 'none',
  critic: 'bedrock' as const,
  bedrockMaxTokens: 2048,
  bedrockTemperature: 0.4,
  alarmEmail: '',
  domainName: '',
  certificateArn: '',
  stripeSecretName: 'ugh-score/stripe',
  monthlyBudgetUsd: 50,
  sharpLayerPath: 'layers/sharp',
  chromiumLayerPath: 'layers/chromium',
  frontendDist: 'frontend/dist',
  critiqueReservedConcurrency: 10,
  captureReservedConcurrency: 5,
  apiThrottle: { rateLimit: 500, burstLimit: 1000 },
  logRetentionDays: 30,
} as const;

function parsed(node: Node, key: string): unknown {
  const value: unknown = node.tryGetContext(`ugh:${key}`);
  // `-c key=value` always arrives as a string; cdk.json values keep their JSON type.
  if (typeof value === 'string' && /^[[{]/.test(value.trim())) return JSON.parse(value) as unknown;
  return value;
}

function text(node: Node, key: string, fallback: string): string {
  const value = parsed(node, key);
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new Error(`Context ugh:${key} must be a string`);
  return value;
}

function num(node: Node, key: string, fallback: number, min: number): number {
  const value = parsed(node, key);
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < min) throw new Error(`Context ugh:${key} must be a number ≥ ${min}`);
  return n;
}

function criticChoice(value: string): 'bedrock' | 'offline' {
  if (value !== 'bedrock' && value !== 'offline')
    throw new Error('Context ugh:critic must be "bedrock" or "offline"');
  return value;
}

function bool(node: Node, key: string): boolean {
  const value = parsed(node, key);
  return value === true || value === 'true';
}

export function readConfig(node: Node): UghConfig {
  const waf = {
    ...DEFAULT_WAF_RATE_LIMITS,
    ...((parsed(node, 'wafRateLimits') as object | undefined) ?? {}),
  };
  for (const [key, value] of Object.entries(waf)) {
    if (!Number.isInteger(value) || (key !== 'windowSeconds' && (value as number) < 10)) {
      throw new Error(`Context ugh:wafRateLimits.${key} must be an integer ≥ 10`);
    }
  }
  if (![60, 120, 300, 600].includes(waf.windowSeconds)) {
    throw new Error('Context ugh:wafRateLimits.windowSeconds must be 60, 120, 300 or 600');
  }
  const throttle = {
    ...DEFAULTS.apiThrottle,
    ...((parsed(node, 'apiThrottle') as object | undefined) ?? {}),
  };
  const domainName = text(node, 'domainName', DEFAULTS.domainName);
  const certificateArn = text(node, 'certificateArn', DEFAULTS.certificateArn);
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error(
      'Set both ugh:domainName and ugh:certificateArn (an ACM certificate in us-east-1), or neither',
    );
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error('ugh:certificateArn must be an ACM certificate in us-east-1 (CloudFront requires it)');
  }
  const account = text(node, 'account', '') || process.env.CDK_DEFAULT_ACCOUNT || undefined;
  return {
    region: text(node, 'region', DEFAULTS.region),
    account,
    bedrockModelId: text(node, 'bedrockModelId', DEFAULTS.bedrockModelId),
    criticFallback: text(node, 'criticFallback', DEFAULTS.criticFallback),
    critic: criticChoice(text(node, 'critic', DEFAULTS.critic)),
    bedrockMaxTokens: num(node, 'bedrockMaxTokens', DEFAULTS.bedrockMaxTokens, 256),
    bedrockTemperature: num(node, 'bedrockTemperature', DEFAULTS.bedrockTemperature, 0),
    alarmEmail: text(node, 'alarmEmail', DEFAULTS.alarmEmail),
    domainName,
    certificateArn,
    stripeSecretName: text(node, 'stripeSecretName', DEFAULTS.stripeSecretName),
    monthlyBudgetUsd: num(node, 'monthlyBudgetUsd', DEFAULTS.monthlyBudgetUsd, 1),
    sharpLayerPath: text(node, 'sharpLayerPath', DEFAULTS.sharpLayerPath),
    chromiumLayerPath: text(node, 'chromiumLayerPath', DEFAULTS.chromiumLayerPath),
    frontendDist: text(node, 'frontendDist', DEFAULTS.frontendDist),
    critiqueReservedConcurrency: num(
      node,
      'critiqueReservedConcurrency',
      DEFAULTS.critiqueReservedConcurrency,
      1,
    ),
    captureReservedConcurrency: num(
      node,
      'captureReservedConcurrency',
      DEFAULTS.captureReservedConcurrency,
      1,
    ),
    apiThrottle: throttle,
    wafRateLimits: waf,
    logRetentionDays: num(node, 'logRetentionDays', DEFAULTS.logRetentionDays, 1),
    requireLayers: bool(node, 'requireLayers'),
  };
}
