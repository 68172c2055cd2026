/**
 * `npm run bench:capture`: desktop + mobile capture time of a local fixture page (DESIGN §12 budget:
 * ≤ 2.5 s warm). Serves the page on loopback (allowed explicitly), captures once cold, then N warm:
 * the first screens alone, and with the whole page, whose own share is printed beside them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAllowedHosts } from '../functions/domain/capture-url';
import { NodeHostResolver } from '../functions/adapters/dns/node-host-resolver';
import { EgressProxy } from '../functions/adapters/chromium/egress-proxy';
import {
  ChromiumPageCapturer,
  chromiumExecutable,
} from '../functions/adapters/chromium/chromium-page-capturer';
import { checkCaptureTarget } from '../functions/usecases/check-capture-target';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const html = `<!doctype html><html><head><title>Bench page</title><style>
body{margin:0;font-family:sans-serif}header{background:#0f172a;color:#fff;padding:32px}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:32px}.card{background:#f1f5f9;height:220px;border-radius:12px}
</style></head><body><header><h1>Bench page</h1><p>A typical landing page layout.</p></header>
<div class="grid">${'<div class="card"></div>'.repeat(12)}</div>
<div class="grid">${'<div class="card" style="background:#e2e8f0"></div>'.repeat(36)}</div></body></html>`;
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(html);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as AddressInfo).port;
const allowed = parseAllowedHosts(`127.0.0.1:${port}`);
const resolver = new NodeHostResolver();
const capturer = new ChromiumPageCapturer(
  new EgressProxy((url) => checkCaptureTarget(url, resolver, allowed)),
);
const url = new URL(`http://127.0.0.1:${port}/`);
try {
  console.log(`\nChromium: ${(await chromiumExecutable()).path}`);
  let t = performance.now();
  await capturer.capture(url, { reducedMotion: true });
  console.log(`cold capture (browser launch + desktop + mobile): ${(performance.now() - t).toFixed(0)} ms`);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const firstScreens: number[] = [];
  const withWholePage: number[] = [];
  const wholePageShare: number[] = [];
  let height = '';
  // Interleaved, so that load on the machine falls on both alike.
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    await capturer.capture(url, { reducedMotion: true, fullPage: false });
    firstScreens.push(performance.now() - t);
    t = performance.now();
    const page = await capturer.capture(url, { reducedMotion: true });
    withWholePage.push(performance.now() - t);
    if (!page.fullPage) throw new Error('the whole page was not captured');
    wholePageShare.push(page.fullPage.elapsedMs);
    height = `${page.fullPage.capturedHeight} of ${page.fullPage.pageHeight} CSS px, ${Math.round(page.fullPage.jpeg.length / 1024)} KB`;
  }
  const ms = (xs: number[]) => `median ${median(xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
  console.log(`warm capture, desktop + mobile in parallel (${RUNS} runs):`);
  console.log(`  first screens only      ${ms(firstScreens)}   budget 2500 ms`);
  console.log(`  with the whole page     ${ms(withWholePage)}`);
  console.log(`  the whole page itself   ${ms(wholePageShare)}   (scroll, wait, screenshot; ${height})\n`);
} finally {
  await capturer.close();
  server.close();
}
