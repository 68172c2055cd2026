/**
 * Broken layout is seen: pages rendered by Chromium with a headline cut off by a grey block,
 * labels printed over each other, a headline running off the screen's edge and a card whose box cuts
 * its text, and a control page full of text that is hidden, truncated or layered on purpose
 * (test/data/broken-layout). Each is captured the way the product captures a URL (the production
 * capturer behind the egress proxy, loopback allowed for this file's server only: desktop 1440 px and
 * phone 428 px, with the page facts) and critiqued by the offline engine. Pinned: the broken pages get
 * "Guillotined Text" (V078) or "Text Pile-up" (V079) naming the broken element, with a box on it in
 * the stored screenshot; the control page gets neither.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChromiumPageCapturer,
  DESKTOP,
  MOBILE,
} from '../../functions/adapters/chromium/chromium-page-capturer';
import { EgressProxy } from '../../functions/adapters/chromium/egress-proxy';
import { NodeHostResolver } from '../../functions/adapters/dns/node-host-resolver';
import { SharpImageProcessor } from '../../functions/adapters/images/sharp-image-processor';
import { parseAllowedHosts } from '../../functions/domain/capture-url';
import type { PageFacts } from '../../functions/domain/page-facts';
import type { Violation } from '../../functions/domain/violations';
import { engineFactsFromCapture } from '../../functions/engine/captured-facts';
import { analyse } from '../../functions/engine/critic';
import { checkCaptureTarget } from '../../functions/usecases/check-capture-target';
import { type OfflineChromium, launchOfflineChromium, openOfflinePage } from './helpers/offline-chromium';

const DIR = fileURLToPath(new URL('../data/broken-layout/', import.meta.url));
/** Stored screenshots: desktop 1440 CSS px → 1200 px wide, phone 428 CSS px → 555 px wide. */
const SCALE = [1200 / DESKTOP.width, 555 / MOBILE.width];

interface Judged {
  facts: PageFacts;
  violations: Violation[];
}
const judged = new Map<string, Judged>();
let capturer: ChromiumPageCapturer | undefined;
let chromium: OfflineChromium | undefined;

const server = createServer((req, res) => {
  const file = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://pages').pathname)).slice(1);
  if (!file.endsWith('.html') || file.startsWith('..') || !existsSync(join(DIR, file))) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(join(DIR, file)));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const allowed = parseAllowedHosts(`127.0.0.1:${port}`);
  const resolver = new NodeHostResolver();
  capturer = new ChromiumPageCapturer(new EgressProxy((url) => checkCaptureTarget(url, resolver, allowed)));
  const images = new SharpImageProcessor();
  for (const file of [
    'headline-under-block.html',
    'overlapping-labels.html',
    'off-screen-edge.html',
    'clipped-by-box.html',
    'control.html',
  ]) {
    const page = await capturer.capture(new URL(`http://127.0.0.1:${port}/${file}`), {
      reducedMotion: true,
      fullPage: false,
    });
    const shots = [(await images.normalise(page.desktop)).jpeg, (await images.normalise(page.mobile)).jpeg];
    const analysis = await analyse(shots, 'brutal', {
      ocr: false,
      clutter: false,
      viewports: 'one-page',
      pageFacts: engineFactsFromCapture(page.facts),
    });
    judged.set(file, { facts: page.facts, violations: analysis.result.violations });
  }
  chromium = await launchOfflineChromium('ugh-broken-layout-');
}, 180_000);

afterAll(async () => {
  await capturer?.close();
  await chromium?.close();
  server.close();
});

const page = (file: string): Judged => {
  const j = judged.get(file);
  if (!j) throw new Error(`${file} was not captured`);
  return j;
};
const violation = (file: string, code: string) => page(file).violations.find((v) => v.code === code);

/** Where an element is on a view, in that view's stored screenshot's pixels (offline Chromium). */
async function elementBox(file: string, selector: string, device: 'desktop' | 'mobile') {
  const tab = await openOfflinePage(chromium!);
  try {
    await tab.setViewport(device === 'desktop' ? DESKTOP : MOBILE);
    await tab.goto(pathToFileURL(join(DIR, file)).href, { waitUntil: 'load' });
    const r = await tab.$eval(selector, (el) => {
      const b = el.getBoundingClientRect();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    });
    const k = SCALE[device === 'desktop' ? 0 : 1]!;
    return { x: r.x * k, y: r.y * k, width: r.width * k, height: r.height * k };
  } finally {
    await tab.close();
  }
}

