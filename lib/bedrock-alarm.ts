/**
 * The first failure to invoke the configured Bedrock model, counted: a metric filter on the log group
 * of every function that may invoke it turns the `bedrock model unavailable` log line into the
 * BedrockModelUnavailable metric, which the operations stack alarms on (threshold 1).
 *
 * A metric filter cannot add a constant dimension, so the stage goes into the namespace
 * (`UghScore/<stage>`, lib/naming.ts): a failing dev stage must not page for prod.
 */
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { MODEL_UNAVAILABLE_LOG, MODEL_UNAVAILABLE_METRIC } from '../functions/domain/model-availability';
import type { UghConfig } from './config';
import { metricNamespace } from './naming';

type Staged = Pick<UghConfig, 'stage'>;

/** Where the filters write: the shared metric name, in the stage's namespace. */
export const modelUnavailableMetricName = (config: Staged) => ({
  namespace: metricNamespace(config, MODEL_UNAVAILABLE_METRIC.namespace),
  metricName: MODEL_UNAVAILABLE_METRIC.metricName,
});

export function modelUnavailableMetricFilter(config: Staged, logGroup: ILogGroup, id: string): MetricFilter {
  const { namespace, metricName } = modelUnavailableMetricName(config);
  return new MetricFilter(logGroup, id, {
    logGroup,
    filterPattern: FilterPattern.stringValue('$.message', '=', MODEL_UNAVAILABLE_LOG),
    metricNamespace: namespace,
    metricName,
    metricValue: '1',
  });
}

/** The metric the filters write, summed over five minutes (every function writes the same metric). */
export function modelUnavailableMetric(config: Staged): Metric {
  return new Metric({
    ...modelUnavailableMetricName(config),
    statistic: 'Sum',
    period: Duration.minutes(5),
  });
}
