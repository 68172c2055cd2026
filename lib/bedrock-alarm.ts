/**
 * The first failure to invoke the configured Bedrock model, counted: a metric filter on the log group
 * of every function that may invoke it turns the `bedrock model unavailable` log line into the
 * UghScore/BedrockModelUnavailable metric, which the operations stack alarms on (threshold 1).
 */
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { MODEL_UNAVAILABLE_LOG, MODEL_UNAVAILABLE_METRIC } from '../functions/domain/model-availability';

export function modelUnavailableMetricFilter(logGroup: ILogGroup, id: string): MetricFilter {
  return new MetricFilter(logGroup, id, {
    logGroup,
    filterPattern: FilterPattern.stringValue('$.message', '=', MODEL_UNAVAILABLE_LOG),
    metricNamespace: MODEL_UNAVAILABLE_METRIC.namespace,
    metricName: MODEL_UNAVAILABLE_METRIC.metricName,
    metricValue: '1',
  });
}

/** The metric the filters write, summed over five minutes (every function writes the same metric). */
export function modelUnavailableMetric(): Metric {
  return new Metric({
    ...MODEL_UNAVAILABLE_METRIC,
    statistic: 'Sum',
    period: Duration.minutes(5),
  });
}
