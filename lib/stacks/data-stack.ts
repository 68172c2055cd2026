/**
 * Data: the single DynamoDB table (shape from functions/contracts/table-definition.ts) and
 * the private screenshots bucket, plus the bucket their access logs go to.
 */
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';
import {
  GLOBAL_SECONDARY_INDEXES,
  TABLE_KEYS,
  TTL_ATTRIBUTE,
} from '../../functions/contracts/table-definition';

/** Days before a deleted roast's images (noncurrent versions) are gone for good. */
export const DELETED_SCREENSHOT_RETENTION_DAYS = 7;
/** Capture facts are read once, by the roast created from the capture. */
export const CAPTURE_FACTS_RETENTION_DAYS = 1;

/** Private, encrypted, TLS-only: the baseline of every bucket in the app. */
export function privateBucketProps() {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  } as const;
}

/** A bucket for S3 server access logs (or CloudFront logs, which need ACLs). */
export function accessLogsBucket(scope: Construct, id: string, acls = false): Bucket {
  const bucket = new Bucket(scope, id, {
    ...privateBucketProps(),
    objectOwnership: acls ? ObjectOwnership.BUCKET_OWNER_PREFERRED : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(90) }],
  });
  acknowledge(
    bucket,
    'AwsSolutions-S1',
    'this bucket is the access-log destination itself; logging its own access into itself would loop.',
  );
  return bucket;
}

/**
 * How other stacks refer to the screenshots bucket: explicit exports, so that the wildcard object
 * grants (`<bucket>/screenshots/*`) render the same way in every template and can be acknowledged
 * by exact id (lib/access.ts).
 */
export interface BucketExports {
  arnExport: string;
  nameExport: string;
}

export function importBucket(scope: Construct, id: string, exports: BucketExports): IBucket {
  return Bucket.fromBucketAttributes(scope, id, {
    bucketArn: Fn.importValue(exports.arnExport),
    bucketName: Fn.importValue(exports.nameExport),
  });
}

export class DataStack extends Stack {
  readonly table: Table;
  readonly screenshots: Bucket;
  readonly screenshotsExports: BucketExports;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of GLOBAL_SECONDARY_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.INCLUDE,
        nonKeyAttributes: [...index.projection],
      });
    }

    const logs = accessLogsBucket(this, 'AccessLogs');
    this.screenshots = new Bucket(this, 'Screenshots', {
      ...privateBucketProps(),
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'screenshots-bucket/',
      lifecycleRules: [
        {
          id: 'capture-facts',
          prefix: 'captures/',
          expiration: Duration.days(CAPTURE_FACTS_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          // DELETE /api/roasts/{id} removes the current versions; the noncurrent ones go soon after.
          id: 'deleted-roasts',
          prefix: 'screenshots/',
          noncurrentVersionExpiration: Duration.days(DELETED_SCREENSHOT_RETENTION_DAYS),
        },
        { id: 'delete-markers', expiredObjectDeleteMarker: true },
        { id: 'incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    this.screenshotsExports = {
      arnExport: `${this.stackName}-ScreenshotsBucketArn`,
      nameExport: `${this.stackName}-ScreenshotsBucketName`,
    };
    new CfnOutput(this, 'ScreenshotsBucketArn', {
      value: this.screenshots.bucketArn,
      exportName: this.screenshotsExports.arnExport,
    });
    new CfnOutput(this, 'ScreenshotsBucketName', {
      value: this.screenshots.bucketName,
      exportName: this.screenshotsExports.nameExport,
    });
  }
}
