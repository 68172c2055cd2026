/**
 * The two Rosenholtz clutter measures of one screenshot (Rosenholtz, Li & Nakano 2007): feature
 * congestion (metrics/feature-congestion.ts) and subband entropy (metrics/subband-entropy.ts).
 * Together they cost about a second of CPU per 1200×750 screenshot on the development machine
 * (docs/engine.md, "Speed"), so the critic measures them on one screenshot per roast (clutterTarget),
 * and, where it can, on two worker threads (one per measure) while the main thread computes every
 * other metric and tesseract reads the text. Lambda bundles ship the worker entry beside index.mjs
 * (lib/bundling.ts). Where workers cannot start (TypeScript sources without tsx, a bundle without
 * clutter-worker.mjs), the same functions run inline: the values are identical either way.
 */
import { Worker } from 'node:worker_threads';
import type { RgbImage } from './image';
import { clutterLab } from './metrics/clutter-lab';
import { featureCongestionOfLab } from './metrics/feature-congestion';
import { subbandEntropyOfLab } from './metrics/subband-entropy';

export interface ClutterMeasurements {
  /** Index of the screenshot measured. */
  imageIndex: number;
  featureCongestion: number;
  subbandEntropy: number;
}

export type ClutterMeasure = 'featureCongestion' | 'subbandEntropy';

/** One measure of one image (what a worker runs). */
export function runClutterMeasure(measure: ClutterMeasure, img: RgbImage): number {
  const lab = clutterLab(img);
  return measure === 'featureCongestion' ? featureCongestionOfLab(lab).value : subbandEntropyOfLab(lab);
}

/** Both measures on the calling thread. */
export function measureClutter(img: RgbImage, imageIndex = 0): ClutterMeasurements {
  const lab = clutterLab(img);
  return {
    imageIndex,
    featureCongestion: featureCongestionOfLab(lab).value,
    subbandEntropy: subbandEntropyOfLab(lab),
  };
}

/**
 * The screenshot whose clutter represents the page: the first desktop screenshot (AIM's population is
 * desktop screenshots), or the first one when all are phone screenshots.
 */
export function clutterTarget(mobile: boolean[]): number {
  const desktop = mobile.indexOf(false);
  return desktop >= 0 ? desktop : 0;
}

interface Pending {
  resolve: (v: number) => void;
  reject: (e: Error) => void;
}

/** A worker thread running runClutterMeasure; `failed` once it cannot (then callers compute inline). */
class ClutterWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  failed = false;

  constructor() {
    // The entry is plain JavaScript next to this module. From TypeScript sources it loads this module
    // through tsx (which Node 20 does not pass on to worker threads by itself); in a bundle, where
    // this module is part of index.mjs, the bundled entry beside it carries the measures itself.
    this.worker = new Worker(new URL('./clutter-worker.mjs', import.meta.url), {
      workerData: import.meta.url.endsWith('.ts') ? { source: import.meta.url } : {},
    });
    this.worker.unref();
    this.worker.on('message', (m: { id: number; value?: number; error?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) this.worker.unref();
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.value!);
    });
    const fail = (e: Error) => {
      this.failed = true;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`clutter worker exited with code ${code}`)));
  }

  run(measure: ClutterMeasure, img: RgbImage): Promise<number> {
    if (this.failed) return Promise.reject(new Error('clutter worker unavailable'));
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Keep the process alive while a measure is pending; idle workers never hold it open.
      this.worker.ref();
      this.worker.postMessage({ id, measure, width: img.width, height: img.height, data: img.data });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

let workers: ClutterWorker[] | undefined;
let idleTimer: NodeJS.Timeout | undefined;
/** Workers hold ~30 MB each (pyramid masks, buffers): end them after this long without work. */
const IDLE_MS = 30_000;

function pool(): ClutterWorker[] | undefined {
  if (workers?.some((w) => w.failed)) {
    void stopClutterWorkers();
    return undefined;
  }
  try {
    workers ??= [new ClutterWorker(), new ClutterWorker()];
  } catch {
    return undefined;
  }
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopClutterWorkers(), IDLE_MS);
  idleTimer.unref();
  return workers;
}

/**
 * Starts the workers and has each load and compile its measure on a small image, so the first roast
 * does not pay ~0.3 s of start-up per worker. Safe to call repeatedly; never rejects.
 */
export async function warmUpClutter(): Promise<void> {
  const ws = pool();
  if (!ws) return;
  const img = { width: 64, height: 48, data: new Uint8Array(64 * 48 * 3).fill(255) };
  await Promise.all([ws[0]!.run('featureCongestion', img), ws[1]!.run('subbandEntropy', img)]).catch(
    () => undefined,
  );
}

/** Ends the workers (tests and CLIs may call this; idle workers never keep a process alive anyway). */
export async function stopClutterWorkers(): Promise<void> {
  clearTimeout(idleTimer);
  const w = workers;
  workers = undefined;
  if (w) await Promise.all(w.map((x) => x.terminate().catch(() => 0)));
}

/**
 * Both measures, each on its own worker thread when workers are available, else inline once the
 * caller yields. Never rejects because of the workers: a failed worker falls back to the calling thread.
 */
export async function measureClutterOffThread(img: RgbImage, imageIndex = 0): Promise<ClutterMeasurements> {
  const ws = pool();
  if (ws) {
    try {
      const [featureCongestion, subbandEntropy] = await Promise.all([
        ws[0]!.run('featureCongestion', img),
        ws[1]!.run('subbandEntropy', img),
      ]);
      return { imageIndex, featureCongestion, subbandEntropy };
    } catch {
      // Fall through: compute here.
    }
  }
  return measureClutter(img, imageIndex);
}
