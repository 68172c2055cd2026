/**
 * `npm run deploy`: everything a deploy needs, in order, refusing with the remedy at the first thing
 * missing: the configuration (lib/config.ts), the tools, AWS credentials, the SPA build, the Linux
 * Lambda layers, then `cdk deploy --all` for one stage. `--dry-run` does the same builds and an
 * offline `cdk synth` instead, without credentials. `npm run deploy -- --help` explains the options.
 *
 * Child processes are found on PATH (npm run puts node_modules/.bin first); docs/deploy.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConfigError, parseConfig, type UghConfig } from '../lib/config';
import { stackName } from '../lib/naming';
import { REPO_ROOT } from '../lib/paths';
import { buildLayer, layerBuilds, layerProblem } from './deploy/layers';

const USAGE = `Usage: npm run deploy -- [options] [-- <more cdk deploy arguments>]

Builds the SPA (npm run build:web) and the Linux Lambda layers (sharp, @sparticuz/chromium), checks
the configuration and AWS credentials, then deploys every stack of one stage with cdk deploy --all.

Options:
  --stage <name>          stage to deploy: prefixes every stack and resource name (default: ugh:stage,
                          else UGH_STAGE, else dev); 1-16 lower-case letters, digits or hyphens
  -c, --context <k=v>     CDK context, as with cdk (repeatable), e.g. -c ugh:alarmEmail=ops@example.com
  --dry-run               do the builds and an offline cdk synth; deploy nothing, no credentials needed
  --skip-web-build        deploy the existing SPA build instead of running npm run build:web
  --require-approval <a>  passed to cdk deploy: broadening (default), any-change or never
  -h, --help              this text

Refuses, before deploying anything, when: a setting is invalid; npm or cdk is not on PATH (run
npm ci); there are no AWS credentials (set AWS_PROFILE, e.g. after aws configure sso); the SPA build
has no index.html; a layer cannot be installed. See docs/deploy.md.`;

/** A problem the operator must fix; printed without a stack trace. */
class Refusal extends Error {}

interface DeployOptions {
  dryRun: boolean;
  skipWebBuild: boolean;
  stage?: string;
  context: Record<string, string>;
  requireApproval: 'broadening' | 'any-change' | 'never';
  cdkArgs: string[];
}

function parseArgs(argv: readonly string[]): DeployOptions | 'help' {
  const options: DeployOptions = {
    dryRun: false,
    skipWebBuild: false,
    context: {},
    requireApproval: 'broadening',
    cdkArgs: [],
  };
  const value = (i: number, flag: string) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('-')) throw new Refusal(`${flag} needs a value (see --help)`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return 'help';
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--skip-web-build') options.skipWebBuild = true;
    else if (arg === '--stage') options.stage = value(i++, arg);
    else if (arg === '-c' || arg === '--context') {
      const pair = value(i++, arg);
      const eq = pair.indexOf('=');
      if (eq < 1) throw new Refusal(`${arg} ${pair}: expected key=value`);
      options.context[pair.slice(0, eq)] = pair.slice(eq + 1);
    } else if (arg === '--require-approval') {
      const v = value(i++, arg);
      if (v !== 'broadening' && v !== 'any-change' && v !== 'never')
        throw new Refusal(`--require-approval ${v}: expected broadening, any-change or never`);
      options.requireApproval = v;
    } else if (arg === '--') {
      options.cdkArgs = argv.slice(i + 1) as string[];
      break;
    } else throw new Refusal(`Unknown option ${arg} (see --help)`);
  }
  return options;
}

type Env = Record<string, string | undefined>;

/** The environment of an offline synth, as `npm run synth` has it: no credentials, no metadata service. */
function offlineEnv(env: Env): Env {
  const out: Env = { ...env };
  for (const key of [
    'AWS_PROFILE',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'AWS_CONTAINER_CREDENTIALS_FULL_URI',
    'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI',
    'AWS_WEB_IDENTITY_TOKEN_FILE',
  ])
    delete out[key];
  return {
    ...out,
    AWS_CONFIG_FILE: '/dev/null',
    AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
    AWS_EC2_METADATA_DISABLED: 'true',
  };
}

