/**
 * `ugh admin bedrock-check` against a mocked Bedrock control plane (no AWS account is reachable): each
 * way the configured model can be unusable fails the check and names the setting that fixes it.
 */
import {
  AccessDeniedException,
  GetFoundationModelAvailabilityCommand,
  GetFoundationModelCommand,
  GetInferenceProfileCommand,
  ResourceNotFoundException,
  ValidationException,
  type GetFoundationModelAvailabilityCommandOutput,
  type GetFoundationModelCommandOutput,
  type GetInferenceProfileCommandOutput,
} from '@aws-sdk/client-bedrock';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bedrockCheckSettings,
  checkBedrock,
  type BedrockCheckSettings,
} from '../../../bin/cli/bedrock-check';
import { main } from '../../../bin/cli/main';
import { DEFAULTS } from '../../../lib/config';
import { mockedBedrockControl } from '../../helpers/bedrock-mock';

const { bedrock, client } = mockedBedrockControl();

const MODEL = 'anthropic.claude-sonnet-4-6';
const PROFILE = 'us.anthropic.claude-sonnet-4-6';
const settings: BedrockCheckSettings = {
  region: 'us-east-1',
  modelId: MODEL,
  profileId: PROFILE,
  profileRegions: ['us-east-1', 'us-east-2', 'us-west-2'],
};
const modelArn = (region: string, id = MODEL) => `arn:aws:bedrock:${region}::foundation-model/${id}`;

function model(over: Partial<NonNullable<GetFoundationModelCommandOutput['modelDetails']>> = {}) {
  return {
    modelDetails: {
      modelArn: modelArn('us-east-1'),
      modelId: MODEL,
      inputModalities: ['TEXT', 'IMAGE'],
      outputModalities: ['TEXT'],
      inferenceTypesSupported: ['INFERENCE_PROFILE'],
      modelLifecycle: { status: 'ACTIVE' },
      ...over,
    },
    $metadata: {},
  } as GetFoundationModelCommandOutput;
}
const available = {
  modelId: MODEL,
  agreementAvailability: { status: 'AVAILABLE' },
  authorizationStatus: 'AUTHORIZED',
  entitlementAvailability: 'AVAILABLE',
  regionAvailability: 'AVAILABLE',
  $metadata: {},
} as GetFoundationModelAvailabilityCommandOutput;
function profile(regions = ['us-east-1', 'us-east-2', 'us-west-2'], id = MODEL, status = 'ACTIVE') {
  return {
    inferenceProfileName: 'US Anthropic Claude Sonnet 4.6',
    inferenceProfileId: PROFILE,
    inferenceProfileArn: `arn:aws:bedrock:us-east-1:123456789012:inference-profile/${PROFILE}`,
    status,
    type: 'SYSTEM_DEFINED',
    models: regions.map((r) => ({ modelArn: modelArn(r, id) })),
    $metadata: {},
  } as GetInferenceProfileCommandOutput;
}

const fails = (report: Awaited<ReturnType<typeof checkBedrock>>) =>
  report.lines.filter((l) => l.level === 'fail').map((l) => l.text);
const warns = (report: Awaited<ReturnType<typeof checkBedrock>>) =>
  report.lines.filter((l) => l.level === 'warn').map((l) => l.text);

beforeEach(() => {
  bedrock.reset();
  bedrock.on(GetFoundationModelCommand).resolves(model());
  bedrock.on(GetFoundationModelAvailabilityCommand).resolves(available);
  bedrock.on(GetInferenceProfileCommand).resolves(profile());
});

