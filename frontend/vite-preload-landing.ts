import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for one lazily loaded screen (and the chunks it imports) to
 * index.html, so its download starts with the HTML instead of after the entry script has run and
 * React has discovered the lazy route. Used for the landing page, where most visits start: about
 * 4 KB compressed that other screens download for nothing, against one network round trip saved on
 * the front page (Lighthouse: the hero text is the LCP element there).
 */
export function preloadScreen(source: string): Plugin {
  return {
    name: 'ugh:preload-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const screen = chunks.find((c) => c.facadeModuleId?.endsWith(source));
        if (!screen) throw new Error(`preloadScreen: no chunk for ${source}`);
        const files = new Set([screen.fileName, ...screen.imports]);
        const already = (file: string) => html.includes(`/${file}"`);
        const links = [...files]
          .filter((file) => !already(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n');
        return links ? html.replace('</head>', `${links}\n  </head>`) : html;
      },
    },
  };
}
