import './polyfills';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createS3Client, sdkLimits } from '../adapters/aws-clients';
import type { Critic } from '../ports/critic';
import { ROAST_WORKFLOW_DEFINITION, ROAST_WORKFLOW_TASKS } from '../workflow/tasks';
import { LocalApiGateway } from './api-gateway';
import { startDynamoLocal } from './dynamodb-local';
import { ensureBucket, ensureTable } from './provision';
import type { LocalRecovery } from './recover';
import { startS3Local } from './s3-local';
import { StepFunctionsEmulator, type TaskHandler } from './stepfunctions-emulator';
import { SIMULATOR_PUBLISHABLE_KEY, StripeSimulator } from './stripe-simulator';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const REGION = 'us-east-1';
const ACCOUNT = '000000000000';

export interface LocalStackOptions {
  /** Persist DynamoDB and S3 data here (local mode: `.data/`). Omit for in-memory DynamoDB + temp S3 dir. */
  dataDir: string;
  persist: boolean;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  tableName?: string;
  bucketName?: string;
  /** Reuse running emulators (tests share one DynamoDB Local / s3rver per run). */
  dynamoEndpoint?: string;
  s3Endpoint?: string;
  /** Replace the critic (e.g. a failing one in a test). */
  critic?: Critic;
  webDir?: string;
  /** The canonical origin share pages name (`UGH_SITE_ORIGIN`); default: the server's own address. */
  siteOrigin?: string;
  /** Link-preview renders per client per window at the local edge; default: the WAF rule's. */
  linkPreviewLimit?: { limit: number; windowSeconds: number };
}

export interface LocalStack {
  url: string;
  tableName: string;
  bucketName: string;
  endpoints: { dynamodb: string; s3: string; sfn: string };
  workflow: StepFunctionsEmulator;
  /** Set when the table came from an older version and got new indexes: the public roasts rewritten. */
  reindexed: { public: number; industry: number } | null;
  /** What start-up found left over from the previous run. */
  recovered: LocalRecovery;
  stop(): Promise<void>;
}

