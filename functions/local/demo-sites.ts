import type { IndustrySlug, LeaderboardKind } from '../domain/api-schemas';
import type { RoastLevel } from '../domain/roast-levels';

export interface DemoSite {
  name: string;
  url: string;
  level: RoastLevel;
  /** The industry page this demo is meant for (its first screen carries that industry's words). */
  industry: IndustrySlug;
  /**
   * The hall this demo is drawn for: 'designed' pages are polished (the Hall of Excellence on the
   * landing page shows them), 'brutal' ones deliberately awful but never broken-rendered.
   */
  hall: LeaderboardKind;
  svg: string;
}

/**
 * Type as real sites set it. The first family is what the drawings are laid out for; every layout
 * leaves room for the much wider DejaVu faces, which librsvg falls back to where those are missing
 * (test/integration/demo-sites.test.ts checks both).
 */
const SANS = "'Liberation Sans', Arial, Helvetica, sans-serif";
const SERIF = "'Liberation Serif', Georgia, 'Times New Roman', serif";
const MONO = "'Liberation Mono', 'Courier New', monospace";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Calm Notes: a quiet SaaS landing page (one accent, one call to action, a product picture). */
const calmNotes = `<rect width="1440" height="900" fill="#ffffff"/>
  <rect x="120" y="38" width="36" height="36" rx="9" fill="#2563eb"/>
  <rect x="129" y="48" width="18" height="3" rx="1.5" fill="#ffffff"/>
  <rect x="129" y="55" width="12" height="3" rx="1.5" fill="#ffffff"/>
  <rect x="129" y="62" width="15" height="3" rx="1.5" fill="#ffffff"/>
  <text x="168" y="64" font-family="${SANS}" font-size="24" font-weight="700" fill="#0f172a">Calm Notes</text>
  <text x="720" y="63" font-family="${SANS}" font-size="17" fill="#475569">Product</text>
  <text x="820" y="63" font-family="${SANS}" font-size="17" fill="#475569">Pricing</text>
  <text x="912" y="63" font-family="${SANS}" font-size="17" fill="#475569">Customers</text>
  <text x="1034" y="63" font-family="${SANS}" font-size="17" fill="#475569">Sign in</text>
  <rect x="1176" y="34" width="144" height="44" rx="8" fill="#ffffff" stroke="#cbd5e1"/>
  <text x="1248" y="62" text-anchor="middle" font-family="${SANS}" font-size="16" font-weight="700" fill="#0f172a">Start free</text>
  <rect x="0" y="108" width="1440" height="1" fill="#e2e8f0"/>
  <rect x="120" y="190" width="200" height="34" rx="17" fill="#eff6ff"/>
  <text x="220" y="212" text-anchor="middle" font-family="${SANS}" font-size="15" fill="#1d4ed8">New: offline mode</text>
  <text x="120" y="318" font-family="${SANS}" font-size="64" font-weight="700" fill="#0f172a">Write less.</text>
  <text x="120" y="394" font-family="${SANS}" font-size="64" font-weight="700" fill="#0f172a">Think more.</text>
  <text x="120" y="456" font-family="${SANS}" font-size="22" fill="#475569">The quiet notes app for teams, synced</text>
  <text x="120" y="488" font-family="${SANS}" font-size="22" fill="#475569">across every device you own.</text>
  <rect x="120" y="532" width="250" height="60" rx="10" fill="#2563eb"/>
  <text x="245" y="569" text-anchor="middle" font-family="${SANS}" font-size="20" font-weight="700" fill="#ffffff">Start free trial</text>
  <text x="400" y="569" font-family="${SANS}" font-size="18" fill="#2563eb">See how it works →</text>
  <text x="120" y="704" font-family="${SANS}" font-size="15" fill="#475569">Trusted by 4,000 teams</text>
  ${[
    [120, 96],
    [236, 84],
    [340, 104],
    [464, 76],
    [560, 92],
  ]
    .map(([x, w]) => `<rect x="${x}" y="726" width="${w}" height="22" rx="6" fill="#e2e8f0"/>`)
    .join('')}
  <rect x="768" y="182" width="560" height="480" rx="18" fill="#0f172a" fill-opacity="0.06"/>
  <rect x="760" y="170" width="560" height="480" rx="16" fill="#f8fafc" stroke="#e2e8f0"/>
  <rect x="784" y="194" width="132" height="432" rx="10" fill="#eef2f7"/>
  <rect x="796" y="218" width="108" height="36" rx="8" fill="#dbeafe"/>
  ${[
    [229, 76, '#1d4ed8'],
    [279, 64, '#475569'],
    [321, 84, '#475569'],
    [363, 56, '#475569'],
  ]
    .map(([y, w, c]) => `<rect x="808" y="${y}" width="${w}" height="14" rx="7" fill="${c}"/>`)
    .join('')}
  <rect x="944" y="214" width="240" height="26" rx="13" fill="#0f172a"/>
  ${[340, 300, 320]
    .map((w, i) => `<rect x="944" y="${268 + i * 34}" width="${w}" height="14" rx="7" fill="#475569"/>`)
    .join('')}
  <rect x="944" y="388" width="352" height="120" rx="14" fill="#2563eb"/>
  <circle cx="984" cy="428" r="18" fill="#ffffff" fill-opacity="0.9"/>
  <rect x="1016" y="420" width="160" height="16" rx="8" fill="#ffffff"/>
  <rect x="1016" y="456" width="230" height="14" rx="7" fill="#bfdbfe"/>
  ${[220, 180]
    .map(
      (w, i) =>
        `<rect x="944" y="${540 + i * 40}" width="20" height="20" rx="5" fill="${i === 0 ? '#2563eb' : '#cbd5e1'}"/><rect x="978" y="${543 + i * 40}" width="${w}" height="14" rx="7" fill="#475569"/>`,
    )
    .join('')}`;

