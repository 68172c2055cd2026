/**
 * Worker-thread entry for the clutter measures (clutter.ts). From TypeScript sources (local mode, tests
 * and benchmarks run through tsx) clutter.ts passes its own URL as `workerData.source` and tsx is
 * registered in this thread first, because Node 20 does not apply the parent thread's loader to
 * workers. In a Lambda bundle (lib/bundling.ts, WORKER_ENTRIES) esbuild bundles this file next to
 * index.mjs with the measures inlined through the static import below, and no source is passed.
 */
import { parentPort, workerData } from 'node:worker_threads';

async function measures() {
  if (!workerData?.source) return import('./clutter.ts');
  if (workerData.source.endsWith('.ts')) {
    const { register } = await import('tsx/esm/api');
    register();
  }
  return import(workerData.source);
}
const { runClutterMeasure } = await measures();

parentPort.on('message', ({ id, measure, width, height, data }) => {
  try {
    parentPort.postMessage({ id, value: runClutterMeasure(measure, { width, height, data }) });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
