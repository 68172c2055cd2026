/**
 * Stages (`ugh:stage` / `UGH_STAGE`, lib/naming.ts): two stages synthesize stacks and resources with
 * different names, so they can share one account; a bad stage name stops synthesis before any stack.
 */
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../lib/app';
import { build, cdkJsonContext } from './helpers';

type Json = Record<string, any>;

const dev = build();
const prod = build({ context: { 'ugh:stage': 'prod' } });
const stackNames = (b: typeof dev) => b.all().map(({ stack }) => stack.stackName);
const resourcesOf = (b: typeof dev, type: string) =>
  b
    .all()
    .flatMap(({ template }) => Object.values(template.findResources(type)).map((r) => r.Properties as Json));

describe('stage names', () => {
  it('without a stage, every stack is a dev stack', () => {
    expect(stackNames(dev).every((name) => name.startsWith('dev-Ugh'))).toBe(true);
  });

  it('ugh:stage=prod prefixes every stack with prod-', () => {
    expect(stackNames(prod)).toEqual([
      'prod-UghData',
      'prod-UghWorkflow',
      'prod-UghApi',
      'prod-UghJobs',
      'prod-UghEdge',
      'prod-UghWeb',
      'prod-UghOperations',
      'prod-UghEdgeMonitoring',
    ]);
  });

  it('two stages share no stack name', () => {
    expect(stackNames(dev).filter((name) => stackNames(prod).includes(name))).toEqual([]);
  });

  it('every alarm name carries the stage', () => {
    expect(
      resourcesOf(prod, 'AWS::CloudWatch::Alarm').every((a) => String(a.AlarmName).startsWith('prod-ugh-')),
    ).toBe(true);
  });

  it('two stages share no alarm name', () => {
    const devNames = resourcesOf(dev, 'AWS::CloudWatch::Alarm').map((a) => a.AlarmName);
    expect(resourcesOf(prod, 'AWS::CloudWatch::Alarm').filter((a) => devNames.includes(a.AlarmName))).toEqual(
      [],
    );
  });

  it('the dashboard', () => {
    expect(resourcesOf(prod, 'AWS::CloudWatch::Dashboard')[0]!.DashboardName).toBe('prod-ugh-score');
  });

  it('the web ACL (its name is also the WAF metrics’ WebACL dimension)', () => {
    expect(resourcesOf(prod, 'AWS::WAFv2::WebACL')[0]!.Name).toBe('prod-ugh-web-acl');
  });

  it('the web ACL’s metric name', () => {
    expect(resourcesOf(prod, 'AWS::WAFv2::WebACL')[0]!.VisibilityConfig.MetricName).toBe('prod-ugh-web-acl');
  });

  it('the cost budget', () => {
    expect(resourcesOf(prod, 'AWS::Budgets::Budget')[0]!.Budget.BudgetName).toBe('prod-ugh-monthly-cost');
  });

  it('the state machine', () => {
    expect(resourcesOf(prod, 'AWS::StepFunctions::StateMachine')[0]!.StateMachineName).toBe(
      'prod-UghWorkflow-roast',
    );
  });

  it('the screenshots bucket’s exports', () => {
    expect(prod.stacks.data.screenshotsExports.arnExport).toBe('prod-UghData-ScreenshotsBucketArn');
  });

  it('the log metric the Bedrock alarm watches', () => {
    expect(resourcesOf(prod, 'AWS::Logs::MetricFilter')[0]!.MetricTransformations[0].MetricNamespace).toBe(
      'UghScore/prod',
    );
  });

  it('the Stripe secret each stage reads', () => {
    expect(prod.stacks.api.stripeSecret.secretName).toBe('ugh-score/prod/stripe');
  });

  it('stack descriptions say which stage they are', () => {
    expect(prod.stacks.data.templateOptions.description).toContain('(prod)');
  });
});

describe('stage outside us-east-1', () => {
  const away = build({ context: { 'ugh:stage': 'staging', 'ugh:region': 'eu-west-1' } });

  it('the SSM parameters of cross-region references are named after the stage’s stacks', () => {
    const writer = Object.values(
      away.template(away.stacks.edge).findResources('Custom::CrossRegionExportWriter'),
    )[0]!.Properties as Json;
    expect(
      Object.keys(writer.WriterProps.exports).every((k) => k.startsWith('/cdk/exports/staging-Ugh')),
    ).toBe(true);
  });
});

describe('where the stage comes from', () => {
  const appWith = (context: Record<string, unknown> = {}) =>
    new App({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...context } });

  it('UGH_STAGE when ugh:stage is not given', () => {
    expect(buildApp(appWith(), { UGH_STAGE: 'staging' }).data.stackName).toBe('staging-UghData');
  });

  it('refuses an invalid stage, naming the context key', () => {
    expect(() => buildApp(appWith({ 'ugh:stage': 'Prod' }), {})).toThrow(
      /ugh:stage must be 1–16 lower-case letters.*\(got "Prod"\)/,
    );
  });

  it('refuses an invalid UGH_STAGE, naming the variable', () => {
    expect(() => buildApp(appWith(), { UGH_STAGE: 'my_stage' })).toThrow(/UGH_STAGE must be 1–16/);
  });

  it('refuses ugh:stage and UGH_STAGE that disagree', () => {
    expect(() => buildApp(appWith({ 'ugh:stage': 'prod' }), { UGH_STAGE: 'dev' })).toThrow(
      /ugh:stage \("prod"\) and UGH_STAGE \("dev"\) disagree/,
    );
  });

  it('creates no stack when the stage is refused', () => {
    const app = appWith({ 'ugh:stage': 'prod-' });
    expect(() => buildApp(app, {})).toThrow();
    expect(app.node.children).toHaveLength(0);
  });
});