describe('bedrock-check: the configured model can be invoked', () => {
  it('passes when model, access and profile are all in order', async () => {
    const report = await checkBedrock(client, settings);
    expect(fails(report)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('says what the critic will invoke when it passes', async () => {
    const report = await checkBedrock(client, settings);
    expect(report.lines.at(-1)!.text).toBe(
      `Bedrock is ready: the critic will invoke ${PROFILE} from us-east-1.`,
    );
  });

  it('asks for the configured model, its availability and the configured profile', async () => {
    await checkBedrock(client, settings);
    expect(bedrock.commandCalls(GetFoundationModelCommand)[0]!.args[0].input).toEqual({
      modelIdentifier: MODEL,
    });
    expect(bedrock.commandCalls(GetFoundationModelAvailabilityCommand)[0]!.args[0].input).toEqual({
      modelId: MODEL,
    });
    expect(bedrock.commandCalls(GetInferenceProfileCommand)[0]!.args[0].input).toEqual({
      inferenceProfileIdentifier: PROFILE,
    });
  });

  it('does not ask about a profile when none is configured', async () => {
    bedrock.on(GetFoundationModelCommand).resolves(model({ inferenceTypesSupported: ['ON_DEMAND'] }));
    const report = await checkBedrock(client, { ...settings, profileId: '' });
    expect(bedrock.commandCalls(GetInferenceProfileCommand)).toHaveLength(0);
    expect(report.ok).toBe(true);
  });
});

describe('bedrock-check: the model', () => {
  it('fails when the Region does not offer it, naming the setting and how to list the alternatives', async () => {
    bedrock
      .on(GetFoundationModelCommand)
      .rejects(new ResourceNotFoundException({ message: 'Model not found', $metadata: {} }));
    const report = await checkBedrock(client, settings);
    expect(report.ok).toBe(false);
    expect(fails(report)[0]).toMatch(/is not offered in us-east-1/);
    expect(fails(report)[0]).toContain('aws bedrock list-foundation-models --region us-east-1');
    expect(fails(report)[0]).toContain('ugh:bedrockModelId');
  });

  it('fails for a retired model id (ValidationException), the same way', async () => {
    bedrock
      .on(GetFoundationModelCommand)
      .rejects(
        new ValidationException({ message: 'The provided model identifier is invalid.', $metadata: {} }),
      );
    const report = await checkBedrock(client, settings);
    expect(fails(report)[0]).toMatch(/is not offered in us-east-1.*model identifier is invalid/);
  });

  it('warns, but passes, when the model is LEGACY (it answers until its end-of-life date)', async () => {
    bedrock.on(GetFoundationModelCommand).resolves(model({ modelLifecycle: { status: 'LEGACY' } }));
    const report = await checkBedrock(client, settings);
    expect(report.ok).toBe(true);
    expect(warns(report)[0]).toMatch(/is LEGACY on Bedrock/);
  });

  it('fails when the model cannot read images (the critic sends screenshots)', async () => {
    bedrock.on(GetFoundationModelCommand).resolves(model({ inputModalities: ['TEXT'] }));
    const report = await checkBedrock(client, settings);
    expect(fails(report)).toEqual([expect.stringMatching(/does not read images/)]);
  });

  it('fails without a profile when the model has no on-demand throughput, naming the profile to set', async () => {
    const report = await checkBedrock(client, { ...settings, profileId: '' });
    expect(report.ok).toBe(false);
    expect(fails(report)[0]).toContain("on-demand throughput isn't supported");
    expect(fails(report)[0]).toContain(`ugh:bedrockInferenceProfileId`);
    expect(fails(report)[0]).toContain(`us.${MODEL}`);
  });

  it('fails when the operator’s credentials may not ask, naming the permissions needed', async () => {
    bedrock
      .on(GetFoundationModelCommand)
      .rejects(new AccessDeniedException({ message: 'not authorized', $metadata: {} }));
    const report = await checkBedrock(client, settings);
    expect(fails(report)[0]).toContain('bedrock:GetFoundationModel');
    expect(fails(report)[0]).toContain('AmazonBedrockReadOnly');
  });
});

describe('bedrock-check: model access in this account', () => {
  it('fails until the account has been granted the model, saying where to request it', async () => {
    bedrock.on(GetFoundationModelAvailabilityCommand).resolves({
      ...available,
      authorizationStatus: 'NOT_AUTHORIZED',
      agreementAvailability: { status: 'NOT_AVAILABLE' },
    });
    const report = await checkBedrock(client, settings);
    expect(report.ok).toBe(false);
    expect(fails(report)[0]).toMatch(
      /cannot use .* yet: authorization NOT_AUTHORIZED, agreement NOT_AVAILABLE/,
    );
    expect(fails(report)[0]).toContain('Model catalog');
  });

  it('fails while the agreement is still pending', async () => {
    bedrock
      .on(GetFoundationModelAvailabilityCommand)
      .resolves({ ...available, agreementAvailability: { status: 'PENDING' } });
    const report = await checkBedrock(client, settings);
    expect(fails(report)).toEqual([expect.stringMatching(/agreement PENDING/)]);
  });
});

describe('bedrock-check: the inference profile', () => {
  it('fails when the profile does not exist in the Region', async () => {
    bedrock
      .on(GetInferenceProfileCommand)
      .rejects(new ResourceNotFoundException({ message: 'Inference profile not found', $metadata: {} }));
    const report = await checkBedrock(client, settings);
    expect(fails(report)[0]).toMatch(
      /Inference profile us\.anthropic\.claude-sonnet-4-6 does not exist in us-east-1/,
    );
    expect(fails(report)[0]).toContain('aws bedrock list-inference-profiles --region us-east-1');
  });

  it('fails when the profile routes to a Region the functions are not granted, giving the exact setting', async () => {
    bedrock
      .on(GetInferenceProfileCommand)
      .resolves(profile(['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2']));
    const report = await checkBedrock(client, settings);
    expect(report.ok).toBe(false);
    expect(fails(report)[0]).toContain('calls routed to us-west-1 are denied');
    expect(fails(report)[0]).toContain(
      '"ugh:bedrockProfileRegions": ["us-east-1","us-east-2","us-west-1","us-west-2"]',
    );
  });

  it('warns, but passes, when a granted Region is one the profile does not use', async () => {
    bedrock.on(GetInferenceProfileCommand).resolves(profile(['us-east-1', 'us-west-2']));
    const report = await checkBedrock(client, settings);
    expect(report.ok).toBe(true);
    expect(warns(report)[0]).toMatch(/granted in us-east-2, where .* does not route/);
  });

  it('fails when the profile is one of another model', async () => {
    bedrock
      .on(GetInferenceProfileCommand)
      .resolves(profile(['us-east-1'], 'anthropic.claude-haiku-4-5-20251001-v1:0'));
    const report = await checkBedrock(client, settings);
    expect(fails(report)[0]).toMatch(/routes to .*claude-haiku.*, not to anthropic\.claude-sonnet-4-6/);
  });

  it('fails when the profile is not active', async () => {
    bedrock.on(GetInferenceProfileCommand).resolves(profile(undefined, MODEL, 'INACTIVE'));
    const report = await checkBedrock(client, settings);
    expect(fails(report)).toEqual([expect.stringMatching(/is INACTIVE in us-east-1/)]);
  });

  it('reports every problem at once, not only the first', async () => {
    bedrock.on(GetFoundationModelCommand).resolves(model({ inputModalities: ['TEXT'] }));
    bedrock
      .on(GetInferenceProfileCommand)
      .rejects(new ResourceNotFoundException({ message: 'Inference profile not found', $metadata: {} }));
    expect(fails(await checkBedrock(client, settings))).toHaveLength(2);
  });
});

describe('bedrock-check: settings', () => {
  it('reads the deployed settings from cdk.json', () => {
    expect(bedrockCheckSettings({})).toEqual({
      region: 'us-east-1',
      modelId: MODEL,
      profileId: PROFILE,
      profileRegions: ['us-east-1', 'us-east-2', 'us-west-2'],
    });
  });

  it('matches the CDK defaults (lib/config.ts)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ugh-cdk-json-')), 'cdk.json');
    writeFileSync(file, JSON.stringify({ context: {} }));
    expect(bedrockCheckSettings({}, file)).toEqual({
      region: DEFAULTS.region,
      modelId: DEFAULTS.bedrockModelId,
      profileId: DEFAULTS.bedrockInferenceProfileId,
      profileRegions: DEFAULTS.bedrockProfileRegions,
    });
  });

  it('lets flags override every setting, and --profile none invoke the model directly', () => {
    expect(
      bedrockCheckSettings({
        region: 'eu-west-1',
        model: 'anthropic.other',
        profile: 'none',
        'profile-regions': 'eu-west-1, eu-central-1',
      }),
    ).toEqual({
      region: 'eu-west-1',
      modelId: 'anthropic.other',
      profileId: '',
      profileRegions: ['eu-west-1', 'eu-central-1'],
    });
  });
});

describe('ugh admin bedrock-check', () => {
  let out: string[];
  beforeEach(() => {
    out = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void out.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  it('exits 0 and prints the ready line when everything is in order', async () => {
    expect(await main(['admin', 'bedrock-check'])).toBe(0);
    expect(out.join('\n')).toContain('Bedrock is ready');
  });

  it('exits 1, loudly, when the model is not available', async () => {
    bedrock
      .on(GetFoundationModelCommand)
      .rejects(new ResourceNotFoundException({ message: 'Model not found', $metadata: {} }));
    expect(await main(['admin', 'bedrock-check', '--region', 'eu-west-1'])).toBe(1);
    const text = out.join('\n');
    expect(text).toContain('FAIL  Model anthropic.claude-sonnet-4-6 is not offered in eu-west-1');
    expect(text).toContain('Bedrock check FAILED');
  });
});
