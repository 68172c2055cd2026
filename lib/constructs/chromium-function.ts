/**
 * The URL-capture function (DESIGN §1, §10.1): headless Chromium from @sparticuz/chromium, which comes
 * from a layer (never the bundle: it is tens of MB). Sized and fenced for a browser: at least 2 GB,
 * a hard timeout, reserved concurrency (a cap on cost and on how hard it can hit other sites), no VPC,
 * and by itself only s3:PutObject under captures/.
 *
 * Used automatically for any route or workflow state whose module imports @sparticuz/chromium (see
 * lib/bundling.ts): adding functions/workflow/capture.ts to the task table, or a capture route to the
 * route table, is enough.
 */
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { layerPackagesOf } from '../bundling';
import { AppFunction, type AppFunctionProps } from './app-function';

export const CHROMIUM_MIN_MEMORY_MB = 2048;
export const CHROMIUM_MAX_TIMEOUT_SECONDS = 60;

export function usesChromium(module: string, knownModules: readonly string[] = []): boolean {
  return layerPackagesOf(module, knownModules).has('@sparticuz/chromium');
}

export class ChromiumFunction extends AppFunction {
  constructor(scope: Construct, id: string, props: Omit<AppFunctionProps, 'architecture'>) {
    super(scope, id, {
      ...props,
      memoryMb: Math.max(props.memoryMb, CHROMIUM_MIN_MEMORY_MB),
      timeoutSeconds: Math.min(props.timeoutSeconds, CHROMIUM_MAX_TIMEOUT_SECONDS),
      reservedConcurrency: props.config.captureReservedConcurrency,
      // @sparticuz/chromium's npm package ships the x86-64 binary.
      architecture: Architecture.X86_64,
      environment: { ...props.environment, HOME: '/tmp' },
    });
  }
}
