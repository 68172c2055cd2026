import type { IndustrySlug } from '../domain/api-schemas';
import type { RoastLevel } from '../domain/roast-levels';

export interface DemoSite {
  name: string;
  url: string;
  level: RoastLevel;
  /** The industry page this demo is meant for (its first screen carries that industry's words). */
  industry: IndustrySlug;
  svg: string;
}

/**
 * Demo content for a fresh local install, so the gallery and leaderboards have something to show.
 * The screenshots are drawn here (SVG rendered by sharp) and roasted by the real pipeline; demo roasts
 * are published directly, standing in for paid promotions.
 */
export const DEMO_SITES: readonly DemoSite[] = [
  {
    name: 'Calm Notes',
    url: 'https://calm-notes.example',
    level: 'honest',
    industry: 'saas-technology',
    svg: `<rect width="1440" height="900" fill="#ffffff"/>
      <rect x="0" y="0" width="1440" height="72" fill="#f8fafc"/>
      <text x="120" y="46" font-family="sans-serif" font-size="24" font-weight="700" fill="#0f172a">Calm Notes</text>
      <text x="120" y="300" font-family="sans-serif" font-size="64" font-weight="700" fill="#0f172a">Write less. Think more.</text>
      <text x="120" y="370" font-family="sans-serif" font-size="24" fill="#475569">The quiet notes app for teams, synced to the cloud.</text>
      <rect x="120" y="420" width="220" height="60" rx="10" fill="#2563eb"/>
      <text x="158" y="459" font-family="sans-serif" font-size="22" fill="#ffffff">Free trial</text>
      <rect x="820" y="200" width="500" height="420" rx="16" fill="#f1f5f9"/>`,
  },
  {
    name: 'MEGA DEALS 4 U',
    url: 'https://mega-deals.example',
    level: 'undigestable',
    industry: 'ecommerce-retail',
    svg: `<rect width="1440" height="900" fill="#ff00ff"/>
      ${Array.from(
        { length: 24 },
        (
          _,
          i,
        ) => `<rect x="${(i % 6) * 240}" y="${Math.floor(i / 6) * 225}" width="230" height="215" fill="${['#00ff00', '#ffff00', '#00ffff', '#ff0000', '#0000ff', '#ff8800'][i % 6]}"/>
      <text x="${(i % 6) * 240 + 12}" y="${Math.floor(i / 6) * 225 + 120}" font-family="serif" font-size="${18 + (i % 5) * 9}" fill="${['#ff0000', '#0000ff', '#ff00ff', '#00ff00', '#ffff00', '#000000'][i % 6]}">SALE!!! ${i * 7}% OFF</text>`,
      ).join('')}
      <rect x="0" y="0" width="1440" height="120" fill="#ffffff"/>
      <text x="30" y="88" font-family="sans-serif" font-size="76" font-weight="700" fill="#000000">MEGA DEALS 4 U</text>
      <rect x="0" y="400" width="1440" height="120" fill="#ffffff"/>
      <text x="30" y="486" font-family="sans-serif" font-size="70" font-weight="700" fill="#000000">FREE SHIPPING ON EVERY ORDER</text>
      <rect x="1020" y="700" width="380" height="110" fill="#000000"/>
      <text x="1050" y="776" font-family="sans-serif" font-size="60" font-weight="700" fill="#ffff00">BUY NOW</text>`,
  },
  {
    name: 'Harbor Dental',
    url: 'https://harbor-dental.example',
    level: 'brutal',
    industry: 'professional-services',
    svg: `<rect width="1440" height="900" fill="#e0f2fe"/>
      <rect x="0" y="0" width="1440" height="110" fill="#0c4a6e"/>
      <text x="60" y="70" font-family="serif" font-size="40" fill="#facc15">Harbor Dental Group</text>
      ${Array.from(
        { length: 9 },
        (
          _,
          i,
        ) => `<text x="${60 + (i % 3) * 460}" y="${220 + Math.floor(i / 3) * 210}" font-family="sans-serif" font-size="${14 + (i % 4) * 6}" fill="#64748b">Service ${i + 1}: cleanings, crowns, whitening and more</text>
      <rect x="${60 + (i % 3) * 460}" y="${240 + Math.floor(i / 3) * 210}" width="400" height="120" fill="${i % 2 ? '#bae6fd' : '#fde68a'}"/>`,
      ).join('')}`,
  },
  {
    name: 'Pine & Pixel Studio',
    url: 'https://pine-pixel.example',
    level: 'honest',
    industry: 'creative-design',
    svg: `<rect width="1440" height="900" fill="#fafaf9"/>
      <text x="96" y="64" font-family="serif" font-size="26" font-weight="700" fill="#1c1917">Pine &amp; Pixel</text>
      <text x="96" y="290" font-family="serif" font-size="72" fill="#1c1917">Branding and illustration</text>
      <text x="96" y="370" font-family="serif" font-size="72" fill="#1c1917">from a tiny design studio.</text>
      <text x="96" y="440" font-family="sans-serif" font-size="24" fill="#57534e">Our portfolio: identities, packaging and motion for kind companies.</text>
      <rect x="96" y="490" width="240" height="60" rx="30" fill="#1c1917"/>
      <text x="140" y="528" font-family="sans-serif" font-size="22" fill="#fafaf9">View portfolio</text>
      <rect x="96" y="620" width="400" height="240" fill="#d6d3d1"/>
      <rect x="520" y="620" width="400" height="240" fill="#a8a29e"/>
      <rect x="944" y="620" width="400" height="240" fill="#78716c"/>`,
  },
  {
    name: 'FLASHY LENS',
    url: 'https://flashy-lens.example',
    level: 'brutal',
    industry: 'creative-design',
    svg: `<rect width="1440" height="900" fill="#000000"/>
      ${Array.from(
        { length: 18 },
        (_, i) =>
          `<rect x="${(i % 6) * 240 + 6}" y="${Math.floor(i / 6) * 300 + 6}" width="228" height="288" fill="${['#f0f', '#0ff', '#ff0', '#f00', '#0f0', '#00f'][(i * 5) % 6]}" transform="rotate(${(i % 5) - 2} ${(i % 6) * 240 + 120} ${Math.floor(i / 6) * 300 + 150})"/>`,
      ).join('')}
      <rect x="20" y="40" width="1100" height="110" fill="#000000"/>
      <text x="40" y="120" font-family="sans-serif" font-weight="700" font-size="76" fill="#ffffff">PHOTOGRAPHY PORTFOLIO</text>
      <rect x="50" y="390" width="900" height="100" fill="#ffffff"/>
      <text x="70" y="466" font-family="serif" font-size="66" fill="#ff00ff">ART GALLERY + STUDIO</text>
      <rect x="80" y="690" width="1000" height="96" fill="#ffff00"/>
      <text x="100" y="760" font-family="sans-serif" font-size="58" fill="#ff0000">CREATIVE ILLUSTRATION</text>`,
  },
  {
    name: 'Northwind Legal',
    url: 'https://northwind-legal.example',
    level: 'honest',
    industry: 'professional-services',
    svg: `<rect width="1440" height="900" fill="#ffffff"/>
      <rect x="0" y="0" width="1440" height="80" fill="#1e293b"/>
      <text x="80" y="52" font-family="serif" font-size="28" fill="#ffffff">Northwind Legal</text>
      <text x="80" y="280" font-family="serif" font-size="60" fill="#0f172a">A law firm for small business.</text>
      <text x="80" y="350" font-family="sans-serif" font-size="24" fill="#475569">Contracts, employment and legal advice from one trusted advisor.</text>
      <rect x="80" y="400" width="230" height="60" rx="6" fill="#b45309"/>
      <text x="118" y="439" font-family="sans-serif" font-size="22" fill="#ffffff">Book a call</text>
      <rect x="820" y="180" width="520" height="420" fill="#e2e8f0"/>`,
  },
  {
    name: 'DataPipe Cloud',
    url: 'https://datapipe.example',
    level: 'brutal',
    industry: 'saas-technology',
    svg: `<rect width="1440" height="900" fill="#ff6b00"/>
      ${Array.from(
        { length: 40 },
        (
          _,
          i,
        ) => `<rect x="${(i % 10) * 144}" y="${110 + Math.floor(i / 10) * 150}" width="138" height="144" fill="${['#f43f5e', '#8b5cf6', '#facc15', '#10b981', '#0ea5e9', '#ec4899', '#84cc16'][i % 7]}" transform="rotate(${(i % 3) - 1} ${(i % 10) * 144 + 69} ${110 + Math.floor(i / 10) * 150 + 72})"/>
      <text x="${(i % 10) * 144 + 8}" y="${150 + Math.floor(i / 10) * 150 + (i % 4) * 20}" font-family="${['serif', 'monospace', 'cursive', 'sans-serif'][i % 4]}" font-size="${10 + (i % 5) * 5}" fill="${['#000', '#fff', '#00f', '#f00'][i % 4]}">NEW! Feature ${i + 1}</text>`,
      ).join('')}
      <rect x="0" y="0" width="1440" height="100" fill="#000000"/>
      <text x="30" y="70" font-family="sans-serif" font-weight="700" font-size="54" fill="#22d3ee">DataPipe Cloud</text>
      <rect x="60" y="300" width="1240" height="110" fill="#ffffff"/>
      <text x="80" y="380" font-family="sans-serif" font-weight="700" font-size="68" fill="#db2777">THE API PLATFORM FOR DATA</text>
      <rect x="120" y="560" width="1150" height="100" fill="#000000"/>
      <text x="140" y="632" font-family="sans-serif" font-weight="700" font-size="60" fill="#a3e635">ANALYTICS + AUTOMATION</text>
      <rect x="900" y="760" width="480" height="100" fill="#facc15"/>
      <text x="930" y="828" font-family="sans-serif" font-size="54" fill="#000000">FREE TRIAL!!!</text>`,
  },
  {
    name: 'Tiny Threads',
    url: 'https://tiny-threads.example',
    level: 'honest',
    industry: 'ecommerce-retail',
    svg: `<rect width="1440" height="900" fill="#fffbeb"/>
      <text x="80" y="56" font-family="sans-serif" font-size="26" font-weight="700" fill="#78350f">Tiny Threads</text>
      <text x="1240" y="56" font-family="sans-serif" font-size="20" fill="#78350f">Cart (0)</text>
      <text x="80" y="270" font-family="sans-serif" font-size="64" font-weight="700" fill="#451a03">New arrivals for little ones.</text>
      <text x="80" y="340" font-family="sans-serif" font-size="24" fill="#92400e">Organic cotton, free shipping on every order over $50.</text>
      <rect x="80" y="390" width="260" height="60" rx="8" fill="#b45309"/>
      <text x="112" y="429" font-family="sans-serif" font-size="22" fill="#ffffff">Shop the collection</text>
      <rect x="80" y="520" width="300" height="320" fill="#fde68a"/>
      <rect x="420" y="520" width="300" height="320" fill="#fcd34d"/>
      <rect x="760" y="520" width="300" height="320" fill="#fbbf24"/>
      <rect x="1100" y="520" width="260" height="320" fill="#f59e0b"/>`,
  },
];