/**
 * Everything production runs, on one machine: DynamoDB Local, s3rver, the workflow definition under
 * aws-local-stepfunctions, and the API handlers behind an API-Gateway-shaped server that also serves
 * the SPA. Handler modules read their configuration from the environment, exactly as in Lambda.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  process.env.AWS_EC2_METADATA_DISABLED = 'true';
  const stops: (() => Promise<void>)[] = [
    async () => {
      const [
        { closeCapture },
        { forgetDependencies },
        { overrideCritic },
        { forgetPayments },
        { forgetContact },
      ] = await Promise.all([
        import('../composition/capture'),
        import('../composition/container'),
        import('../composition/critic'),
        import('../composition/payments'),
        import('../composition/contact'),
      ]);
      await closeCapture();
      overrideCritic(undefined);
      forgetPayments();
      forgetContact();
      forgetDependencies();
    },
  ];
  const stopAll = async () => {
    for (const stop of [...stops].reverse()) await stop().catch(() => undefined);
  };
  try {
    const dynamo = options.dynamoEndpoint
      ? { endpoint: options.dynamoEndpoint, stop: async () => undefined }
      : await startDynamoLocal(options.persist ? { dataDir: join(options.dataDir, 'dynamodb') } : {});
    stops.push(() => dynamo.stop());
    const s3 = options.s3Endpoint
      ? { endpoint: options.s3Endpoint, stop: async () => undefined }
      : await startS3Local({ directory: join(options.dataDir, 's3') });
    stops.push(() => s3.stop());

    const tableName = options.tableName ?? 'ugh-score';
    const bucketName = options.bucketName ?? 'ugh-score-screenshots';
    const stateMachineArn = `arn:aws:states:${REGION}:${ACCOUNT}:stateMachine:ugh-roast`;

    const db = new DynamoDBClient({
      region: REGION,
      endpoint: dynamo.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      ...sdkLimits('dynamodb'),
    });
    const table = await ensureTable(db, tableName);
    db.destroy();

    // The workflow emulator must know its port before the handlers read SFN_ENDPOINT.
    const tasks: Record<string, TaskHandler> = {};
    const workflow = new StepFunctionsEmulator({
      definitionPath: join(REPO_ROOT, ROAST_WORKFLOW_DEFINITION),
      stateMachineArn,
      substitutions: Object.fromEntries(
        ROAST_WORKFLOW_TASKS.map((t) => [
          t.substitution,
          `arn:aws:lambda:${REGION}:${ACCOUNT}:function:ugh-local-${t.state}`,
        ]),
      ),
      tasks,
    });
    const sfnEndpoint = await workflow.start();
    stops.push(() => workflow.stop());

    Object.assign(process.env, {
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME: tableName,
      SCREENSHOT_BUCKET: bucketName,
      ROAST_STATE_MACHINE_ARN: stateMachineArn,
      // The version the release log names, as the stacks give it to every Lambda.
      APP_VERSION: (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string })
        .version,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      SFN_ENDPOINT: sfnEndpoint,
    });

    const { config } = await import('../composition/config');
    const s3Client = createS3Client(config());
    await ensureBucket(s3Client, bucketName);
    s3Client.destroy();

    // A data directory from an older version just got a new index: its public roasts were written
    // without that index's keys, so they are written again (an industry page would otherwise be empty).
    let reindexed: LocalStack['reindexed'] = null;
    if (table === 'upgraded') {
      const { dependencies } = await import('../composition/container');
      reindexed = await dependencies().publicRoasts.reindexPublic();
    }

    if (options.critic) {
      const { overrideCritic } = await import('../composition/critic');
      overrideCritic(options.critic);
    }
    for (const task of ROAST_WORKFLOW_TASKS) {
      const mod = (await import(join(REPO_ROOT, task.module))) as { handler: TaskHandler };
      tasks[task.state] = mod.handler;
    }

    // What the previous run left unfinished (killed, or its database died): roasts still processing are
    // run again or failed, screenshots without a roast removed; before the API takes new requests.
    const { recoverLocalData } = await import('./recover');
    const recovered = await recoverLocalData();

    // Payments: real Stripe when keys are configured, else the loopback simulator (local mode only).
    let simulator: StripeSimulator | undefined;
    if (!process.env.STRIPE_SECRET_KEY) {
      simulator = new StripeSimulator();
      await simulator.start();
      Object.assign(process.env, {
        STRIPE_SECRET_KEY: simulator.secretKey,
        STRIPE_WEBHOOK_SECRET: simulator.webhookSecret,
        STRIPE_API_URL: simulator.url,
        STRIPE_PUBLISHABLE_KEY: SIMULATOR_PUBLISHABLE_KEY,
      });
      const started = simulator;
      stops.push(async () => {
        await started.stop();
        for (const key of [
          'STRIPE_SECRET_KEY',
          'STRIPE_WEBHOOK_SECRET',
          'STRIPE_API_URL',
          'STRIPE_PUBLISHABLE_KEY',
        ])
          delete process.env[key];
      });
    }

    const gateway = new LocalApiGateway({
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 0,
      rootDir: REPO_ROOT,
      webDir: options.webDir ?? join(REPO_ROOT, 'frontend', 'dist'),
      ...(simulator ? { stripeSimulator: simulator } : {}),
      ...(options.siteOrigin !== undefined ? { siteOrigin: options.siteOrigin } : {}),
      ...(options.linkPreviewLimit ? { linkPreviewLimit: options.linkPreviewLimit } : {}),
    });
    const url = await gateway.start();
    stops.push(() => gateway.stop());
    if (simulator) simulator.webhookUrl = `${url}/api/stripe/webhook`;

    // Lambda loads the engine (and its OCR worker) on the first critique; a long-lived local server
    // can afford to warm it now, so the first roast is as quick as the rest.
    if (!options.critic) void import('../engine/ocr').then((m) => m.warmUpOcr()).catch(() => undefined);

    // EventBridge's job locally: rotate announcements every minute (and once now).
    const { handler: rotateAnnouncements } = await import('../jobs/rotate-announcements');
    await rotateAnnouncements();
    const rotation = setInterval(() => void rotateAnnouncements().catch(() => undefined), 60_000);
    rotation.unref();
    stops.push(async () => clearInterval(rotation));

    return {
      url,
      tableName,
      bucketName,
      endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, sfn: sfnEndpoint },
      workflow,
      reindexed,
      recovered,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
