/**
 * Operations: the alarms that page someone, the dashboard an operator opens when paged, and the
 * monthly cost budget, all telling one encrypted SNS topic (which e-mails `ugh:alarmEmail`).
 *
 * Alarms (docs/operations.md lists each with its threshold and why):
 * - per function (every route, workflow state and job): errors, throttles, duration p99 near its timeout;
 * - the roast workflow: failed and timed-out executions;
 * - the HTTP API: 5xx answers;
 * - Bedrock: throttling, and a model that cannot be invoked at all;
 * - the jobs' dead-letter queue: any message;
 * - the cost budget (AWS Budgets notifies the topic at 80 % actual and 100 % forecast spend).
 * CloudFront 5xx and WAF blocks are alarmed in us-east-1, where CloudFront and CloudFront-scope WAF
 * report their metrics (EdgeMonitoringStack); the dashboard shows them from there.
 *
 * Plain CloudWatch constructs rather than cdk-monitoring-constructs: the set is small and fixed, every
 * alarm's name, threshold and period is spelled out here and pinned by a test, and there is no second
 * library to keep in step with each aws-cdk-lib release (everything is pinned exactly).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { bedrockInvocationId, type UghConfig } from '../config';
import { modelUnavailableMetric } from '../bedrock-alarm';
import { resourceName } from '../naming';
import { alarmTopic } from '../alarm-topic';
import { MODEL_UNAVAILABLE_REMEDY } from '../../functions/domain/model-availability';
import { cloudFront5xxRateMetric, EDGE_METRICS_REGION, wafBlockedMetric } from './edge-monitoring-stack';

/** A function to watch, named the way the operator knows it: `api-createRoast`, `workflow-Critique`. */
export interface MonitoredFunction {
  label: string;
  /** `api`, `workflow` or `job`: one dashboard graph per group. */
  group: 'api' | 'workflow' | 'job';
  fn: IFunction;
  timeout: Duration;
}

/** Thresholds shared by every function's alarms (docs/operations.md says why these). */
export const FUNCTION_ALARMS = {
  /** Unhandled errors (crashes, timeouts, errors thrown to Step Functions) in 5 minutes. */
  errors: 5,
  /** Invocations refused for want of concurrency in 5 minutes. */
  throttles: 5,
  /** p99 duration as a share of the function's timeout, held for three 5-minute periods. */
  durationShareOfTimeout: 0.8,
  durationPeriods: 3,
} as const;

export interface OperationsStackProps extends StackProps {
  config: UghConfig;
  api: HttpApi;
  stateMachine: IStateMachine;
  deadLetterQueues: IQueue[];
  functions: MonitoredFunction[];
  distribution: Distribution;
}