/** The share of box `a` that lies inside box `b`. */
function insideShare(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? (w * h) / (a.width * a.height) : 0;
}

describe('broken layout on rendered pages', () => {
  it('sees a headline cut off by a grey block laid over it, and boxes the headline', async () => {
    const v = violation('headline-under-block.html', 'V078');
    expect(v, JSON.stringify(page('headline-under-block.html').violations)).toBeDefined();
    expect(v!.type).toBe('Guillotined Text');
    expect(v!.severity).toBe('Critical');
    expect(v!.description).toContain('h1#headline "A law firm for small business."');
    expect(v!.description).toContain('under div#frame');
    const region = v!.evidence!.region!;
    expect(region.imageIndex).toBe(0);
    const headline = await elementBox('headline-under-block.html', '#headline', 'desktop');
    expect(insideShare(region, headline)).toBeGreaterThan(0.9);
    // The box covers the headline's text, not the grey block beside it.
    expect(region.width).toBeGreaterThan(headline.width * 0.5);
    // On the phone the headline wraps beside nothing: the block is no longer over it.
    expect(page('headline-under-block.html').facts.clippedText?.filter((t) => t.device === 'mobile')).toEqual(
      [],
    );
  });

  it('sees labels printed over each other, on the desktop and on the phone', async () => {
    const v = violation('overlapping-labels.html', 'V079');
    expect(v, JSON.stringify(page('overlapping-labels.html').violations)).toBeDefined();
    expect(v!.type).toBe('Text Pile-up');
    expect(v!.description).toMatch(/span#(cleanings|crowns|whitening|implants)/);
    const overlaps = page('overlapping-labels.html').facts.overlappingText!;
    const pairs = overlaps.map((o) =>
      [o.label, o.other.label]
        .map((l) => l.split(' ')[0])
        .sort()
        .join(' + '),
    );
    expect(new Set(pairs)).toEqual(
      new Set(['span#cleanings + span#crowns', 'span#implants + span#whitening']),
    );
    expect(new Set(overlaps.map((o) => o.device))).toEqual(new Set(['desktop', 'mobile']));
    // The box is where the two labels meet: it holds both and little else.
    const region = v!.evidence!.region!;
    const [a, b] = await Promise.all([
      elementBox('overlapping-labels.html', '#cleanings', 'desktop'),
      elementBox('overlapping-labels.html', '#crowns', 'desktop'),
    ]);
    expect(insideShare(a, region)).toBeGreaterThan(0.8);
    expect(insideShare(b, region)).toBeGreaterThan(0.8);
    expect(region.height).toBeLessThan((a.height + b.height) * 1.5);
  });

  it('sees a headline running off the edge of the screen', async () => {
    const v = violation('off-screen-edge.html', 'V078');
    expect(v, JSON.stringify(page('off-screen-edge.html').violations)).toBeDefined();
    expect(v!.description).toContain('h1#wide');
    expect(v!.description).toContain('running off the right edge of the screen');
    const region = v!.evidence!.region!;
    const headline = await elementBox('off-screen-edge.html', '#wide', 'desktop');
    expect(insideShare(region, headline)).toBeGreaterThan(0.9);
    expect(region.x + region.width).toBeLessThanOrEqual(1200);
  });

  it('sees text cut by its own box: a line sliced in half and a button label cut short', () => {
    const clipped = page('clipped-by-box.html').facts.clippedText!.filter((t) => t.device === 'desktop');
    expect(clipped.map((t) => t.label.split(' ')[0]).sort()).toEqual(['div#blurb', 'span#cta']);
    expect(clipped.every((t) => t.cause === 'box' && t.by === 'its own box')).toBe(true);
    expect(violation('clipped-by-box.html', 'V078')).toBeDefined();
  });

  it('finds nothing broken on a page that hides, truncates and layers text on purpose', () => {
    const control = page('control.html');
    expect(control.facts.clippedText).toEqual([]);
    expect(control.facts.overlappingText).toEqual([]);
    const codes = control.violations.map((v) => v.code);
    expect(codes).not.toContain('V078');
    expect(codes).not.toContain('V079');
  });
});
