/**
 * Offline engine budget (DESIGN §12): all metrics on one screenshot ≤ 1 s on one core, five
 * screenshots ≤ 3 s. Prints per-metric milliseconds for each AIM website fixture (as the pipeline hands
 * it over: longest side 1200 px, JPEG), including the two Rosenholtz clutter measures inline and on
 * their worker threads, the whole critique with and without OCR and clutter, and a five-screenshot
 * roast (clutter is measured on its first desktop screenshot). Medians of 5 runs after a warm-up, wall
 * and CPU time. Figures only: nothing here asserts a time.
 *
 *   npm run bench:engine
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { measureClutterOffThread, stopClutterWorkers, warmUpClutter } from '../functions/engine/clutter';
import { analyse } from '../functions/engine/critic';
import { cropTop } from '../functions/engine/image';
import { measureImage } from '../functions/engine/measure';
import { colourfulness } from '../functions/engine/metrics/colourfulness';
import {
  distinctRgb,
  dominantPalette,
  dynamicColourClusters,
} from '../functions/engine/metrics/colour-count';
import { clutterLab } from '../functions/engine/metrics/clutter-lab';
import { colourHistogram, hsvStats, labStats } from '../functions/engine/metrics/colour-spaces';
import { contourCongestion } from '../functions/engine/metrics/contour-congestion';
import { cannyFrom, contourDensity, gradient } from '../functions/engine/metrics/edges';
import { featureCongestionOfLab } from '../functions/engine/metrics/feature-congestion';
import { figureGroundContrast } from '../functions/engine/metrics/figure-ground';
import {
  alignment,
  densestCell,
  focus,
  rectilinearity,
  textLines,
  visualBlocks,
} from '../functions/engine/metrics/layout';
import { isBoxedLabel } from '../functions/engine/metrics/buttons';
import { luminanceSd } from '../functions/engine/metrics/luminance';
import { popupDialogs } from '../functions/engine/metrics/popup';
import { subbandEntropyOfLab } from '../functions/engine/metrics/subband-entropy';
import { textStats } from '../functions/engine/metrics/text';
import { whiteSpaceRatio } from '../functions/engine/metrics/white-space';
import { readLines, stopOcr, warmUpOcr } from '../functions/engine/ocr';
import { decodeRgb } from '../functions/engine/pixels';

const AIM = fileURLToPath(new URL('../test/data/aim/', import.meta.url));
const FIXTURES = ['aalto.fi_website.png', 'myhelsinki.fi_website.png', 'wikipedia.org_website.png'];
const RUNS = 5;

const upload = (png: Buffer) =>
  sharp(png, { ignoreIcc: true })
    .flatten({ background: '#ffffff' })
    .resize({ width: 1200, height: 1200, fit: 'inside' })
    .jpeg({ quality: 70 })
    .toBuffer();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time<T>(fn: () => T | Promise<T>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/**
 * CPU milliseconds of the whole process (main thread, OCR worker thread, libvips threads): what the
 * work costs on one core, independent of how loaded the machine is while the benchmark runs.
 */
async function cpu<T>(fn: () => T | Promise<T>): Promise<number> {
  const c = process.cpuUsage();
  await fn();
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
}

