/**
 * Logs, metrics and traces for every function, with Powertools for AWS Lambda (Logger, Metrics,
 * Tracer) applied as middy middleware: by httpRoute for the API, by observedHandler for the workflow
 * states and the scheduled jobs.
 *
 * Deployed: one JSON object a line (the functions use Lambda's JSON log format), carrying the request
 * id, cold start flag, function name, X-Ray trace id and, once a handler knows it, the roast id;
 * metrics as CloudWatch EMF lines in the same stream; X-Ray segments for the handler and the AWS SDK
 * clients. Local mode and tests: the same records, as one readable line each on a terminal (JSON when
 * piped); metrics as debug lines; no tracing (observability-env.ts).
 *
 * UGH_LOG is the lowest level written: debug, info (default), warn, error or silent. It is read when a
 * line is written, so that local hosts and tests may set it after this module was loaded.
 * UGH_LOG_FORMAT=json|text overrides the choice of format.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEPLOYED } from './observability-env';
import { Logger, LogLevelThreshold, type LogItem } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { LogAttributes, LogItemExtraInput, LogItemMessage } from '@aws-lambda-powertools/logger/types';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricUnit as MetricUnitName } from '@aws-lambda-powertools/metrics/types';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import {
  METRIC,
  METRIC_DIMENSION,
  METRICS_NAMESPACE,
  SERVICE_NAME,
  type MetricName,
} from '../contracts/metric-names';

export { METRIC, METRIC_DIMENSION, MetricUnit };

/** Per-invocation log keys. Local mode runs many invocations at once in one process: each keeps its own. */
const invocationScope = new AsyncLocalStorage<LogAttributes>();

const LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT'] as const;
type UghLevel = (typeof LEVELS)[number];

function wantedLevel(): UghLevel {
  const raw = (process.env.UGH_LOG ?? 'info').toUpperCase();
  return (LEVELS as readonly string[]).includes(raw) ? (raw as UghLevel) : 'INFO';
}

function readable(): boolean {
  const format = process.env.UGH_LOG_FORMAT;
  if (format === 'json') return false;
  if (format === 'text') return true;
  return !DEPLOYED && Boolean(process.stdout.isTTY);
}

/** Keys a terminal reader does not need on every line (all still in the JSON form). */
const QUIET_KEYS = new Set([
  'level',
  'message',
  'timestamp',
  'service',
  'sampling_rate',
  'function_arn',
  'function_memory_size',
  'xray_trace_id',
]);

function describeValue(value: unknown): string {
  if (value instanceof Error) {
    const at = value.stack?.split('\n').find((l) => l.trim().startsWith('at '));
    return JSON.stringify(`${value.name}: ${value.message}${at ? ` (${at.trim()})` : ''}`);
  }
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return JSON.stringify(value);
}

