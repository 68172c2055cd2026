/**
 * What an operator reads: the log lines and EMF metrics a route and a workflow state write to stdout
 * (functions/http-kit/observability.ts), captured as Lambda would ship them to CloudWatch.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { likeRequestSchema } from '../../../functions/domain/api-schemas';
import type { Roast } from '../../../functions/domain/roast';
import { roastPathSchema } from '../../../functions/http/roasts/path-params';
import { handler as createRoastHandler } from '../../../functions/http/roasts/create-roast';
import { forgetDependencies, overrideDependencies } from '../../../functions/composition/container';
import { httpRoute } from '../../../functions/composition/http-route';
import { json, type HttpResult } from '../../../functions/http-kit/http-route';
import { logger, METRIC, recordMetric } from '../../../functions/http-kit/observability';
import { handler as recordFailureHandler } from '../../../functions/workflow/record-failure';
import { useClosedPortEnvironment } from '../../helpers/handler-env';
import { apiEvent } from '../../helpers/api-event';

// As in a deployed function: metrics go out as EMF (outside Lambda they are debug lines by default).
vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
});

useClosedPortEnvironment({ UGH_LOG: 'info', UGH_LOG_FORMAT: 'json' });
delete process.env.ORIGIN_VERIFY_HEADER_VALUE;

const ROAST_ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const LIKE_BODY = JSON.stringify({ userFingerprint: 'fingerprint-1234567890' });

const event = (overrides: Partial<APIGatewayProxyEventV2> = {}) =>
  apiEvent('POST', { headers: { 'content-type': 'application/json' }, ...overrides });

let requests = 0;
function context(functionName = 'ugh-unit'): Context {
  requests++;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: `request-${requests}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'unit',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Everything written to stdout and stderr while `work` runs, one entry per line. */
async function captureOutput(work: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const grab = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(grab);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(grab);
  try {
    await work();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines;
}

const parsed = (lines: string[]) =>
  lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, any>);
const logLines = (lines: string[]) => parsed(lines).filter((l) => !('_aws' in l));
/** EMF documents that define the metric `name`. */
const emf = (lines: string[], name: string) =>
  parsed(lines).filter((l) =>
    l._aws?.CloudWatchMetrics?.some((m: any) => m.Metrics.some((d: any) => d.Name === name)),
  );

let limiterAllows = true;
const roasts = new Map<string, Roast>();

beforeAll(() => {
  overrideDependencies({
    rateLimiter: { hit: async () => limiterAllows },
    roasts: {
      nextRoastNumber: async () => 7,
      create: async (roast: Roast) => void roasts.set(roast.id, roast),
      markUnsuccessful: async (id: string, status: 'failed' | 'rejected') => {
        const roast = roasts.get(id);
        if (roast) roast.status = status;
      },
    } as never,
    screenshots: { put: async () => undefined, deleteMany: async () => undefined } as never,
    workflow: { start: async () => undefined },
    captureAllowedHosts: new Set(),
  });
});
afterAll(() => forgetDependencies());
afterEach(() => {
  limiterAllows = true;
  process.env.UGH_LOG = 'info';
  process.env.UGH_LOG_FORMAT = 'json';
});

