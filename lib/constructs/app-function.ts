/**
 * One Lambda function built from a handler module of this repository: ESM bundle (esbuild, locally,
 * never Docker), minified with source maps, Node.js 22, arm64, its own log group and its own role with
 * nothing but log writing and X-Ray until the stack grants what the function's route or state needs.
 * Every function is traced (X-Ray, active) and uses Lambda's JSON log format: Powertools' structured
 * lines (functions/http-kit/observability.ts) arrive as JSON records, the platform's own lines too.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  BUNDLE_EXTERNALS,
  fileAssetsOf,
  layerPackagesOf,
  workerEntriesOf,
  type FileAsset,
} from '../bundling';
import { METRICS_NAMESPACE } from '../../functions/contracts/metric-names';
import type { UghConfig } from '../config';
import { metricNamespace } from '../naming';
import { fromRoot, REPO_ROOT } from '../paths';
import { acknowledge } from '../nag';
import { layerFor } from './layers';

/** Lets CommonJS dependencies call require() inside the ESM bundle. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __ughCreateRequire } from 'module'; const require = __ughCreateRequire(import.meta.url);";

/**
 * Shell command (NodejsFunction's local bundling runs it after the handler's esbuild, from the
 * repository root) that bundles a worker entry (lib/bundling.ts, WORKER_ENTRIES) into the asset beside
 * index.mjs, built like the handler. tsx stays out: only TypeScript sources load it.
 */
export function workerBundleCommand(entry: string, inputDir: string, outputDir: string): string {
  return [
    `${inputDir}/node_modules/.bin/esbuild`,
    `${inputDir}/${entry}`,
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node22',
    '--minify',
    '--sourcemap',
    '--sources-content=false',
    '--log-level=warning',
    ...[...BUNDLE_EXTERNALS, 'tsx'].map((e) => `--external:${e}`),
    `--outfile=${outputDir}/${basename(entry)}`,
  ]
    .map((arg) => `'${arg}'`)
    .join(' ');
}

/** Shell commands that copy data files (lib/bundling.ts, FILE_ASSETS) into the bundle. */
export function fileAssetCommands(
  assets: readonly FileAsset[],
  inputDir: string,
  outputDir: string,
): string[] {
  return assets.flatMap((asset) => {
    const target = `${outputDir}/${asset.to}`;
    return [
      `mkdir -p '${target.slice(0, target.lastIndexOf('/'))}'`,
      `cp '${inputDir}/${asset.from}' '${target}'`,
    ];
  });
}

const APP_VERSION = (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string })
  .version;

export interface AppFunctionProps {
  config: UghConfig;
  /** Handler module, path from the repository root (route table / task table). */
  module: string;
  /** Exported handler name (several routes share a module). */
  handlerExport?: string;
  /** Shown in the console and used by tests to find the function. */
  description: string;
  memoryMb: number;
  timeoutSeconds: number;
  environment?: Record<string, string>;
  reservedConcurrency?: number;
  architecture?: Architecture;
  /** For async invocations (schedules): where events that failed every retry go. */
  deadLetterQueue?: IQueue;
  /** Other modules to analyse in the same esbuild pass (speeds up synthesis). */
  knownModules?: readonly string[];
}

export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly layerPackages: ReadonlySet<string>;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { config } = props;
    const stack = Stack.of(this);
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description}: execution role`,
    });
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: config.logRetentionDays,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.logGroup.grantWrite(this.role);

    const packages = layerPackagesOf(props.module, props.knownModules);
    const workers = workerEntriesOf(props.module, props.knownModules);
    const assets = fileAssetsOf(props.module, props.knownModules);
    this.layerPackages = packages;
    const layers = [...packages]
      .map((pkg) => layerFor(stack, config, pkg))
      .filter((l): l is ILayerVersion => l !== undefined);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: fromRoot(props.module),
      handler: props.handlerExport ?? 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRoot('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: props.architecture ?? Architecture.ARM_64,
      memorySize: props.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds),
      description: props.description,
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      tracing: Tracing.ACTIVE,
      layers,
      reservedConcurrentExecutions: props.reservedConcurrency,
      deadLetterQueue: props.deadLetterQueue,
      environment: {
        UGH_LOG: 'info',
        APP_VERSION,
        // Each stage's metrics in their own namespace ("UghScore/prod"), like the Bedrock metric filter's:
        // dev traffic never moves a prod alarm.
        POWERTOOLS_METRICS_NAMESPACE: metricNamespace(config, METRICS_NAMESPACE),
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        banner: ESM_REQUIRE_BANNER,
        externalModules: [...BUNDLE_EXTERNALS],
        forceDockerBundling: false,
        ...(workers.length > 0 || assets.length > 0
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) => [
                  ...workers.map((w) => workerBundleCommand(w, inputDir, outputDir)),
                  ...fileAssetCommands(assets, inputDir, outputDir),
                ],
              },
            }
          : {}),
      },
    });
    acknowledge(
      this.role,
      'AwsSolutions-IAM5[Resource::*]',
      'active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords do not support resource-level ' +
        'permissions, so Lambda grants them on "*" (and nothing else on "*").',
    );
    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'nodejs22.x is the runtime this code is written and tested for (engines >= 20.19, CI on Node 20/22); ' +
        'moving to nodejs24.x is a deliberate upgrade, not a synth-time default.',
    );
  }
}