/** `12:03:04.567 WARN  message key=value …`: the record of a JSON line, for a person at a terminal. */
export function readableLine(attributes: LogAttributes): string {
  const time = String(attributes.timestamp ?? new Date().toISOString()).slice(11, 23);
  const level = String(attributes.level ?? 'INFO').padEnd(5);
  const fields = Object.entries(attributes)
    .filter(([key, value]) => !QUIET_KEYS.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${describeValue(value)}`);
  return [time, level, String(attributes.message ?? ''), ...fields].join(' ');
}

/**
 * Powertools' Logger with three changes: the level follows UGH_LOG when a line is written, every line
 * carries the keys of the invocation it belongs to (invocationScope) and no other's, and a terminal gets
 * readable lines.
 */
class UghLogger extends Logger {
  /**
   * The invocation's Lambda context (function name, ARN, memory, request id) goes into its own scope,
   * not into the logger's process-wide state as Powertools keeps it: local mode runs many invocations
   * at once in one process, where that state names whichever started last, on the lines of all the
   * others and on the lines the host itself writes between them (the workflow emulator, the gateway).
   */
  public override addContext(context: Context): void {
    // In a scope, inInvocationScope has put the same keys there. Outside one (no handler here runs so)
    // the function is alone in its process, as in Lambda.
    if (!invocationScope.getStore()) super.addContext(context);
  }

  #appliedLevel: UghLevel | undefined;
  /** The level setLogLevel left: Lambda's log-level control may keep a stricter one than asked for. */
  #settledLevel: number | undefined;

  protected override processLogItem(
    logLevel: number,
    input: LogItemMessage,
    extraInput: LogItemExtraInput,
  ): void {
    const wanted = wantedLevel();
    // Powertools also resets the level at every invocation (sampling): apply UGH_LOG again then.
    if (wanted !== this.#appliedLevel || this.level !== this.#settledLevel) {
      this.#appliedLevel = wanted;
      this.setLogLevel(wanted);
      this.#settledLevel = this.level;
    }
    super.processLogItem(logLevel, input, extraInput);
  }

  protected override createAndPopulateLogItem(
    logLevel: number,
    input: LogItemMessage,
    extraInput: LogItemExtraInput,
  ): LogItem {
    const scope = invocationScope.getStore();
    const extra = scope ? ([{ ...scope }, ...extraInput] as LogItemExtraInput) : extraInput;
    return super.createAndPopulateLogItem(logLevel, input, extra);
  }

  protected override printLog(logLevel: number, log: LogItem): void {
    if (!readable()) {
      super.printLog(logLevel, log);
      return;
    }
    log.prepareForPrint();
    const line = `${readableLine(log.getAttributes())}\n`;
    if (logLevel >= LogLevelThreshold.WARN) process.stderr.write(line);
    else process.stdout.write(line);
  }
}

export const logger: Logger = new UghLogger({ serviceName: SERVICE_NAME });

/** Powertools' own advice (e.g. "no application metrics to publish" on every request that counts nothing) at debug. */
const metricsAdvice = {
  debug: (...content: unknown[]) => logger.debug(String(content[0])),
  info: (...content: unknown[]) => logger.debug(String(content[0])),
  warn: (...content: unknown[]) => {
    const text = String(content[0]);
    if (text.startsWith('No application metrics to publish')) logger.debug(text);
    else logger.warn(text);
  },
  error: (...content: unknown[]) => logger.error(String(content[0])),
};

export const metrics = new Metrics({
  // The CDK app sets the stage's namespace ("UghScore/prod"); local mode and tests use the base name.
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
  serviceName: SERVICE_NAME,
  logger: metricsAdvice,
});

export const tracer = new Tracer({ serviceName: SERVICE_NAME, enabled: DEPLOYED });

/** Whether metrics go out as EMF (deployed); otherwise recordMetric prints them at debug level. */
function metricsPublished(): boolean {
  const value = (process.env.POWERTOOLS_METRICS_DISABLED ?? '').toLowerCase();
  return !['true', '1', 'yes', 'on'].includes(value);
}

/**
 * Counts or measures one event where it happens. With a dimension (cause, route, operation) the
 * metric is published on its own at once, split by that dimension; without one it joins the
 * invocation's metrics, flushed by the middleware when the handler ends.
 */
export function recordMetric(
  name: MetricName,
  value = 1,
  unit: MetricUnitName = MetricUnit.Count,
  dimensions: Partial<Record<keyof typeof METRIC_DIMENSION, string>> = {},
): void {
  if (!metricsPublished()) {
    logger.debug('metric', { metric: name, value, unit, ...dimensions });
    return;
  }
  const entries = Object.entries(dimensions).filter(([, v]) => v);
  if (entries.length === 0) {
    metrics.addMetric(name, unit, value);
    return;
  }
  const single = metrics.singleMetric();
  for (const [key, dimension] of entries) single.addDimension(key, dimension as string);
  single.addMetric(name, unit, value);
}

/** Runs `work`, records how long it took (ms) as `name`, whether it succeeded or threw. */
export async function timed<T>(name: MetricName, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    recordMetric(name, Math.round(performance.now() - started), MetricUnit.Milliseconds);
  }
}

/** Adds the roast id to every later line of the current invocation. */
export function appendRoastId(roastId: string): void {
  const scope = invocationScope.getStore();
  if (scope) scope.roast_id = roastId;
  else logger.appendKeys({ roast_id: roastId });
}

/** The three Powertools middlewares, outermost first: traces, then log context, then metrics. */
export function observabilityMiddlewares() {
  return [
    captureLambdaHandler(tracer, { captureResponse: false }),
    injectLambdaContext(logger, { resetKeys: true }),
    logMetrics(metrics, { captureColdStartMetric: true }),
  ] as const;
}

let warm = false;

/** Local hosts call handlers without a Lambda context (the workflow emulator): give them one. */
function localContext(name: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `ugh-local-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:ugh-local-${name}`,
    memoryLimitInMB: '0',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/ugh-local-${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 60_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Runs one invocation inside its own log scope (request id, cold start, function name, ARN and memory;
 * the roast id once appendRoastId is called), so that concurrent invocations in one process never mix
 * their keys.
 */
export function inInvocationScope<E, R>(
  name: string,
  handler: (event: E, context: Context) => Promise<R>,
): (event: E, context?: Context) => Promise<R> {
  return (event, context) => {
    const ctx = context ?? localContext(name);
    // Every key Powertools takes from a Lambda context, for this invocation only (UghLogger.addContext).
    const scope: LogAttributes = {
      cold_start: !warm,
      function_arn: ctx.invokedFunctionArn,
      function_memory_size: ctx.memoryLimitInMB,
      function_name: ctx.functionName,
      function_request_id: ctx.awsRequestId,
    };
    warm = true;
    return invocationScope.run(scope, () => handler(event, ctx));
  };
}

/**
 * The wrapper of a workflow state or a scheduled job: the observability middlewares around `fn`, in
 * the invocation's own log scope. Workflow events name their roast as `roastId`: the logs get it.
 */
export function observedHandler<R>(
  name: string,
  fn: (event: unknown) => Promise<R>,
): (event?: unknown, context?: Context) => Promise<R> {
  const handler = middy<unknown, R, Error, Context>({ timeoutEarlyInMillis: 0 })
    .use([...observabilityMiddlewares()])
    .handler(async (event) => {
      const roastId = (event as { roastId?: unknown } | null)?.roastId;
      if (typeof roastId === 'string') appendRoastId(roastId);
      return fn(event);
    });
  return inInvocationScope(name, (event: unknown, context: Context) => handler(event, context));
}

/** Bedrock token counts and latency of one answered call, split by operation (critique, enhance). */
export function reportBedrockUsage(call: {
  operation: string;
  latencyMs: number;
  inputTokens?: number;
  outputTokens?: number;
}): void {
  const by = { operation: call.operation };
  recordMetric(METRIC.bedrockLatency, call.latencyMs, MetricUnit.Milliseconds, by);
  if (call.inputTokens !== undefined)
    recordMetric(METRIC.bedrockInputTokens, call.inputTokens, MetricUnit.Count, by);
  if (call.outputTokens !== undefined)
    recordMetric(METRIC.bedrockOutputTokens, call.outputTokens, MetricUnit.Count, by);
}

/** The Bedrock adapters' log callback, onto the shared logger. */
export function bedrockLog(
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown>,
): void {
  logger[level](message, fields);
}
