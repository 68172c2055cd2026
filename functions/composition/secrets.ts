/**
 * Composition: the secrets a function needs, fetched when first needed and cached for
 * SECRET_MAX_AGE_SECONDS (Powertools Parameters). Deployed, the environment holds only a secret's id
 * (ARN or name, *_SECRET_ID) and the function's role may read exactly the secrets it needs
 * (lib/stacks/api-stack.ts): the values are never in the Lambda configuration or a template.
 * Local mode and tests have no Secrets Manager: they give the values themselves in the environment
 * (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET from the local Stripe simulator; ORIGIN_VERIFY_HEADER_VALUE
 * in tests), and no value means no origin check and no payments, as before.
 */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import { sdkLimits } from '../adapters/aws-clients';
import { SecretsManagerReader } from '../adapters/secrets/secrets-manager-reader';
import { tracer } from '../http-kit/observability';

/** How long a fetched secret is kept: a rotation reaches every function within this time. */
export const SECRET_MAX_AGE_SECONDS = 300;

export const SECRET_ENV = {
  /** ARN of the generated origin-verify secret (its whole value is the header value). */
  originVerify: 'ORIGIN_VERIFY_SECRET_ID',
  /** Name of the Stripe secret, a JSON object with secretKey, webhookSecret and publishableKey. */
  stripe: 'STRIPE_SECRET_ID',
} as const;

let reader: SecretsManagerReader | undefined;

function secretsReader(): SecretsManagerReader {
  reader ??= new SecretsManagerReader(
    tracer.captureAWSv3Client(
      new SecretsManagerClient({
        region: process.env.AWS_REGION ?? 'us-east-1',
        ...sdkLimits('secretsmanager'),
      }),
    ),
    SECRET_MAX_AGE_SECONDS,
  );
  return reader;
}

/** Tests give the reader a client of their own (aws-sdk-client-mock); undefined restores the default. */
export function overrideSecretsReader(replacement: SecretsManagerReader | undefined): void {
  reader = replacement;
}

/**
 * The value CloudFront sends as x-origin-verify, or undefined where no origin check applies (local
 * mode). A configured secret that cannot be read throws: the API then refuses everything rather
 * than letting requests bypass CloudFront.
 */
export async function originVerifyValue(): Promise<string | undefined> {
  const secretId = process.env[SECRET_ENV.originVerify];
  if (secretId) return secretsReader().text(secretId, SECRET_ENV.originVerify);
  return process.env.ORIGIN_VERIFY_HEADER_VALUE || undefined;
}

const stripeSecretSchema = z.object({
  secretKey: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_… or rk_…)'),
  webhookSecret: z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)'),
});

export type StripeKeys = z.infer<typeof stripeSecretSchema>;

/** The Stripe server-side keys, or undefined where payments are not configured (local mode without them). */
export async function stripeKeys(): Promise<StripeKeys | undefined> {
  const secretId = process.env[SECRET_ENV.stripe];
  if (secretId) {
    const value = await secretsReader().json(secretId, SECRET_ENV.stripe);
    const parsed = stripeSecretSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(
        `Secret "${secretId}" (${SECRET_ENV.stripe}) field ${issue.path.join('.') || '?'}: ${issue.message}`,
      );
    }
    return parsed.data;
  }
  const secretKey = process.env.STRIPE_SECRET_KEY;
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : undefined;
}
