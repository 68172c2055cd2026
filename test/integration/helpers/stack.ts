import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Critic } from '../../../functions/ports/critic';
import { startLocalStack, type LocalStack } from '../../../functions/local/stack';
import { websiteJpegBase64 } from './images';

export type TestStack = LocalStack & {
  api: ApiClient;
  /** Every item in this test's table (tests only: checking that nothing was left behind). */
  tableItems(): Promise<Record<string, unknown>[]>;
  bucketKeys(): Promise<string[]>;
  bucketJson<T = any>(key: string): Promise<T>;
};

/** A client of a DynamoDB Local (any credentials do), for what a test reads or plants there itself. */
export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** A client of the run's s3rver (its fixed credentials), for what a test puts or reads there itself. */
export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Local mode without Stripe keys: payments go through the Stripe simulator, which promotes a roast as
 * the checkout page does.
 */
export function useStripeSimulator(): void {
  for (const key of [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_URL',
    'STRIPE_PUBLISHABLE_KEY',
  ])
    delete process.env[key];
}

export interface TestStackOptions {
  critic?: Critic;
  perIpLimits?: Record<string, { limit: number; windowSeconds: number }>;
  /** The built SPA to serve (default: frontend/dist, which may not exist in a test run). */
  webDir?: string;
  /** An existing table to start on (default: a new one). */
  tableName?: string;
  /** A DynamoDB Local of the test's own (default: the run's shared one). */
  dynamoEndpoint?: string;
  /** The canonical origin share pages name (default: the server's own address). */
  siteOrigin?: string;
  /** Link-preview renders per client per window at the local edge (default: the WAF rule's). */
  linkPreviewLimit?: { limit: number; windowSeconds: number };
  /** Payments through the Stripe simulator (useStripeSimulator), whatever the environment holds. */
  stripeSimulator?: boolean;
}

/** A full local stack on its own table and bucket, sharing the run's DynamoDB Local and s3rver. */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  if (options.stripeSimulator) useStripeSimulator();
  if (options.perIpLimits) process.env.PER_IP_LIMITS = JSON.stringify(options.perIpLimits);
  const suffix = randomBytes(4).toString('hex');
  const stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), 'ugh-test-')),
    persist: false,
    port: 0,
    dynamoEndpoint: options.dynamoEndpoint ?? inject('dynamoEndpoint'),
    s3Endpoint: inject('s3Endpoint'),
    tableName: options.tableName ?? `ugh-test-${suffix}`,
    bucketName: `ugh-test-${suffix}`,
    ...(options.critic ? { critic: options.critic } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.siteOrigin ? { siteOrigin: options.siteOrigin } : {}),
    ...(options.linkPreviewLimit ? { linkPreviewLimit: options.linkPreviewLimit } : {}),
  });
  const db = localDynamoClient(stack.endpoints.dynamodb);
  const s3 = localS3Client(stack.endpoints.s3);
  return {
    ...stack,
    api: new ApiClient(stack.url),
    async tableItems() {
      const out = await db.send(new ScanCommand({ TableName: stack.tableName }));
      return (out.Items ?? []) as Record<string, unknown>[];
    },
    async bucketKeys() {
      const out = await s3.send(new ListObjectsV2Command({ Bucket: stack.bucketName }));
      return (out.Contents ?? []).map((o) => o.Key!).sort();
    },
    async bucketJson(key: string) {
      const out = await s3.send(new GetObjectCommand({ Bucket: stack.bucketName, Key: key }));
      return JSON.parse(await out.Body!.transformToString());
    },
    async stop() {
      db.destroy();
      s3.destroy();
      await stack.stop();
    },
  };
}

/**
 * The test file's stack: started before its tests, stopped after them. What it returns stands for the
 * stack from beforeAll on (reading it earlier, while the file is collected, is an error).
 */
export function useTestStack(options: TestStackOptions = {}): TestStack {
  let current: TestStack | undefined;
  beforeAll(async () => {
    current = await startTestStack(options);
  });
  afterAll(async () => {
    await current?.stop();
  });
  return new Proxy({} as TestStack, {
    get(_, property) {
      if (!current)
        throw new Error(`the test stack starts in beforeAll: stack.${String(property)} read before`);
      return Reflect.get(current, property) as unknown;
    },
  });
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class ApiClient {
  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    init: { json?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = init.raw;
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  /** Without a body it still says application/json, as the SPA does: the API refuses other POSTs (415). */
  post<T = any>(path: string, json?: unknown) {
    return this.request<T>(
      'POST',
      path,
      json === undefined ? { headers: { 'content-type': 'application/json' } } : { json },
    );
  }
  delete<T = any>(path: string, init: { json?: unknown; headers?: Record<string, string> } = {}) {
    return this.request<T>('DELETE', path, init);
  }

  /** A roast of one website screenshot at `roastLevel`, once it is ready; its id and owner key. */
  async readyRoast(roastLevel = 'honest', timeoutMs?: number): Promise<{ id: string; ownerKey: string }> {
    const created = await this.post('/api/roasts', { images: [await websiteJpegBase64()], roastLevel });
    if (created.status !== 201) throw new Error(`create roast: ${created.status} ${created.text}`);
    const { status } = await this.waitForStatus(created.body.id, timeoutMs);
    if (status !== 'ready') throw new Error(`roast ${created.body.id} is ${status}, not ready`);
    return created.body;
  }

  /** Promotes a roast through the Stripe simulator, as its checkout page would, and waits until it shows. */
  async promoteWithSimulator(id: string, ownerKey: string): Promise<void> {
    const intent = await this.request('POST', '/api/create-payment-intent', {
      json: { roastId: id, websiteUrl: 'https://ledgerly.example', websiteName: 'Ledgerly' },
      headers: { 'x-owner-key': ownerKey },
    });
    if (intent.status !== 200) throw new Error(`payment intent: ${intent.status} ${intent.text}`);
    const intentId = (intent.body.clientSecret as string).split('_secret_')[0];
    const paid = await this.post(`/api/local/simulated-payments/${intentId}/pay`);
    if (paid.status !== 200) throw new Error(`simulated payment: ${paid.status} ${paid.text}`);
    for (let i = 0; i < 100 && !(await this.get(`/api/roasts/${id}`)).body.isPromoted; i++)
      await new Promise((r) => setTimeout(r, 50));
  }

  /** Polls /status until the roast leaves "processing". */
  async waitForStatus(
    id: string,
    timeoutMs = 20_000,
  ): Promise<{ status: string; message?: string; suggestion?: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await this.get(`/api/roasts/${id}/status`);
      if (res.status !== 200) throw new Error(`status ${res.status}: ${res.text}`);
      if (res.body.status !== 'processing') return res.body;
      if (Date.now() > deadline) throw new Error(`roast ${id} still processing after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
