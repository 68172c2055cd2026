/**
 * Reads the few lines that matter (headline candidates and short button-like lines of the first
 * viewport) with tesseract.js and the bundled English LSTM model (`@tesseract.js-data/eng`, best_int),
 * never downloading anything: `langPath` points into node_modules, `cacheMethod: 'none'`, gzip data.
 *
 * Budget: full-page OCR takes 0.6–2.5 s per screenshot on the development machine, too slow for the
 * 1 s budget. Text regions and sizes therefore come from the pixels (metrics/layout.ts) and OCR reads
 * a montage of at most MAX_LINES crops, each scaled to 32 px tall (tesseract misses short button labels scaled to 40 or 48 px) and inverted when light-on-dark,
 * in one recognise call (~100–300 ms) that runs on tesseract's worker thread while the main thread
 * computes the pixel metrics. One worker per process, created on first use and reused.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type Tesseract from 'tesseract.js';
import type { Box, RgbImage } from './image';

const MAX_LINES = 12;
const LINE_HEIGHT = 32;
const MAX_WIDTH = 900;
const GAP = 14;

export interface OcrLine {
  text: string;
  confidence: number;
  box: Box;
}

type Worker = Tesseract.Worker;
let workerPromise: Promise<Worker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
/**
 * Recognitions asked for and not yet answered. The worker queues them, so under load the last may wait
 * far longer than the idle time behind the others: the worker is idle only when none is left, and ending it
 * earlier crashed the process inside tesseract.js (a queued job posted to a terminated worker).
 */
let inFlight = 0;
/** The worker thread would keep a CLI or test process alive: end it after this long without work. */
let idleMs = 10_000;

/** How long the worker may sit idle before it ends (tests shorten it to reach the idle stop). */
export function setOcrIdleTime(ms: number): void {
  idleMs = ms;
}

function langPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

async function worker(): Promise<Worker> {
  workerPromise ??= (async () => {
    const { createWorker, OEM, PSM } = await import('tesseract.js');
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: langPath(),
      cacheMethod: 'none',
      gzip: true,
    });
    await w.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      tessedit_do_invert: '0',
      user_defined_dpi: '96',
    });
    return w;
  })();
  return workerPromise;
}

/** Starts the worker early (e.g. while a Lambda warms up); safe to call repeatedly. */
export function warmUpOcr(): Promise<unknown> {
  const w = worker();
  scheduleIdleStop();
  return w;
}

function scheduleIdleStop(): void {
  clearTimeout(idleTimer);
  if (inFlight > 0) return;
  idleTimer = setTimeout(() => {
    if (inFlight === 0) void stopOcr();
  }, idleMs);
  idleTimer.unref();
}

/** Ends the worker (tests and CLIs call this so the process can exit). */
export async function stopOcr(): Promise<void> {
  clearTimeout(idleTimer);
  idleTimer = undefined;
  const w = workerPromise;
  workerPromise = undefined;
  if (w) await (await w).terminate();
}

/** Greyscale crop scaled to LINE_HEIGHT, dark text on light. */
function crop(img: RgbImage, box: Box): { w: number; h: number; px: Uint8Array } {
  const pad = Math.round(box.height * 0.2);
  const x0 = Math.max(0, box.x - pad),
    y0 = Math.max(0, box.y - pad);
  const x1 = Math.min(img.width, box.x + box.width + pad),
    y1 = Math.min(img.height, box.y + box.height + pad);
  const s = LINE_HEIGHT / (y1 - y0);
  const w = Math.max(1, Math.min(MAX_WIDTH, Math.round((x1 - x0) * s)));
  const h = LINE_HEIGHT;
  const px = new Uint8Array(w * h);
  let sum = 0;
  for (let y = 0; y < h; y++) {
    const sy = Math.min(y1 - 1, y0 + Math.floor(y / s));
    for (let x = 0; x < w; x++) {
      const sx = Math.min(x1 - 1, x0 + Math.floor(x / s));
      const i = (sy * img.width + sx) * 3;
      const v = (img.data[i]! * 299 + img.data[i + 1]! * 587 + img.data[i + 2]! * 114) / 1000;
      px[y * w + x] = v;
      sum += v;
    }
  }
  // Polarity: the padding ring is background. If it is darker than the crop on average, the text is
  // light on dark (buttons, dark heroes): invert so tesseract sees dark text on light.
  let ring = 0,
    ringN = 0;
  for (let x = 0; x < w; x++) {
    ring += px[x]! + px[(h - 1) * w + x]!;
    ringN += 2;
  }
  if (ring / ringN < sum / px.length) for (let i = 0; i < px.length; i++) px[i] = 255 - px[i]!;
  // Stretch to the full range so a coloured button becomes dark-on-white like body text.
  let lo = 255,
    hi = 0;
  for (let i = 0; i < px.length; i++) {
    if (px[i]! < lo) lo = px[i]!;
    if (px[i]! > hi) hi = px[i]!;
  }
  if (hi - lo > 16) for (let i = 0; i < px.length; i++) px[i] = Math.round(((px[i]! - lo) * 255) / (hi - lo));
  return { w, h, px };
}

/** Reads the given line boxes (first MAX_LINES) and returns their text, in the given order. */
export async function readLines(img: RgbImage, boxes: Box[]): Promise<OcrLine[]> {
  const chosen = boxes.slice(0, MAX_LINES);
  if (chosen.length === 0) return [];
  const crops = chosen.map((b) => crop(img, b));
  const width = Math.max(...crops.map((c) => c.w)) + 2 * GAP;
  const height = crops.length * (LINE_HEIGHT + GAP) + GAP;
  const canvas = new Uint8Array(width * height).fill(255);
  crops.forEach((c, k) => {
    const top = GAP + k * (LINE_HEIGHT + GAP);
    for (let y = 0; y < c.h; y++) canvas.set(c.px.subarray(y * c.w, (y + 1) * c.w), (top + y) * width + GAP);
  });
  const png = await sharp(Buffer.from(canvas), { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  clearTimeout(idleTimer);
  inFlight++;
  const { data } = await worker()
    .then((w) => w.recognize(png, {}, { blocks: true, text: false }))
    .finally(() => {
      inFlight--;
      scheduleIdleStop();
    });
  const out: OcrLine[] = chosen.map((box) => ({ text: '', confidence: 0, box }));
  const confidences: number[][] = chosen.map(() => []);
  for (const block of data.blocks ?? [])
    for (const para of block.paragraphs)
      for (const line of para.lines)
        for (const word of line.words) {
          const mid = (word.bbox.y0 + word.bbox.y1) / 2;
          const k = Math.floor((mid - GAP / 2) / (LINE_HEIGHT + GAP));
          if (k < 0 || k >= out.length || word.confidence < 55) continue;
          const text = word.text.trim();
          if (!/[A-Za-z0-9]/.test(text)) continue;
          out[k]!.text = out[k]!.text ? `${out[k]!.text} ${text}` : text;
          confidences[k]!.push(word.confidence);
        }
  out.forEach((l, k) => {
    const c = confidences[k]!;
    l.confidence = c.length ? c.reduce((a, b) => a + b, 0) / c.length : 0;
  });
  return out;
}
