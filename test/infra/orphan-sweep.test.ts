import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { SWEEP_ORPHANS_MODULE } from '../../lib/stacks/jobs-stack';
import { existsInRepo } from '../../lib/paths';
import { actionsOfRole, build, logicalId, roleOfFunction } from './helpers';

/** Issue 16: in AWS, screenshots left without a roast record are swept by a daily job. */
const { stacks, template } = build();
const jobs = template(stacks.jobs);
const sweepId = logicalId(stacks.jobs.sweepOrphans.fn, stacks.jobs);

describe('jobs: orphaned-screenshot sweep', () => {
  it('wires the existing job module', () => {
    expect(existsInRepo(SWEEP_ORPHANS_MODULE)).toBe(true);
    expect(jobs.toJSON().Resources[sweepId].Properties.Timeout).toBe(900);
  });

  it('runs daily on an EventBridge schedule, with retries and the dead-letter queue', () => {
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 day)',
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [sweepId, 'Arn'] },
        DeadLetterConfig: { Arn: Match.anyValue() },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
      }),
    });
  });

  it('may list and delete only under screenshots/, and only read roast records', () => {
    const { actions, statements } = actionsOfRole(jobs, roleOfFunction(jobs, sweepId));
    expect(actions.filter((a) => a.startsWith('dynamodb:') || a.startsWith('s3:'))).toEqual([
      'dynamodb:GetItem',
      's3:DeleteObject',
      's3:ListBucket',
    ]);
    const list = statements.find((s) => s.Action === 's3:ListBucket')!;
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['screenshots/*'] } });
    const del = statements.find((s) => s.Action === 's3:DeleteObject')!;
    expect(JSON.stringify(del.Resource)).toContain('/screenshots/*');
  });
});
