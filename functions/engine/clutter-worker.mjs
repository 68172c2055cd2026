/**
 * Worker-thread entry for the clutter measures (clutter.ts). `workerData.source` is clutter.ts's own
 * URL: from TypeScript sources (local mode, tests and benchmarks run through tsx) tsx is registered in
 * this thread first, because Node 20 does not apply the parent thread's loader to workers.
 */
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.source.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { runClutterMeasure } = await import(workerData.source);

parentPort.on('message', ({ id, measure, width, height, data }) => {
  try {
    parentPort.postMessage({ id, value: runClutterMeasure(measure, { width, height, data }) });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
