import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROTATE_ANNOUNCEMENTS_MODULE } from '../../lib/stacks/jobs-stack';
import { existsInRepo } from '../../lib/paths';
import { actionsOfRole, build, logicalId, roleOfFunction, TEST_EMAIL } from './helpers';

const { stacks, template } = build();
const jobs = template(stacks.jobs);
const ops = template(stacks.operations);
const rotateId = logicalId(stacks.jobs.rotateAnnouncements.fn, stacks.jobs);

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

describe('operations: alarms and budget', () => {
  const alarm = (metricName: string) =>
    Object.values(ops.findResources('AWS::CloudWatch::Alarm')).find(
      (a) => (a.Properties as any).MetricName === metricName,
    )?.Properties as any;

  it('alarms on API 5xx responses', () => {
    const a = alarm('5xx');
    expect(a).toBeDefined();
    expect(a.Namespace).toBe('AWS/ApiGateway');
  });

  it('alarms on failed roast workflow executions', () => {
    expect(alarm('ExecutionsFailed')).toEqual(expect.objectContaining({ Namespace: 'AWS/States' }));
    expect(alarm('ExecutionsTimedOut')).toBeDefined();
  });

  it('alarms on Bedrock throttling of the configured model (its inference profile)', () => {
    const a = alarm('InvocationThrottles');
    expect(a.Namespace).toBe('AWS/Bedrock');
    expect(a.Dimensions).toEqual([{ Name: 'ModelId', Value: 'us.anthropic.claude-sonnet-4-6' }]);
  });

  it('alarms on messages in the dead-letter queue', () => {
    expect(alarm('ApproximateNumberOfMessagesVisible')).toEqual(
      expect.objectContaining({ Namespace: 'AWS/SQS', Threshold: 1 }),
    );
  });

  it('sends every alarm to the encrypted alarm topic, which e-mails the operator', () => {
    for (const a of Object.values(ops.findResources('AWS::CloudWatch::Alarm'))) {
      expect((a.Properties as any).AlarmActions).toHaveLength(1);
    }
    ops.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    ops.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: TEST_EMAIL });
  });

  it('has a monthly cost budget that e-mails the operator', () => {
    ops.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: 50, Unit: 'USD' },
      }),
      NotificationsWithSubscribers: Match.arrayWith([
        Match.objectLike({
          Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: 80 }),
          Subscribers: [{ SubscriptionType: 'EMAIL', Address: TEST_EMAIL }],
        }),
      ]),
    });
  });
});
