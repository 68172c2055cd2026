/**
 * Operations: alarms (API 5xx, workflow failures, Bedrock throttling, a Bedrock model that cannot be
 * invoked, dead-letter depth) to an encrypted SNS topic with the operator's e-mail, and a monthly AWS
 * Budgets cost budget.
 */
import { Duration, Stack, type StackProps, Annotations } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { bedrockInvocationId, type UghConfig } from '../config';
import { modelUnavailableMetric } from '../bedrock-alarm';
import { MODEL_UNAVAILABLE_REMEDY } from '../../functions/domain/model-availability';

export interface OperationsStackProps extends StackProps {
  config: UghConfig;
  api: HttpApi;
  stateMachine: IStateMachine;
  deadLetterQueues: IQueue[];
}

export class OperationsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    const { config } = props;

    const key = new Key(this, 'AlarmTopicKey', {
      enableKeyRotation: true,
      description: 'UGH alarm topic encryption',
    });
    // CloudWatch alarms publish to an encrypted topic only if they may use its key.
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'AlarmTopic', {
      masterKey: key,
      enforceSSL: true,
      displayName: 'UGH Score alarms',
    });
    if (config.alarmEmail) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));
    else
      Annotations.of(this).addWarningV2(
        'ugh:no-alarm-email',
        'ugh:alarmEmail is empty: alarms and the budget notify nobody.',
      );

    const alarm = (id: string, metric: IMetric, threshold: number, description: string) => {
      const a = new Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      a.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(a);
      return a;
    };

    alarm(
      'Api5xxAlarm',
      props.api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      5,
      'The HTTP API answered 5 or more 5xx responses in 5 minutes.',
    );
    alarm(
      'WorkflowFailedAlarm',
      props.stateMachine.metricFailed({ period: Duration.minutes(15), statistic: 'Sum' }),
      5,
      'Five or more roast workflow executions failed in 15 minutes (rejected screenshots also end in the ' +
        'failure path, hence the threshold above 1).',
    );
    alarm(
      'WorkflowTimedOutAlarm',
      props.stateMachine.metricTimedOut({ period: Duration.minutes(15), statistic: 'Sum' }),
      1,
      'A roast workflow execution hit its 15-minute timeout.',
    );
    // Bedrock reports per invoked id: the inference profile when one is configured.
    const invoked = bedrockInvocationId(config);
    alarm(
      'BedrockThrottlesAlarm',
      new Metric({
        namespace: 'AWS/Bedrock',
        metricName: 'InvocationThrottles',
        dimensionsMap: { ModelId: invoked },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      10,
      `Bedrock throttled 10 or more calls to ${invoked} in 5 minutes (raise the quota or lower critique concurrency).`,
    );
    if (config.critic === 'bedrock')
      alarm(
        'BedrockModelUnavailableAlarm',
        modelUnavailableMetric(),
        1,
        `A function could not invoke ${invoked} (access denied, unknown or retired model or profile, or ` +
          `no on-demand access): every roast fails or falls back until this is fixed. ${MODEL_UNAVAILABLE_REMEDY}`,
      );
    props.deadLetterQueues.forEach((queue, i) =>
      alarm(
        `DeadLetterAlarm${i}`,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        1,
        'An asynchronous invocation failed every retry and is waiting in a dead-letter queue.',
      ),
    );

    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${this.stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: config.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: config.alarmEmail
        ? [
            { threshold: 80, notificationType: 'ACTUAL' },
            { threshold: 100, notificationType: 'FORECASTED' },
          ].map((n) => ({
            notification: { ...n, comparisonOperator: 'GREATER_THAN', thresholdType: 'PERCENTAGE' },
            subscribers: [{ subscriptionType: 'EMAIL', address: config.alarmEmail }],
          }))
        : [],
    });
  }
}
