import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import type { AppConfig } from '../shared/config';

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

/** s3rver verifies signatures against its own fixed key pair. */
export const S3RVER_KEY = 'S3RVER';

export function createDynamoDocumentClient(cfg: AppConfig): DynamoDBDocumentClient {
  const client = new DynamoDBClient({ ...localOptions(cfg.endpoints.dynamodb, cfg.region), maxAttempts: 5 });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export function createS3Client(cfg: AppConfig): S3Client {
  return new S3Client({
    ...localOptions(cfg.endpoints.s3, cfg.region, S3RVER_KEY),
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

export function createSfnClient(cfg: AppConfig): SFNClient {
  return new SFNClient(localOptions(cfg.endpoints.sfn, cfg.region));
}
