/**
 * The production critic calls a model that exists, with exactly the grants an inference profile needs
 * (Amazon Bedrock user guide, "Geographic cross-Region inference": the profile, and the foundation
 * model in the source Region and in every Region the profile routes to), and an alarm at the first
 * call that cannot reach it. One property per test.
 */
import { describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { RouteId } from '../../functions/http/routes';
import { MODEL_UNAVAILABLE_LOG, MODEL_UNAVAILABLE_METRIC } from '../../functions/domain/model-availability';
import { actionsOfRole, build, logicalId, roleOfFunction } from './helpers';

const MODEL = 'anthropic.claude-sonnet-4-6';
const PROFILE = 'us.anthropic.claude-sonnet-4-6';
const PROFILE_ARN = `arn:aws:bedrock:us-east-1:<account>:inference-profile/${PROFILE}`;
const modelArn = (region: string) => `arn:aws:bedrock:${region}::foundation-model/${MODEL}`;

type Json = Record<string, unknown>;

/** An ARN as text: Fn::Join resolved, pseudo parameters written as aws / <account>. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Json;
  if (v.Ref === 'AWS::Partition') return 'aws';
  if (v.Ref === 'AWS::AccountId') return '<account>';
  if (v.Ref === 'AWS::Region') return '<region>';
  if (Array.isArray(v['Fn::Join'])) {
    const [sep, parts] = v['Fn::Join'] as [string, unknown[]];
    return parts.map(text).join(sep);
  }
  return JSON.stringify(value);
}
const resources = (s: Json) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]).map(text);

const defaults = build();

function bedrockStatements(built: ReturnType<typeof build>, where: 'Critique' | 'enhanceSuggestions') {
  const stack: Stack = where === 'Critique' ? built.stacks.workflow : built.stacks.api;
  const fn =
    where === 'Critique'
      ? built.stacks.workflow.tasks.Critique!
      : built.stacks.api.functions[where as RouteId]!;
  const t = built.template(stack);
  const { statements } = actionsOfRole(t, roleOfFunction(t, logicalId(fn.fn, stack)));
  return statements.filter((s) => JSON.stringify(s.Action).includes('bedrock:'));
}
function environment(built: ReturnType<typeof build>, where: 'Critique' | 'enhanceSuggestions') {
  const stack: Stack = where === 'Critique' ? built.stacks.workflow : built.stacks.api;
  const fn =
    where === 'Critique'
      ? built.stacks.workflow.tasks.Critique!
      : built.stacks.api.functions[where as RouteId]!;
  return built.template(stack).toJSON().Resources[logicalId(fn.fn, stack)].Properties.Environment
    .Variables as Record<string, string>;
}
const profileStatement = (s: Json[]) =>
  s.find((x) => resources(x).some((r) => r.includes(':inference-profile/')));
const modelStatement = (s: Json[]) =>
  s.find((x) => resources(x).some((r) => r.includes(':foundation-model/')));

describe.each(['Critique', 'enhanceSuggestions'] as const)(
  '%s calls Claude Sonnet 4.6 through its US profile',
  (where) => {
    const statements = bedrockStatements(defaults, where);

    it('is configured with the inference profile id (what Converse is called with)', () => {
      expect(environment(defaults, where).BEDROCK_MODEL_ID).toBe(PROFILE);
    });

    it('has two Bedrock statements: the profile, and the model behind it', () => {
      expect(statements).toHaveLength(2);
    });

    it('may invoke the profile itself, in the stack’s Region and account', () => {
      expect(resources(profileStatement(statements)!)).toEqual([PROFILE_ARN]);
    });

    it('may only invoke (and stream) the profile', () => {
      expect(profileStatement(statements)!.Action).toEqual([
        'bedrock:InvokeModel',
        'bedrock:InvokeModelWithResponseStream',
      ]);
    });

    it('may invoke the model in exactly the Regions the profile routes to, the source Region included', () => {
      expect(resources(modelStatement(statements)!).sort()).toEqual(
        ['us-east-1', 'us-east-2', 'us-west-2'].map(modelArn),
      );
    });

    it('may invoke the model only through the profile (bedrock:InferenceProfileArn)', () => {
      const condition = modelStatement(statements)!.Condition as { ArnEquals: Record<string, unknown> };
      expect(text(condition.ArnEquals['bedrock:InferenceProfileArn'])).toBe(PROFILE_ARN);
    });

    it('may only invoke (and stream) the model', () => {
      expect(modelStatement(statements)!.Action).toEqual([
        'bedrock:InvokeModel',
        'bedrock:InvokeModelWithResponseStream',
      ]);
    });

    it('names no wildcard in any Bedrock resource', () => {
      expect(statements.flatMap(resources).join(' ')).not.toContain('*');
    });

    it('has a metric filter counting the “model unavailable” log line', () => {
      const stack = where === 'Critique' ? defaults.stacks.workflow : defaults.stacks.api;
      const fn =
        where === 'Critique'
          ? defaults.stacks.workflow.tasks.Critique!
          : defaults.stacks.api.functions[where]!;
      const logGroup = logicalId(fn.logGroup, stack);
      const filters = Object.values(defaults.template(stack).findResources('AWS::Logs::MetricFilter')).filter(
        (f) => JSON.stringify((f.Properties as Json).LogGroupName) === JSON.stringify({ Ref: logGroup }),
      );
      expect(filters).toHaveLength(1);
    });
  },
);

describe('the “model unavailable” metric filter', () => {
  const filter = Object.values(
    defaults.template(defaults.stacks.workflow).findResources('AWS::Logs::MetricFilter'),
  )[0]!.Properties as { FilterPattern: string; MetricTransformations: Json[] };

  it('matches the log line the critic writes', () => {
    expect(filter.FilterPattern).toBe(`{ $.message = "${MODEL_UNAVAILABLE_LOG}" }`);
  });

  it('counts into the stage’s namespace, UghScore/dev/BedrockModelUnavailable', () => {
    expect(filter.MetricTransformations[0]).toMatchObject({
      MetricNamespace: `${MODEL_UNAVAILABLE_METRIC.namespace}/dev`,
      MetricName: MODEL_UNAVAILABLE_METRIC.metricName,
    });
  });

  it('counts one per line', () => {
    expect(filter.MetricTransformations[0]!.MetricValue).toBe('1');
  });
});

describe('the BedrockModelUnavailable alarm', () => {
  const ops: Template = defaults.template(defaults.stacks.operations);
  const alarm = () =>
    Object.values(ops.findResources('AWS::CloudWatch::Alarm')).find(
      (a) => (a.Properties as Json).MetricName === MODEL_UNAVAILABLE_METRIC.metricName,
    )?.Properties as Json | undefined;

  it('exists', () => {
    expect(alarm()).toBeDefined();
  });

  it('watches the metric the filters write', () => {
    expect(alarm()!.Namespace).toBe(`${MODEL_UNAVAILABLE_METRIC.namespace}/dev`);
  });

  it('fires at the first failure', () => {
    expect(alarm()).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
    });
  });

  it('sums over five minutes', () => {
    expect(alarm()).toMatchObject({ Statistic: 'Sum', Period: 300 });
  });

  it('treats no data as fine (no calls, no failures)', () => {
    expect(alarm()!.TreatMissingData).toBe('notBreaching');
  });

  it('notifies the alarm topic', () => {
    const actions = JSON.stringify(alarm()!.AlarmActions);
    const topic = logicalId(defaults.stacks.operations.topic, defaults.stacks.operations);
    expect(actions).toContain(topic);
  });

  it('tells the operator to run the check', () => {
    expect(alarm()!.AlarmDescription).toContain('npx ugh admin bedrock-check');
  });

  it('names the invoked profile', () => {
    expect(alarm()!.AlarmDescription).toContain(PROFILE);
  });
});

describe('the Bedrock throttling alarm', () => {
  it('watches the invoked id (Bedrock reports per profile)', () => {
    const ops = defaults.template(defaults.stacks.operations);
    const throttles = Object.values(ops.findResources('AWS::CloudWatch::Alarm')).find(
      (a) => (a.Properties as Json).MetricName === 'InvocationThrottles',
    )!.Properties as { Dimensions: { Name: string; Value: string }[] };
    expect(throttles.Dimensions).toEqual([{ Name: 'ModelId', Value: PROFILE }]);
  });
});

describe('without an inference profile (a model with on-demand throughput in the Region)', () => {
  const direct = build({
    context: { 'ugh:bedrockModelId': 'anthropic.some-model-v1:0', 'ugh:bedrockInferenceProfileId': '' },
  });
  const statements = bedrockStatements(direct, 'Critique');

  it('invokes the model id itself', () => {
    expect(environment(direct, 'Critique').BEDROCK_MODEL_ID).toBe('anthropic.some-model-v1:0');
  });

  it('may invoke only that model, only in the stack’s Region, without conditions', () => {
    expect(statements.map((s) => [resources(s), s.Condition])).toEqual([
      [['arn:aws:bedrock:us-east-1::foundation-model/anthropic.some-model-v1:0'], undefined],
    ]);
  });
});
