/**
 * Jobs: EventBridge Scheduler schedules that run the announcement rotation every minute
 * (functions/jobs/rotate-announcements.ts) and the orphaned-screenshot sweep daily
 * (functions/jobs/sweep-orphans.ts), with a dead-letter queue for invocations that failed every retry.
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { grantAccess, JOB_ACCESS } from '../access';
import type { UghConfig } from '../config';
import { importBucket, type BucketExports } from './data-stack';
import { AppFunction } from '../constructs/app-function';
import { acknowledge, nagArn } from '../nag';

export const ROTATE_ANNOUNCEMENTS_MODULE = 'functions/jobs/rotate-announcements.ts';
export const SWEEP_ORPHANS_MODULE = 'functions/jobs/sweep-orphans.ts';

export interface JobsStackProps extends StackProps {
  config: UghConfig;
  table: ITable;
  screenshotsExports: BucketExports;
  stateMachine: IStateMachine;
}

export class JobsStack extends Stack {
  readonly rotateAnnouncements: AppFunction;
  readonly deadLetterQueue: Queue;
  readonly schedule: Schedule;
  readonly sweepOrphans: AppFunction;
  readonly sweepSchedule: Schedule;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config, table, stateMachine } = props;
    const screenshots = importBucket(this, 'ScreenshotsBucket', props.screenshotsExports);
    const bucketArnExport = props.screenshotsExports.arnExport;

    this.deadLetterQueue = new Queue(this, 'JobsDeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.deadLetterQueue,
      'AwsSolutions-SQS3',
      'this queue is itself the dead-letter queue of the scheduled jobs; its depth is alarmed (the operations stack).',
    );

    this.rotateAnnouncements = new AppFunction(this, 'RotateAnnouncements', {
      config,
      module: ROTATE_ANNOUNCEMENTS_MODULE,
      description: 'UGH job rotateAnnouncements: every minute',
      memoryMb: 256,
      timeoutSeconds: 30,
      deadLetterQueue: this.deadLetterQueue,
      environment: {
        TABLE_NAME: table.tableName,
        SCREENSHOT_BUCKET: screenshots.bucketName,
        ROAST_STATE_MACHINE_ARN: stateMachine.stateMachineArn,
      },
    });
    grantAccess(this.rotateAnnouncements.role, JOB_ACCESS.rotateAnnouncements, {
      table,
      bucket: screenshots,
      bucketArnExport,
    });
    // A rotation that failed is replaced by the next one a minute later: no long async retries.
    this.rotateAnnouncements.fn.configureAsyncInvoke({ retryAttempts: 1, maxEventAge: Duration.minutes(2) });

    this.schedule = new Schedule(this, 'RotateAnnouncementsSchedule', {
      description: 'Activate the next scheduled announcement, expire old ones',
      schedule: ScheduleExpression.rate(Duration.minutes(1)),
      target: new LambdaInvoke(this.rotateAnnouncements.fn, {
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 2,
        maxEventAge: Duration.minutes(2),
      }),
    });

    // Screenshots left without a roast record (a creation or deletion that failed part-way and could
    // not clean up): nobody holds an owner key for them. Daily, past a one-hour grace period.
    this.sweepOrphans = new AppFunction(this, 'SweepOrphans', {
      config,
      module: SWEEP_ORPHANS_MODULE,
      description: 'UGH job sweepOrphans: daily, screenshots without a roast',
      memoryMb: 256,
      // Lists the whole screenshots/ prefix (1000 keys a page) and reads one record per folder.
      timeoutSeconds: 900,
      deadLetterQueue: this.deadLetterQueue,
      environment: {
        TABLE_NAME: table.tableName,
        SCREENSHOT_BUCKET: screenshots.bucketName,
        ROAST_STATE_MACHINE_ARN: stateMachine.stateMachineArn,
      },
    });
    grantAccess(this.sweepOrphans.role, JOB_ACCESS.sweepOrphans, {
      table,
      bucket: screenshots,
      bucketArnExport,
    });
    // The next day's run picks up whatever one run missed.
    this.sweepOrphans.fn.configureAsyncInvoke({ retryAttempts: 1, maxEventAge: Duration.hours(1) });
    this.sweepSchedule = new Schedule(this, 'SweepOrphansSchedule', {
      description: 'Delete screenshot folders that have no roast record (older than one hour)',
      schedule: ScheduleExpression.rate(Duration.days(1)),
      target: new LambdaInvoke(this.sweepOrphans.fn, {
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
      }),
    });

    for (const job of [this.rotateAnnouncements, this.sweepOrphans]) {
      acknowledge(
        this,
        `AwsSolutions-IAM5[Resource::${nagArn(job.fn)}:*]`,
        'the scheduler target role LambdaInvoke creates (SchedulerRoleForTarget-…) may call lambda:InvokeFunction ' +
          'on this job function and its versions/aliases (":*") and nothing else.',
      );
    }
  }
}
