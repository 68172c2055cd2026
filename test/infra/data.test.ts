import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  GLOBAL_SECONDARY_INDEXES,
  TABLE_KEYS,
  TTL_ATTRIBUTE,
} from '../../functions/contracts/table-definition';
import { build } from './helpers';

const { stacks, template } = build();
const data = template(stacks.data);
const screenshotsId = stacks.data.getLogicalId(stacks.data.screenshots.node.defaultChild as never);

describe('data stack: the table', () => {
  it('has the PK/SK keys of table-definition.ts, on demand', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('expires items through the ttl attribute', () => {
    expect(TTL_ATTRIBUTE).toBe('ttl');
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
    });
  });

  it('has point-in-time recovery on', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('is protected from deletion and retained when the stack goes', () => {
    data.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('is encrypted at rest with a KMS key', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', { SSESpecification: { SSEEnabled: true } });
  });

  it('has exactly the GSIs of table-definition.ts, with INCLUDE projections', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
      })),
    });
  });
});

describe('data stack: the screenshots bucket', () => {
  const bucket = () => data.toJSON().Resources[screenshotsId] as { Properties: Record<string, unknown> };

  it('blocks every kind of public access', () => {
    expect(bucket().Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('is encrypted (SSE-S3)', () => {
    expect(bucket().Properties.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
  });

  it('is versioned', () => {
    expect(bucket().Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('refuses plain-HTTP requests (TLS-only bucket policy)', () => {
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: screenshotsId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('expires capture facts after a day', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'captures/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it("purges a deleted roast's images (noncurrent versions) within a week", () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'screenshots/',
            NoncurrentVersionExpiration: { NoncurrentDays: 7 },
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });

  it('is retained when the stack is deleted, and logs access to the log bucket', () => {
    data.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
      }),
      DeletionPolicy: 'Retain',
    });
  });
});
