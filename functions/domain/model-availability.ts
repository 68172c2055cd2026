/**
 * The signal a function gives when the configured Bedrock model cannot be called at all (a model id
 * Bedrock does not know or has retired, a model that needs an inference profile, no model access, a
 * missing IAM grant): one log line that a CloudWatch metric filter counts (lib/bedrock-alarm.ts) and an
 * alarm pages on, at the first failure. Shared by the functions and the CDK app, so it imports nothing.
 */

/** The `message` of the JSON log line; the metric filter matches it exactly. */
export const MODEL_UNAVAILABLE_LOG = 'bedrock model unavailable';
export const MODEL_UNAVAILABLE_METRIC = { namespace: 'UghScore', metricName: 'BedrockModelUnavailable' };

/** What the operator should do, in the log line and the alarm's description. */
export const MODEL_UNAVAILABLE_REMEDY =
  'Run `npx ugh admin bedrock-check` with the deployed account and Region: it names the model or ' +
  'inference profile that is missing, retired or not granted, and the setting to change ' +
  '(ugh:bedrockModelId, ugh:bedrockInferenceProfileId, ugh:bedrockProfileRegions; docs/critics.md, "Model and cost").';

/**
 * Errors that no retry will cure, because the model itself cannot be invoked: AccessDeniedException
 * (no model access, or the role lacks the grant), ResourceNotFoundException (unknown model or profile),
 * and ValidationException (among others: "on-demand throughput isn't supported", an invalid model
 * identifier, a model past its end of life). Throttling and timeouts are not among them.
 */
export function isModelUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /^(AccessDenied|ResourceNotFound|Validation)(Exception)?$/.test(error.name);
}
