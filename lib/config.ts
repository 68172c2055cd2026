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
  /**
   * The foundation model the critic uses (`anthropic.claude-sonnet-4-6`): what the grants and the
   * operator check name. Invoked directly only when `bedrockInferenceProfileId` is empty.
   */
  bedrockModelId: string;
  /**
   * The cross-Region inference profile the functions invoke (`us.anthropic.claude-sonnet-4-6`);
   * current Claude models answer on-demand calls only through one. Empty: invoke the model itself.
   */
  bedrockInferenceProfileId: string;
  /**
   * Regions the profile routes to from `region` (GetInferenceProfile's `models`): the model may be
   * invoked there, through the profile only. `ugh admin bedrock-check` prints the list AWS reports.
   */
  bedrockProfileRegions: readonly string[];
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
  // Claude Sonnet 4.6 through its US cross-Region inference profile (README, "Model and cost").
  bedrockModelId: 'anthropic.claude-sonnet-4-6',
  bedrockInferenceProfileId: 'us.anthropic.claude-sonnet-4-6',
  bedrockProfileRegions: ['us-east-1', 'us-east-2', 'us-west-2'] as readonly string[],
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

/** Prefixes of the system-defined (cross-Region) inference profiles. */
const PROFILE_ID = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/;
const REGION = /^[a-z]{2}(-gov)?-[a-z]+-\d$/;

/** The invocation target: model, profile and the profile's destination Regions, checked together. */
function bedrockSettings(
  node: Node,
  region: string,
): Pick<UghConfig, 'bedrockModelId' | 'bedrockInferenceProfileId' | 'bedrockProfileRegions'> {
  const modelId = text(node, 'bedrockModelId', DEFAULTS.bedrockModelId);
  if (PROFILE_ID.test(modelId))
    throw new Error(
      `ugh:bedrockModelId names the foundation model (e.g. ${DEFAULTS.bedrockModelId}); put the inference ` +
        `profile id ${modelId} in ugh:bedrockInferenceProfileId`,
    );
  const profileId = text(node, 'bedrockInferenceProfileId', DEFAULTS.bedrockInferenceProfileId);
  if (profileId && PROFILE_ID.exec(profileId)?.[2] !== modelId)
    throw new Error(
      `ugh:bedrockInferenceProfileId (${profileId}) must be a cross-Region profile of ugh:bedrockModelId ` +
        `(${modelId}), e.g. us.${modelId}; or empty to invoke the model directly`,
    );
  const raw = parsed(node, 'bedrockProfileRegions') ?? DEFAULTS.bedrockProfileRegions;
  const regions = typeof raw === 'string' ? raw.split(',').map((r) => r.trim()) : raw;
  if (!Array.isArray(regions) || !regions.every((r) => typeof r === 'string' && REGION.test(r)))
    throw new Error('Context ugh:bedrockProfileRegions must be a list of Region codes, e.g. ["us-east-1"]');
  // The source Region is always one the profile may use (Geographic cross-Region inference, IAM).
  const profileRegions = profileId ? [...new Set([region, ...(regions as string[])])].sort() : [];
  return {
    bedrockModelId: modelId,
    bedrockInferenceProfileId: profileId,
    bedrockProfileRegions: profileRegions,
  };
}

/** What the functions pass to Converse as modelId: the inference profile, else the model. */
export function bedrockInvocationId(
  config: Pick<UghConfig, 'bedrockModelId' | 'bedrockInferenceProfileId'>,
): string {
  return config.bedrockInferenceProfileId || config.bedrockModelId;
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
  const region = text(node, 'region', DEFAULTS.region);
  return {
    region,
    account,
    ...bedrockSettings(node, region),
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
