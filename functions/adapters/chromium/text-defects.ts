import type { ClippedText, OverlappingText } from '../../domain/page-facts';

export interface TextDefects {
  clippedText: ClippedText[];
  overlappingText: OverlappingText[];
}

/**
 * Runs in the page (serialised as source: no imports, no outside helpers). Finds broken text in the
 * captured part of the page (the first `capturedHeight` CSS px), measured on the text itself (the line
 * boxes of each text node, `Range.getClientRects`), never on element boxes, so ordinary nesting is not
 * an overlap:
 *
 * - clipped: a line partly cut by an ancestor that hides its overflow (`overflow: hidden | clip` on
 *   that axis; boxes that scroll are meant to), or partly past the left or right edge of the screen;
 * - covered: part of its glyph boxes lies under an opaque element painted later (`elementFromPoint`
 *   at sample points on its lines hits a box with an opaque background, or a picture), first screen only;
 * - overlapping: its lines and another text node's lines overlap (both trimmed to the middle 60% of their
 *   height, so tight leading is not a collision), or a picture is painted over part of it.
 *
 * Only text a visitor sees part of counts: text hidden whole (closed menus, a carousel's other slides,
 * screen-reader text) is not a visible defect, nor are cards peeking out of a carousel strip, moving
 * text, small text truncated with an ellipsis, or decorative text (aria-hidden, faint or see-through).
 */
