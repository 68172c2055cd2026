/**
 * `npm run bench:capture`: desktop + mobile capture time of a local fixture page (DESIGN §12 budget:
 * ≤ 2.5 s warm). Serves the page on loopback (allowed explicitly), captures once cold, then N warm.
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
<div class="grid">${'<div class="card"></div>'.repeat(12)}</div></body></html>`;
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
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    await capturer.capture(url, { reducedMotion: true });
    warm.push(performance.now() - t);
  }
  warm.sort((a, b) => a - b);
  console.log(
    `warm capture, desktop + mobile in parallel (${RUNS} runs): median ${warm[Math.floor(RUNS / 2)]!.toFixed(0)} ms, max ${warm.at(-1)!.toFixed(0)} ms   budget 2500 ms\n`,
  );
} finally {
  await capturer.close();
  server.close();
}
