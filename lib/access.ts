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
import { GLOBAL_SECONDARY_INDEXES } from '../functions/contracts/table-definition';
import { acknowledge } from './nag';
import type { UghConfig } from './config';

export type TableAction =
  | 'GetItem'
  | 'Query'
  | 'BatchGetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  /** A transaction's condition on an item it does not write (TransactWriteItems ConditionCheck). */
  | 'ConditionCheckItem';
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
   * Reads the Stripe secret (`ugh:stripeSecretName`, JSON: secretKey, webhookSecret) at run time
   * (functions/composition/secrets.ts): STRIPE_SECRET_ID names it, and the role may GetSecretValue on that
   * secret only.
   */
  stripeKeys?: boolean;
  /**
   * The publishable key (public by nature: the checkout page shows it to every visitor) in
   * STRIPE_PUBLISHABLE_KEY, resolved by CloudFormation at deploy time from the same secret. No IAM
   * grant: a role that could read the secret could read the secret key too.
   */
  stripePublishableKey?: boolean;
  /** Publish to the contact-inbox topic (CONTACT_TOPIC_ARN), which e-mails the operator. */
  notifyContact?: boolean;
}

/** The per-IP limiter: UpdateItem on RATE#… items (every route with a perIpLimit). */
const RATE_LIMITED: readonly TableAction[] = ['UpdateItem'];

export const ROUTE_ACCESS: Record<RouteId, Access> = {
  // Counter + roast item + limiter; uploads; when a later step fails, covers the roast item it wrote
  // (or tried to) with a discarded-creation marker (PutItem, no delete needed) and removes its own
  // uploads. A new version reads the earlier roast and its current next version (GetItem) and sets
  // the earlier roast's nextId (UpdateItem).
  createRoast: {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    write: ['screenshots/'],
    delete: ['screenshots/'],
    startWorkflow: true,
  },
  listRoasts: { table: ['BatchGetItem'], indexQuery: true },
  leaderboardBrutal: { table: ['BatchGetItem'], indexQuery: true },
  leaderboardDesigned: { table: ['BatchGetItem'], indexQuery: true },
  getRoast: { table: ['GetItem'] },
  getRoastStatus: { table: ['GetItem'] },
  // The roast and its previous version.
  getRoastComparison: { table: ['GetItem'] },
  // Owner check, consistent Query of the partition, BatchWriteItem deletes; images first.
  // Lists the roast's folder so that share cards go with the screenshots.
  deleteRoast: {
    table: [...RATE_LIMITED, 'GetItem', 'Query', 'BatchWriteItem'],
    delete: ['screenshots/'],
    list: ['screenshots/'],
  },
  getRoastImage: { table: ['GetItem'], read: ['screenshots/'] },
  getRoastThumbnail: { table: ['GetItem'], read: ['screenshots/'] },
  // Colour-vision preview: the roast; the coloured text pairs kept with it; the first
  // screenshot and the stored preview, and storing a preview on first request.
  getColourVision: { table: ['GetItem'], read: ['screenshots/'] },
  getColourVisionImage: { table: ['GetItem'], read: ['screenshots/'], write: ['screenshots/'] },
  getRoastFullPage: { table: ['GetItem'], read: ['screenshots/'] },
  // Sharing: the preview page reads the roast; the card reads its stored PNG or the
  // thumbnail it is drawn from and stores what it drew; the badge reads the roast.
  getSharePage: { table: ['GetItem'] },
  getShareCard: { table: ['GetItem'], read: ['screenshots/'], write: ['screenshots/'] },
  getBadge: { table: ['GetItem'] },
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
  // Payments: roast check, the roast's open checkout and its payment; opening a checkout is one
  // transaction (Put payment + Put checkout + ConditionCheck that the roast is not promoted). An open
  // payment found paid is settled there (payment and roast updates: UpdateItem). The verified
  // promotion transaction (payment and roast updates, Stripe event marker); a second payment marked
  // for a refund and its refund recorded (UpdateItem).
  createPaymentIntent: {
    table: [...RATE_LIMITED, 'GetItem', 'PutItem', 'ConditionCheckItem'],
    stripeKeys: true,
  },
  stripeWebhook: { table: ['GetItem', 'PutItem', 'UpdateItem'], stripeKeys: true },
  promoteRoast: { table: [...RATE_LIMITED, 'GetItem'], stripeKeys: true },
  // The checkout page's publishable key (public by nature), nothing else.
  paymentConfig: { stripePublishableKey: true },
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
  // The thumbnail, and a URL capture's whole-page image copied from captures/ into the roast's folder.
  Prepare: { table: ['GetItem'], read: ['screenshots/', 'captures/'], write: ['screenshots/'] },
  // The screenshots, and the page facts of a URL capture; keeps the facts' coloured text pairs in the
  // roast's folder for the colour-vision check (the facts themselves expire).
  Critique: { read: ['screenshots/', 'captures/'], write: ['screenshots/'], invokeModel: true },
  // The website analysis of a URL roast waits with the capture's page facts (scoreRoast reads it).
  Score: { table: ['UpdateItem'], read: ['captures/'] },
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
  /** What invokeModel may call: the configured model, through its inference profile (bedrockTarget). */
  bedrock?: BedrockTarget;
  contactTopic?: { topic: ITopic; key: IKey };
  /** The Stripe secret (stripeKeys): an ARN that matches every version Secrets Manager suffixes. */
  stripeSecretArn?: string;
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
  if (access.stripeKeys) {
    if (!resources.stripeSecretArn) throw new Error('stripeKeys needs the Stripe secret');
    add(['secretsmanager:GetSecretValue'], [resources.stripeSecretArn]);
  }
  if (access.invokeModel) {
    if (!resources.bedrock) throw new Error('invokeModel needs the configured model (bedrockTarget)');
    for (const statement of bedrockInvokeStatements(resources.bedrock)) role.addToPrincipalPolicy(statement);
  }
}

