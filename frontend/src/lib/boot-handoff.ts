/**
 * Responses the boot script (src/boot/boot.ts) started before the bundle arrived, handed over to the
 * app so nothing is requested twice. Each is taken once, by the first GET of the same path
 * (apiRequest); main.tsx discards whatever the entry screen did not take, so a later visit to the
 * same path never reads a response from the time of the first page load.
 */
/**
 * How long the first paint may wait for data that would otherwise move the page when it arrives (the
 * announcement banner, above everything): the boot script holds the prerendered page back this long at
 * most, and the app's first render too (app/first-paint.ts). A slow API costs at most this delay.
 */
export const FIRST_PAINT_WAIT_MS = 300;

export interface BootState {
  /** GET path → the fetch the boot script started for it. */
  responses: Record<string, Promise<Response>>;
  /** Settles once the prerendered page has been painted (or the boot script gave up waiting). */
  shown: Promise<void>;
}

declare global {
  interface Window {
    __ughBoot?: BootState;
  }
}

export function takeBootResponse(path: string): Promise<Response> | undefined {
  const state = typeof window === 'undefined' ? undefined : window.__ughBoot;
  const response = state?.responses[path];
  if (response) delete state.responses[path];
  return response;
}

export function discardBootResponses(): void {
  if (typeof window !== 'undefined' && window.__ughBoot) window.__ughBoot.responses = {};
}