/** Pine & Pixel: a design studio's portfolio, the work in front. */
const pinePixel = `<rect width="1440" height="900" fill="#fafaf9"/>
  <text x="96" y="72" font-family="${SERIF}" font-size="28" font-weight="700" fill="#1c1917">Pine &amp; Pixel</text>
  <text x="1000" y="70" font-family="${SANS}" font-size="17" fill="#57534e">Work</text>
  <text x="1080" y="70" font-family="${SANS}" font-size="17" fill="#57534e">Studio</text>
  <text x="1170" y="70" font-family="${SANS}" font-size="17" fill="#57534e">Journal</text>
  <text x="1264" y="70" font-family="${SANS}" font-size="17" fill="#57534e">Contact</text>
  <text x="96" y="262" font-family="${SERIF}" font-size="68" fill="#1c1917">Branding and illustration</text>
  <text x="96" y="342" font-family="${SERIF}" font-size="68" fill="#1c1917">from a tiny design studio.</text>
  <text x="96" y="408" font-family="${SANS}" font-size="22" fill="#57534e">Identities, packaging and motion for kind companies.</text>
  <rect x="96" y="442" width="230" height="56" rx="28" fill="#1c1917"/>
  <text x="211" y="477" text-anchor="middle" font-family="${SANS}" font-size="19" fill="#fafaf9">View our work</text>
  <rect x="96" y="552" width="400" height="240" rx="6" fill="#ece4d8"/>
  <circle cx="296" cy="650" r="56" fill="#d97706" fill-opacity="0.85"/>
  <rect x="136" y="720" width="320" height="40" rx="20" fill="#cbbfa8"/>
  <rect x="520" y="552" width="400" height="240" rx="6" fill="#a3b18a"/>
  <ellipse cx="680" cy="676" rx="74" ry="34" fill="#588157" transform="rotate(-25 680 676)"/>
  <ellipse cx="768" cy="660" rx="62" ry="28" fill="#3a5a40" transform="rotate(20 768 660)"/>
  <rect x="944" y="552" width="400" height="240" rx="6" fill="#33415c"/>
  <rect x="1030" y="612" width="116" height="116" fill="#f4a261"/>
  <circle cx="1196" cy="690" r="52" fill="#e9c46a"/>
  <text x="96" y="830" font-family="${SANS}" font-size="18" font-weight="700" fill="#1c1917">Fern &amp; Co. identity</text>
  <text x="96" y="858" font-family="${SANS}" font-size="15" fill="#78716c">Branding</text>
  <text x="520" y="830" font-family="${SANS}" font-size="18" font-weight="700" fill="#1c1917">Harvest packaging</text>
  <text x="520" y="858" font-family="${SANS}" font-size="15" fill="#78716c">Packaging</text>
  <text x="944" y="830" font-family="${SANS}" font-size="18" font-weight="700" fill="#1c1917">Tidewater titles</text>
  <text x="944" y="858" font-family="${SANS}" font-size="15" fill="#78716c">Motion</text>`;

