/**
 * What a visitor would notice about the text of a drawn page (the demo sites' SVG screenshots): text
 * cut off by the canvas edge, text printed over other text, a shape painted over text, and text that
 * runs out of the box it sits on (straddling the edge between two backgrounds). Measured in Chromium
 * on the SVG itself: text boxes from the layout, paint order from the document, and which shape fills
 * each point from `isPointInFill` (exact for rotated and rounded shapes).
 */
import type { Page } from 'puppeteer-core';

export interface SvgTextProblem {
  text: string;
  problem: 'off-canvas' | 'overlaps-text' | 'covered' | 'straddles';
  /** The other text, or a description of the shape. */
  with?: string;
}

/** Loads `svg` (the inner markup of a width × height drawing) into `page` and lists its text problems. */
export async function svgTextProblems(
  page: Page,
  svg: string,
  width = 1440,
  height = 900,
): Promise<SvgTextProblem[]> {
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg></body></html>`,
  );
  // Functions handed to evaluate() are serialised; keep-names bundling wraps inner ones in `__name`.
  await page.evaluate('globalThis.__name = globalThis.__name || ((fn) => fn);');
  return page.evaluate(
    (w: number, h: number) => {
      const MARGIN = 8;
      const all = Array.from(document.querySelectorAll('svg *'));
      const texts = all.filter((e): e is SVGTextElement => e instanceof SVGTextElement);
      const shapes = all.filter(
        (e): e is SVGGeometryElement => e instanceof SVGGeometryElement && !(e instanceof SVGTextElement),
      );
      const painted = (e: SVGGeometryElement) => {
        const s = getComputedStyle(e);
        return s.fill !== 'none' && Number(s.fillOpacity) > 0 && Number(s.opacity) > 0;
      };
      const fills = (e: SVGGeometryElement, x: number, y: number) => {
        const m = e.getScreenCTM();
        if (!m) return false;
        const p = new DOMPoint(x, y).matrixTransform(m.inverse());
        return e.isPointInFill(p);
      };
      const describe = (e: Element) =>
        `${e.tagName} ${['x', 'y', 'width', 'height', 'cx', 'cy', 'r', 'fill']
          .map((a) => (e.getAttribute(a) === null ? '' : `${a}=${e.getAttribute(a)}`))
          .filter(Boolean)
          .join(' ')}`;
      const problems: { text: string; problem: string; with?: string }[] = [];
      const boxes = texts.map((t) => t.getBoundingClientRect());
      texts.forEach((t, i) => {
        const name = t.textContent ?? '';
        const r = boxes[i]!;
        if (r.left < MARGIN || r.top < 0 || r.right > w - MARGIN || r.bottom > h)
          problems.push({ text: name, problem: 'off-canvas' });
        // Text over text: the glyphs' body (the middle 70% of each box's height) overlapping.
        for (let j = i + 1; j < texts.length; j++) {
          const o = boxes[j]!;
          const ix = Math.min(r.right, o.right) - Math.max(r.left, o.left);
          const iy =
            Math.min(r.bottom - 0.15 * r.height, o.bottom - 0.15 * o.height) -
            Math.max(r.top + 0.15 * r.height, o.top + 0.15 * o.height);
          if (ix > 0 && iy > 0)
            problems.push({ text: name, problem: 'overlaps-text', with: texts[j]!.textContent ?? '' });
        }
        // Sample the box: what lies under the text (one backdrop for all of it) and nothing over it.
        const before = shapes.filter((s) => s.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING);
        const after = shapes.filter((s) => s.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_PRECEDING);
        const backdrops = new Set<Element | null>();
        let cover: Element | undefined;
        for (let cx = 0; cx < 12; cx++)
          for (const fy of [0.3, 0.5, 0.7]) {
            const x = r.left + ((cx + 0.5) / 12) * r.width;
            const y = r.top + fy * r.height;
            backdrops.add([...before].reverse().find((s) => painted(s) && fills(s, x, y)) ?? null);
            cover ??= after.find((s) => painted(s) && fills(s, x, y));
          }
        if (cover) problems.push({ text: name, problem: 'covered', with: describe(cover) });
        if (backdrops.size > 1)
          problems.push({
            text: name,
            problem: 'straddles',
            with: [...backdrops].map((b) => (b ? describe(b) : 'the page')).join(' | '),
          });
      });
      return problems;
    },
    width,
    height,
  ) as Promise<SvgTextProblem[]>;
}
