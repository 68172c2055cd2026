/**
 * Least privilege, declared: what each route and each workflow state may do, and the one function
 * that turns a declaration into IAM statements. A route or task without an entry fails synthesis, so
 * adding one to the route table forces a decision here (and a look from a reviewer).
 */
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { RouteId } from '../functions/http/routes';
import { GLOBAL_SECONDARY_INDEXES } from '../functions/adapters/dynamodb/table-definition';
import { acknowledge } from './nag';

export type TableAction =
  'GetItem' | 'Query' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';
export const STRIPE_ENV = {
  secretKey: 'STRIPE_SECRET_KEY',
  webhookSecret: 'STRIPE_WEBHOOK_SECRET',
  publishableKey: 'STRIPE_PUBLISHABLE_KEY',
} as const;
export type StripeField = keyof typeof STRIPE_ENV;
/** Key prefixes of the screenshots bucket (functions/usecases/storage-keys.ts). */
export type ObjectPrefix = 'screenshots/' | 'captures/';

export interface Access {
  /** Item actions on the table itself (transactions need the actions they contain). */
  table?: readonly TableAction[];
  /** Query on the listing indexes (GSI1, GSI2, and GSI3 for industries). */
  indexQuery?: boolean;
  read?: readonly ObjectPrefix[];
  write?: readonly ObjectPrefix[];
  delete?: readonly ObjectPrefix[];
  /** ListObjectsV2 under these prefixes (the orphan sweep): s3:ListBucket, limited by s3:prefix. */
  list?: readonly ObjectPrefix[];
  /** HeadBucket (the health probe) needs s3:ListBucket on the bucket. */
  headBucket?: boolean;
  startWorkflow?: boolean;
  invokeModel?: boolean;
  /**
   * Fields of the Stripe secret (`ugh:stripeSecretName`, JSON) this function gets in its environment
   * (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: what functions/shared/container.ts
   * and the payment handlers read), resolved by CloudFormation at deploy time: never in the template or
   * the code. Not an IAM grant: no function can read the secret itself.
   */
  stripe?: readonly StripeField[];
  /** Publish to the contact-inbox topic (CONTACT_TOPIC_ARN), which e-mails the operator. */
  notifyContact?: boolean;
}

/** The per-IP limiter: UpdateItem on RATE#… items (every route with a perIpLimit). */
const RATE_LIMITED: readonly TableAction[] = ['UpdateItem'];

export const ROUTE_ACCESS: Record<RouteId, Access> = {
  // Counter + roast item + limiter; uploads; when a later step fails, removes the roast item it wrote
  // (DeleteItem) and its own uploads.
  createRoast: {
    table: ['PutItem', 'UpdateItem', 'DeleteItem'],
    write: ['screenshots/'],
    delete: ['screenshots/'],
    startWorkflow: true,
  },
  listRoasts: { table: ['BatchGetItem'], indexQuery: true },
  leaderboardBrutal: { table: ['BatchGetItem'], indexQuery: true },
  leaderboardDesigned: { table: ['BatchGetItem'], indexQuery: true },
  getRoast: { table: ['GetItem'] },
  getRoastStatus: { table: ['GetItem'] },
  // Owner check, consistent Query of the partition, BatchWriteItem deletes; images first.
  deleteRoast: {
    table: [...RATE_LIMITED, 'GetItem', 'Query', 'BatchWriteItem'],
    delete: ['screenshots/'],
  },
  getRoastImage: { table: ['GetItem'], read: ['screenshots/'] },
  getRoastThumbnail: { table: ['GetItem'], read: ['screenshots/'] },
  // Transaction: Put marker + Update counter; then a consistent GetItem.
  likeRoast: { table: [...RATE_LIMITED, 'PutItem', 'GetItem'] },
  shareRoast: { table: [...RATE_LIMITED, 'GetItem'] },
  getReactions: { table: ['GetItem', 'Query'] },
  addReaction: { table: [...RATE_LIMITED, 'PutItem', 'GetItem', 'Query'] },
  removeReaction: { table: [...RATE_LIMITED, 'DeleteItem', 'GetItem', 'Query'] },
  // URL capture (Chromium): the per-IP limiter, and the page facts under captures/ (the screenshots
  // themselves go back in the response).
  captureScreenshot: { table: RATE_LIMITED, write: ['captures/'] },
  // Screenshot-tool strategy test (Chromium): the per-IP limiter only; it stores nothing.
  captureStrategyTest: { table: RATE_LIMITED },
  // Payments: roast check + pending payment record; the verified promotion transaction (payment and
  // roast updates, Stripe event marker).
  createPaymentIntent: {
    table: [...RATE_LIMITED, 'GetItem', 'PutItem'],
    stripe: ['secretKey', 'webhookSecret'],
  },
  stripeWebhook: { table: ['GetItem', 'PutItem', 'UpdateItem'], stripe: ['secretKey', 'webhookSecret'] },
  promoteRoast: { table: [...RATE_LIMITED, 'GetItem'], stripe: ['secretKey', 'webhookSecret'] },
  // The checkout page's publishable key (public by nature), nothing else.
  paymentConfig: { stripe: ['publishableKey'] },
  // Contact form: the limiter, the stored message (CONTACT#…), the operator's e-mail notification.
  contact: { table: [...RATE_LIMITED, 'PutItem'], notifyContact: true },
  // Industry pages and the beta lab's list: the public indexes and BatchGet, nothing else.
  getIndustry: { table: ['BatchGetItem'], indexQuery: true },
  listBetaRoasts: { table: ['BatchGetItem'], indexQuery: true },
  // The limiter, the roast, keeping the model's answer on it; the configured model (CRITIC=bedrock).
  enhanceSuggestions: { table: [...RATE_LIMITED, 'GetItem'], invokeModel: true },
  currentAnnouncement: { table: ['GetItem'] },
  // Design-principle guides: static content bundled with the function; no table, bucket or secret.
  listDesignPrinciples: {},
  getDesignPrinciple: {},
  health: { table: ['GetItem'], headBucket: true },
};