export function collectTextDefects(device: 'desktop' | 'mobile', capturedHeight: number): TextDefects {
  type Rect = { x0: number; y0: number; x1: number; y1: number };
  const screenWidth = document.documentElement.clientWidth || window.innerWidth;
  const screenHeight = window.innerHeight;
  const sx = window.scrollX;
  const sy = window.scrollY;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const css = (el: Element) => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };
  const rects = new Map<Element, DOMRect>();
  const rectOf = (el: Element) => {
    let r = rects.get(el);
    if (!r) {
      r = el.getBoundingClientRect();
      rects.set(el, r);
    }
    return r;
  };
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
  const alpha = (colour: string): number => {
    if (colour === 'transparent') return 0;
    const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour);
    if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
    const rgba = /^rgba\(([^)]+)\)$/.exec(colour);
    if (rgba) {
      const parts = rgba[1]!.split(',');
      if (parts.length === 4) return Number(parts[3]);
    }
    return 1;
  };
  const opacities = new Map<Element, number>();
  const opacityOf = (el: Element | null): number => {
    if (!el) return 1;
    let o = opacities.get(el);
    if (o === undefined) {
      o = Number(css(el).opacity) * opacityOf(el.parentElement);
      opacities.set(el, o);
    }
    return o;
  };
  const animated = new Set<Element>();
  for (const a of document.getAnimations?.() ?? []) {
    const target = (a.effect as KeyframeEffect | null)?.target;
    if (target) animated.add(target);
  }
  const moving = (el: Element) => {
    for (let a: Element | null = el; a; a = a.parentElement) if (animated.has(a)) return true;
    return false;
  };
  /** Text nobody is meant to read as text: hidden from assistive technology, faint or see-through. */
  const decorative = (el: Element) =>
    Boolean(el.closest('[aria-hidden="true"]')) ||
    opacityOf(el) < 0.6 ||
    (alpha(css(el).color) < 0.6 &&
      !/text/.test(css(el).backgroundClip + css(el).getPropertyValue('-webkit-background-clip')));
  /** Turned or skewed: its line boxes are then bounding boxes, not the glyphs' (corner ribbons, badges). */
  const turned = (el: Element) => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const m = /^matrix\(([^)]+)\)$/.exec(css(a).transform);
      if (!m) continue;
      const [, b, c] = m[1]!.split(',').map(Number);
      if (Math.abs(b ?? 0) > 0.01 || Math.abs(c ?? 0) > 0.01) return true;
    }
    return false;
  };
  /** Clipped to nothing on purpose (screen-reader-only text, reveal effects): never a visible cut. */
  const clippedOnPurpose = (el: Element) => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const s = css(a);
      if (s.clipPath !== 'none' || (s.clip && s.clip !== 'auto')) return true;
    }
    return false;
  };

  interface Clip {
    el: Element;
    box: Rect;
    x: 'clip' | 'scroll' | 'none';
    y: 'clip' | 'scroll' | 'none';
  }
  const axis = (overflow: string): Clip['x'] =>
    overflow === 'hidden' || overflow === 'clip' ? 'clip' : overflow === 'visible' ? 'none' : 'scroll';
  /**
   * The ancestors whose overflow clips this element's text, innermost first. An absolutely positioned
   * element escapes ancestors below its containing block, a fixed one every ancestor without a
   * transform (CSS 2.1 §11.1.1); the root and body clip to the viewport, handled as the screen edge.
   */
  const clipsOf = (el: Element): Clip[] => {
    const out: Clip[] = [];
    let mode: 'flow' | 'absolute' | 'fixed' = 'flow';
    for (let a: Element | null = el; a && a !== document.body && a !== document.documentElement;) {
      const s = css(a);
      const containing =
        s.transform !== 'none' || s.filter !== 'none' || s.perspective !== 'none' || /paint/.test(s.contain);
      const establishes =
        mode === 'flow' || (mode === 'absolute' && (s.position !== 'static' || containing)) || containing;
      if (establishes) {
        mode = 'flow';
        const x = axis(s.overflowX);
        const y = axis(s.overflowY);
        const paint = /paint/.test(s.contain);
        if ((x !== 'none' || y !== 'none' || paint) && s.display !== 'inline' && s.display !== 'contents') {
          const r = rectOf(a);
          const x0 = r.left + a.clientLeft;
          const y0 = r.top + a.clientTop;
          out.push({
            el: a,
            box: { x0, y0, x1: x0 + a.clientWidth, y1: y0 + a.clientHeight },
            x: paint ? 'clip' : x,
            y: paint ? 'clip' : y,
          });
        }
      }
      if (s.position === 'fixed') mode = 'fixed';
      else if (s.position === 'absolute' && mode !== 'fixed') mode = 'absolute';
      a = a.parentElement;
    }
    return out;
  };
  /** An item of a row (carousel slides, a strip of links) that the strip's edge cuts: a "peek", by design. */
  const peeking = (el: Element, strip: Element, edge: Rect) => {
    for (let a: Element | null = el; a && a !== strip; a = a.parentElement) {
      const r = rectOf(a);
      if (r.left >= edge.x0 - 1 && r.right <= edge.x1 + 1) continue;
      const siblings = a.parentElement ? Array.from(a.parentElement.children) : [];
      const beside = siblings.some((b) => {
        if (b === a) return false;
        const o = rectOf(b);
        return (
          o.width > 0 &&
          Math.min(o.bottom, r.bottom) - Math.max(o.top, r.top) > 0 &&
          (o.right <= r.left + 1 || o.left >= r.right - 1)
        );
      });
      if (beside) return true;
    }
    return false;
  };
  const PICTURES = new Set(['IMG', 'VIDEO', 'CANVAS', 'IFRAME', 'EMBED', 'OBJECT', 'PICTURE']);
  /** A picture, or a shape of a drawing (the drawing's own box is transparent where nothing is drawn). */
  const isPicture = (el: Element) =>
    PICTURES.has(el.tagName) || (el instanceof SVGElement && !(el instanceof SVGSVGElement));
  /**
   * Layers meant to sit over the page (dialogs, fixed bars, chat bubbles): what they cover is a pop-up
   * matter (measured from the pixels), not text the layout broke.
   */
  const overlay = (el: Element) => {
    if (el.closest('dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]')) return true;
    for (let a: Element | null = el; a; a = a.parentElement) if (css(a).position === 'fixed') return true;
    return false;
  };
  /**
   * What `hit` (the top element at a point on `el`'s text) paints there: an opaque box or a picture
   * above the text, or nothing (a transparent overlay such as a link stretched over a card). Walks from
   * the hit up to the element both share, whose own background lies under the text.
   */
  const occluderAt = (hit: Element, el: Element, overlays = false): Element | null => {
    for (let a: Element | null = hit; a && !a.contains(el); a = a.parentElement) {
      if (opacityOf(a) < 0.8) continue;
      const s = css(a);
      if (isPicture(a) || alpha(s.backgroundColor) >= 0.9 || s.backgroundImage !== 'none')
        return overlays || !overlay(a) ? a : null;
    }
    return null;
  };
  // A page that scrolls sideways shows what runs past the screen's edge on a swipe: that is the
  // sideways-scroll finding (measured on the phone), not text cut off. Only a page that hides its
  // sideways overflow (overflow-x: hidden on the root or body) cuts text at the screen's edge.
  const root = document.documentElement;
  const viewportOverflow =
    css(root).overflowX !== 'visible' ? css(root).overflowX : css(document.body).overflowX;
  const scrollsSideways =
    viewportOverflow !== 'hidden' &&
    viewportOverflow !== 'clip' &&
    (document.scrollingElement ?? root).scrollWidth > screenWidth + 1;

  interface Line {
    rect: Rect;
    visible: Rect | null;
  }
  interface TextItem {
    node: Text;
    el: Element;
    fontSize: number;
    lines: Line[];
    decorative: boolean;
    /** Fully covered by an opaque block in the first screen: not seen at all. */
    hidden: boolean;
  }
  const clipped: ClippedText[] = [];
  const overlapping: OverlappingText[] = [];
  const items: TextItem[] = [];
  const doc = (r: Rect) => ({
    x: Math.round(r.x0 + sx),
    y: Math.round(r.y0 + sy),
    width: Math.round(r.x1 - r.x0),
    height: Math.round(r.y1 - r.y0),
  });
  const union = (list: Rect[]): Rect => ({
    x0: Math.min(...list.map((r) => r.x0)),
    y0: Math.min(...list.map((r) => r.y0)),
    x1: Math.max(...list.map((r) => r.x1)),
    y1: Math.max(...list.map((r) => r.y1)),
  });
  /** The part of a rect inside the captured area (the screen's width, the first capturedHeight px). */
  const captured = (r: Rect): Rect => ({
    x0: Math.max(0, r.x0),
    y0: Math.max(-sy, r.y0),
    x1: Math.min(screenWidth, r.x1),
    y1: Math.min(capturedHeight - sy, r.y1),
  });

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let samples = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (items.length >= 3000) break;
    const el = node.parentElement;
    if (!el || !/[\p{L}\p{N}]{2}/u.test(node.data)) continue;
    if (el.closest('script, style, noscript, template, svg, select, option, textarea')) continue;
    const s = css(el);
    if (s.visibility !== 'visible' || opacityOf(el) < 0.1) continue;
    range.selectNodeContents(node);
    const lineRects = Array.from(range.getClientRects())
      .filter((r) => r.width >= 1 && r.height >= 1)
      .map((r) => ({ x0: r.left, y0: r.top, x1: r.right, y1: r.bottom }));
    if (lineRects.length === 0) continue;
    // Only what the screenshot shows (a little slack for text that runs off the screen's edge).
    if (!lineRects.some((r) => r.y1 + sy > 0 && r.y0 + sy < capturedHeight)) continue;
    const fontSize = parseFloat(s.fontSize) || 16;
    if (fontSize < 6 || clippedOnPurpose(el) || turned(el)) continue;
    const clips = clipsOf(el);
    const lines: Line[] = [];
    let totalArea = 0;
    let hiddenArea = 0;
    let cutBy: { cause: ClippedText['cause']; by: Element | null } | null = null;
    let scrolls = false;
    for (const rect of lineRects) {
      let v: Rect = { ...rect };
      let byBox: Clip | null = null;
      let byEdge = false;
      for (const c of clips) {
        const before = { ...v };
        if (c.x !== 'none') v = { ...v, x0: Math.max(v.x0, c.box.x0), x1: Math.min(v.x1, c.box.x1) };
        if (c.y !== 'none') v = { ...v, y0: Math.max(v.y0, c.box.y0), y1: Math.min(v.y1, c.box.y1) };
        const cutX = v.x0 > before.x0 + 0.5 || v.x1 < before.x1 - 0.5;
        const cutY = v.y0 > before.y0 + 0.5 || v.y1 < before.y1 - 0.5;
        if ((cutX && c.x === 'scroll') || (cutY && c.y === 'scroll')) scrolls = true;
        if ((cutX || cutY) && !byBox) byBox = c;
      }
      if (v.x0 < 0 || v.x1 > screenWidth) {
        byEdge = true;
        v = { ...v, x0: Math.max(0, v.x0), x1: Math.min(screenWidth, v.x1) };
      }
      const w = rect.x1 - rect.x0;
      const h = rect.y1 - rect.y0;
      const vw = Math.max(0, v.x1 - v.x0);
      const vh = Math.max(0, v.y1 - v.y0);
      totalArea += w * h;
      hiddenArea += w * h - vw * vh;
      const seen = vw > 0 && vh > 0;
      lines.push({ rect, visible: seen ? v : null });
      if (!seen || cutBy || v.y1 + sy <= 0 || v.y0 + sy >= capturedHeight) continue;
      // A cut a visitor notices: part of a glyph or more gone, with at least a letter still showing.
      // Vertically, one side must lose a quarter of the line box: a font whose ascent and descent
      // stick out of a box set to a tight line-height loses a little at both sides, and no ink.
      const cutWidth = w - vw >= Math.max(4, 0.3 * fontSize) && vw >= Math.max(8, 0.6 * fontSize);
      const cutHeight = Math.max(v.y0 - rect.y0, rect.y1 - v.y1) >= 0.25 * h && vh >= 0.25 * h;
      if (!cutWidth && !cutHeight) continue;
      if (byBox) {
        const sideways = cutWidth && !cutHeight;
        if (sideways && peeking(el, byBox.el, byBox.box)) continue;
        // Code cropped by its panel reads as "scroll for more" (and is how code windows are drawn).
        if (sideways && el.closest('pre, code, kbd, samp')) continue;
        // Small print cut short with an ellipsis is a convention (product titles); a headline is not.
        if (sideways && css(byBox.el).textOverflow === 'ellipsis' && fontSize < 24) continue;
        cutBy = { cause: 'box', by: byBox.el };
      } else if (byEdge && cutWidth && !scrollsSideways) cutBy = { cause: 'screen-edge', by: null };
    }
    const item: TextItem = { node, el, fontSize, lines, decorative: decorative(el), hidden: false };
    items.push(item);
    if (item.decorative || moving(el) || scrolls) continue;
    const seenLines = lines.flatMap((l) => (l.visible ? [l.visible] : []));
    if (seenLines.length === 0) continue;
    if (cutBy) {
      const where = union(seenLines);
      clipped.push({
        label: label(el),
        box: doc(captured(where)),
        device,
        cause: cutBy.cause,
        by: cutBy.by
          ? cutBy.by === el
            ? 'its own box'
            : label(cutBy.by)
          : where.x0 <= 0.5
            ? 'the left edge of the screen'
            : 'the right edge of the screen',
        hiddenShare: Math.round((hiddenArea / totalArea) * 100) / 100,
        fontSizePx: fontSize,
      });
      continue;
    }
    // Blocks painted over the text: sample its lines on the first screen (where hit-testing works).
    if (s.pointerEvents === 'none' || samples > 8000) continue;
    let tried = 0;
    let covered = 0;
    const over = new Map<Element, number>();
    for (const v of seenLines) {
      if (v.y0 < 0 || v.y1 > screenHeight) continue;
      const cols = Math.min(12, Math.max(2, Math.ceil((v.x1 - v.x0) / Math.max(8, fontSize))));
      for (let i = 0; i < cols; i++)
        for (const fy of [0.3, 0.7]) {
          const x = v.x0 + ((i + 0.5) / cols) * (v.x1 - v.x0);
          const y = v.y0 + fy * (v.y1 - v.y0);
          const hit = document.elementFromPoint(x, y);
          samples++;
          if (!hit) continue;
          tried++;
          if (hit === el || el.contains(hit) || hit.contains(el)) continue;
          const occluder = occluderAt(hit, el);
          if (!occluder) continue;
          covered++;
          over.set(occluder, (over.get(occluder) ?? 0) + 1);
        }
    }
    if (tried === 0 || covered === 0) continue;
    if (covered === tried) {
      item.hidden = true;
      continue;
    }
    if (covered < 2 || covered / tried < 0.1) continue;
    const [occluder] = [...over].sort((a, b) => b[1] - a[1])[0]!;
    const where = captured(union(seenLines));
    if (isPicture(occluder)) {
      const r = rectOf(occluder);
      overlapping.push({
        label: label(el),
        box: doc(where),
        device,
        with: 'picture',
        other: {
          label: label(occluder),
          box: doc(captured({ x0: r.left, y0: r.top, x1: r.right, y1: r.bottom })),
        },
        overlapPx: Math.round((covered / tried) * (where.x1 - where.x0) * (where.y1 - where.y0)),
        fontSizePx: fontSize,
      });
    } else
      clipped.push({
        label: label(el),
        box: doc(where),
        device,
        cause: 'covered',
        by: label(occluder),
        hiddenShare: Math.round((covered / tried) * 100) / 100,
        fontSizePx: fontSize,
      });
  }

  // Text over text: lines of different text nodes overlapping, each trimmed to the middle 60% of its
  // height (the glyphs' body; tight leading only ever overlaps the trimmed margins).
  type Band = { item: TextItem; r: Rect; line: Rect };
  const bands: Band[] = [];
  for (const item of items) {
    if (item.decorative || item.hidden || moving(item.el)) continue;
    for (const line of item.lines) {
      if (!line.visible) continue;
      const h = line.rect.y1 - line.rect.y0;
      const r = captured({
        x0: line.visible.x0,
        x1: line.visible.x1,
        y0: Math.max(line.visible.y0, line.rect.y0 + 0.2 * h),
        y1: Math.min(line.visible.y1, line.rect.y1 - 0.2 * h),
      });
      if (r.x1 - r.x0 >= 1 && r.y1 - r.y0 >= 1) bands.push({ item, r, line: captured(line.visible) });
    }
  }
  bands.sort((a, b) => a.r.y0 - b.r.y0);
  const pairs = new Map<string, { a: Band[]; b: Band[]; area: number; at: Rect }>();
  const ids = new Map<TextItem, number>(items.map((item, i) => [item, i]));
  for (let i = 0; i < bands.length; i++) {
    const a = bands[i]!;
    for (let j = i + 1; j < bands.length && bands[j]!.r.y0 < a.r.y1; j++) {
      const b = bands[j]!;
      if (b.item === a.item) continue;
      const ix = Math.min(a.r.x1, b.r.x1) - Math.max(a.r.x0, b.r.x0);
      const iy = Math.min(a.r.y1, b.r.y1) - Math.max(a.r.y0, b.r.y0);
      if (ix < Math.max(4, 0.5 * Math.min(a.item.fontSize, b.item.fontSize)) || iy < 2) continue;
      const at: Rect = {
        x0: Math.max(a.r.x0, b.r.x0),
        y0: Math.max(a.r.y0, b.r.y0),
        x1: Math.min(a.r.x1, b.r.x1),
        y1: Math.min(a.r.y1, b.r.y1),
      };
      const [first, second] = ids.get(a.item)! < ids.get(b.item)! ? [a, b] : [b, a];
      const key = `${ids.get(first.item)}-${ids.get(second.item)}`;
      const known = pairs.get(key);
      if (known) {
        known.area += ix * iy;
        known.a.push(first);
        known.b.push(second);
      } else pairs.set(key, { a: [first], b: [second], area: ix * iy, at });
    }
  }
  for (const { a, b, area, at } of pairs.values()) {
    const [A, B] = [a[0]!.item, b[0]!.item];
    if (overlay(A.el) || overlay(B.el)) continue;
    // On the first screen, check what is painted where they meet: if an opaque box lies between them,
    // the lower text is covered (measured above), not printed over.
    const cx = (at.x0 + at.x1) / 2;
    const cy = (at.y0 + at.y1) / 2;
    if (cy >= 0 && cy < screenHeight) {
      const hit = document.elementFromPoint(cx, cy);
      if (hit) {
        const onTop = A.el === hit || A.el.contains(hit) ? A : B.el === hit || B.el.contains(hit) ? B : null;
        if (onTop) {
          const below = onTop === A ? B : A;
          if (occluderAt(hit, below.el, true)) continue;
        } else if (occluderAt(hit, A.el, true) && occluderAt(hit, B.el, true)) continue;
      }
    }
    const [big, small] = A.fontSize >= B.fontSize ? [A, B] : [B, A];
    const bigLines = (big === A ? a : b).map((x) => x.line);
    const smallLines = (big === A ? b : a).map((x) => x.line);
    overlapping.push({
      label: label(big.el),
      box: doc(union(bigLines)),
      device,
      with: 'text',
      other: { label: label(small.el), box: doc(union(smallLines)) },
      overlapPx: Math.round(area),
      fontSizePx: big.fontSize,
    });
  }
  clipped.sort((p, q) => q.fontSizePx - p.fontSizePx || q.hiddenShare - p.hiddenShare);
  overlapping.sort((p, q) => q.overlapPx - p.overlapPx);
  return { clippedText: clipped.slice(0, 20), overlappingText: overlapping.slice(0, 20) };
}