/** Northwind Legal: a law firm that earns trust with calm type, proof and one clear next step. */
const northwindLegal = `<rect width="1440" height="900" fill="#ffffff"/>
  <rect x="0" y="0" width="1440" height="84" fill="#1e293b"/>
  <text x="80" y="53" font-family="${SERIF}" font-size="28" fill="#ffffff">Northwind Legal</text>
  <text x="760" y="52" font-family="${SANS}" font-size="16" fill="#cbd5e1">Practice areas</text>
  <text x="904" y="52" font-family="${SANS}" font-size="16" fill="#cbd5e1">Our team</text>
  <text x="1010" y="52" font-family="${SANS}" font-size="16" fill="#cbd5e1">Insights</text>
  <text x="1108" y="52" font-family="${SANS}" font-size="16" fill="#cbd5e1">Contact</text>
  <text x="1360" y="52" text-anchor="end" font-family="${SANS}" font-size="16" font-weight="700" fill="#ffffff">(555) 014-2200</text>
  <text x="80" y="200" font-family="${SANS}" font-size="15" font-weight="700" fill="#b45309">BUSINESS LAW SINCE 1998</text>
  <text x="80" y="280" font-family="${SERIF}" font-size="58" fill="#0f172a">A law firm for</text>
  <text x="80" y="348" font-family="${SERIF}" font-size="58" fill="#0f172a">small business.</text>
  <text x="80" y="408" font-family="${SANS}" font-size="21" fill="#475569">Contracts, employment and disputes, handled</text>
  <text x="80" y="440" font-family="${SANS}" font-size="21" fill="#475569">by one trusted advisor at a fixed fee.</text>
  <rect x="80" y="484" width="200" height="58" rx="6" fill="#b45309"/>
  <text x="180" y="520" text-anchor="middle" font-family="${SANS}" font-size="19" font-weight="700" fill="#ffffff">Book a call</text>
  <text x="310" y="519" font-family="${SANS}" font-size="18" fill="#1e293b">Our practice areas →</text>
  <rect x="800" y="160" width="560" height="400" rx="12" fill="#f8fafc" stroke="#e2e8f0"/>
  <text x="848" y="250" font-family="${SERIF}" font-size="28" font-style="italic" fill="#0f172a">“Clear advice, fixed fees</text>
  <text x="848" y="290" font-family="${SERIF}" font-size="28" font-style="italic" fill="#0f172a">and no surprises.”</text>
  <circle cx="872" cy="356" r="24" fill="#cbd5e1"/>
  <text x="910" y="352" font-family="${SANS}" font-size="18" font-weight="700" fill="#0f172a">Maria Chen</text>
  <text x="910" y="374" font-family="${SANS}" font-size="15" fill="#64748b">Founder, Ledgerly</text>
  <rect x="848" y="420" width="464" height="1" fill="#e2e8f0"/>
  ${[
    [848, '25', 'years in practice'],
    [1018, '1,200', 'clients advised'],
    [1188, '4.9/5', 'client rating'],
  ]
    .map(
      ([x, n, label]) =>
        `<text x="${x}" y="484" font-family="${SERIF}" font-size="30" fill="#0f172a">${n}</text><text x="${x}" y="512" font-family="${SANS}" font-size="14" fill="#64748b">${label}</text>`,
    )
    .join('')}
  ${[
    [80, 'Contracts', 'Agreements that hold up.'],
    [520, 'Employment', 'Hiring, policies and exits.'],
    [960, 'Disputes', 'Settled before court.'],
  ]
    .map(
      ([x, title, line]) =>
        `<rect x="${x}" y="620" width="400" height="196" rx="10" fill="#ffffff" stroke="#e2e8f0"/><rect x="${Number(x) + 32}" y="652" width="40" height="40" rx="8" fill="#fef3c7"/><rect x="${Number(x) + 42}" y="664" width="20" height="4" rx="2" fill="#b45309"/><rect x="${Number(x) + 42}" y="672" width="20" height="4" rx="2" fill="#b45309"/><rect x="${Number(x) + 42}" y="680" width="12" height="4" rx="2" fill="#b45309"/><text x="${Number(x) + 32}" y="740" font-family="${SERIF}" font-size="26" fill="#0f172a">${title}</text><text x="${Number(x) + 32}" y="774" font-family="${SANS}" font-size="16" fill="#475569">${line}</text>`,
    )
    .join('')}`;

