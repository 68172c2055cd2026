/**
 * When the database, the screenshot store or the workflow service does not answer in time (SDK
 * timeouts, functions/adapters/aws-clients.ts) or refuses connections, the visitor gets a 503 in the
 * usual `{message}` shape with a Retry-After, not a generic 500 and never a hang.
 */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'UGH Score is briefly unavailable: our storage is not answering. Please try again in a few seconds.';
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** Service-side refusals that mean "not now" rather than "not this request". */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError', // @smithy/node-http-handler: connection or request timeout
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalError',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'SlowDown',
]);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when an error (or its cause) says a backing service timed out, refused or is overloaded. */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = codeOf(error);
  if (code && NETWORK_CODES.has(code)) return true;
  if (UNAVAILABLE_NAMES.has(error.name)) return true;
  // An AggregateError (a connection refused on every address) or a wrapped cause.
  if (error instanceof AggregateError && error.errors.some((e) => isServiceUnavailable(e, depth + 1)))
    return true;
  return isServiceUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
