/**
 * Whether this process is still starting up. Only a long-lived host sets it: local mode
 * (bin/local.ts) marks itself starting until recovery and the demo seed are done, so /api/health
 * answers 503 "starting" while the gallery is still empty. A Lambda never calls
 * markStarting, so deployed health reflects its checks alone. Not request state: one flag per
 * process, written by the host, read by the health handler.
 */
let starting: string | null = null;

export function markStarting(reason: string): void {
  starting = reason;
}

export function markReady(): void {
  starting = null;
}

/** Why the process is not ready yet, or null once it is. */
export function startingReason(): string | null {
  return starting;
}
