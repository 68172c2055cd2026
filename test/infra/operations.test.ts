/**
 * The alarms that page someone, the dashboard and the budget (lib/stacks/operations-stack.ts and
 * edge-monitoring-stack.ts): each alarm pinned by name, one property per test.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/http/routes';
import { ROAST_WORKFLOW_TASKS } from '../../functions/workflow/tasks';
import { build, TEST_EMAIL } from './helpers';

type Json = Record<string, any>;

const { stacks, template } = build();
const ops = template(stacks.operations);
const edgeMonitoring = template(stacks.edgeMonitoring);

const alarmsOf = (t: typeof ops) =>
  Object.values(t.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties as Json);
const alarm = (name: string, t = ops): Json => {
  const found = alarmsOf(t).find((a) => a.AlarmName === `dev-ugh-${name}`);
  if (!found) throw new Error(`no alarm dev-ugh-${name}`);
  return found;
};
const topicRef = () => ({ Ref: Object.keys(ops.findResources('AWS::SNS::Topic'))[0] });
const functionCount = ROUTES.length + ROAST_WORKFLOW_TASKS.length + 2;

describe('per-function alarms', () => {
  it('every route, workflow state and job has an errors alarm', () => {
    expect(
      alarmsOf(ops).filter((a) => a.MetricName === 'Errors' && a.Namespace === 'AWS/Lambda'),
    ).toHaveLength(functionCount);
  });

  it('every function has a throttles alarm', () => {
    expect(alarmsOf(ops).filter((a) => a.MetricName === 'Throttles')).toHaveLength(functionCount);
  });

  it('every function has a p99 duration alarm', () => {
    expect(alarmsOf(ops).filter((a) => a.MetricName === 'Duration')).toHaveLength(functionCount);
  });

  it('errors: 5 or more in 5 minutes', () => {
    expect(alarm('api-createRoast-errors')).toMatchObject({ Threshold: 5, Period: 300, Statistic: 'Sum' });
  });

  it('errors: watches the function it is named after', () => {
    expect(alarm('workflow-Critique-errors').Dimensions).toEqual([
      {
        Name: 'FunctionName',
        Value: { 'Fn::ImportValue': expect.stringMatching(/^dev-UghWorkflow:ExportsOutputRefCritiqueTask/) },
      },
    ]);
  });

  it('throttles: 5 or more in 5 minutes', () => {
    expect(alarm('workflow-Critique-throttles')).toMatchObject({
      Threshold: 5,
      Period: 300,
      Statistic: 'Sum',
    });
  });

  it('duration: the p99 statistic', () => {
    expect(alarm('workflow-Critique-duration-p99').ExtendedStatistic).toBe('p99');
  });

  it('duration: threshold at 80 % of the function’s timeout (Critique: 240 s)', () => {
    expect(alarm('workflow-Critique-duration-p99').Threshold).toBe(192_000);
  });

  it('duration: the Chromium capture function’s capped 60 s timeout, not the table’s 90 s', () => {
    expect(alarm('workflow-Capture-duration-p99').Threshold).toBe(48_000);
  });

  it('duration: held for three 5-minute periods', () => {
    expect(alarm('api-createRoast-duration-p99')).toMatchObject({ EvaluationPeriods: 3, Period: 300 });
  });

  it('jobs are watched too', () => {
    expect(alarm('job-sweepOrphans-errors').MetricName).toBe('Errors');
  });
});

describe('service alarms', () => {
  it('API: 5xx answers from the HTTP API', () => {
    expect(alarm('api-5xx')).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx' });
  });

  it('API: 5 or more in 5 minutes', () => {
    expect(alarm('api-5xx')).toMatchObject({ Threshold: 5, Period: 300 });
  });

  it('workflow: failed executions', () => {
    expect(alarm('workflow-failed')).toMatchObject({
      Namespace: 'AWS/States',
      MetricName: 'ExecutionsFailed',
    });
  });

  it('workflow: 5 failures in 15 minutes (rejections also end there)', () => {
    expect(alarm('workflow-failed')).toMatchObject({ Threshold: 5, Period: 900 });
  });

  it('workflow: any timed-out execution', () => {
    expect(alarm('workflow-timed-out')).toMatchObject({ MetricName: 'ExecutionsTimedOut', Threshold: 1 });
  });

  it('dead-letter queue: any message waiting', () => {
    expect(alarm('dead-letter-0')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
  });

  it('Bedrock: throttling of the configured inference profile', () => {
    expect(alarm('bedrock-throttles').Dimensions).toEqual([
      { Name: 'ModelId', Value: 'us.anthropic.claude-sonnet-4-6' },
    ]);
  });

  it('Bedrock: a model that cannot be invoked, at the first failure', () => {
    expect(alarm('bedrock-model-unavailable').Threshold).toBe(1);
  });
});

describe('one topic', () => {
  it('every operations alarm notifies the alarm topic', () => {
    expect(new Set(alarmsOf(ops).map((a) => JSON.stringify(a.AlarmActions)))).toEqual(
      new Set([JSON.stringify([topicRef()])]),
    );
  });

  it('the topic is encrypted', () => {
    ops.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });

  it('the topic e-mails ugh:alarmEmail', () => {
    ops.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: TEST_EMAIL });
  });

  it('us-east-1 edge alarms notify the same topic (same region: an import of its ARN)', () => {
    const actions = alarmsOf(edgeMonitoring).map((a) => JSON.stringify(a.AlarmActions));
    expect(actions.every((a) => /dev-UghOperations:ExportsOutputRefAlarmTopic/.test(a))).toBe(true);
  });

  it('no second topic when the app is in us-east-1', () => {
    edgeMonitoring.resourceCountIs('AWS::SNS::Topic', 0);
  });
});

describe('cost budget', () => {
  const budget = () =>
    Object.values(ops.findResources('AWS::Budgets::Budget'))[0]!.Properties as {
      Budget: Json;
      NotificationsWithSubscribers: Json[];
    };

  it('is a monthly cost budget of ugh:monthlyBudgetUsd', () => {
    expect(budget().Budget).toMatchObject({
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: 50 },
    });
  });

  it('warns at 80 % of actual spend', () => {
    expect(budget().NotificationsWithSubscribers[0]!.Notification).toMatchObject({
      NotificationType: 'ACTUAL',
      Threshold: 80,
    });
  });

  it('warns at 100 % of forecast spend', () => {
    expect(budget().NotificationsWithSubscribers[1]!.Notification).toMatchObject({
      NotificationType: 'FORECASTED',
      Threshold: 100,
    });
  });

  it('notifies the alarm topic', () => {
    expect(budget().NotificationsWithSubscribers[0]!.Subscribers).toEqual([
      { SubscriptionType: 'SNS', Address: topicRef() },
    ]);
  });

  it('AWS Budgets may publish to the topic', () => {
    ops.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'sns:Publish', Principal: { Service: 'budgets.amazonaws.com' } }),
        ]),
      },
    });
  });

  it('AWS Budgets may use the topic’s key', () => {
    ops.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'budgets.amazonaws.com' },
            Action: Match.arrayWith(['kms:Decrypt']),
          }),
        ]),
      },
    });
  });
});

describe('edge alarms (us-east-1)', () => {
  it('live in us-east-1, where CloudFront and WAF report', () => {
    expect(stacks.edgeMonitoring.region).toBe('us-east-1');
  });

  it('CloudFront: the 5xx error rate', () => {
    expect(alarm('cloudfront-5xx', edgeMonitoring)).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
    });
  });

  it('CloudFront: the metric’s Region=Global dimension, without which no data matches', () => {
    expect(alarm('cloudfront-5xx', edgeMonitoring).Dimensions).toContainEqual({
      Name: 'Region',
      Value: 'Global',
    });
  });

  it('CloudFront: 5 % or more for three 5-minute periods', () => {
    expect(alarm('cloudfront-5xx', edgeMonitoring)).toMatchObject({
      Threshold: 5,
      EvaluationPeriods: 3,
      Statistic: 'Average',
    });
  });

  it('WAF: blocked requests of the stage’s web ACL, all rules', () => {
    expect(alarm('waf-blocked', edgeMonitoring).Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'WebACL', Value: 'dev-ugh-web-acl' },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    );
  });

  it('WAF: 1000 or more blocks in 5 minutes', () => {
    expect(alarm('waf-blocked', edgeMonitoring)).toMatchObject({ Threshold: 1000, Period: 300 });
  });

  it('the web ACL is named so that the alarm’s WebACL dimension matches', () => {
    template(stacks.edge).hasResourceProperties('AWS::WAFv2::WebACL', { Name: 'dev-ugh-web-acl' });
  });
});

describe('dashboard', () => {
  const body = () => {
    const props = Object.values(ops.findResources('AWS::CloudWatch::Dashboard'))[0]!.Properties as Json;
    return JSON.stringify(props.DashboardBody);
  };

  it('is named after the stage', () => {
    ops.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'dev-ugh-score' });
  });

  it('shows the state of every operations alarm', () => {
    const ids = Object.keys(ops.findResources('AWS::CloudWatch::Alarm'));
    expect(ids.filter((id) => !body().includes(`{"Fn::GetAtt":["${id}","Arn"]}`))).toEqual([]);
  });

  it('no alarm-status widget holds more than 100 alarms, and together they show every alarm', () => {
    const counts = stacks.operations.alarmWidgets.map(
      (widget) => (widget.toJson()[0] as { properties: { alarms: unknown[] } }).properties.alarms.length,
    );
    expect(Math.max(...counts)).toBeLessThanOrEqual(100);
    const alarms = [...stacks.operations.alarmGroups.values()].flat().length;
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(alarms);
    expect(alarms).toBeGreaterThan(100);
  });

  it('reads the CloudFront metrics from us-east-1', () => {
    expect(body()).toMatch(/AWS\/CloudFront\\",\\"5xxErrorRate\\".*\\"region\\":\\"us-east-1\\"/);
  });

  it('graphs per-function p99 duration', () => {
    expect(body()).toContain('Duration p99 (ms) (workflow)');
  });
});

describe('app outside us-east-1', () => {
  const away = build({ context: { 'ugh:region': 'eu-west-1' } });
  const edgeAway = away.template(away.stacks.edgeMonitoring);

  it('the edge alarms get their own topic in us-east-1', () => {
    edgeAway.resourceCountIs('AWS::SNS::Topic', 1);
  });

  it('which e-mails the same operator', () => {
    edgeAway.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: TEST_EMAIL });
  });

  it('the distribution id arrives through a cross-region reference', () => {
    expect(JSON.stringify(alarm('cloudfront-5xx', edgeAway).Dimensions)).toContain('Fn::GetAtt');
  });
});
