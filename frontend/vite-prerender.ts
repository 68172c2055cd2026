import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { aliases } from './vite-aliases.ts';
import type { renderScreens } from './src/prerender/render.tsx';

const ROOT = '<div id="root"></div>';
const BANNER = /<section class="announcement announcement--info" aria-label="Announcement">/g;

/**
 * Prerenders the entry screens into index.html at build time, so the first paint needs the HTML and
 * the stylesheet only, not ~110 KB of JavaScript run first. src/prerender/render.tsx renders the real
 * components (react-dom/server, in Node) as they look before their data arrives; each goes into #root
 * wrapped in `<div class="prerender" data-screen=…>`, hidden unless the boot script named that screen
 * on <html> (global.css). The banner in each is hidden until the boot script fills it in.
 */
export function prerender(): Plugin {
  return {
    name: 'ugh:prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
        const server = await createServer({
          configFile: false,
          root: import.meta.dirname,
          logLevel: 'warn',
          appType: 'custom',
          plugins: [react()],
          resolve: { alias: aliases },
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        let screens: ReturnType<typeof renderScreens>;
        try {
          const module = (await server.ssrLoadModule('/src/prerender/render.tsx')) as {
            renderScreens: typeof renderScreens;
          };
          screens = module.renderScreens();
        } finally {
          await server.close();
        }
        const markup = Object.entries(screens).map(([name, page]) => {
          const hidden = page.replace(BANNER, (tag) => `${tag.slice(0, -1)} hidden>`);
          if (hidden === page) throw new Error(`prerender: no announcement banner on the ${name} screen`);
          return `<div class="prerender" data-screen="${name}">${hidden}</div>`;
        });
        return html.replace(ROOT, `<div id="root">${markup.join('')}</div>`);
      },
    },
  };
}
