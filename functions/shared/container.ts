/**
 * Composition root: the one place that picks adapters for the ports. Clients are built once per
 * process (per warm Lambda), on first use, from the environment (see config.ts).
 */
import { DynamoAnnouncementRepository } from '../adapters/dynamodb/announcement-repository';
import { DynamoHealthProbe, DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { DynamoRoastRepository } from '../adapters/dynamodb/roast-repository';
import { createDynamoDocumentClient, createS3Client, createSfnClient } from '../adapters/aws-clients';
import { S3ScreenshotStore } from '../adapters/s3/screenshot-store';
import { StepFunctionsWorkflowStarter } from '../adapters/stepfunctions/workflow-starter';
import type { Critic } from '../ports/critic';
import type { ImageProcessor } from '../ports/image-processor';
import type {
  AnnouncementRepository,
  HealthProbe,
  RateLimiter,
  RoastRepository,
} from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import type { WorkflowStarter } from '../ports/workflow-starter';
import { parseAllowedHosts } from '../domain/capture-url';
import type { CaptureDeps } from '../usecases/capture-website';
import { checkCaptureTarget } from '../usecases/check-capture-target';
import { DynamoPaymentRepository } from '../adapters/dynamodb/payment-repository';
import { StripeGateway } from '../adapters/stripe/stripe-gateway';
import type { PromotionDeps } from '../usecases/promotion';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { SNSClient } from '@aws-sdk/client-sns';
import { BedrockCritic } from '../adapters/bedrock/bedrock-critic';
import { DynamoContactRepository } from '../adapters/dynamodb/contact-repository';
import { NoopContactNotifier, SnsContactNotifier } from '../adapters/sns/contact-notifier';
import type { ContactNotifier, ContactRepository } from '../ports/contact';
import { config, forgetConfig } from './config';
import { log } from './log';
import { HttpError } from './http-errors';

export interface Dependencies {
  roasts: RoastRepository;
  announcements: AnnouncementRepository;
  rateLimiter: RateLimiter;
  screenshots: ScreenshotStore;
  images: ImageProcessor;
  workflow: WorkflowStarter;
  critic: Critic;
  health: { database: HealthProbe; storage: HealthProbe };
  version: string;
  /** Deployed stacks never set CAPTURE_ALLOWED_HOSTS; tests and local fixtures name host:port pairs. */
  captureAllowedHosts: ReadonlySet<string>;
}

let built: Dependencies | undefined;
let overrides: Partial<Dependencies> = {};

function build(): Dependencies {
  const cfg = config();
  const db = createDynamoDocumentClient(cfg);
  const screenshots = new S3ScreenshotStore(createS3Client(cfg), cfg.screenshotBucket);
  return {
    roasts: new DynamoRoastRepository(db, cfg.tableName),
    announcements: new DynamoAnnouncementRepository(db, cfg.tableName),
    rateLimiter: new DynamoRateLimiter(db, cfg.tableName),
    screenshots,
    images: lazyImageProcessor(),
    workflow: new StepFunctionsWorkflowStarter(createSfnClient(cfg), cfg.roastStateMachineArn),
    critic: lazyCritic(cfg.region),
    health: { database: new DynamoHealthProbe(db, cfg.tableName), storage: screenshots },
    version: cfg.version,
    captureAllowedHosts: parseAllowedHosts(process.env.CAPTURE_ALLOWED_HOSTS),
  };
}

export function dependencies(): Dependencies {
  built ??= { ...build(), ...overrides };
  return built;
}

/**
 * Lets the host choose an implementation before first use (local mode picks the critic; an
 * integration test can plug in a critic that fails). Lambda never calls this.
 */
export function overrideDependencies(partial: Partial<Dependencies>): void {
  overrides = { ...overrides, ...partial };
  if (built) built = { ...built, ...partial };
}

/** Drops the built clients and overrides (local mode stopping; the next start builds afresh). */
export function forgetDependencies(): void {
  built = undefined;
  payments = undefined;
  contact = undefined;
  overrides = {};
  forgetConfig();
}

let capture: Promise<CaptureDeps> | undefined;

/**
 * URL capture needs a browser, which only the capture function should ever start: built on first use.
 * The egress proxy applies the same SSRF check to every request the browser makes.
 */
export function captureDependencies(): Promise<CaptureDeps> {
  capture ??= (async () => {
    const [{ NodeHostResolver }, { EgressProxy }, { ChromiumPageCapturer }] = await Promise.all([
      import('../adapters/dns/node-host-resolver'),
      import('../adapters/chromium/egress-proxy'),
      import('../adapters/chromium/chromium-page-capturer'),
    ]);
    const resolver = new NodeHostResolver();
    // Deployed stacks never set CAPTURE_ALLOWED_HOSTS; tests and local fixtures name host:port pairs.
    const allowedHosts = parseAllowedHosts(process.env.CAPTURE_ALLOWED_HOSTS);
    const proxy = new EgressProxy((url) => checkCaptureTarget(url, resolver, allowedHosts));
    return {
      capturer: new ChromiumPageCapturer(proxy, Number(process.env.CAPTURE_BUDGET_MS ?? 20_000)),
      images: dependencies().images,
      store: dependencies().screenshots,
      resolver,
      allowedHosts,
    };
  })().catch((error: unknown) => {
    capture = undefined;
    throw error;
  });
  return capture;
}

/** Closes the browser (local mode stopping, tests). */
export async function closeCapture(): Promise<void> {
  const built = await capture?.catch(() => undefined);
  capture = undefined;
  await built?.capturer.close();
}

let payments: PromotionDeps | undefined;

/** Payments are configured with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (and, locally, the simulator's URL). */
export function paymentDependencies(): PromotionDeps {
  if (!payments) {
    const secretKey = process.env.STRIPE_SECRET_KEY;
    const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
    if (!secretKey || !webhookSecret) throw new HttpError(503, 'Payments are not configured on this server');
    const deps = dependencies();
    const cfg = config();
    payments = {
      roasts: deps.roasts,
      payments: new DynamoPaymentRepository(createDynamoDocumentClient(cfg), cfg.tableName, deps.roasts),
      gateway: new StripeGateway({
        secretKey,
        webhookSecret,
        apiUrl: process.env.STRIPE_API_URL || undefined,
      }),
    };
  }
  return payments;
}

let contact:
  | { contacts: ContactRepository; notifier: ContactNotifier; log: (message: string, fields: object) => void }
  | undefined;

/** The inbox, and SNS notifications when CONTACT_TOPIC_ARN is set (deployed stacks); none locally. */
export function contactDependencies() {
  if (!contact) {
    const cfg = config();
    const topicArn = process.env.CONTACT_TOPIC_ARN;
    contact = {
      contacts: new DynamoContactRepository(createDynamoDocumentClient(cfg), cfg.tableName),
      notifier: topicArn
        ? new SnsContactNotifier(new SNSClient({ region: cfg.region }), topicArn)
        : new NoopContactNotifier(),
      log: (message, fields) => log('info', message, fields as Record<string, unknown>),
    };
  }
  return contact;
}

/**
 * CRITIC=bedrock (deployed stacks; locally only with real AWS credentials) puts the Bedrock vision
 * critic on top of the offline engine; anything else keeps the offline engine alone.
 */
async function criticFromEnvironment(region: string): Promise<Critic> {
  const { createOfflineCritic } = await import('../engine/critic');
  const offline = createOfflineCritic();
  if (process.env.CRITIC !== 'bedrock') return offline;
  const bedrockRegion = process.env.BEDROCK_REGION || region;
  return new BedrockCritic(
    new BedrockRuntimeClient({ region: bedrockRegion, maxAttempts: 1 }),
    offline,
    {
      modelId: process.env.BEDROCK_MODEL_ID || 'anthropic.claude-3-5-sonnet-20241022-v2:0',
      maxTokens: Number(process.env.BEDROCK_MAX_TOKENS || 2048),
      temperature: Number(process.env.BEDROCK_TEMPERATURE || 0.4),
      fallbackToOffline: process.env.CRITIC_FALLBACK === 'offline',
    },
    (level, message, fields) => log(level, message, fields),
  );
}

/**
 * Only the functions that judge screenshots should pay for the engine (and its OCR worker, which it
 * warms up on creation) and for sharp's native module: both load on first use, not at cold start.
 */
function lazyCritic(region: string): Critic {
  let critic: Promise<Critic> | undefined;
  return {
    critique: async (input) => {
      critic ??= criticFromEnvironment(region);
      return (await critic).critique(input);
    },
  };
}

function lazyImageProcessor(): ImageProcessor {
  let processor: Promise<ImageProcessor> | undefined;
  const load = () =>
    (processor ??= import('../adapters/images/sharp-image-processor').then(
      (m) => new m.SharpImageProcessor(),
    ));
  return {
    inspect: async (bytes) => (await load()).inspect(bytes),
    normalise: async (bytes) => (await load()).normalise(bytes),
    thumbnail: async (jpeg) => (await load()).thumbnail(jpeg),
  };
}