/** A garment drawn around (0, 0), about 140 × 130 px: the product pictures of Tiny Threads. */
function garment(kind: 'romper' | 'tee' | 'cardigan' | 'hat', fill: string, accent: string): string {
  switch (kind) {
    case 'romper':
      return `<path d="M -34 -64 L -20 -64 L -14 -44 Q 0 -34 14 -44 L 20 -64 L 34 -64 L 40 -20 L 46 40 L 10 64 L 0 42 L -10 64 L -46 40 L -40 -20 Z" fill="${fill}"/><circle cx="-12" cy="-8" r="5" fill="${accent}"/><circle cx="12" cy="-8" r="5" fill="${accent}"/>`;
    case 'tee':
      return `<path d="M -40 -60 L -15 -68 Q 0 -56 15 -68 L 40 -60 L 70 -30 L 52 -12 L 40 -22 L 40 62 L -40 62 L -40 -22 L -52 -12 L -70 -30 Z" fill="${fill}"/>${[
        -4, 18, 40,
      ]
        .map((y) => `<rect x="-40" y="${y}" width="80" height="10" fill="${accent}"/>`)
        .join('')}`;
    case 'cardigan':
      return `<path d="M -40 -60 L -15 -68 Q 0 -56 15 -68 L 40 -60 L 64 -20 L 62 52 L 46 52 L 40 -8 L 40 62 L -40 62 L -40 -8 L -46 52 L -62 52 L -64 -20 Z" fill="${fill}"/><rect x="-2" y="-58" width="4" height="120" fill="${accent}"/>${[
        -30, 0, 30,
      ]
        .map((y) => `<circle cx="9" cy="${y}" r="4" fill="${accent}"/>`)
        .join('')}`;
    case 'hat':
      return `<ellipse cx="0" cy="34" rx="92" ry="24" fill="${fill}"/><path d="M -50 32 Q -50 -40 0 -40 Q 50 -40 50 32 Z" fill="${fill}"/><rect x="-50" y="10" width="100" height="12" fill="${accent}"/>`;
  }
}