export class OperationsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  /** The alarms by what they watch: `service` (API, workflow, Bedrock, queues) or a function group. */
  readonly alarmGroups = new Map<'service' | MonitoredFunction['group'], Alarm[]>();
  /** The dashboard's alarm-status widgets (each within CloudWatch's 100-alarm limit). */
  readonly alarmWidgets: AlarmStatusWidget[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    const { config } = props;
    const name = (what: string) => resourceName(config, what);

    this.topic = alarmTopic(this, config);

    const alarm = (
      id: string,
      alarmName: string,
      metric: IMetric,
      threshold: number,
      description: string,
      evaluationPeriods = 1,
      group: 'service' | MonitoredFunction['group'] = 'service',
    ) => {
      const a = new Alarm(this, id, {
        alarmName: name(alarmName),
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      a.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(a);
      this.alarmGroups.set(group, [...(this.alarmGroups.get(group) ?? []), a]);
      return a;
    };

    for (const { label, group, fn, timeout } of props.functions) {
      const id = label.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
      alarm(
        `${id}ErrorsAlarm`,
        `${label}-errors`,
        fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        FUNCTION_ALARMS.errors,
        `${label}: ${FUNCTION_ALARMS.errors} or more failed invocations in 5 minutes. Its log group has the errors.`,
        1,
        group,
      );
      alarm(
        `${id}ThrottlesAlarm`,
        `${label}-throttles`,
        fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
        FUNCTION_ALARMS.throttles,
        `${label}: ${FUNCTION_ALARMS.throttles} or more invocations throttled in 5 minutes (reserved ` +
          'concurrency or the account quota is exhausted).',
        1,
        group,
      );
      const limitMs = Math.round(timeout.toMilliseconds() * FUNCTION_ALARMS.durationShareOfTimeout);
      alarm(
        `${id}DurationAlarm`,
        `${label}-duration-p99`,
        fn.metricDuration({ period: Duration.minutes(5), statistic: 'p99' }),
        limitMs,
        `${label}: p99 duration at or above ${limitMs} ms (80 % of its ${timeout.toSeconds()} s timeout) for ` +
          '15 minutes: invocations are about to time out.',
        FUNCTION_ALARMS.durationPeriods,
        group,
      );
    }

    alarm(
      'Api5xxAlarm',
      'api-5xx',
      props.api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      5,
      'The HTTP API answered 5 or more 5xx responses in 5 minutes.',
    );
    alarm(
      'WorkflowFailedAlarm',
      'workflow-failed',
      props.stateMachine.metricFailed({ period: Duration.minutes(15), statistic: 'Sum' }),
      5,
      'Five or more roast workflow executions failed in 15 minutes (rejected screenshots also end in the ' +
        'failure path, hence the threshold above 1).',
    );
    alarm(
      'WorkflowTimedOutAlarm',
      'workflow-timed-out',
      props.stateMachine.metricTimedOut({ period: Duration.minutes(15), statistic: 'Sum' }),
      1,
      'A roast workflow execution hit its 15-minute timeout.',
    );
    // Bedrock reports per invoked id: the inference profile when one is configured.
    const invoked = bedrockInvocationId(config);
    const bedrockMetric = (metricName: string, statistic = 'Sum') =>
      new Metric({
        namespace: 'AWS/Bedrock',
        metricName,
        dimensionsMap: { ModelId: invoked },
        statistic,
        period: Duration.minutes(5),
      });
    alarm(
      'BedrockThrottlesAlarm',
      'bedrock-throttles',
      bedrockMetric('InvocationThrottles'),
      10,
      `Bedrock throttled 10 or more calls to ${invoked} in 5 minutes (raise the quota or lower critique concurrency).`,
    );
    if (config.critic === 'bedrock')
      alarm(
        'BedrockModelUnavailableAlarm',
        'bedrock-model-unavailable',
        modelUnavailableMetric(config),
        1,
        `A function could not invoke ${invoked} (access denied, unknown or retired model or profile, or ` +
          `no on-demand access): every roast fails or falls back until this is fixed. ${MODEL_UNAVAILABLE_REMEDY}`,
      );
    props.deadLetterQueues.forEach((queue, i) =>
      alarm(
        `DeadLetterAlarm${i}`,
        `dead-letter-${i}`,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        1,
        'An asynchronous invocation failed every retry and is waiting in a dead-letter queue.',
      ),
    );

    this.budget(config);
    this.dashboard = this.buildDashboard(props, bedrockMetric);
  }

  /** The monthly cost budget; AWS Budgets publishes to the alarm topic (so to whoever subscribes to it). */
  private budget(config: UghConfig) {
    const budgets = new ServicePrincipal('budgets.amazonaws.com');
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [budgets],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: resourceName(config, 'monthly-cost'),
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: config.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        { threshold: 80, notificationType: 'ACTUAL' },
        { threshold: 100, notificationType: 'FORECASTED' },
      ].map((n) => ({
        notification: { ...n, comparisonOperator: 'GREATER_THAN', thresholdType: 'PERCENTAGE' },
        subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
      })),
    });
  }

  private buildDashboard(
    props: OperationsStackProps,
    bedrockMetric: (metricName: string, statistic?: string) => Metric,
  ): Dashboard {
    const { config } = props;
    const five = Duration.minutes(5);
    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: resourceName(config, 'score'),
      defaultInterval: Duration.hours(6),
    });
    const graph = (title: string, left: IMetric[], width = 8): IWidget =>
      new GraphWidget({ title, left, width, height: 6 });
    const perFunction = (
      group: MonitoredFunction['group'],
      title: string,
      metric: (fn: IFunction, label: string) => IMetric,
    ) =>
      graph(
        `${title} (${group})`,
        props.functions.filter((f) => f.group === group).map((f) => metric(f.fn, f.label)),
      );
    const edge = { region: EDGE_METRICS_REGION, period: five };

    dashboard.addWidgets(
      new TextWidget({
        markdown:
          `# UGH Score (${config.stage})\nAlarms e-mail the alarm topic. Runbook: docs/operations.md. ` +
          'CloudFront and WAF graphs read us-east-1.',
        width: 24,
        height: 2,
      }),
    );
    // One alarm-status widget per group, split in parts of at most 99: CloudWatch refuses a widget with
    // more than 100 alarms, and the API alone has 3 per route.
    const WIDGET_MAX_ALARMS = 99;
    this.alarmWidgets.push(
      ...[...this.alarmGroups].flatMap(([group, alarms]) => {
        const parts = Math.ceil(alarms.length / WIDGET_MAX_ALARMS);
        const title = group === 'service' ? 'Alarms: services' : `Alarms: ${group} functions`;
        return Array.from(
          { length: parts },
          (_, i) =>
            new AlarmStatusWidget({
              title: parts > 1 ? `${title} (${i + 1} of ${parts})` : title,
              alarms: alarms.slice(i * WIDGET_MAX_ALARMS, (i + 1) * WIDGET_MAX_ALARMS),
              width: group === 'service' ? 24 : 8,
              height: group === 'api' ? 8 : 4,
            }),
        );
      }),
    );
    dashboard.addWidgets(...this.alarmWidgets);
    dashboard.addWidgets(
      graph('HTTP API: requests and errors', [
        props.api.metricCount({ period: five, statistic: 'Sum' }),
        props.api.metricClientError({ period: five, statistic: 'Sum' }),
        props.api.metricServerError({ period: five, statistic: 'Sum' }),
      ]),
      graph('HTTP API: latency p99 (ms)', [props.api.metricLatency({ period: five, statistic: 'p99' })]),
      graph('CloudFront: 5xx error rate (%)', [
        cloudFront5xxRateMetric(props.distribution.distributionId, edge),
      ]),
    );
    dashboard.addWidgets(
      graph('Roast workflow: executions', [
        props.stateMachine.metricStarted({ period: five, statistic: 'Sum' }),
        props.stateMachine.metricSucceeded({ period: five, statistic: 'Sum' }),
        props.stateMachine.metricFailed({ period: five, statistic: 'Sum' }),
        props.stateMachine.metricTimedOut({ period: five, statistic: 'Sum' }),
      ]),
      graph('Bedrock: invocations and throttles', [
        bedrockMetric('Invocations'),
        bedrockMetric('InvocationThrottles'),
        modelUnavailableMetric(config),
      ]),
      graph('WAF: blocked requests and dead letters', [
        wafBlockedMetric(config, edge),
        ...props.deadLetterQueues.map((q) =>
          q.metricApproximateNumberOfMessagesVisible({ period: five, statistic: 'Maximum' }),
        ),
      ]),
    );
    for (const group of ['api', 'workflow', 'job'] as const) {
      dashboard.addWidgets(
        perFunction(group, 'Errors', (fn, label) =>
          fn.metricErrors({ period: five, statistic: 'Sum', label }),
        ),
        perFunction(group, 'Throttles', (fn, label) =>
          fn.metricThrottles({ period: five, statistic: 'Sum', label }),
        ),
        perFunction(group, 'Duration p99 (ms)', (fn, label) =>
          fn.metricDuration({ period: five, statistic: 'p99', label }),
        ),
      );
    }
    return dashboard;
  }
}