export const BEDROCK_INVOKE_ACTIONS = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];

/** The configured model and inference profile, as ARNs of the stack's partition, account and Region. */
export interface BedrockTarget {
  /** arn:…:bedrock:<region>:<account>:inference-profile/<id>, or undefined to invoke the model directly. */
  profileArn?: string;
  /** The foundation model in every Region the function may reach it in (one without a profile). */
  modelArns: readonly string[];
}

export function bedrockTarget(
  config: Pick<UghConfig, 'bedrockModelId' | 'bedrockInferenceProfileId' | 'bedrockProfileRegions'>,
  stack: { region: string; account: string; partition: string },
): BedrockTarget {
  const model = (region: string) =>
    `arn:${stack.partition}:bedrock:${region}::foundation-model/${config.bedrockModelId}`;
  if (!config.bedrockInferenceProfileId) return { modelArns: [model(stack.region)] };
  return {
    profileArn: `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${config.bedrockInferenceProfileId}`,
    modelArns: config.bedrockProfileRegions.map(model),
  };
}

/**
 * What invoking a cross-Region inference profile needs (Amazon Bedrock user guide, "Geographic
 * cross-Region inference", IAM policy requirements): the profile itself, and the foundation model in
 * the source Region and in every destination Region the profile routes to. The model grant holds only
 * for requests made through this profile (condition key bedrock:InferenceProfileArn), so the role
 * cannot call the model on demand, nor through another profile. Without a profile: the model in this
 * Region, nothing else.
 */
export function bedrockInvokeStatements(target: BedrockTarget): PolicyStatement[] {
  if (!target.profileArn)
    return [new PolicyStatement({ actions: BEDROCK_INVOKE_ACTIONS, resources: [...target.modelArns] })];
  return [
    new PolicyStatement({ actions: BEDROCK_INVOKE_ACTIONS, resources: [target.profileArn] }),
    new PolicyStatement({
      actions: BEDROCK_INVOKE_ACTIONS,
      resources: [...target.modelArns],
      conditions: { ArnEquals: { 'bedrock:InferenceProfileArn': target.profileArn } },
    }),
  ];
}
