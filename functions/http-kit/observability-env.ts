/**
 * Imported by observability.ts before the Powertools packages, so that it runs before they read the
 * environment. Outside Lambda (local mode, tests, the CLI) nothing is traced and no metric leaves the
 * process:
 * - the X-Ray SDK, loaded by the tracer, would otherwise install a process-wide async hook (its
 *   automatic context mode) for a tracer that is disabled there anyway: manual mode skips the hook;
 * - metrics are not written as EMF (no CloudWatch agent reads local stdout); observability.ts prints
 *   them as debug log lines instead. POWERTOOLS_METRICS_DISABLED=false turns EMF on (tests do).
 * An explicit value in the environment always wins.
 */
export const DEPLOYED = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

if (!DEPLOYED) {
  process.env.AWS_XRAY_MANUAL_MODE ??= 'true';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  process.env.POWERTOOLS_TRACE_ENABLED ??= 'false';
}
