import type { TextLine } from './layout';

/** Text starting this close to the left edge (share of the width) has no margin of its own. */
const EDGE_MARGIN = 0.015;

/**
 * Text whose lines start within 1.5% of the screen's left edge (18 px of 1200: the browser's 8-px
 * body margin, scaled), as a share of all text by line width. Among the tuning pages the bare and
 * default-HTML pages set 59–87% of their text there, no clean page any and no ordinary one over 28%; of the 100 Calista
 * top sites 90% set under 7% there, one 43%.
 */
export function textAtEdge(lines: TextLine[], w: number): { share: number; lines: TextLine[] } {
  const total = lines.reduce((a, l) => a + l.width, 0);
  const atEdge = lines.filter((l) => l.x < EDGE_MARGIN * w);
  return { share: total ? atEdge.reduce((a, l) => a + l.width, 0) / total : 0, lines: atEdge };
}
