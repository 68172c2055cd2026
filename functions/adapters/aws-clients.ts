import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { trackWrites } from './dynamodb/shared-reads';

/** Where the clients connect: the part of the runtime configuration (functions/composition/config.ts) they read. */
export interface AwsClientConfig {
  region: string;
  /** Explicit endpoints for local stand-ins; when one is set, that client uses fake credentials. */
  endpoints: { dynamodb?: string; s3?: string; sfn?: string };
}

/**
 * Local stand-ins get an explicit endpoint, region and fake credentials so that nothing ever reaches
 * for the instance metadata service or the real cloud (DESIGN §10.7).
 */
function localOptions(endpoint: string | undefined, region: string, accessKey = 'local') {
  if (!endpoint) return { region };
  return {
    region,
    endpoint,
    credentials: { accessKeyId: accessKey, secretAccessKey: accessKey },
  };
}

/**
 * Every AWS SDK client gets a connection timeout, a request timeout (request and response, whole) and
 * bounded retries, so a database or store that stops answering costs a request a few seconds and a 503
 * (functions/http-kit/unavailable.ts), never a hang until the Lambda or the visitor gives up. The
 * worst case, attempts × (connection + request timeout) plus backoff, stays inside the 10 s of the
 * small API routes for DynamoDB and Step Functions.
 */
export const SDK_LIMITS = {
  dynamodb: { connectionTimeout: 1000, requestTimeout: 2500, maxAttempts: 3 },
  // Whole request and response: image bodies of up to 4 MB take well under a second in-region.
  s3: { connectionTimeout: 1000, requestTimeout: 4000, maxAttempts: 2 },
  sfn: { connectionTimeout: 1000, requestTimeout: 3000, maxAttempts: 2 },
  sns: { connectionTimeout: 1000, requestTimeout: 3000, maxAttempts: 2 },
  // A vision model takes its time before the first byte; Step Functions owns the retries (maxAttempts 1).
  bedrock: { connectionTimeout: 2000, requestTimeout: 120_000, maxAttempts: 1 },
  // Once per secret per cache period (functions/composition/secrets.ts): small answers, in-region.
  secretsmanager: { connectionTimeout: 1000, requestTimeout: 2000, maxAttempts: 3 },
} as const;

/** Constructor options for one kind of client: timeouts on the Node HTTP handler, bounded attempts. */
export function sdkLimits(kind: keyof typeof SDK_LIMITS) {
  const { connectionTimeout, requestTimeout, maxAttempts } = SDK_LIMITS[kind];
  // Without throwOnRequestTimeout the handler only logs a warning when the request timeout passes.
  return {
    maxAttempts,
    requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true },
  };
}

/** s3rver verifies signatures against its own fixed key pair. */
export const S3RVER_KEY = 'S3RVER';

export function createDynamoDocumentClient(cfg: AwsClientConfig): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    ...localOptions(cfg.endpoints.dynamodb, cfg.region),
    ...sdkLimits('dynamodb'),
  });
  // Reads of one item in flight are shared until this process writes (dynamodb/shared-reads.ts).
  trackWrites(client);
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export function createS3Client(cfg: AwsClientConfig): S3Client {
  return new S3Client({
    ...localOptions(cfg.endpoints.s3, cfg.region, S3RVER_KEY),
    ...sdkLimits('s3'),
    // s3rver needs path-style addressing, and corrupts bodies when flexible checksums are on.
    ...(cfg.endpoints.s3
      ? {
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}

export function createSfnClient(cfg: AwsClientConfig): SFNClient {
  return new SFNClient({ ...localOptions(cfg.endpoints.sfn, cfg.region), ...sdkLimits('sfn') });
}
