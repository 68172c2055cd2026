/**
 * The deploy configuration schema (lib/config.ts): defaults in one place, `-c` text read like cdk.json
 * values, and every refusal naming the context key, what it must be and what it got.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, CONTEXT_KEYS, DEFAULTS, parseConfig, readConfig } from '../../../lib/config';
import { fromRoot } from '../../../lib/paths';

const parse = (context: Record<string, unknown> = {}, env: Record<string, string> = {}) =>
  parseConfig(context, env);
const refusal = (context: Record<string, unknown>, env: Record<string, string> = {}): string => {
  try {
    parse(context, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('defaults', () => {
  it('live in the schema, not in cdk.json', () => {
    const context = (JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: object }).context;
    expect(Object.keys(context).filter((k) => k.startsWith('ugh:'))).toEqual([]);
  });

  it('stage: dev', () => {
    expect(parse().stage).toBe('dev');
  });

  it('region: us-east-1', () => {
    expect(parse().region).toBe(DEFAULTS.region);
  });

  it('WAF limits: the documented table', () => {
    expect(parse().wafRateLimits).toEqual({
      createRoast: 100,
      capture: 50,
      engagement: 600,
      contact: 20,
      linkPreviews: 600,
      api: 3000,
      windowSeconds: 300,
    });
  });

  it('Stripe secret: one per stage', () => {
    expect(parse({ 'ugh:stage': 'staging' }).stripeSecretName).toBe('ugh-score/staging/stripe');
  });

  it('requireLayers: off', () => {
    expect(parse().requireLayers).toBe(false);
  });

  it('account: the CLI’s default account', () => {
    expect(parse({}, { CDK_DEFAULT_ACCOUNT: '123456789012' }).account).toBe('123456789012');
  });
});

describe('values given with -c (always text)', () => {
  it('a number', () => {
    expect(parse({ 'ugh:bedrockMaxTokens': '4096' }).bedrockMaxTokens).toBe(4096);
  });

  it('an empty number means the default', () => {
    expect(parse({ 'ugh:logRetentionDays': '' }).logRetentionDays).toBe(30);
  });

  it('a JSON object, merged over the defaults', () => {
    expect(parse({ 'ugh:wafRateLimits': '{"capture":60}' }).wafRateLimits.capture).toBe(60);
  });

  it('a partial API throttle keeps the other default', () => {
    expect(parse({ 'ugh:apiThrottle': '{"rateLimit":50}' }).apiThrottle).toEqual({
      rateLimit: 50,
      burstLimit: 1000,
    });
  });

  it('a boolean', () => {
    expect(parse({ 'ugh:requireLayers': 'true' }).requireLayers).toBe(true);
  });

  it('an explicit Stripe secret name wins over the stage default', () => {
    expect(parse({ 'ugh:stripeSecretName': 'shared/stripe' }).stripeSecretName).toBe('shared/stripe');
  });
});

describe('refusals name the key, the rule and the value', () => {
  it('a number that is not one', () => {
    expect(refusal({ 'ugh:bedrockMaxTokens': 'lots' })).toContain(
      'ugh:bedrockMaxTokens must be an integer ≥ 256 (got "lots")',
    );
  });

  it('a number below its minimum', () => {
    expect(refusal({ 'ugh:monthlyBudgetUsd': 0 })).toContain(
      'ugh:monthlyBudgetUsd must be a number ≥ 1 (got 0)',
    );
  });

  it('a WAF limit below WAF’s minimum, by its member', () => {
    expect(refusal({ 'ugh:wafRateLimits': { contact: 5 } })).toContain(
      'ugh:wafRateLimits.contact must be an integer ≥ 10 (got 5)',
    );
  });

  it('a WAF window WAF does not offer', () => {
    expect(refusal({ 'ugh:wafRateLimits': { windowSeconds: 30 } })).toContain(
      'ugh:wafRateLimits.windowSeconds must be 60, 120, 300 or 600',
    );
  });

  it('a misspelt member of an object setting', () => {
    expect(refusal({ 'ugh:wafRateLimits': { captures: 60 } })).toContain(
      'ugh:wafRateLimits has no member captures',
    );
  });

  it('a misspelt setting', () => {
    expect(refusal({ 'ugh:alarmEmial': 'ops@example.com' })).toContain('ugh:alarmEmial is not a setting');
  });

  it('a critic that does not exist', () => {
    expect(refusal({ 'ugh:critic': 'gpt' })).toContain(
      'ugh:critic must be "bedrock" or "offline" (got "gpt")',
    );
  });

  it('a critic fallback that does not exist', () => {
    expect(refusal({ 'ugh:criticFallback': 'yes' })).toContain(
      'ugh:criticFallback must be "none" or "offline"',
    );
  });

  it('an alarm address that is not one', () => {
    expect(refusal({ 'ugh:alarmEmail': 'ops' })).toContain('ugh:alarmEmail must be an e-mail address');
  });

  it('a region that is not a Region code', () => {
    expect(refusal({ 'ugh:region': 'Virginia' })).toContain('ugh:region must be a Region code');
  });

  it('an account id that is not 12 digits', () => {
    expect(refusal({ 'ugh:account': '1234' })).toContain('ugh:account must be a 12-digit AWS account id');
  });

  it('a domain without a certificate', () => {
    expect(refusal({ 'ugh:domainName': 'ugh.example.com' })).toContain(
      'ugh:certificateArn must be set together',
    );
  });

  it('a certificate outside us-east-1', () => {
    expect(refusal({ 'ugh:certificateArn': 'arn:aws:acm:eu-west-1:123456789012:certificate/x' })).toContain(
      'ugh:certificateArn must be an ACM certificate in us-east-1',
    );
  });

  it('a JSON setting that is not valid JSON', () => {
    expect(refusal({ 'ugh:apiThrottle': '{rateLimit: 5' })).toContain('ugh:apiThrottle must be {"rateLimit"');
  });

  it('every problem at once', () => {
    expect(new ConfigError([]).name).toBe('ConfigError');
    const message = refusal({ 'ugh:critic': 'gpt', 'ugh:logRetentionDays': -1 });
    expect([message.includes('ugh:critic'), message.includes('ugh:logRetentionDays')]).toEqual([true, true]);
  });
});

describe('stage', () => {
  it('from ugh:stage', () => {
    expect(parse({ 'ugh:stage': 'pr-42' }).stage).toBe('pr-42');
  });

  it('from UGH_STAGE', () => {
    expect(parse({}, { UGH_STAGE: 'staging' }).stage).toBe('staging');
  });

  it('both, agreeing', () => {
    expect(parse({ 'ugh:stage': 'prod' }, { UGH_STAGE: 'prod' }).stage).toBe('prod');
  });

  it.each(['Prod', 'prod_1', '1prod', 'prod-', 'a-very-long-stage-name'])('refuses %s', (stage) => {
    expect(refusal({ 'ugh:stage': stage })).toContain(`ugh:stage must be 1–16 lower-case letters`);
  });
});

describe('readConfig', () => {
  it('reads every known key from the CDK context', () => {
    const context: Record<string, unknown> = { 'ugh:stage': 'prod', 'ugh:logRetentionDays': 90 };
    const config = readConfig({ tryGetContext: (k: string) => context[k] }, {});
    expect([config.stage, config.logRetentionDays]).toEqual(['prod', 90]);
  });

  it('finds a misspelt key through getAllContext', () => {
    const context: Record<string, unknown> = { 'ugh:stgae': 'prod' };
    expect(() =>
      readConfig({ tryGetContext: (k: string) => context[k], getAllContext: () => context }, {}),
    ).toThrow(/ugh:stgae is not a setting/);
  });

  it('knows every key the README documents', () => {
    const readme = readFileSync(fromRoot('docs/deploy.md'), 'utf8');
    expect(CONTEXT_KEYS.filter((key) => !readme.includes(`\`${key}\``))).toEqual([]);
  });
});
