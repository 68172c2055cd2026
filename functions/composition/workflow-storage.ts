/**
 * Composition: the table and the screenshot store as the roast workflow's task handlers get them. A
 * call that times out, finds the connection refused or is throttled fails with StorageUnavailable,
 * the error name the workflow definition retries with backoff (functions/workflow/roast-workflow.asl.json),
 * so a storage blip delays a roast instead of failing it. Every other error keeps its own name: a bad
 * input, a missing screenshot or an engine failure still ends the roast at once with its message.
 *
 * Only the storage ports are wrapped, not the handler: a browser's or a model's timeout or throttling
 * (TimeoutError, ThrottlingException) is not a storage blip, and has retries of its own or none.
 */
import { StorageUnavailableError } from '../domain/errors';
import { isServiceUnavailable } from '../http-kit/unavailable';
import type { RoastLifecycleRepository } from '../ports/roast-repository';
import type { ScreenshotStore } from '../ports/screenshot-store';
import { dependencies } from './container';

/** `error` as the workflow should see it: StorageUnavailable when storage did not answer in time. */
export function storageFault(error: unknown): unknown {
  if (error instanceof StorageUnavailableError || !isServiceUnavailable(error)) return error;
  return new StorageUnavailableError(error as Error);
}

/** The same port, whose promises reject with StorageUnavailable for a timeout, refusal or throttling. */
export function namingStorageFaults<T extends object>(port: T): T {
  return new Proxy(port, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              throw storageFault(error);
            })
          : result;
      };
    },
  });
}

/** The workflow's storage ports, built per invocation so that a host's overrides are honoured. */
export function workflowStorage(): { roasts: RoastLifecycleRepository; screenshots: ScreenshotStore } {
  const { roasts, screenshots } = dependencies();
  return { roasts: namingStorageFaults(roasts), screenshots: namingStorageFaults(screenshots) };
}
