import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../functions/local/dynamodb-local';
import { startS3Local } from '../../functions/local/s3-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
  }
}

/** One in-memory DynamoDB Local and one s3rver for the whole integration run. */
export default async function setup(project: TestProject) {
  process.env.AWS_EC2_METADATA_DISABLED = 'true';
  const s3Dir = mkdtempSync(join(tmpdir(), 'ugh-s3-'));
  const [dynamo, s3] = await Promise.all([startDynamoLocal(), startS3Local({ directory: s3Dir })]);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
  return async () => {
    await Promise.all([dynamo.stop(), s3.stop()]);
    rmSync(s3Dir, { recursive: true, force: true });
  };
}
