/**
 * Composition root, core part: the adapters every API function may need (table, screenshot store,
 * workflow). Clients are built once per process (per warm Lambda), on first use, from the environment.
 *
 * Heavier capabilities live in their own composition modules so that a function bundles only what it
 * imports: images.ts (sharp), critic.ts (engine, OCR, Bedrock), capture.ts (Chromium), payments.ts
 * (Stripe), contact.ts (SNS).
 */
import { createDynamoDocumentClient, createS3Client, createSfnClient } from '../adapters/aws-clients';
import { DynamoAnnouncementRepository } from '../adapters/dynamodb/announcement-repository';
import { DynamoHealthProbe } from '../adapters/dynamodb/health-probe';
import { DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { DynamoEngagementRepository } from '../adapters/dynamodb/engagement-repository';
import { DynamoEnhancementRepository } from '../adapters/dynamodb/enhancement-repository';
import { DynamoIndustryRoastIndex } from '../adapters/dynamodb/industry-roast-index';
import { DynamoPublicRoastIndex } from '../adapters/dynamodb/public-roast-index';
import { DynamoRoastLifecycleRepository } from '../adapters/dynamodb/roast-lifecycle-repository';
import { S3ScreenshotStore } from '../adapters/s3/screenshot-store';
import { StepFunctionsWorkflowStarter } from '../adapters/stepfunctions/workflow-starter';
import { parseAllowedHosts } from '../domain/capture-url';
import type { AnnouncementRepository } from '../ports/announcement-repository';
import type { HealthProbe } from '../ports/health-probe';
import type { RateLimiter } from '../ports/rate-limiter';
import type {
  EngagementRepository,
  EnhancementRepository,
  IndustryRoastIndex,
  PublicRoastIndex,
  RoastLifecycleRepository,
} from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import type { WorkflowStarter } from '../ports/workflow-starter';
import { config, forgetConfig } from './config';

export interface Dependencies {
  /** A roast's own record: create, read, finish, delete. */
  roasts: RoastLifecycleRepository;
  /** Gallery, halls, beta lab; publish and unpublish. */
  publicRoasts: PublicRoastIndex;
  industries: IndustryRoastIndex;
  engagement: EngagementRepository;
  enhancements: EnhancementRepository;
  announcements: AnnouncementRepository;
  rateLimiter: RateLimiter;
  screenshots: ScreenshotStore;
  workflow: WorkflowStarter;
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
    roasts: new DynamoRoastLifecycleRepository(db, cfg.tableName),
    publicRoasts: new DynamoPublicRoastIndex(db, cfg.tableName),
    industries: new DynamoIndustryRoastIndex(db, cfg.tableName),
    engagement: new DynamoEngagementRepository(db, cfg.tableName),
    enhancements: new DynamoEnhancementRepository(db, cfg.tableName),
    announcements: new DynamoAnnouncementRepository(db, cfg.tableName),
    rateLimiter: new DynamoRateLimiter(db, cfg.tableName),
    screenshots,
    workflow: new StepFunctionsWorkflowStarter(createSfnClient(cfg), cfg.roastStateMachineArn),
    health: { database: new DynamoHealthProbe(db, cfg.tableName), storage: screenshots },
    version: cfg.version,
    captureAllowedHosts: parseAllowedHosts(process.env.CAPTURE_ALLOWED_HOSTS),
  };
}

export function dependencies(): Dependencies {
  built ??= { ...build(), ...overrides };
  return built;
}

/** Lets a host or a test replace an adapter before first use (Lambda never calls this). */
export function overrideDependencies(partial: Partial<Dependencies>): void {
  overrides = { ...overrides, ...partial };
  if (built) built = { ...built, ...partial };
}

/** Drops the built clients and overrides (local mode stopping; the next start builds afresh). */
export function forgetDependencies(): void {
  built = undefined;
  overrides = {};
  forgetConfig();
}
