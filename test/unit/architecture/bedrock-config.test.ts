/**
 * The Bedrock settings of the CDK app (lib/config.ts): a model that exists, through its inference
 * profile, by default; mistakes in cdk.json or -c fail synthesis and name the fix.
 */
import { readFileSync } from 'node:fs';
import type { Node } from 'constructs';
import { describe, expect, it } from 'vitest';
import { bedrockInvocationId, DEFAULTS, readConfig } from '../../../lib/config';
import { fromRoot } from '../../../lib/paths';
import { bedrockInvokeStatements, bedrockTarget } from '../../../lib/access';
import { DEFAULT_BEDROCK_MODEL_ID } from '../../../functions/composition/bedrock';

const node = (context: Record<string, unknown>) => ({ tryGetContext: (k: string) => context[k] }) as Node;
const cdkJson = (
  JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;

describe('Bedrock configuration', () => {
  it('defaults to Claude Sonnet 4.6', () => {
    expect(readConfig(node({})).bedrockModelId).toBe('anthropic.claude-sonnet-4-6');
  });

  it('defaults to invoking it through its US cross-Region inference profile', () => {
    expect(bedrockInvocationId(readConfig(node({})))).toBe('us.anthropic.claude-sonnet-4-6');
  });

  it('grants the model in the US profile’s Regions by default', () => {
    expect(readConfig(node({})).bedrockProfileRegions).toEqual(['us-east-1', 'us-east-2', 'us-west-2']);
  });

  it('local mode with CRITIC=bedrock calls what the stacks call', () => {
    expect(DEFAULT_BEDROCK_MODEL_ID).toBe(bedrockInvocationId(DEFAULTS));
  });

  it('cdk.json says the same as the defaults', () => {
    const fromFile = readConfig(node(cdkJson));
    expect([
      fromFile.bedrockModelId,
      fromFile.bedrockInferenceProfileId,
      fromFile.bedrockProfileRegions,
    ]).toEqual([DEFAULTS.bedrockModelId, DEFAULTS.bedrockInferenceProfileId, DEFAULTS.bedrockProfileRegions]);
  });

  it('no longer names the retired Claude 3.5 Sonnet anywhere in the deploy settings', () => {
    expect(readFileSync(fromRoot('cdk.json'), 'utf8')).not.toContain('claude-3-5');
  });

  it('always grants the source Region, where the request is made', () => {
    const config = readConfig(
      node({ 'ugh:region': 'us-west-2', 'ugh:bedrockProfileRegions': ['us-east-1'] }),
    );
    expect(config.bedrockProfileRegions).toEqual(['us-east-1', 'us-west-2']);
  });

  it('takes the Region list as -c text, comma-separated', () => {
    expect(
      readConfig(node({ 'ugh:bedrockProfileRegions': 'us-east-2, us-west-2' })).bedrockProfileRegions,
    ).toEqual(['us-east-1', 'us-east-2', 'us-west-2']);
  });

  it('takes the Region list as -c JSON', () => {
    expect(readConfig(node({ 'ugh:bedrockProfileRegions': '["us-east-2"]' })).bedrockProfileRegions).toEqual([
      'us-east-1',
      'us-east-2',
    ]);
  });

  it('an empty profile invokes the model id directly, with no profile Regions', () => {
    const config = readConfig(
      node({ 'ugh:bedrockModelId': 'anthropic.some-model-v1:0', 'ugh:bedrockInferenceProfileId': '' }),
    );
    expect([bedrockInvocationId(config), config.bedrockProfileRegions]).toEqual([
      'anthropic.some-model-v1:0',
      [],
    ]);
  });

  it('refuses a profile id given as the model id, naming the right key', () => {
    expect(() => readConfig(node({ 'ugh:bedrockModelId': 'us.anthropic.claude-sonnet-4-6' }))).toThrow(
      /ugh:bedrockModelId names the foundation model.*ugh:bedrockInferenceProfileId/,
    );
  });

  it('refuses a profile of another model', () => {
    expect(() =>
      readConfig(node({ 'ugh:bedrockInferenceProfileId': 'us.anthropic.claude-haiku-4-5-20251001-v1:0' })),
    ).toThrow(/must be a cross-Region profile of ugh:bedrockModelId \(anthropic\.claude-sonnet-4-6\)/);
  });

  it('accepts a global profile of the model', () => {
    expect(
      bedrockInvocationId(
        readConfig(node({ 'ugh:bedrockInferenceProfileId': 'global.anthropic.claude-sonnet-4-6' })),
      ),
    ).toBe('global.anthropic.claude-sonnet-4-6');
  });

  it('refuses a Region list that is not Region codes', () => {
    expect(() => readConfig(node({ 'ugh:bedrockProfileRegions': ['us-east-1', 'mars'] }))).toThrow(
      /ugh:bedrockProfileRegions must be a list of Region codes/,
    );
  });
});

describe('Bedrock grants (lib/access.ts)', () => {
  const stack = { region: 'us-east-1', account: '123456789012', partition: 'aws' };

  it('a profile: the profile ARN, then the model in each granted Region, only through that profile', () => {
    const [profile, models] = bedrockInvokeStatements(bedrockTarget(readConfig(node({})), stack)).map((s) =>
      s.toStatementJson(),
    );
    expect([profile, models]).toEqual([
      {
        Effect: 'Allow',
        Action: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
        Resource: 'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-sonnet-4-6',
      },
      {
        Effect: 'Allow',
        Action: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
        Resource: ['us-east-1', 'us-east-2', 'us-west-2'].map(
          (r) => `arn:aws:bedrock:${r}::foundation-model/anthropic.claude-sonnet-4-6`,
        ),
        Condition: {
          ArnEquals: {
            'bedrock:InferenceProfileArn':
              'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-sonnet-4-6',
          },
        },
      },
    ]);
  });

  it('no profile: the model in the stack’s Region, nothing else', () => {
    const config = readConfig(
      node({ 'ugh:bedrockModelId': 'anthropic.some-model-v1:0', 'ugh:bedrockInferenceProfileId': '' }),
    );
    expect(bedrockInvokeStatements(bedrockTarget(config, stack)).map((s) => s.toStatementJson())).toEqual([
      {
        Effect: 'Allow',
        Action: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
        Resource: 'arn:aws:bedrock:us-east-1::foundation-model/anthropic.some-model-v1:0',
      },
    ]);
  });
});