describe('log lines of a route', () => {
  const route = httpRoute('likeRoast', { params: roastPathSchema, body: likeRequestSchema }, async () => {
    logger.info('liked');
    return json(200, { ok: true });
  });
  const like = (ctx: Context) =>
    route(event({ body: LIKE_BODY, pathParameters: { id: ROAST_ID } }), ctx) as Promise<HttpResult>;

  it('carry the request id, the cold start flag and the roast id of the path', async () => {
    const first = context();
    const second = context();
    const lines = logLines(
      await captureOutput(async () => {
        await like(first);
        await like(second);
      }),
    ).filter((l) => l.message === 'liked');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'INFO',
      service: 'ugh-score',
      function_request_id: first.awsRequestId,
      function_name: 'ugh-unit',
      roast_id: ROAST_ID,
    });
    // The first invocation of this process (a fresh module graph per test file) is the cold one.
    expect(lines[0]!.cold_start).toBe(true);
    expect(lines[1]!.function_request_id).toBe(second.awsRequestId);
    // Later invocations in the same process are warm.
    expect(lines[1]!.cold_start).toBe(false);
  });

  it('keep each invocation’s own keys when several run at once in one process (local mode)', async () => {
    const slow = httpRoute('likeRoast', { params: roastPathSchema, body: likeRequestSchema }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      logger.info('slow like');
      return json(200, { ok: true });
    });
    const ids = ['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB', 'CCCCCCCCCCCCCCCCCCCCCC'];
    const contexts = ids.map(() => context());
    const lines = logLines(
      await captureOutput(() =>
        Promise.all(
          ids.map((id, i) => slow(event({ body: LIKE_BODY, pathParameters: { id } }), contexts[i]!)),
        ),
      ),
    ).filter((l) => l.message === 'slow like');
    expect(lines.map((l) => [l.function_request_id, l.roast_id]).sort()).toEqual(
      ids.map((id, i) => [contexts[i]!.awsRequestId, id]).sort(),
    );
  });

  it('log an unhandled error with its request and roast, and still answer a bare 500', async () => {
    const broken = httpRoute('likeRoast', { params: roastPathSchema, body: likeRequestSchema }, async () => {
      throw new TypeError('boom');
    });
    const ctx = context();
    let result: HttpResult | undefined;
    const lines = logLines(
      await captureOutput(async () => {
        result = (await broken(
          event({ body: LIKE_BODY, pathParameters: { id: ROAST_ID } }),
          ctx,
        )) as HttpResult;
      }),
    );
    expect(result!.statusCode).toBe(500);
    expect(JSON.parse(result!.body!)).toEqual({ message: 'Internal server error' });
    const error = lines.find((l) => l.message === 'unhandled error');
    expect(error).toMatchObject({
      level: 'ERROR',
      route: 'likeRoast',
      roast_id: ROAST_ID,
      function_request_id: ctx.awsRequestId,
      error: { name: 'TypeError', message: 'boom' },
    });
  });

  it('are one readable line each with UGH_LOG_FORMAT=text (a terminal in local mode)', async () => {
    process.env.UGH_LOG_FORMAT = 'text';
    const ctx = context();
    const lines = await captureOutput(() => like(ctx));
    const line = lines.find((l) => l.includes(' liked'));
    expect(line).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} INFO  liked .*function_request_id=${ctx.awsRequestId}`),
    );
    expect(line).toContain(`roast_id=${ROAST_ID}`);
    expect(line).not.toContain('{');
  });

  it('are not written at all with UGH_LOG=silent', async () => {
    process.env.UGH_LOG = 'silent';
    const lines = await captureOutput(() => like(context()));
    expect(logLines(lines)).toEqual([]);
  });

  it('below UGH_LOG=warn are not written', async () => {
    process.env.UGH_LOG = 'warn';
    const lines = await captureOutput(() => like(context()));
    expect(logLines(lines).filter((l) => l.message === 'liked')).toEqual([]);
  });
});

describe('EMF metrics', () => {
  it('counts a created roast', async () => {
    const body = JSON.stringify({ url: 'https://example.com/', roastLevel: 'brutal' });
    let result: HttpResult | undefined;
    const lines = await captureOutput(async () => {
      result = (await createRoastHandler(event({ body }), context('ugh-createRoast'))) as HttpResult;
    });
    expect(result!.statusCode).toBe(201);
    const [doc] = emf(lines, METRIC.roastCreated);
    expect(doc).toBeDefined();
    expect(doc!._aws.CloudWatchMetrics[0].Namespace).toBe('UghScore');
    expect(doc![METRIC.roastCreated]).toBe(1);
    expect(doc!.service).toBe('ugh-score');
  });

  it('counts a rate-limit refusal, by route', async () => {
    limiterAllows = false;
    const route = httpRoute('likeRoast', { params: roastPathSchema, body: likeRequestSchema }, async () =>
      json(200, { ok: true }),
    );
    let result: HttpResult | undefined;
    const lines = await captureOutput(async () => {
      result = (await route(
        event({ body: LIKE_BODY, pathParameters: { id: ROAST_ID } }),
        context(),
      )) as HttpResult;
    });
    expect(result!.statusCode).toBe(429);
    const [doc] = emf(lines, METRIC.rateLimitRefused);
    expect(doc).toBeDefined();
    expect(doc!.route).toBe('likeRoast');
    expect(doc!._aws.CloudWatchMetrics[0].Dimensions[0]).toContain('route');
    expect(doc![METRIC.rateLimitRefused]).toBe(1);
  });

  it('are still flushed when the handler fails (the error mapping does not cut the chain)', async () => {
    const failing = httpRoute('likeRoast', { params: roastPathSchema, body: likeRequestSchema }, async () => {
      recordMetric(METRIC.paymentStarted);
      throw new Error('after counting');
    });
    process.env.UGH_LOG = 'silent';
    const lines = await captureOutput(() =>
      failing(event({ body: LIKE_BODY, pathParameters: { id: ROAST_ID } }), context()),
    );
    expect(emf(lines, METRIC.paymentStarted)).toHaveLength(1);
  });

  it('counts a failed roast by cause in the RecordFailure state, with its roast id in the log', async () => {
    roasts.set(ROAST_ID, { id: ROAST_ID, status: 'processing' } as Roast);
    const lines = await captureOutput(() =>
      recordFailureHandler(
        { roastId: ROAST_ID, error: { Error: 'CaptureFailed', Cause: 'The site did not answer' } },
        context('ugh-RecordFailure'),
      ),
    );
    expect(roasts.get(ROAST_ID)!.status).toBe('failed');
    const [doc] = emf(lines, METRIC.roastFailed);
    expect(doc).toMatchObject({ cause: 'CaptureFailed', [METRIC.roastFailed]: 1 });
    expect(logLines(lines).find((l) => l.message === 'roast failed')).toMatchObject({
      roast_id: ROAST_ID,
      cause: 'CaptureFailed',
    });
  });

  it('are debug log lines instead where metrics are not published (local mode)', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    process.env.UGH_LOG = 'debug';
    try {
      const lines = await captureOutput(async () => recordMetric(METRIC.roastReady));
      expect(emf(lines, METRIC.roastReady)).toEqual([]);
      expect(logLines(lines)).toContainEqual(
        expect.objectContaining({ level: 'DEBUG', message: 'metric', metric: METRIC.roastReady, value: 1 }),
      );
    } finally {
      process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    }
  });
});
