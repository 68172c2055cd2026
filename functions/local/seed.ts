import sharp from 'sharp';
import { dependencies } from '../shared/container';
import { imageProcessor } from '../shared/images';
import { createRoast } from '../usecases/create-roast';
import { log } from '../shared/log';

/**
 * Demo content for a fresh local install, so the gallery and leaderboards have something to show.
 * The screenshots are drawn here (SVG rendered by sharp) and roasted by the real pipeline; demo roasts
 * are published directly, standing in for paid promotions.
 */
const DEMO_SITES = [
  {
    name: 'Calm Notes',
    url: 'https://calm-notes.example',
    level: 'honest' as const,
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
    level: 'undigestable' as const,
    svg: `<rect width="1440" height="900" fill="#ff00ff"/>
      ${Array.from(
        { length: 24 },
        (
          _,
          i,
        ) => `<rect x="${(i % 6) * 240}" y="${Math.floor(i / 6) * 225}" width="230" height="215" fill="${['#00ff00', '#ffff00', '#00ffff', '#ff0000', '#0000ff', '#ff8800'][i % 6]}"/>
      <text x="${(i % 6) * 240 + 12}" y="${Math.floor(i / 6) * 225 + 120}" font-family="serif" font-size="${18 + (i % 5) * 9}" fill="${['#ff0000', '#0000ff', '#ff00ff', '#00ff00', '#ffff00', '#000000'][i % 6]}">SALE!!! ${i * 7}% OFF</text>`,
      ).join('')}`,
  },
  {
    name: 'Harbor Dental',
    url: 'https://harbor-dental.example',
    level: 'brutal' as const,
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
];

async function renderDemo(svg: string): Promise<string> {
  const png = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="900">${svg}</svg>`),
  )
    .png()
    .toBuffer();
  return png.toString('base64');
}

async function waitUntilSettled(id: string, timeoutMs: number): Promise<boolean> {
  const { roasts } = dependencies();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const roast = await roasts.get(id);
    if (roast && roast.status !== 'processing') return roast.status === 'ready';
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Runs once per data directory: the first roast number doubles as the "already seeded" marker. */
export async function seedIfEmpty(): Promise<void> {
  const deps = dependencies();
  const first = await deps.roasts.leaderboard('brutal', 1);
  const current = await deps.announcements.current(new Date());
  if (!current) {
    await deps.announcements.put({
      id: 'welcome-local',
      message: 'Welcome to UGH Score! Upload a screenshot and find out how bad it really is.',
      type: 'info',
      isActive: true,
      expiresAt: null,
    });
    await deps.announcements.rotate(new Date());
  }
  if (first.length > 0) return;
  for (const site of DEMO_SITES) {
    const created = await createRoast(
      { ...deps, images: imageProcessor() },
      {
        images: [await renderDemo(site.svg)],
        roastLevel: site.level,
        websiteMetadata: { url: site.url, name: site.name, title: site.name },
      },
    );
    if (await waitUntilSettled(created.id, 30_000)) {
      await deps.roasts.publish(created.id, {
        websiteUrl: site.url,
        websiteName: site.name,
        authorCredit: 'UGH Score demo',
      });
    } else {
      log('warn', 'demo roast did not finish', { id: created.id });
    }
  }
}
