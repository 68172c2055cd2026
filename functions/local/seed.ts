import sharp from 'sharp';
import { dependencies } from '../composition/container';
import { imageProcessor } from '../composition/images';
import { createRoast } from '../usecases/create-roast';
import { logger } from '../http-kit/observability';

import { DEMO_SITES, type DemoSite } from './demo-sites';

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

/** Runs once per data directory: any public roast means the demo was seeded (or real roasts exist). */
export async function seedIfEmpty(): Promise<void> {
  const deps = dependencies();
  const listed = await deps.publicRoasts.listPublic({ page: 1, limit: 1, sort: 'newest' });
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
  if (listed.total > 0) return;
  // Two at a time (a roast's critique is mostly one core's work); a demo that fails is tried once more.
  const queue = [...DEMO_SITES];
  const worker = async () => {
    for (let site = queue.shift(); site; site = queue.shift()) {
      if (!(await seedOne(site)) && !(await seedOne(site)))
        logger.warn('demo roast did not finish', { site: site.name });
    }
  };
  await Promise.all([worker(), worker()]);
}

async function seedOne(site: DemoSite): Promise<boolean> {
  const deps = dependencies();
  const roast = await createRoast(
    { ...deps, images: imageProcessor() },
    {
      images: [await renderDemo(site.svg)],
      roastLevel: site.level,
      websiteMetadata: { url: site.url, name: site.name, title: site.name },
    },
  );
  if (!(await waitUntilSettled(roast.id, 60_000))) return false;
  await deps.publicRoasts.publish(roast.id, {
    websiteUrl: site.url,
    websiteName: site.name,
    authorCredit: 'UGH Score demo',
  });
  return true;
}
