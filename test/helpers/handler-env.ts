/**
 * The environment a handler module reads, for unit tests that build real handlers: every AWS endpoint
 * at a closed local port, so nothing here could ever reach AWS, and the default per-IP limits. The
 * config is read lazily on the first request, so calling this at the top of a test file is early enough.
 */
export function useClosedPortEnvironment(overrides: Record<string, string> = {}): void {
  Object.assign(process.env, {
    UGH_LOG: 'silent',
    TABLE_NAME: 'unit-test-table',
    SCREENSHOT_BUCKET: 'unit-test-bucket',
    ROAST_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:123456789012:stateMachine:unit',
    DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    SFN_ENDPOINT: 'http://127.0.0.1:9',
    AWS_EC2_METADATA_DISABLED: 'true',
    ...overrides,
  });
  delete process.env.PER_IP_LIMITS;
}
