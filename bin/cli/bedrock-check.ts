/**
 * `ugh admin bedrock-check`: asks the Bedrock control plane, with the operator's credentials, whether
 * the model and inference profile the stacks are configured with can be invoked in the account and
 * Region, and says what to change when not. It reads the deployed settings (cdk.json context, the
 * flags override them) and calls GetFoundationModel, GetFoundationModelAvailability and
 * GetInferenceProfile: nothing that costs money, nothing that changes the account.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BedrockClient,
  GetFoundationModelAvailabilityCommand,
  GetFoundationModelCommand,
  GetInferenceProfileCommand,
} from '@aws-sdk/client-bedrock';
import { DEFAULTS } from '../../lib/config';

export interface BedrockCheckSettings {
  region: string;
  modelId: string;
  /** Empty: the functions invoke the model directly. */
  profileId: string;
  /** Regions the functions may invoke the model in through the profile (ugh:bedrockProfileRegions). */
  profileRegions: readonly string[];
}

export interface CheckLine {
  level: 'ok' | 'warn' | 'fail';
  text: string;
}

export interface CheckReport {
  ok: boolean;
  lines: CheckLine[];
}

const CONTEXT_FILE = join(import.meta.dirname, '..', '..', 'cdk.json');

/** The flags of `ugh admin bedrock-check` (parsed by admin.ts), each overriding a deployed setting. */
export interface BedrockCheckFlags {
  region?: string;
  model?: string;
  /** A profile id, or "none" to invoke the model directly. */
  profile?: string;
  /** Comma-separated Regions. */
  'profile-regions'?: string;
}

/** The deployed settings: cdk.json context (lib/config.ts defaults), then --region/--model/--profile/--profile-regions. */
export function bedrockCheckSettings(
  options: BedrockCheckFlags,
  cdkJson = CONTEXT_FILE,
): BedrockCheckSettings {
  const context = (JSON.parse(readFileSync(cdkJson, 'utf8')) as { context?: Record<string, unknown> })
    .context;
  const fromContext = <T>(key: string, fallback: T): T =>
    (context?.[`ugh:${key}`] as T | undefined) ?? fallback;
  const regionsFlag = options['profile-regions'];
  const profileFlag = options.profile;
  return {
    region: options.region ?? fromContext('region', DEFAULTS.region),
    modelId: options.model ?? fromContext('bedrockModelId', DEFAULTS.bedrockModelId),
    profileId:
      profileFlag === 'none'
        ? ''
        : (profileFlag ?? fromContext('bedrockInferenceProfileId', DEFAULTS.bedrockInferenceProfileId)),
    profileRegions: regionsFlag
      ? regionsFlag.split(',').map((r) => r.trim())
      : fromContext<readonly string[]>('bedrockProfileRegions', DEFAULTS.bedrockProfileRegions),
  };
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'Error');
const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
const notFound = (error: unknown) => /^(ResourceNotFound|Validation)(Exception)?$/.test(errorName(error));
/** The region of a Bedrock ARN (arn:aws:bedrock:<region>:…). */
const arnRegion = (arn: string) => arn.split(':')[3] ?? '';

