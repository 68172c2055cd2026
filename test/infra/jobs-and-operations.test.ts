import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROTATE_ANNOUNCEMENTS_MODULE } from '../../lib/stacks/jobs-stack';
import { existsInRepo } from '../../lib/paths';
import { actionsOfRole, build, logicalId, roleOfFunction } from './helpers';

const { stacks, template } = build();
const jobs = template(stacks.jobs);
const rotateId = logicalId(stacks.jobs.rotateAnnouncements.fn, stacks.jobs);

/** The operations stack (alarms, dashboard, budget) has its own file: operations.test.ts. */
describe('jobs: announcement rotation', () => {
  it('wires the existing job module', () => {
    expect(existsInRepo(ROTATE_ANNOUNCEMENTS_MODULE)).toBe(true);
    jobs.hasResourceProperties('AWS::Lambda::Function', { Handler: 'index.handler', Runtime: 'nodejs22.x' });
  });

  it('runs every minute on an EventBridge schedule targeting the rotation function', () => {
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [rotateId, 'Arn'] },
        DeadLetterConfig: { Arn: Match.anyValue() },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
      }),
    });
  });

  it('sends invocations that failed every retry to a dead-letter queue', () => {
    const fn = jobs.toJSON().Resources[rotateId].Properties;
    expect(fn.DeadLetterConfig.TargetArn).toBeDefined();
    jobs.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('may read announcements and write or delete only through item actions, no S3', () => {
    const { actions } = actionsOfRole(jobs, roleOfFunction(jobs, rotateId));
    expect(actions.filter((a) => a.startsWith('dynamodb:') || a.startsWith('s3:'))).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
    ]);
  });
});