/** Tiny Threads: a small children's clothing shop with four equal product cards. */
const tinyThreads = `<rect width="1440" height="900" fill="#fffbeb"/>
  <text x="80" y="64" font-family="${SANS}" font-size="26" font-weight="700" fill="#78350f">Tiny Threads</text>
  <text x="560" y="62" font-family="${SANS}" font-size="17" fill="#92400e">New in</text>
  <text x="650" y="62" font-family="${SANS}" font-size="17" fill="#92400e">Baby</text>
  <text x="726" y="62" font-family="${SANS}" font-size="17" fill="#92400e">Kids</text>
  <text x="796" y="62" font-family="${SANS}" font-size="17" fill="#92400e">Gifts</text>
  <text x="1160" y="62" font-family="${SANS}" font-size="17" fill="#92400e">Search</text>
  <text x="1264" y="62" font-family="${SANS}" font-size="17" font-weight="700" fill="#78350f">Cart (0)</text>
  <text x="80" y="214" font-family="${SANS}" font-size="58" font-weight="700" fill="#451a03">New arrivals for</text>
  <text x="80" y="282" font-family="${SANS}" font-size="58" font-weight="700" fill="#451a03">little adventures.</text>
  <text x="80" y="336" font-family="${SANS}" font-size="21" fill="#92400e">Organic cotton, made to last. Free shipping over $50.</text>
  <rect x="80" y="370" width="270" height="58" rx="8" fill="#b45309"/>
  <text x="215" y="406" text-anchor="middle" font-family="${SANS}" font-size="19" font-weight="700" fill="#ffffff">Shop the collection</text>
  <rect x="860" y="124" width="480" height="304" rx="16" fill="#fde68a"/>
  <path d="M 884 212 Q 1100 268 1316 212" fill="none" stroke="#92400e" stroke-width="3"/>
  ${[
    [968, 230, 'romper', '#fb923c', '#fff7ed'],
    [1100, 240, 'tee', '#ffffff', '#1e40af'],
    [1232, 230, 'cardigan', '#86efac', '#166534'],
  ]
    .map(
      ([x, y, kind, fill, accent]) =>
        `<g transform="translate(${x} ${Number(y) + 60}) scale(0.85)">${garment(kind as 'tee', fill as string, accent as string)}</g><rect x="${Number(x) - 5}" y="${Number(y) - 18}" width="10" height="24" rx="3" fill="#78350f"/>`,
    )
    .join('')}
  ${[
    [80, '#fed7aa', 'romper', '#fb923c', '#fff7ed', 'Organic romper', '$24'],
    [400, '#fef3c7', 'tee', '#ffffff', '#1e40af', 'Striped tee', '$18'],
    [720, '#dcfce7', 'cardigan', '#4ade80', '#166534', 'Knit cardigan', '$36'],
    [1040, '#e0f2fe', 'hat', '#fde68a', '#1e3a8a', 'Sun hat', '$16'],
  ]
    .map(
      ([x, bg, kind, fill, accent, name, price]) =>
        `<rect x="${x}" y="476" width="300" height="244" rx="12" fill="${bg}"/><g transform="translate(${Number(x) + 150} 598)">${garment(kind as 'tee', fill as string, accent as string)}</g><text x="${x}" y="758" font-family="${SANS}" font-size="18" font-weight="700" fill="#451a03">${name}</text><text x="${x}" y="786" font-family="${SANS}" font-size="17" fill="#92400e">${price}</text>`,
    )
    .join('')}`;

