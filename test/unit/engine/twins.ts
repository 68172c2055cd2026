/**
 * Labelled test pages: a well-made page and deliberately bad twins, drawn as SVG (rendered by sharp's
 * librsvg, like the seeded demo pages). Each twin breaks one thing a designer would name.
 */
const FONT = 'font-family="sans-serif"';

function cards(opts: { xs?: number[]; widths?: number[]; fills?: string[]; text?: string } = {}) {
  return [0, 1, 2]
    .map((i) => {
      const x = opts.xs?.[i] ?? 120 + i * 420;
      const w = opts.widths?.[i] ?? 380;
      return `<rect x="${x}" y="600" width="${w}" height="220" rx="12" fill="${opts.fills?.[i] ?? '#f1f5f9'}"/>
      <text x="${x + 28}" y="660" ${FONT} font-size="26" font-weight="700" fill="${opts.text ?? '#0f172a'}">Feature ${i + 1}</text>
      <text x="${x + 28}" y="700" ${FONT} font-size="18" fill="${opts.text ?? '#475569'}">Short, clear benefit copy.</text>`;
    })
    .join('');
}

export const GOOD = `<rect width="1440" height="900" fill="#ffffff"/>
  <rect width="1440" height="80" fill="#ffffff"/><rect y="80" width="1440" height="1" fill="#e2e8f0"/>
  <text x="120" y="50" ${FONT} font-size="24" font-weight="700" fill="#0f172a">Brightpath</text>
  <text x="900" y="48" ${FONT} font-size="18" fill="#334155">Product</text>
  <text x="1010" y="48" ${FONT} font-size="18" fill="#334155">Pricing</text>
  <text x="1110" y="48" ${FONT} font-size="18" fill="#334155">Sign in</text>
  <text x="120" y="260" ${FONT} font-size="64" font-weight="700" fill="#0f172a">Plan projects in minutes.</text>
  <text x="120" y="330" ${FONT} font-size="24" fill="#475569">Brightpath keeps your team on one calm timeline.</text>
  <rect x="120" y="380" width="240" height="64" rx="10" fill="#2563eb"/>
  <text x="152" y="421" ${FONT} font-size="22" font-weight="700" fill="#ffffff">Start free trial</text>
  ${cards()}`;

const neon = ['#ff00ff', '#00ff00', '#ffff00', '#00ffff', '#ff0000', '#0000ff'];

export const TWINS: Record<string, string> = {
  'clashing colours': `<rect width="1440" height="900" fill="#ff00ff"/>
    <rect width="1440" height="80" fill="#00ff00"/>
    <text x="120" y="50" ${FONT} font-size="24" font-weight="700" fill="#ff0000">Brightpath</text>
    <rect x="0" y="150" width="1440" height="320" fill="#ffff00"/>
    <text x="120" y="260" ${FONT} font-size="64" font-weight="700" fill="#00ffff">Plan projects in minutes.</text>
    <text x="120" y="330" ${FONT} font-size="24" fill="#ff0000">Brightpath keeps your team on one calm timeline.</text>
    <rect x="120" y="380" width="240" height="64" rx="10" fill="#0000ff"/>
    <text x="152" y="421" ${FONT} font-size="22" font-weight="700" fill="#ff8800">Start free trial</text>
    ${cards({ fills: ['#00ffff', '#ff0000', '#00ff00'], text: '#0000ff' })}`,
  'low contrast': GOOD.replaceAll('#0f172a', '#cbd5e1')
    .replaceAll('#475569', '#d5dbe3')
    .replaceAll('#334155', '#d1d5db')
    .replace('#2563eb', '#dbeafe')
    .replace('fill="#ffffff">Start', 'fill="#f8fafc">Start'),
  clutter: `${GOOD}${Array.from({ length: 220 }, (_, i) => {
    const x = (i * 137) % 1400,
      y = 90 + ((i * 89) % 800);
    return `<rect x="${x}" y="${y}" width="${18 + (i % 5) * 9}" height="${12 + (i % 4) * 8}" fill="none" stroke="${neon[i % 6]}" stroke-width="2"/><circle cx="${(x + 40) % 1440}" cy="${y}" r="${3 + (i % 4)}" fill="#64748b"/>`;
  }).join('')}`,
  'wall of text': `<rect width="1440" height="900" fill="#ffffff"/>
    <text x="40" y="40" ${FONT} font-size="16" font-weight="700" fill="#0f172a">Brightpath</text>
    ${Array.from(
      { length: 58 },
      (_, i) =>
        `<text x="40" y="${70 + i * 14.2}" ${FONT} font-size="11" fill="#64748b">Brightpath keeps your team on one calm timeline with tasks, milestones, dependencies, reports, exports, integrations, permissions, audit logs, templates and ${i} more features that you will need to read about here.</text>`,
    ).join('')}`,
  'broken alignment': `<rect width="1440" height="900" fill="#ffffff"/>
    <text x="37" y="50" ${FONT} font-size="24" font-weight="700" fill="#0f172a">Brightpath</text>
    <text x="310" y="230" ${FONT} font-size="64" font-weight="700" fill="#0f172a">Plan projects</text>
    <text x="95" y="300" ${FONT} font-size="64" font-weight="700" fill="#0f172a">in minutes.</text>
    <text x="520" y="360" ${FONT} font-size="24" fill="#475569">Brightpath keeps your team on one calm timeline.</text>
    <rect x="880" y="410" width="240" height="64" rx="10" fill="#2563eb"/>
    <text x="912" y="451" ${FONT} font-size="22" font-weight="700" fill="#ffffff">Start free trial</text>
    ${[
      [15, 520, 300, 150],
      [350, 610, 420, 120],
      [820, 500, 260, 260],
      [1130, 640, 300, 90],
      [230, 770, 500, 110],
      [790, 790, 610, 80],
    ]
      .map(
        ([x, y, w, h], i) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f1f5f9" stroke="#94a3b8"/><text x="${x! + 9 + i * 7}" y="${y! + 40}" ${FONT} font-size="${14 + i * 5}" fill="#0f172a">Feature ${i + 1}</text>`,
      )
      .join('')}`,
  'too many fonts and sizes': `<rect width="1440" height="900" fill="#ffffff"/>
    ${[
      'serif',
      'monospace',
      'sans-serif',
      'cursive',
      'fantasy',
      'serif',
      'monospace',
      'sans-serif',
      'cursive',
      'serif',
      'monospace',
      'fantasy',
    ]
      .map(
        (font, i) =>
          `<text x="${60 + (i % 3) * 15}" y="${70 + i * 68}" font-family="${font}" font-size="${[12, 44, 17, 31, 9, 58, 22, 13, 38, 15, 27, 50][i]}" font-style="${i % 2 ? 'italic' : 'normal'}" font-weight="${i % 3 ? 400 : 800}" fill="${['#0f172a', '#b91c1c', '#15803d', '#7c3aed', '#ea580c', '#0891b2'][i % 6]}">Plan projects in minutes with Brightpath ${i}</text>`,
      )
      .join('')}`,
};
