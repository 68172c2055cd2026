import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Critic } from '../../../functions/ports/critic';
import { startLocalStack, type LocalStack } from '../../../functions/local/stack';

export type TestStack = LocalStack & {
  api: ApiClient;
  /** Every item in this test's table (tests only: checking that nothing was left behind). */
  tableItems(): Promise<Record<string, unknown>[]>;
  bucketKeys(): Promise<string[]>;
  bucketJson<T = any>(key: string): Promise<T>;
};

/** A full local stack on its own table and bucket, sharing the run's DynamoDB Local and s3rver. */
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

export async function startTestStack(
  options: {
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
  } = {},
): Promise<TestStack> {
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
  const fake = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const db = new DynamoDBClient({ ...fake, endpoint: stack.endpoints.dynamodb });
  const s3 = new S3Client({
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    endpoint: stack.endpoints.s3,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
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
