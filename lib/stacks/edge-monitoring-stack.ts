/**
 * Edge monitoring, always in us-east-1: CloudFront publishes its metrics there (namespace AWS/CloudFront,
 * dimensions DistributionId and Region=Global), and so does WAF for CLOUDFRONT-scope web ACLs (AWS/WAFV2,
 * dimensions WebACL and Rule). A CloudWatch alarm must live in the region of its metric, so the
 * CloudFront 5xx and WAF-blocks alarms are here, not in the operations stack.
 *
 * Where they notify: in the default region (us-east-1) the operations stack's alarm topic, so every
 * alarm reaches one topic. In any other region an alarm cannot publish to that topic (CloudWatch alarm
 * actions name a topic in the alarm's own region), so this stack has its own encrypted topic with the
 * same subscriber (`ugh:alarmEmail`); the distribution id arrives through a cross-region reference.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { UghConfig } from '../config';
import { resourceName } from '../naming';
import { webAclName } from './edge-stack';
import { alarmTopic } from '../alarm-topic';

/** CloudFront and CLOUDFRONT-scope WAF report in this region only. */
export const EDGE_METRICS_REGION = 'us-east-1';

/** Thresholds of the edge alarms (docs/operations.md says why these). */
export const EDGE_ALARMS = {
  /** Average share of viewer requests answered 5xx, in per cent, held for three 5-minute periods. */
  cloudFront5xxRatePercent: 5,
  cloudFront5xxPeriods: 3,
  /** Requests the web ACL blocked in 5 minutes (rate rules, IP reputation, managed rules). */
  wafBlockedRequests: 1000,
} as const;

type MetricPlace = { region?: string; period?: Duration };

/** CloudFront's 5xxErrorRate. CDK's Distribution.metric5xxErrorRate() omits Region=Global, which the metric has. */
export function cloudFront5xxRateMetric(distributionId: string, place: MetricPlace = {}): Metric {
  return new Metric({
    namespace: 'AWS/CloudFront',
    metricName: '5xxErrorRate',
    dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
    statistic: 'Average',
    period: Duration.minutes(5),
    ...place,
  });
}

/** Requests the stage's web ACL blocked, all rules together (Rule=ALL). */
export function wafBlockedMetric(config: Pick<UghConfig, 'stage'>, place: MetricPlace = {}): Metric {
  return new Metric({
    namespace: 'AWS/WAFV2',
    metricName: 'BlockedRequests',
    dimensionsMap: { WebACL: webAclName(config), Rule: 'ALL' },
    statistic: 'Sum',
    period: Duration.minutes(5),
    ...place,
  });
}

export interface EdgeMonitoringStackProps extends StackProps {
  config: UghConfig;
  distributionId: string;
  /** The operations stack's topic, when this stack is in the same region; otherwise one is created here. */
  topic?: ITopic;
}

export class EdgeMonitoringStack extends Stack {
  readonly topic: ITopic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = props.topic ?? alarmTopic(this, config);

    const alarm = (
      id: string,
      name: string,
      metric: Metric,
      threshold: number,
      description: string,
      periods = 1,
    ) => {
      const a = new Alarm(this, id, {
        alarmName: resourceName(config, name),
        metric,
        threshold,
        evaluationPeriods: periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      a.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(a);
    };
    alarm(
      'CloudFront5xxAlarm',
      'cloudfront-5xx',
      cloudFront5xxRateMetric(props.distributionId),
      EDGE_ALARMS.cloudFront5xxRatePercent,
      `CloudFront answered ${EDGE_ALARMS.cloudFront5xxRatePercent} % or more of requests with 5xx for 15 minutes ` +
        '(site bucket, API origin or the origin-verify header; the API 5xx alarm says whether it is the API).',
      EDGE_ALARMS.cloudFront5xxPeriods,
    );
    alarm(
      'WafBlockedAlarm',
      'waf-blocked',
      wafBlockedMetric(config),
      EDGE_ALARMS.wafBlockedRequests,
      `The web ACL blocked ${EDGE_ALARMS.wafBlockedRequests} or more requests in 5 minutes: an attack, or a ` +
        'rule blocking real visitors (WAF console: sampled requests of the web ACL).',
    );
  }
}
