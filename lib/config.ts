/**
 * Deploy-time configuration: one zod schema that turns CDK context (`cdk.json`, `-c ugh:key=value`)
 * and `UGH_STAGE` into a typed, checked config. Every key is documented in docs/deploy.md.
 *
 * Defaults live here and only here. cdk.json holds no `ugh:*` values: a value there is an operator's
 * override, so a diff of cdk.json shows exactly what differs from the defaults, and the defaults are
 * typed and tested with the schema instead of being repeated in JSON (which cannot say why).
 *
 * Context given with `-c` always arrives as a string: numbers are read from text, and text that starts
 * with `[` or `{` is read as JSON. Every refusal names the context key, says what it must be and what
 * it got; all problems are reported together.
 */
import type { Node } from 'constructs';
import { z } from 'zod';
import { LINK_PREVIEW_RATE_LIMIT } from '../functions/domain/link-previews';

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
  /** link-preview renders: crawlers on /roast/{id}, …/share-page, …/card.png (functions/domain/link-previews.ts) */
  linkPreviews: number;
  /** everything under /api/ */
  api: number;
  /** evaluation window in seconds: 60, 120, 300 or 600 */
  windowSeconds: 60 | 120 | 300 | 600;
}

/** The stage used when neither `ugh:stage` nor `UGH_STAGE` is given (docs/deploy.md, "Stages"). */
export const DEFAULT_STAGE = 'dev';

/**
 * A stage name: 1–16 characters, lower-case letters, digits and hyphens, starting with a letter and
 * not ending with a hyphen. Lower case because some AWS names (S3, budgets shown in e-mails) are, and
 * short because it prefixes every stack and resource name, some of which AWS caps at 64–80 characters.
 */
export const STAGE_PATTERN = /^[a-z](?:[a-z0-9-]{0,14}[a-z0-9])?$/;

export const DEFAULT_WAF_RATE_LIMITS: WafRateLimits = {
  createRoast: 100,
  capture: 50,
  engagement: 600,
  contact: 20,
  // The same limit local mode's edge applies (over the same default window).
  linkPreviews: LINK_PREVIEW_RATE_LIMIT.limit,
  api: 3000,
  windowSeconds: 300,
};

export const DEFAULTS = {
  region: 'us-east-1',
  // Claude Sonnet 4.6 through its US cross-Region inference profile (docs/critics.md, "Model and cost").
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
  monthlyBudgetUsd: 50,
  sharpLayerPath: 'layers/sharp',
  chromiumLayerPath: 'layers/chromium',
  frontendDist: 'frontend/dist',
  critiqueReservedConcurrency: 10,
  captureReservedConcurrency: 5,
  apiThrottle: { rateLimit: 500, burstLimit: 1000 },
  logRetentionDays: 30,
} as const;

/** Each stage reads its own Stripe keys (test keys in dev, live keys in prod) unless told otherwise. */
export const defaultStripeSecretName = (stage: string) => `ugh-score/${stage}/stripe`;

