/**
 * Secrets read at run time (functions/composition/secrets.ts, adapters/secrets/secrets-manager-reader.ts),
 * against a mocked Secrets Manager client: what a deployed function does with the ids in its
 * environment, and what an operator reads when a secret is missing.
 */
import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { likeRequestSchema } from '../../../functions/domain/api-schemas';
import { roastPathSchema } from '../../../functions/http/roasts/path-params';
import {
  SecretsManagerReader,
  SecretUnavailableError,
} from '../../../functions/adapters/secrets/secrets-manager-reader';
import { httpRoute } from '../../../functions/composition/http-route';
import { json, type HttpResult } from '../../../functions/http-kit/http-route';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/http-kit/request-guards';
import { forgetPayments, paymentDependencies } from '../../../functions/composition/payments';
import {
  originVerifyValue,
  overrideSecretsReader,
  SECRET_ENV,
  stripeKeys,
} from '../../../functions/composition/secrets';
import { useClosedPortEnvironment } from '../../helpers/handler-env';
import { likeEvent } from '../../helpers/api-event';
import { useRecordingRateLimiter } from '../../helpers/rate-limiter';

useClosedPortEnvironment();

const ORIGIN_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:OriginVerifySecret-AbCdEf';
const ORIGIN_VALUE = 'origin-verify-value-from-secrets-manager-0123456789';
const STRIPE_NAME = 'ugh-score/stripe';
const STRIPE_VALUE = { secretKey: 'sk_test_123', webhookSecret: 'whsec_456', publishableKey: 'pk_test_789' };

const secretsManager = mockClient(SecretsManagerClient);
const client = () =>
  new SecretsManagerClient({
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:9',
    credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' },
  });

const fetches = (secretId: string) =>
  secretsManager.commandCalls(GetSecretValueCommand).filter((c) => c.args[0].input.SecretId === secretId)
    .length;

function stubSecrets(values: Record<string, string>) {
  secretsManager.on(GetSecretValueCommand).callsFake((input: { SecretId: string }) => {
    const value = values[input.SecretId];
    if (value === undefined)
      throw new ResourceNotFoundException({
        message: "Secrets Manager can't find the specified secret.",
        $metadata: {},
      });
    return { SecretString: value, Name: input.SecretId };
  });
}

beforeEach(() => {
  secretsManager.reset();
  overrideSecretsReader(new SecretsManagerReader(client(), 300));
  forgetPayments();
});
afterEach(() => {
  vi.useRealTimers();
  for (const key of [
    SECRET_ENV.originVerify,
    SECRET_ENV.stripe,
    'ORIGIN_VERIFY_HEADER_VALUE',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ])
    delete process.env[key];
});
afterAll(() => overrideSecretsReader(undefined));

describe('SecretsManagerReader', () => {
  it('asks Secrets Manager once, then answers from its cache', async () => {
    stubSecrets({ [ORIGIN_ARN]: ORIGIN_VALUE });
    const reader = new SecretsManagerReader(client(), 300);
    expect(await reader.text(ORIGIN_ARN, 'TEST')).toBe(ORIGIN_VALUE);
    expect(await reader.text(ORIGIN_ARN, 'TEST')).toBe(ORIGIN_VALUE);
    expect(fetches(ORIGIN_ARN)).toBe(1);
  });

  it('asks again once the cached value is older than its maximum age (a rotation arrives)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubSecrets({ [ORIGIN_ARN]: 'before' });
    const reader = new SecretsManagerReader(client(), 300);
    expect(await reader.text(ORIGIN_ARN, 'TEST')).toBe('before');
    stubSecrets({ [ORIGIN_ARN]: 'after' });
    vi.setSystemTime(Date.now() + 299_000);
    expect(await reader.text(ORIGIN_ARN, 'TEST')).toBe('before');
    vi.setSystemTime(Date.now() + 2_000);
    expect(await reader.text(ORIGIN_ARN, 'TEST')).toBe('after');
    expect(fetches(ORIGIN_ARN)).toBe(2);
  });

  it('names a missing secret, where its id came from, and what to check', async () => {
    stubSecrets({});
    const reader = new SecretsManagerReader(client(), 300);
    const error = await reader.text('ugh-score/missing', 'STRIPE_SECRET_ID').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecretUnavailableError);
    expect((error as Error).message).toBe(
      'Secret "ugh-score/missing" (STRIPE_SECRET_ID) could not be read from Secrets Manager: ' +
        "Secrets Manager can't find the specified secret. Check that it exists in this account and " +
        'Region and that this function may read it (docs/deploy.md, "Deploy to AWS").',
    );
  });

  it('refuses a secret that should be a JSON object but is not', async () => {
    stubSecrets({ [STRIPE_NAME]: 'sk_test_123' });
    const reader = new SecretsManagerReader(client(), 300);
    await expect(reader.json(STRIPE_NAME, 'STRIPE_SECRET_ID')).rejects.toThrow(
      'Secret "ugh-score/stripe" (STRIPE_SECRET_ID) is not JSON: store a JSON object.',
    );
  });
});