/** A 1440×900 page drawn like the seeded demos, for the 1440×900 budget case. */
async function page1440(): Promise<Buffer> {
  const cards = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${80 + (i % 4) * 330}" y="${330 + Math.floor(i / 4) * 180}" width="300" height="150" rx="10" fill="#f1f5f9"/><text x="${100 + (i % 4) * 330}" y="${380 + Math.floor(i / 4) * 180}" font-family="sans-serif" font-size="20" fill="#0f172a">Card ${i + 1} with a short line</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="900"><rect width="1440" height="900" fill="#fff"/><text x="80" y="160" font-family="sans-serif" font-size="56" font-weight="700" fill="#0f172a">A benchmark page at 1440 × 900</text><rect x="80" y="210" width="220" height="56" rx="8" fill="#2563eb"/><text x="110" y="246" font-family="sans-serif" font-size="20" fill="#fff">Get started</text>${cards}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function perMetric(name: string, jpeg: Buffer) {
  const rows: Record<string, number[]> = {};
  const add = (k: string, ms: number) => (rows[k] ??= []).push(ms);
  for (let r = 0; r < RUNS + 1; r++) {
    const img = await decodeRgb(jpeg);
    const lap = async <T>(k: string, fn: () => T) => {
      const t = performance.now();
      const out = fn();
      if (r > 0) add(k, performance.now() - t);
      return out;
    };
    await lap('decode (sharp)', () => 0);
    await lap('colourfulness', () => colourfulness(img));
    await lap('luminance SD', () => luminanceSd(img));
    const hist = await lap('RGB histogram', () => colourHistogram(img));
    await lap('Lab statistics', () => labStats(hist));
    await lap('HSV statistics', () => hsvStats(hist));
    await lap('distinct RGB', () => distinctRgb(hist));
    await lap('dynamic colour clusters', () => dynamicColourClusters(hist));
    await lap('dominant palette', () => dominantPalette(img));
    const grad = await lap('blur + Sobel + NMS', () => gradient(img));
    const edges = await lap('Canny hysteresis', () => cannyFrom(grad, 28.05, 68.85));
    await lap('contour density', () => contourDensity(edges));
    await lap('figure-ground contrast', () => figureGroundContrast(grad));
    await lap('contour congestion', () => contourCongestion(img));
    await lap('white space', () => whiteSpaceRatio(img, edges));
    const blocks = await lap('visual blocks', () => visualBlocks(edges, img.width, img.height));
    await lap('focus + densest cell', () => [
      focus(edges, img.width, img.height),
      densestCell(edges, img.width, img.height),
    ]);
    await lap('rectilinearity', () => rectilinearity(edges, img.width, img.height));
    const vp = cropTop(img, img.width * 0.75);
    const lines = await lap('text lines', () =>
      textLines(edges.subarray(0, vp.width * vp.height), vp.width, vp.height),
    );
    await lap('text stats + contrast', () => textStats(vp, lines));
    await lap('alignment', () => alignment(blocks, lines, img.width, vp.height));
    await lap('boxed labels', () => lines.filter((l) => isBoxedLabel(vp, l)));
    await lap('pop-up dialogs', () => popupDialogs(vp, grad.gray.subarray(0, vp.width * vp.height)));
    const lab = await lap('clutter CIELab (AIM variant)', () => clutterLab(img));
    await lap('feature congestion', () => featureCongestionOfLab(lab));
    await lap('subband entropy', () => subbandEntropyOfLab(lab));
    if (r > 0)
      add('both clutter measures on 2 workers, wall', await time(() => measureClutterOffThread(img)));
    const m = measureImage(img);
    const ocrMs = await time(() => readLines(img, m.viewport.lines.slice(0, 12)));
    if (r > 0) add('OCR of key lines (worker thread)', ocrMs);
    if (r > 0) add('measureImage (pixel metrics but clutter)', await time(() => measureImage(img)));
    if (r > 0)
      add('whole critique, pixels only', await time(() => analyse([jpeg], 'brutal', { ocr: false })));
    if (r > 0)
      add(
        'whole critique, no OCR, no clutter',
        await time(() => analyse([jpeg], 'brutal', { ocr: false, clutter: false })),
      );
    if (r > 0) add('whole critique with OCR', await time(() => analyse([jpeg], 'brutal')));
    if (r > 0) add('whole critique with OCR, CPU time', await cpu(() => analyse([jpeg], 'brutal')));
  }
  const img = await decodeRgb(jpeg);
  console.log(`\n${name} (${img.width}×${img.height} after normalisation), median of ${RUNS} runs, ms`);
  for (const [k, xs] of Object.entries(rows))
    console.log(`  ${k.padEnd(36)} ${median(xs).toFixed(1).padStart(8)}`);
}

await Promise.all([warmUpOcr(), warmUpClutter()]);
const uploads: [string, Buffer][] = [];
for (const f of FIXTURES) uploads.push([f, await upload(readFileSync(`${AIM}${f}`))]);
for (const [name, jpeg] of uploads) await perMetric(name, jpeg);
const p1440 = await page1440();
await perMetric('1440×900 demo page', await upload(p1440));
// A 1440×900 screenshot measured without downscaling (the budget's own size).
const native = await sharp(p1440).jpeg({ quality: 70 }).toBuffer();
const nativeTimes: number[] = [];
const nativeCpu: number[] = [];
for (let r = 0; r < RUNS; r++) {
  nativeTimes.push(await time(() => analyse([native], 'brutal')));
  nativeCpu.push(await cpu(() => analyse([native], 'brutal')));
}
console.log(
  `\n1440×900 at native size, whole critique with OCR: ${median(nativeTimes).toFixed(0)} ms wall, ${median(nativeCpu).toFixed(0)} ms CPU`,
);

const five = [...uploads.map(([, j]) => j), await upload(p1440), uploads[0]![1]];
const fiveTimes: number[] = [];
const fiveCpu: number[] = [];
for (let r = 0; r < RUNS; r++) {
  fiveTimes.push(await time(() => analyse(five, 'brutal')));
  fiveCpu.push(await cpu(() => analyse(five, 'brutal')));
}
console.log(
  `Five-screenshot roast (3 AIM sites, the 1440 page, aalto again), with OCR: ${median(fiveTimes).toFixed(0)} ms wall, ${median(fiveCpu).toFixed(0)} ms CPU`,
);
console.log(
  `Load average while measuring: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('Budget (DESIGN §12): ≤ 1000 ms per screenshot, ≤ 3000 ms for five.');
await Promise.all([stopOcr(), stopClutterWorkers()]);