/** Prefixes of the system-defined (cross-Region) inference profiles. */
const PROFILE_ID = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/;
const REGION = /^[a-z]{2}(-gov)?-[a-z]+-\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `-c` text that looks like JSON becomes JSON; text that is not valid JSON stays text (and fails the type). */
function fromCommandLine(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[[{]/.test(value.trim())) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const absent = (value: unknown) => value === undefined || value === null;

/** A string setting; `null` (as in JSON) means "use the default", `""` is a value. */
const text = (fallback: string) =>
  z.preprocess((v) => (absent(v) ? undefined : v), z.string({ error: 'must be a string' }).default(fallback));

/** A number setting: a JSON number or `-c` text; empty means "use the default". */
const number = (fallback: number, min: number, options: { integer?: boolean } = {}) =>
  z.preprocess(
    (v) => (absent(v) || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    (options.integer
      ? z.number({ error: `must be an integer ≥ ${min}` }).int({ error: `must be an integer ≥ ${min}` })
      : z.number({ error: `must be a number ≥ ${min}` })
    )
      .min(min, { error: `must be a number ≥ ${min}` })
      .default(fallback),
  );

const flag = z.preprocess(
  (v) => (absent(v) || v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'must be true or false' }).default(false),
);

/** An object setting's own error: an unknown member is named, anything else is the wrong shape. */
const objectError =
  (shape: string) =>
  (issue: { code?: string; keys?: string[] }): string =>
    issue.code === 'unrecognized_keys'
      ? `has no member ${(issue.keys ?? []).join(', ')}`
      : `must be ${shape}`;

const wafLimit = z
  .number({ error: 'must be an integer ≥ 10' })
  .int({ error: 'must be an integer ≥ 10' })
  .min(10, {
    error: 'must be an integer ≥ 10',
  });

const wafRateLimits = z.preprocess(
  (v) => (absent(v) ? undefined : fromCommandLine(v)),
  z
    .object(
      {
        createRoast: wafLimit.default(DEFAULT_WAF_RATE_LIMITS.createRoast),
        capture: wafLimit.default(DEFAULT_WAF_RATE_LIMITS.capture),
        engagement: wafLimit.default(DEFAULT_WAF_RATE_LIMITS.engagement),
        contact: wafLimit.default(DEFAULT_WAF_RATE_LIMITS.contact),
        linkPreviews: wafLimit.default(DEFAULT_WAF_RATE_LIMITS.linkPreviews),
        api: wafLimit.default(DEFAULT_WAF_RATE_LIMITS.api),
        windowSeconds: z
          .union([z.literal(60), z.literal(120), z.literal(300), z.literal(600)], {
            error: 'must be 60, 120, 300 or 600',
          })
          .default(DEFAULT_WAF_RATE_LIMITS.windowSeconds),
      },
      { error: objectError('an object of per-IP limits, e.g. {"createRoast":100}') },
    )
    .strict()
    .prefault({}),
);

const apiThrottle = z.preprocess(
  (v) => (absent(v) ? undefined : fromCommandLine(v)),
  z
    .object(
      {
        rateLimit: z.number({ error: 'must be a number ≥ 1' }).min(1, { error: 'must be a number ≥ 1' }),
        burstLimit: z
          .number({ error: 'must be an integer ≥ 1' })
          .int()
          .min(1, { error: 'must be an integer ≥ 1' }),
      },
      { error: objectError('{"rateLimit": n, "burstLimit": n}') },
    )
    .partial()
    .strict()
    .prefault({})
    .transform((t) => ({ ...DEFAULTS.apiThrottle, ...t })),
);

const REGIONS_ERROR = 'must be a list of Region codes, e.g. ["us-east-1"]';
const regionList = z.preprocess(
  (v) => {
    if (absent(v)) return undefined;
    const parsed = fromCommandLine(v);
    return typeof parsed === 'string' ? parsed.split(',').map((r) => r.trim()) : parsed;
  },
  z
    .array(z.string(), { error: REGIONS_ERROR })
    .refine((regions) => regions.every((r) => REGION.test(r)), { error: REGIONS_ERROR })
    .default([...DEFAULTS.bedrockProfileRegions]),
);

/** The context keys (without `ugh:`) and what each must be. `stage` also reads `UGH_STAGE`. */
const CONTEXT_SCHEMA = z
  .object({
    stage: z.preprocess(
      (v) => (absent(v) || v === '' ? undefined : v),
      z
        .string({ error: 'must be a string' })
        .regex(STAGE_PATTERN, {
          error:
            'must be 1–16 lower-case letters, digits or hyphens, starting with a letter and not ending ' +
            'with a hyphen (e.g. dev, staging, prod, pr-42)',
        })
        .default(DEFAULT_STAGE),
    ),
    region: text(DEFAULTS.region).pipe(
      z.string().regex(REGION, { error: 'must be a Region code, e.g. us-east-1' }),
    ),
    account: z.preprocess(
      (v) => (absent(v) || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
      z
        .string()
        .regex(/^\d{12}$/, { error: 'must be a 12-digit AWS account id' })
        .optional(),
    ),
    bedrockModelId: text(DEFAULTS.bedrockModelId),
    bedrockInferenceProfileId: text(DEFAULTS.bedrockInferenceProfileId),
    bedrockProfileRegions: regionList,
    criticFallback: text(DEFAULTS.criticFallback).pipe(
      z.enum(['none', 'offline'], { error: 'must be "none" or "offline"' }),
    ),
    critic: text(DEFAULTS.critic).pipe(
      z.enum(['bedrock', 'offline'], { error: 'must be "bedrock" or "offline"' }),
    ),
    bedrockMaxTokens: number(DEFAULTS.bedrockMaxTokens, 256, { integer: true }),
    bedrockTemperature: number(DEFAULTS.bedrockTemperature, 0).pipe(
      z.number().max(1, { error: 'must be a number between 0 and 1' }),
    ),
    alarmEmail: text(DEFAULTS.alarmEmail).pipe(
      z.string().refine((v) => v === '' || EMAIL.test(v), { error: 'must be an e-mail address, or empty' }),
    ),
    domainName: text(DEFAULTS.domainName),
    certificateArn: text(DEFAULTS.certificateArn).pipe(
      z.string().refine((v) => v === '' || v.startsWith('arn:aws:acm:us-east-1:'), {
        error: 'must be an ACM certificate in us-east-1 (CloudFront requires it)',
      }),
    ),
    /** Empty: `ugh-score/<stage>/stripe`. */
    stripeSecretName: text(''),
    monthlyBudgetUsd: number(DEFAULTS.monthlyBudgetUsd, 1),
    sharpLayerPath: text(DEFAULTS.sharpLayerPath),
    chromiumLayerPath: text(DEFAULTS.chromiumLayerPath),
    frontendDist: text(DEFAULTS.frontendDist),
    critiqueReservedConcurrency: number(DEFAULTS.critiqueReservedConcurrency, 1, { integer: true }),
    captureReservedConcurrency: number(DEFAULTS.captureReservedConcurrency, 1, { integer: true }),
    apiThrottle,
    wafRateLimits,
    logRetentionDays: number(DEFAULTS.logRetentionDays, 1, { integer: true }),
    requireLayers: flag,
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.domainName) !== Boolean(c.certificateArn))
      ctx.addIssue({
        code: 'custom',
        path: [c.domainName ? 'certificateArn' : 'domainName'],
        message:
          'must be set together with ugh:domainName / ugh:certificateArn (an ACM certificate in us-east-1), or neither',
      });
    if (PROFILE_ID.test(c.bedrockModelId))
      ctx.addIssue({
        code: 'custom',
        path: ['bedrockModelId'],
        message:
          `names the foundation model (e.g. ${DEFAULTS.bedrockModelId}); put the inference profile id ` +
          `${c.bedrockModelId} in ugh:bedrockInferenceProfileId`,
      });
    else if (
      c.bedrockInferenceProfileId &&
      PROFILE_ID.exec(c.bedrockInferenceProfileId)?.[2] !== c.bedrockModelId
    )
      ctx.addIssue({
        code: 'custom',
        path: ['bedrockInferenceProfileId'],
        message:
          `must be a cross-Region profile of ugh:bedrockModelId (${c.bedrockModelId}), e.g. ` +
          `us.${c.bedrockModelId}; or empty to invoke the model directly`,
      });
  });

/** The keys the schema knows, as context keys (`ugh:stage`, …). */
export const CONTEXT_KEYS: readonly string[] = Object.keys(CONTEXT_SCHEMA.shape).map((k) => `ugh:${k}`);

type Parsed = z.output<typeof CONTEXT_SCHEMA>;

export interface UghConfig extends Omit<
  Parsed,
  'account' | 'stripeSecretName' | 'wafRateLimits' | 'bedrockProfileRegions'
> {
  /**
   * Prefix of every stack and explicitly named resource (`dev-UghData`, `dev-ugh-api-5xx`), so that
   * several stages share one account. `ugh:stage`, else `UGH_STAGE`, else `dev`.
   */
  stage: string;
  /** Account to deploy to: `ugh:account`, else the CLI's default account (CDK_DEFAULT_ACCOUNT). */
  account: string | undefined;
  /**
   * Regions the inference profile routes to from `region`, always including `region` itself (the
   * source Region of Geographic cross-Region inference); empty without a profile.
   */
  bedrockProfileRegions: readonly string[];
  /** Secrets Manager secret with the Stripe keys: `ugh:stripeSecretName`, else `ugh-score/<stage>/stripe`. */
  stripeSecretName: string;
  wafRateLimits: WafRateLimits;
}

/** A context key that failed validation, with what it must be and what it got. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid deploy configuration (CDK context, docs/deploy.md):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

const shown = (value: unknown) => {
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json.length > 80 ? `${json.slice(0, 77)}...` : json;
};

/**
 * Parses raw context values (keys with the `ugh:` prefix) into the config. `env` supplies `UGH_STAGE`
 * and `CDK_DEFAULT_ACCOUNT`. A stage given both ways must agree: a deploy that could go to two
 * different stages is refused rather than guessed.
 */
export function parseConfig(
  context: Readonly<Record<string, unknown>>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): UghConfig {
  const problems: string[] = [];
  for (const key of Object.keys(context)) {
    if (key.startsWith('ugh:') && !CONTEXT_KEYS.includes(key) && context[key] !== undefined)
      problems.push(`${key} is not a setting (known: ${CONTEXT_KEYS.join(', ')})`);
  }
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(CONTEXT_SCHEMA.shape)) raw[key] = context[`ugh:${key}`];
  const fromEnv = env.UGH_STAGE?.trim() || undefined;
  const fromContext = absent(raw.stage) || raw.stage === '' ? undefined : raw.stage;
  if (fromEnv !== undefined && fromContext !== undefined && fromEnv !== fromContext)
    problems.push(
      `ugh:stage (${shown(fromContext)}) and UGH_STAGE (${shown(fromEnv)}) disagree: set one, or make them equal`,
    );
  raw.stage = fromContext ?? fromEnv;

  const result = CONTEXT_SCHEMA.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [top, ...rest] = issue.path.map(String);
      const key = `ugh:${[top, ...rest].join('.')}`;
      let got: unknown = top === 'stage' && fromContext === undefined ? fromEnv : raw[top ?? ''];
      for (const part of rest) got = (fromCommandLine(got) as Record<string, unknown> | undefined)?.[part];
      const source = top === 'stage' && fromContext === undefined ? 'UGH_STAGE' : key;
      problems.push(`${source} ${issue.message} (got ${shown(got)})`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const c = result.data!;
  return {
    ...c,
    account: c.account ?? (env.CDK_DEFAULT_ACCOUNT || undefined),
    stripeSecretName: c.stripeSecretName || defaultStripeSecretName(c.stage),
    wafRateLimits: c.wafRateLimits as WafRateLimits,
    bedrockProfileRegions: c.bedrockInferenceProfileId
      ? [...new Set([c.region, ...c.bedrockProfileRegions])].sort()
      : [],
  };
}

/** Reads every `ugh:*` key from the app's context (cdk.json, `-c`) and parses it. */
export function readConfig(
  node: Pick<Node, 'tryGetContext'> & Partial<Pick<Node, 'getAllContext'>>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): UghConfig {
  const context: Record<string, unknown> = {};
  // Unknown `ugh:` keys (typos) are found through getAllContext when the node offers it.
  const all = (node.getAllContext?.() ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(all)) if (key.startsWith('ugh:')) context[key] = all[key];
  for (const key of CONTEXT_KEYS) context[key] = node.tryGetContext(key);
  return parseConfig(context, env);
}

/** What the functions pass to Converse as modelId: the inference profile, else the model. */
export function bedrockInvocationId(
  config: Pick<UghConfig, 'bedrockModelId' | 'bedrockInferenceProfileId'>,
): string {
  return config.bedrockInferenceProfileId || config.bedrockModelId;
}