/** Harbor Dental: a 2005 small-business template at its loudest: wallpaper, rainbow boxes, shouting. */
const harborDental = `<rect width="1440" height="900" fill="#00e5ff"/>
  ${range(24 * 15)
    .filter((i) => (i + Math.floor(i / 24)) % 2 === 0)
    .map(
      (i) =>
        `<rect x="${(i % 24) * 60}" y="${Math.floor(i / 24) * 60}" width="60" height="60" fill="#ff4fd8"/>`,
    )
    .join('')}
  <rect x="120" y="24" width="1200" height="120" fill="#ffff00" stroke="#ff0000" stroke-width="6"/>
  <text x="720" y="106" text-anchor="middle" font-family="${SERIF}" font-size="62" font-weight="700" font-style="italic" fill="#ff0000">HARBOR DENTAL GROUP!!!</text>
  <rect x="120" y="164" width="1200" height="56" fill="#ff0000"/>
  <text x="720" y="201" text-anchor="middle" font-family="${SANS}" font-size="24" font-weight="700" fill="#ffff00">*** NEW PATIENTS WELCOME *** 50% OFF WHITENING ***</text>
  <rect x="120" y="240" width="380" height="420" fill="#00ff00" stroke="#0000ff" stroke-width="4"/>
  ${['Cleanings!!', 'Crowns!!', 'Whitening!!', 'Braces!!', 'Implants!!', 'Dentures!!']
    .map(
      (s, i) =>
        `<text x="310" y="${300 + i * 62}" text-anchor="middle" font-family="${SERIF}" font-size="${[30, 24, 34, 22, 28, 26][i]}" font-weight="700" fill="${['#0000ff', '#ff0000', '#8b00ff', '#ff6600', '#0000ff', '#ff0000'][i]}">${s}</text>`,
    )
    .join('')}
  <rect x="530" y="240" width="380" height="420" fill="#ffffff" stroke="#ff00ff" stroke-width="6"/>
  <path d="M 650 300 C 650 270 690 262 720 282 C 750 262 790 270 790 300 C 790 360 776 420 760 470 C 752 494 736 490 732 466 L 724 420 L 716 420 L 708 466 C 704 490 688 494 680 470 C 664 420 650 360 650 300 Z" fill="#ffffff" stroke="#000000" stroke-width="5"/>
  <circle cx="694" cy="330" r="9" fill="#000000"/>
  <circle cx="746" cy="330" r="9" fill="#000000"/>
  <path d="M 690 370 Q 720 396 750 370" fill="none" stroke="#ff0000" stroke-width="6"/>
  <polygon points="600,280 608,300 630,302 612,314 618,336 600,324 582,336 588,314 570,302 592,300" fill="#ffd700" stroke="#ff8800" stroke-width="2"/>
  <polygon points="850,400 857,418 876,420 861,431 866,450 850,440 834,450 839,431 824,420 843,418" fill="#ffd700" stroke="#ff8800" stroke-width="2"/>
  <text x="720" y="566" text-anchor="middle" font-family="${SERIF}" font-size="27" font-weight="700" font-style="italic" fill="#ff00ff">Your Smile Is</text>
  <text x="720" y="606" text-anchor="middle" font-family="${SERIF}" font-size="27" font-weight="700" font-style="italic" fill="#ff00ff">Our #1 Priority!!!</text>
  <rect x="940" y="240" width="380" height="420" fill="#ff8800" stroke="#000000" stroke-width="4"/>
  ${[
    ['#ff0000', '#ffff00', 'CALL NOW!!!'],
    ['#0000ff', '#ffffff', 'APPOINTMENTS!!!'],
    ['#8b00ff', '#00ff00', 'COUPONS!!!'],
    ['#00aa00', '#ffff00', 'FREE CHECKUP!!!'],
  ]
    .map(
      ([bg, fg, label], i) =>
        `<rect x="980" y="${266 + i * 96}" width="300" height="74" rx="14" fill="${bg}" stroke="#000000" stroke-width="3"/><text x="1130" y="${312 + i * 96}" text-anchor="middle" font-family="${SANS}" font-size="23" font-weight="700" fill="${fg}">${label}</text>`,
    )
    .join('')}
  <rect x="120" y="690" width="1200" height="80" fill="#0000ff"/>
  <text x="720" y="738" text-anchor="middle" font-family="${SANS}" font-size="18" fill="#ffff00">Visitors: 004217 | Best viewed in Internet Explorer 6 | Family dental clinic since 1987</text>
  <rect x="400" y="800" width="640" height="48" fill="#ffffff" stroke="#ff0000" stroke-width="3"/>
  <text x="720" y="831" text-anchor="middle" font-family="${MONO}" font-size="16" fill="#000000">Webmaster: dr.bob@aol.com - Last updated 03/14/2005</text>`;