/** Workflow states by name (functions/workflow/tasks.ts). */
export const TASK_ACCESS: Record<string, Access> = {
  Prepare: { table: ['GetItem'], read: ['screenshots/'], write: ['screenshots/'] },
  // The screenshots, and the page facts of a URL capture.
  Critique: { read: ['screenshots/', 'captures/'], invokeModel: true },
  Score: { table: ['UpdateItem'] },
  RecordFailure: { table: ['UpdateItem'] },
  // URL capture as a workflow state (Chromium): page facts, the two screenshots, attachCapture.
  Capture: { table: ['UpdateItem'], write: ['captures/', 'screenshots/'] },
};

export const JOB_ACCESS = {
  // Query announcements by start time, read candidates, write or delete the CURRENT pointer.
  rotateAnnouncements: { table: ['GetItem', 'PutItem', 'DeleteItem'], indexQuery: true },
  // List screenshot folders, read each one's roast record, delete the folders that have none.
  sweepOrphans: { table: ['GetItem'], list: ['screenshots/'], delete: ['screenshots/'] },
} as const satisfies Record<string, Access>;

export interface AccessResources {
  table: ITable;
  bucket: IBucket;
  /** Export holding the bucket ARN (how cdk-nag renders it in a wildcard finding). */
  bucketArnExport: string;
  stateMachineArn?: string;
  bedrockModelArns?: readonly string[];
  contactTopic?: { topic: ITopic; key: IKey };
}

export function grantAccess(role: IRole, access: Access, resources: AccessResources): void {
  const add = (actions: string[], arns: string[]) =>
    role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: arns }));
  const { table, bucket } = resources;
  if (access.table?.length)
    add(
      [...new Set(access.table)].map((a) => `dynamodb:${a}`),
      [table.tableArn],
    );
  if (access.indexQuery) {
    add(
      ['dynamodb:Query'],
      GLOBAL_SECONDARY_INDEXES.map((i) => `${table.tableArn}/index/${i.indexName}`),
    );
  }
  const acknowledged = new Set<ObjectPrefix>();
  const objects = (prefixes: readonly ObjectPrefix[]) =>
    prefixes.map((p) => {
      if (!acknowledged.has(p)) {
        acknowledged.add(p);
        acknowledge(
          role,
          `AwsSolutions-IAM5[Resource::${resources.bucketArnExport}/${p}*]`,
          `object keys are per roast (${p}<id>/…), so the grant is the ${p} prefix with only the actions ` +
            'this function uses (lib/access.ts).',
        );
      }
      return bucket.arnForObjects(`${p}*`);
    });
  if (access.read?.length) add(['s3:GetObject'], objects(access.read));
  if (access.write?.length) add(['s3:PutObject'], objects(access.write));
  if (access.delete?.length) add(['s3:DeleteObject'], objects(access.delete));
  if (access.list?.length)
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': access.list.map((p) => `${p}*`) } },
      }),
    );
  if (access.headBucket) add(['s3:ListBucket'], [bucket.bucketArn]);
  if (access.startWorkflow) {
    if (!resources.stateMachineArn) throw new Error('startWorkflow needs the state machine ARN');
    add(['states:StartExecution'], [resources.stateMachineArn]);
  }
  if (access.notifyContact) {
    if (!resources.contactTopic) throw new Error('notifyContact needs the contact topic');
    add(['sns:Publish'], [resources.contactTopic.topic.topicArn]);
    // Publishing to an encrypted topic: the data key SNS creates with the topic's key.
    add(['kms:GenerateDataKey', 'kms:Decrypt'], [resources.contactTopic.key.keyArn]);
  }
  if (access.invokeModel) {
    if (!resources.bedrockModelArns?.length) throw new Error('invokeModel needs the configured model ARN');
    add(['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'], [...resources.bedrockModelArns]);
  }
}

/**
 * ARNs for the configured Bedrock model id: a foundation model in this region, or a cross-region
 * inference profile (`us.`, `eu.`, `apac.`, `global.` prefix), which also needs the underlying model
 * in every region the profile routes to.
 */
export function bedrockModelArns(
  modelId: string,
  region: string,
  account: string,
  partition: string,
): string[] {
  const profile = /^(us|eu|apac|us-gov|global)\.(.+)$/.exec(modelId);
  if (!profile) return [`arn:${partition}:bedrock:${region}::foundation-model/${modelId}`];
  return [
    `arn:${partition}:bedrock:${region}:${account}:inference-profile/${modelId}`,
    `arn:${partition}:bedrock:*::foundation-model/${profile[2]}`,
  ];
}
