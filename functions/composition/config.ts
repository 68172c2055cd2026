/**
 * Runtime configuration from the environment. Lambda gets these from CDK; local mode and tests set
 * them before any handler module is imported. Read lazily so tests can set env first.
 */
export interface AppConfig {
  region: string;
  tableName: string;
  screenshotBucket: string;
  roastStateMachineArn: string;
  /** Explicit endpoints for local stand-ins; when any is set, fake credentials are used. */
  endpoints: { dynamodb?: string; s3?: string; sfn?: string };
  version: string;
  /** Per-route overrides of the route table's per-IP limits (JSON in PER_IP_LIMITS), for operators. */
  perIpLimits: Record<string, { limit: number; windowSeconds: number }>;
}

function parsePerIpLimits(raw: string | undefined): AppConfig['perIpLimits'] {
  if (!raw) return {};
  const parsed = JSON.parse(raw) as unknown;
  if (typeof parsed !== 'object' || parsed === null) throw new Error('PER_IP_LIMITS must be a JSON object');
  for (const [route, value] of Object.entries(parsed)) {
    const v = value as { limit?: unknown; windowSeconds?: unknown };
    if (!Number.isInteger(v.limit) || !Number.isInteger(v.windowSeconds)) {
      throw new Error(`PER_IP_LIMITS.${route} needs integer "limit" and "windowSeconds"`);
    }
  }
  return parsed as AppConfig['perIpLimits'];
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

export function loadConfig(): AppConfig {
  return {
    region: process.env.AWS_REGION ?? 'us-east-1',
    tableName: required('TABLE_NAME'),
    screenshotBucket: required('SCREENSHOT_BUCKET'),
    roastStateMachineArn: required('ROAST_STATE_MACHINE_ARN'),
    endpoints: {
      dynamodb: process.env.DYNAMODB_ENDPOINT || undefined,
      s3: process.env.S3_ENDPOINT || undefined,
      sfn: process.env.SFN_ENDPOINT || undefined,
    },
    version: process.env.APP_VERSION ?? 'unreleased',
    perIpLimits: parsePerIpLimits(process.env.PER_IP_LIMITS),
  };
}

let cached: AppConfig | undefined;
export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}

/** Local mode restarts its stand-ins on new ports inside one process: forget what was read. */
export function forgetConfig(): void {
  cached = undefined;
}