/** MEGA DEALS 4 U: every tile its own sale, in clashing neon; each label still fits its tile. */
const megaDeals = `<rect width="1440" height="900" fill="#ff00ff"/>
  ${range(18)
    .filter((i) => i < 16)
    .map((i) => {
      const col = i % 6;
      const row = Math.floor(i / 6);
      const y = [130, 460, 670][row]!;
      const h = row === 2 ? 210 : 200;
      const size = [26, 30, 34, 36, 28, 32][(i * 5 + row * 2) % 6]!;
      const cx = col * 240 + 120;
      return `<rect x="${col * 240 + 5}" y="${y}" width="230" height="${h}" fill="${['#00ff00', '#ffff00', '#00ffff', '#ff0000', '#0000ff', '#ff8800'][col]}"/>
      <text x="${cx}" y="${y + h / 2 - 4}" text-anchor="middle" font-family="${SERIF}" font-size="${size}" font-weight="700" fill="${['#ff0000', '#0000ff', '#ff00ff', '#00ff00', '#ffff00', '#000000'][col]}">SALE!!!</text>
      <text x="${cx}" y="${y + h / 2 + size}" text-anchor="middle" font-family="${SERIF}" font-size="${size - 4}" fill="${['#ff0000', '#0000ff', '#ff00ff', '#00ff00', '#ffff00', '#000000'][col]}">${[42, 49, 56, 63, 70, 77, 84, 91, 98, 105, 112, 119, 126, 133, 140, 147][i]}% OFF</text>`;
    })
    .join('')}
  <rect x="0" y="0" width="1440" height="120" fill="#ffffff"/>
  <text x="30" y="88" font-family="${SANS}" font-size="76" font-weight="700" fill="#000000">MEGA DEALS 4 U</text>
  <text x="1410" y="82" text-anchor="end" font-family="${SANS}" font-size="38" font-weight="700" fill="#ff0000">!!! TODAY ONLY !!!</text>
  <rect x="0" y="340" width="1440" height="110" fill="#ffffff"/>
  <text x="30" y="420" font-family="${SANS}" font-size="62" font-weight="700" fill="#000000">FREE SHIPPING ON EVERY ORDER</text>
  <rect x="965" y="670" width="470" height="210" fill="#000000"/>
  <text x="1200" y="796" text-anchor="middle" font-family="${SANS}" font-size="56" font-weight="700" fill="#ffff00">BUY NOW!!!</text>`;

/** FLASHY LENS: a photographer's site buried under tilted neon panels and shouting labels. */
const flashyLens = `<rect width="1440" height="900" fill="#000000"/>
  ${range(18)
    .map(
      (i) =>
        `<rect x="${(i % 6) * 240 + 6}" y="${Math.floor(i / 6) * 300 + 6}" width="228" height="288" fill="${['#f0f', '#0ff', '#ff0', '#f00', '#0f0', '#00f'][(i * 5) % 6]}" transform="rotate(${(i % 5) - 2} ${(i % 6) * 240 + 120} ${Math.floor(i / 6) * 300 + 150})"/>`,
    )
    .join('')}
  <rect x="20" y="40" width="1220" height="110" fill="#000000"/>
  <text x="44" y="122" font-family="${SANS}" font-weight="700" font-size="72" fill="#ffffff">PHOTOGRAPHY PORTFOLIO</text>
  <rect x="50" y="390" width="920" height="100" fill="#ffffff"/>
  <text x="74" y="464" font-family="${SERIF}" font-size="64" fill="#ff00ff">ART GALLERY + STUDIO</text>
  <rect x="80" y="690" width="1040" height="96" fill="#ffff00"/>
  <text x="104" y="758" font-family="${SANS}" font-size="56" fill="#ff0000">CREATIVE ILLUSTRATION</text>`;