describe('the Stripe keys', () => {
  it('come from the secret STRIPE_SECRET_ID names, deployed', async () => {
    process.env[SECRET_ENV.stripe] = STRIPE_NAME;
    stubSecrets({ [STRIPE_NAME]: JSON.stringify(STRIPE_VALUE) });
    expect(await stripeKeys()).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_456' });
    expect(await stripeKeys()).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_456' });
    expect(fetches(STRIPE_NAME)).toBe(1);
  });

  it('say which field of the secret is wrong', async () => {
    process.env[SECRET_ENV.stripe] = STRIPE_NAME;
    stubSecrets({ [STRIPE_NAME]: JSON.stringify({ secretKey: 'sk_test_123', webhookSecret: 'oops' }) });
    await expect(stripeKeys()).rejects.toThrow(
      'Secret "ugh-score/stripe" (STRIPE_SECRET_ID) field webhookSecret: must be a Stripe webhook signing secret (whsec_…)',
    );
  });

  it('come from the environment in local mode, without Secrets Manager', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_local_simulator';
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_local';
    expect(await stripeKeys()).toEqual({
      secretKey: 'sk_test_local_simulator',
      webhookSecret: 'whsec_local',
    });
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('a payment route answers 503 when the secret cannot be read (the remedy is in the log)', async () => {
    process.env[SECRET_ENV.stripe] = STRIPE_NAME;
    stubSecrets({});
    await expect(paymentDependencies()).rejects.toMatchObject({
      statusCode: 503,
      message: 'Payments are not configured on this server',
    });
  });
});

describe('the origin-verify check with the secret read at run time', () => {
  const event = (headers: Record<string, string>) => likeEvent(headers, { rawPath: '/' });
  const like = httpRoute('likeRoast', { params: roastPathSchema, body: likeRequestSchema }, async () =>
    json(200, { ok: true }),
  );
  const call = (headers: Record<string, string>) =>
    like(event(headers), {} as Context) as Promise<HttpResult>;

  useRecordingRateLimiter();

  it('accepts the value stored in the secret and refuses anything else, reading it once', async () => {
    process.env[SECRET_ENV.originVerify] = ORIGIN_ARN;
    stubSecrets({ [ORIGIN_ARN]: ORIGIN_VALUE });
    expect((await call({ [ORIGIN_VERIFY_HEADER]: ORIGIN_VALUE })).statusCode).toBe(200);
    expect((await call({ [ORIGIN_VERIFY_HEADER]: 'guess' })).statusCode).toBe(403);
    expect((await call({})).statusCode).toBe(403);
    expect(fetches(ORIGIN_ARN)).toBe(1);
  });

  it('refuses every request when the configured secret cannot be read (never lets them bypass CloudFront)', async () => {
    process.env[SECRET_ENV.originVerify] = ORIGIN_ARN;
    stubSecrets({});
    const result = await call({ [ORIGIN_VERIFY_HEADER]: ORIGIN_VALUE });
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body!)).toEqual({ message: 'Internal server error' });
  });

  it('is off in local mode, where no secret id and no value are configured', async () => {
    expect(await originVerifyValue()).toBeUndefined();
    expect((await call({})).statusCode).toBe(200);
    expect(secretsManager.calls()).toHaveLength(0);
  });
});