function onPath(command: string, env: Env): boolean {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

function run(command: string, args: string[], env: Env): void {
  console.log(`    $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
  if (result.error) throw new Refusal(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0)
    throw new Refusal(
      `${command} ${args.slice(0, 2).join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
}

/** The settings cdk will see: cdk.json context, then -c (and --stage) on top. */
function readSettings(options: DeployOptions, env: Env): UghConfig {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  try {
    return parseConfig({ ...cdkJson.context, ...options.context }, env);
  } catch (error) {
    if (error instanceof ConfigError) throw new Refusal(error.message);
    throw error;
  }
}

async function checkCredentials(config: UghConfig): Promise<void> {
  // Any client resolves the SDK's default chain (env, SSO, profile files, container, instance) without
  // a request; cdk deploy uses the same sources.
  const client = new DynamoDBClient({ region: config.region });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timed out after 15 s')), 15_000).unref(),
  );
  try {
    const credentials = await Promise.race([client.config.credentials(), timeout]);
    if (!credentials.accessKeyId) throw new Error('empty access key');
  } catch (error) {
    throw new Refusal(
      `No AWS credentials (${error instanceof Error ? error.message : String(error)}). Sign in first, e.g. ` +
        '`aws configure sso` then `export AWS_PROFILE=…`, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. ' +
        'To check the build without an account: npm run deploy -- --dry-run',
    );
  } finally {
    client.destroy();
  }
}

async function main(argv: readonly string[], env: Env): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed === 'help') {
    console.log(USAGE);
    return 0;
  }
  const options = parsed;
  if (options.stage !== undefined) options.context['ugh:stage'] = options.stage;
  // Outside `npm run`, the project's own binaries are still found, after anything already on PATH.
  const childEnv: Env = {
    ...env,
    PATH: [env.PATH, join(REPO_ROOT, 'node_modules', '.bin')].filter(Boolean).join(delimiter),
    CDK_DISABLE_VERSION_CHECK: '1',
    CDK_DISABLE_CLI_TELEMETRY: '1',
  };

  const config = readSettings(options, env);
  const step = (n: number, text: string) => console.log(`\n[${n}/5] ${text}`);
  step(
    1,
    `Configuration: stage ${config.stage}, region ${config.region}${options.dryRun ? ' (dry run)' : ''}`,
  );
  console.log(`    stacks: ${stackName(config, 'Data')}, ${stackName(config, 'Api')}, … (docs/deploy.md)`);
  if (!config.alarmEmail)
    console.log('    note: ugh:alarmEmail is empty, alarms and the budget will notify nobody');

  for (const tool of ['npm', 'cdk'])
    if (!onPath(tool, childEnv))
      throw new Refusal(`${tool} is not on PATH: run npm ci in ${REPO_ROOT} first`);

  step(2, options.dryRun ? 'AWS credentials: not needed for a dry run' : 'AWS credentials');
  if (!options.dryRun) {
    await checkCredentials(config);
    console.log('    found');
  }

  const dist = isAbsolute(config.frontendDist) ? config.frontendDist : join(REPO_ROOT, config.frontendDist);
  step(3, options.skipWebBuild ? `SPA: using the existing ${config.frontendDist}` : 'SPA: npm run build:web');
  if (!options.skipWebBuild) run('npm', ['run', 'build:web'], childEnv);
  if (!existsSync(join(dist, 'index.html')))
    throw new Refusal(
      `${config.frontendDist}/index.html does not exist${options.skipWebBuild ? '' : ' after npm run build:web'}: ` +
        'the site bucket would deploy empty. Build the SPA (npm run build:web) into ugh:frontendDist.',
    );

  step(4, 'Lambda layers (Linux builds of sharp and @sparticuz/chromium)');
  for (const layer of layerBuilds(REPO_ROOT, config)) {
    const problem = layerProblem(layer);
    if (!problem) {
      console.log(`    ${layer.name}: ${layer.pkg}@${layer.version} is in place`);
      continue;
    }
    console.log(`    ${layer.name}: ${problem}; installing`);
    const left = buildLayer(layer, (command, args) => run(command, args, childEnv));
    if (left) throw new Refusal(`The ${layer.name} layer is missing: ${left}`);
  }

  const context = Object.entries({ ...options.context, 'ugh:requireLayers': 'true' }).flatMap(([k, v]) => [
    '-c',
    `${k}=${v}`,
  ]);
  if (options.dryRun) {
    step(5, 'cdk synth (offline: no credentials, no network)');
    run('cdk', ['synth', '--quiet', '--no-notices', ...context], offlineEnv(childEnv));
    console.log(`\nDry run complete: stage ${config.stage} synthesized into cdk.out/, nothing deployed.`);
    return 0;
  }
  step(5, `cdk deploy --all (stage ${config.stage})`);
  run(
    'cdk',
    [
      'deploy',
      '--all',
      '--no-notices',
      '--require-approval',
      options.requireApproval,
      ...context,
      ...options.cdkArgs,
    ],
    childEnv,
  );
  console.log(`\nDeployed stage ${config.stage}. Next steps: docs/deploy.md, "After the first deploy".`);
  return 0;
}

main(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Refusal) {
      console.error(`\nnpm run deploy refused: ${error.message}`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