/** DataPipe Cloud: a data platform drowned in "NEW!" feature tiles and banners. */
const dataPipe = `<rect width="1440" height="900" fill="#ff6b00"/>
  ${range(30)
    .map((i) => {
      const x = (i % 10) * 144;
      const y = [110, 380, 640][Math.floor(i / 10)]!;
      const size = [12, 14, 16, 18, 15][i % 5]!;
      const font = [SERIF, MONO, SANS][i % 3]!;
      const fill = ['#000', '#fff', '#00f', '#f00'][i % 4]!;
      return `<rect x="${x + 3}" y="${y}" width="138" height="140" fill="${['#f43f5e', '#8b5cf6', '#facc15', '#10b981', '#0ea5e9', '#ec4899', '#84cc16'][i % 7]}" transform="rotate(${(i % 3) - 1} ${x + 72} ${y + 70})"/>
      <text x="${x + 72}" y="${y + 58 + (i % 4) * 6}" text-anchor="middle" font-family="${font}" font-size="${size + 4}" font-weight="700" fill="${fill}">NEW!</text>
      <text x="${x + 72}" y="${y + 86 + (i % 4) * 6}" text-anchor="middle" font-family="${font}" font-size="${size}" fill="${fill}">Feature ${i + 1}</text>`;
    })
    .join('')}
  <rect x="0" y="0" width="1440" height="100" fill="#000000"/>
  <text x="30" y="70" font-family="${SANS}" font-weight="700" font-size="54" fill="#22d3ee">DataPipe Cloud</text>
  <rect x="40" y="260" width="1360" height="110" fill="#ffffff"/>
  <text x="70" y="340" font-family="${SANS}" font-weight="700" font-size="64" fill="#db2777">THE API PLATFORM FOR DATA</text>
  <rect x="120" y="530" width="1150" height="100" fill="#000000"/>
  <text x="150" y="602" font-family="${SANS}" font-weight="700" font-size="58" fill="#a3e635">ANALYTICS + AUTOMATION</text>
  <text x="40" y="850" font-family="${SANS}" font-weight="700" font-size="30" fill="#ffffff">Trusted by 3 companies!!!</text>
  <rect x="900" y="790" width="480" height="100" fill="#facc15"/>
  <text x="1140" y="858" text-anchor="middle" font-family="${SANS}" font-size="50" fill="#000000">FREE TRIAL!!!</text>`;

/**
 * Demo content for a fresh local install, so the gallery and leaderboards have something to show.
 * The screenshots are drawn here (SVG rendered by sharp) and roasted by the real pipeline; demo roasts
 * are published directly, standing in for paid promotions. The landing page's halls show the best
 * and the worst of them, so each is drawn for its hall: the good ones polished, the bad ones awful
 * on purpose, and none with text cut off or printed over other text.
 */
export const DEMO_SITES: readonly DemoSite[] = [
  {
    name: 'Calm Notes',
    url: 'https://calm-notes.example',
    level: 'honest',
    industry: 'saas-technology',
    hall: 'designed',
    svg: calmNotes,
  },
  {
    name: 'MEGA DEALS 4 U',
    url: 'https://mega-deals.example',
    level: 'undigestable',
    industry: 'ecommerce-retail',
    hall: 'brutal',
    svg: megaDeals,
  },
  {
    name: 'Harbor Dental',
    url: 'https://harbor-dental.example',
    level: 'brutal',
    industry: 'professional-services',
    hall: 'brutal',
    svg: harborDental,
  },
  {
    name: 'Pine & Pixel Studio',
    url: 'https://pine-pixel.example',
    level: 'honest',
    industry: 'creative-design',
    hall: 'designed',
    svg: pinePixel,
  },
  {
    name: 'FLASHY LENS',
    url: 'https://flashy-lens.example',
    level: 'brutal',
    industry: 'creative-design',
    hall: 'brutal',
    svg: flashyLens,
  },
  {
    name: 'Northwind Legal',
    url: 'https://northwind-legal.example',
    level: 'honest',
    industry: 'professional-services',
    hall: 'designed',
    svg: northwindLegal,
  },
  {
    name: 'DataPipe Cloud',
    url: 'https://datapipe.example',
    level: 'brutal',
    industry: 'saas-technology',
    hall: 'brutal',
    svg: dataPipe,
  },
  {
    name: 'Tiny Threads',
    url: 'https://tiny-threads.example',
    level: 'honest',
    industry: 'ecommerce-retail',
    hall: 'designed',
    svg: tinyThreads,
  },
];
