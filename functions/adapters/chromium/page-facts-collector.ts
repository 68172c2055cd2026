import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CDPSession, Page } from 'puppeteer-core';
import type { ColourPairFact } from '../../domain/colour-vision';
import type { ContrastPair, ElementRef, PageFacts } from '../../domain/page-facts';
import { collectTextDefects, type TextDefects } from './text-defects';

/** axe-core's source, injected into the page (no npm-side browser download involved). */
let axeSource: string | undefined;
function axe(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

type DesktopFacts = Pick<
  PageFacts,
  | 'fontSizes'
  | 'typeStyles'
  | 'lowContrast'
  | 'contrastChecked'
  | 'colourPairs'
  | 'headings'
  | 'imagesWithoutAlt'
  | 'clippedText'
  | 'overlappingText'
>;
type MobileFacts = Pick<
  PageFacts,
  'smallTapTargets' | 'mobileOverflowPx' | 'overflowingElements' | 'mobileViewportMeta'
> &
  Partial<TextDefects>;

/**
 * Runs in the page. Self-contained on purpose: it is serialised as source, so it cannot use imports.
 * Walks visible text elements for font sizes, type styles and WCAG contrast (background = nearest opaque ancestor
 * colour; elements over background images are skipped because their contrast cannot be known from CSS).
 */
function collectDesktopFacts(): DesktopFacts {
  const label = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : '';
    const cls =
      typeof el.className === 'string' && el.className.trim()
        ? `.${el.className.trim().split(/\s+/)[0]}`
        : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${tag}${id || cls}${text ? ` "${text}"` : ''}`;
  };
  const box = (el: Element) => {
    const r = el.getBoundingClientRect();
    return {
      x: Math.round(r.x + window.scrollX),
      y: Math.round(r.y + window.scrollY),
      width: Math.round(r.width),
      height: Math.round(r.height),
    };
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return (
      r.width > 0 &&
      r.height > 0 &&
      s.visibility !== 'hidden' &&
      s.display !== 'none' &&
      Number(s.opacity) > 0.1
    );
  };
  const parse = (c: string): [number, number, number, number] | null => {
    const m = /rgba?\(([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\)/.exec(c);
    if (!m) return null;
    const a = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
    return [Number(m[1]), Number(m[2]), Number(m[3]), a];
  };
  const lum = ([r, g, b]: number[]) => {
    const f = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
  };
  const background = (el: Element): [number, number, number] | null => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (s.backgroundImage && s.backgroundImage !== 'none') return null;
      const c = parse(s.backgroundColor);
      if (c && c[3] >= 0.95) return [c[0], c[1], c[2]];
    }
    return [255, 255, 255];
  };

  const sizes = new Map<number, number>();
  // A style is what a designer picks per element: the family asked for (the first of the stack, as
  // every fallback of one stack stands in for the same choice), the weight and upright or italic.
  const styles = new Map<string, { family: string; weight: number; italic: boolean; count: number }>();
  const pairs: ContrastPair[] = [];
  const neutral = (c: number[]) => Math.max(...c) - Math.min(...c) < 8;
  // Passing pairs, one per colour pair and threshold: what a dichromat may still fail to read.
  const passing = new Map<string, ColourPairFact>();
  let checked = 0;
  const textElements = Array.from(document.querySelectorAll('body *')).filter(
    (el) =>
      Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim().length > 1) &&
      visible(el),
  );
  for (const el of textElements.slice(0, 1500)) {
    const s = getComputedStyle(el);
    const px = Math.round(parseFloat(s.fontSize) * 10) / 10;
    sizes.set(px, (sizes.get(px) ?? 0) + 1);
    const family = (s.fontFamily.split(',')[0] ?? '')
      .trim()
      .replace(/^["']|["']$/g, '')
      .toLowerCase();
    const weight = Math.min(900, Math.max(100, Math.round((Number(s.fontWeight) || 400) / 100) * 100));
    const italic = s.fontStyle !== 'normal';
    const key = `${family}|${weight}|${italic}`;
    const style = styles.get(key);
    if (style) style.count++;
    else styles.set(key, { family, weight, italic, count: 1 });
    const fg = parse(s.color);
    const bg = background(el);
    if (!fg || !bg) continue;
    checked++;
    // Blend a translucent text colour over its background, as it is painted.
    const blended = [0, 1, 2].map((i) => fg[i]! * fg[3] + bg[i]! * (1 - fg[3]));
    const [hi, lo] = [lum(blended), lum(bg)].sort((a, b) => b - a) as [number, number];
    const ratio = Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
    const bold = Number(s.fontWeight) >= 700;
    const large = px >= 24 || (bold && px >= 18.66);
    const required = large ? 3 : 4.5;
    if (ratio < required) {
      pairs.push({
        label: label(el),
        box: box(el),
        foreground: s.color,
        background: `rgb(${bg.join(', ')})`,
        ratio,
        required,
        fontSizePx: px,
      });
    } else if (!(neutral(blended) && neutral(bg))) {
      // Greys look the same to everyone (the simulation keeps them), so only coloured pairs are kept.
      const foreground = `rgb(${blended.map(Math.round).join(', ')})`;
      const background = `rgb(${bg.join(', ')})`;
      const key = `${foreground}|${background}|${required}`;
      const known = passing.get(key);
      if (known) known.count++;
      else passing.set(key, { label: label(el), foreground, background, required, fontSizePx: px, count: 1 });
    }
  }
  pairs.sort((a, b) => a.ratio / a.required - b.ratio / b.required);
  const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
    .filter(visible)
    .map((h) => Number(h.tagName.slice(1)));
  const imagesWithoutAlt: ElementRef[] = Array.from(document.images)
    .filter((img) => !img.hasAttribute('alt') && visible(img) && img.getBoundingClientRect().width >= 16)
    .slice(0, 20)
    .map((img) => ({
      label: `img ${img.currentSrc.split('/').pop()?.slice(0, 40) ?? ''}`.trim(),
      box: box(img),
    }));
  return {
    fontSizes: [...sizes].map(([px, count]) => ({ px, count })).sort((a, b) => b.count - a.count),
    typeStyles: [...styles.values()].sort((a, b) => b.count - a.count).slice(0, 40),
    lowContrast: pairs.slice(0, 20),
    contrastChecked: checked,
    colourPairs: [...passing.values()].sort((a, b) => b.count - a.count).slice(0, 40),
    headings,
    imagesWithoutAlt,
  };
}

/** Runs in the mobile page: tap targets under 44×44 CSS px and anything wider than the viewport. */
function collectMobileFacts(deviceWidth: number): MobileFacts {
  const label = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : '';
    const text = (el.textContent ?? (el as HTMLInputElement).value ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    return `${tag}${id}${text ? ` "${text}"` : ''}`;
  };
  const box = (r: DOMRect) => ({
    x: Math.round(r.x),
    y: Math.round(r.y + window.scrollY),
    width: Math.round(r.width),
    height: Math.round(r.height),
  });
  const small = Array.from(
    document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [onclick]',
    ),
  )
    .map((el) => ({ el, r: el.getBoundingClientRect(), s: getComputedStyle(el) }))
    .filter(({ r, s }) => r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none')
    // Inline links inside running text are exempt (WCAG 2.5.8); count standalone controls only.
    .filter(
      ({ el, s }) =>
        !(
          el.tagName === 'A' &&
          s.display === 'inline' &&
          (el.parentElement?.textContent ?? '').length > (el.textContent ?? '').length + 20
        ),
    )
    .filter(({ r }) => r.width < 44 || r.height < 44)
    .slice(0, 20)
    .map(({ el, r }) => ({ label: label(el), box: box(r), device: 'mobile' as const }));
  // Against the device's width, not innerWidth: without a viewport meta the browser lays the page out
  // at 980 px and zooms out, which hides the overflow from innerWidth but not from the visitor.
  const viewport = deviceWidth;
  const contentWidth = Math.max(document.documentElement.scrollWidth, document.body?.scrollWidth ?? 0);
  const overflowPx = Math.max(0, contentWidth - viewport);
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]')?.content ?? '';
  const overflowing = overflowPx
    ? Array.from(document.querySelectorAll('body *'))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.right > viewport + 1 && r.width > 0)
        // Report the outermost offenders, not every descendant.
        .filter(({ el }, _i, all) => !all.some((o) => o.el !== el && o.el.contains(el)))
        .slice(0, 10)
        .map(({ el, r }) => ({ label: label(el), box: box(r) }))
    : [];
  return {
    smallTapTargets: small,
    mobileOverflowPx: overflowPx,
    overflowingElements: overflowing,
    mobileViewportMeta: /width\s*=\s*device-width/i.test(meta),
  };
}

/** Fonts the renderer really used (CDP CSS.getPlatformFontsForNode over a sample of text elements). */
async function renderedFonts(cdp: CDPSession): Promise<PageFacts['renderedFonts']> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: 'h1, h2, h3, p, a, button, li, label, span',
  });
  const glyphs = new Map<string, number>();
  for (const nodeId of nodeIds.slice(0, 60)) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch(() => ({ fonts: [] }));
    for (const f of fonts) glyphs.set(f.familyName, (glyphs.get(f.familyName) ?? 0) + f.glyphCount);
  }
  return [...glyphs]
    .map(([family, count]) => ({ family, glyphs: count }))
    .sort((a, b) => b.glyphs - a.glyphs);
}

async function runAxe(page: Page, timeoutMs: number): Promise<PageFacts['axeViolations']> {
  await page.evaluate(axe());
  const run = page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: unknown[] }[];
          }>;
        };
      }
    ).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
    }));
  });
  const timeout = new Promise<PageFacts['axeViolations']>((resolve) =>
    setTimeout(() => resolve([]), timeoutMs),
  );
  return Promise.race([run, timeout]);
}

async function weight(page: Page): Promise<Pick<PageFacts, 'pageWeightBytes' | 'requestCount'>> {
  return page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return {
      pageWeightBytes: entries.reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize || 0), 0),
      requestCount: entries.length,
    };
  });
}

/** Broken text (text-defects.ts) is measured on both views: the lists of the two are joined. */
export function joinViews(desktop: Partial<PageFacts>, mobile: Partial<PageFacts>): Partial<PageFacts> {
  const joined: Partial<PageFacts> = { ...desktop, ...mobile };
  for (const key of ['clippedText', 'overlappingText'] as const) {
    if (desktop[key] || mobile[key])
      (joined as Record<typeof key, unknown[]>)[key] = [...(desktop[key] ?? []), ...(mobile[key] ?? [])];
  }
  return joined;
}

export async function collectDesktop(
  page: Page,
  axeTimeoutMs: number,
  capturedHeight: number,
): Promise<Omit<PageFacts, 'url' | 'capturedAt' | keyof MobileFacts> & Partial<TextDefects>> {
  const cdp = await page.createCDPSession();
  const [facts, text, fonts, sizes] = [
    await page.evaluate(collectDesktopFacts),
    await page.evaluate(collectTextDefects, 'desktop' as const, capturedHeight).catch(() => undefined),
    await renderedFonts(cdp).catch(() => []),
    await weight(page),
  ];
  const axeViolations = await runAxe(page, axeTimeoutMs).catch(() => []);
  await cdp.detach().catch(() => undefined);
  return { ...facts, ...text, renderedFonts: fonts, axeViolations, ...sizes };
}

export async function collectMobile(
  page: Page,
  deviceWidth: number,
  capturedHeight: number,
): Promise<MobileFacts> {
  const declared = await page.evaluate(() => Boolean(document.querySelector('meta[name="viewport"]')));
  // Broken text as the phone screenshot shows it: only a page laid out at the device's width (with a
  // viewport meta) puts its text where the screenshot has it; a zoomed-out 980 px layout does not.
  const text = declared
    ? await page.evaluate(collectTextDefects, 'mobile' as const, capturedHeight).catch(() => undefined)
    : undefined;
  if (!declared) {
    // Without a viewport meta the phone shows a zoomed-out 980 px layout (already in the screenshot).
    // Measure at the device width instead, which is what the page must survive once it is fixed.
    await page.evaluate(() => {
      const meta = document.createElement('meta');
      meta.name = 'viewport';
      meta.content = 'width=device-width, initial-scale=1';
      meta.dataset.ughInjected = 'true';
      document.head.append(meta);
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  const facts = await page.evaluate(collectMobileFacts, deviceWidth);
  return { ...facts, ...text, mobileViewportMeta: declared && facts.mobileViewportMeta };
}