/** Runs every check it can; a failure of one does not hide the others. */
export async function checkBedrock(client: BedrockClient, s: BedrockCheckSettings): Promise<CheckReport> {
  const lines: CheckLine[] = [];
  const ok = (text: string) => lines.push({ level: 'ok', text });
  const warn = (text: string) => lines.push({ level: 'warn', text });
  const fail = (text: string) => lines.push({ level: 'fail', text });
  const listModels = `aws bedrock list-foundation-models --region ${s.region} --by-provider anthropic`;
  const listProfiles = `aws bedrock list-inference-profiles --region ${s.region} --type-equals SYSTEM_DEFINED`;
  const cannotAsk = (what: string, error: unknown) =>
    fail(
      `Could not ask Bedrock ${what} (${errorText(error)}). Run this with credentials of the deployed ` +
        `account that may call bedrock:GetFoundationModel, bedrock:GetFoundationModelAvailability and ` +
        `bedrock:GetInferenceProfile (e.g. the AmazonBedrockReadOnly managed policy).`,
    );

  try {
    const { modelDetails: model } = await client.send(
      new GetFoundationModelCommand({ modelIdentifier: s.modelId }),
    );
    const lifecycle = model?.modelLifecycle?.status;
    if (lifecycle === 'ACTIVE') ok(`Model ${s.modelId} is offered in ${s.region} (lifecycle: ACTIVE).`);
    else if (lifecycle === 'LEGACY')
      warn(
        `Model ${s.modelId} is LEGACY on Bedrock: it still answers, but has an end-of-life date (Bedrock ` +
          `user guide, "Model lifecycle"). Plan the move to an ACTIVE model (${listModels}) and set ` +
          `ugh:bedrockModelId and ugh:bedrockInferenceProfileId to it.`,
      );
    else
      fail(
        `Model ${s.modelId} is ${lifecycle ?? 'of unknown lifecycle'} on Bedrock: calls to it fail. Choose an ` +
          `ACTIVE model (${listModels}) and set ugh:bedrockModelId and ugh:bedrockInferenceProfileId.`,
      );
    if (!model?.inputModalities?.includes('IMAGE'))
      fail(`Model ${s.modelId} does not read images; the critic sends screenshots. Choose a vision model.`);
    const types = model?.inferenceTypesSupported ?? [];
    if (!s.profileId && !types.includes('ON_DEMAND'))
      fail(
        `Model ${s.modelId} cannot be invoked on demand by its model id (Bedrock answers 400 "on-demand ` +
          `throughput isn't supported"): set ugh:bedrockInferenceProfileId to one of its cross-Region ` +
          `inference profiles, e.g. us.${s.modelId} (${listProfiles}).`,
      );
  } catch (error) {
    if (notFound(error))
      fail(
        `Model ${s.modelId} is not offered in ${s.region} (${errorText(error)}). Pick one that is ` +
          `(${listModels}) and set ugh:bedrockModelId (and ugh:bedrockInferenceProfileId) in cdk.json.`,
      );
    else cannotAsk(`about model ${s.modelId}`, error);
  }

  try {
    const access = await client.send(new GetFoundationModelAvailabilityCommand({ modelId: s.modelId }));
    const problems = [
      access.authorizationStatus !== 'AUTHORIZED' && `authorization ${access.authorizationStatus}`,
      access.agreementAvailability?.status !== 'AVAILABLE' &&
        `agreement ${access.agreementAvailability?.status ?? 'unknown'}` +
          (access.agreementAvailability?.errorMessage
            ? ` (${access.agreementAvailability.errorMessage})`
            : ''),
      access.entitlementAvailability !== 'AVAILABLE' && `entitlement ${access.entitlementAvailability}`,
      access.regionAvailability !== 'AVAILABLE' && `Region ${access.regionAvailability}`,
    ].filter((p): p is string => Boolean(p));
    if (problems.length === 0) ok(`This account has access to ${s.modelId} in ${s.region}.`);
    else
      fail(
        `This account cannot use ${s.modelId} in ${s.region} yet: ${problems.join(', ')}. Open the Amazon ` +
          `Bedrock console in ${s.region}, Model catalog, ${s.modelId}, and request access (Anthropic models ` +
          `ask for a one-time use-case form); then run this check again.`,
      );
  } catch (error) {
    if (notFound(error)) fail(`Bedrock knows no model ${s.modelId} in ${s.region} (${errorText(error)}).`);
    else cannotAsk(`whether this account may use ${s.modelId}`, error);
  }

  if (s.profileId) {
    try {
      const profile = await client.send(
        new GetInferenceProfileCommand({ inferenceProfileIdentifier: s.profileId }),
      );
      const arns = (profile.models ?? []).map((m) => m.modelArn ?? '');
      const routed = [...new Set(arns.map(arnRegion))].sort();
      if (profile.status !== 'ACTIVE')
        fail(`Inference profile ${s.profileId} is ${profile.status ?? 'not active'} in ${s.region}.`);
      const others = arns.filter((arn) => !arn.endsWith(`:foundation-model/${s.modelId}`));
      if (others.length)
        fail(
          `Inference profile ${s.profileId} routes to ${others.join(', ')}, not to ${s.modelId}: set ` +
            `ugh:bedrockInferenceProfileId to a profile of the configured model (${listProfiles}).`,
        );
      const granted = new Set([s.region, ...s.profileRegions]);
      const missing = routed.filter((r) => !granted.has(r));
      if (missing.length)
        fail(
          `From ${s.region}, ${s.profileId} routes to ${routed.join(', ')}, but the functions may invoke the ` +
            `model only in ${[...granted].sort().join(', ')}: calls routed to ${missing.join(', ')} are denied. ` +
            `Set "ugh:bedrockProfileRegions": ${JSON.stringify(routed)} in cdk.json and deploy again.`,
        );
      else if (!others.length && profile.status === 'ACTIVE')
        ok(`Inference profile ${s.profileId} routes ${s.modelId} to ${routed.join(', ')}; all granted.`);
      const unused = [...granted].filter((r) => !routed.includes(r)).sort();
      if (unused.length && routed.length)
        warn(
          `The model is granted in ${unused.join(', ')}, where ${s.profileId} does not route from ${s.region}: ` +
            `harmless, but "ugh:bedrockProfileRegions": ${JSON.stringify(routed)} is the exact grant.`,
        );
    } catch (error) {
      if (notFound(error))
        fail(
          `Inference profile ${s.profileId} does not exist in ${s.region} (${errorText(error)}). Pick one ` +
            `that routes to ${s.modelId} (${listProfiles}) and set ugh:bedrockInferenceProfileId.`,
        );
      else cannotAsk(`about inference profile ${s.profileId}`, error);
    }
  }

  const report = { ok: lines.every((l) => l.level !== 'fail'), lines };
  if (report.ok)
    lines.push({
      level: 'ok',
      text: `Bedrock is ready: the critic will invoke ${s.profileId || s.modelId} from ${s.region}.`,
    });
  return report;
}

/** Prints the report; exit code 0 when the model can be invoked (warnings allowed), else 1. */
export async function runBedrockCheck(
  flags: BedrockCheckFlags,
  print: (line: string) => void,
  client?: BedrockClient,
): Promise<number> {
  const settings = bedrockCheckSettings(flags);
  print(
    `Checking Bedrock in ${settings.region}: model ${settings.modelId}` +
      (settings.profileId ? `, inference profile ${settings.profileId}` : ', invoked directly') +
      (settings.profileId ? `, granted in ${settings.profileRegions.join(', ')}` : '') +
      '.',
  );
  const report = await checkBedrock(client ?? new BedrockClient({ region: settings.region }), settings);
  const mark = { ok: 'ok  ', warn: 'WARN', fail: 'FAIL' } as const;
  for (const line of report.lines) print(`${mark[line.level]}  ${line.text}`);
  if (!report.ok)
    print('Bedrock check FAILED: roasts would fail (or fall back) until the lines above are fixed.');
  return report.ok ? 0 : 1;
}
