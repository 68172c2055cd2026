import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { ENTRY_SCREENS, type EntryScreen } from './src/boot/screens.ts';
import type { ScreenFiles } from './src/boot/boot.ts';
import { aliases } from './vite-aliases.ts';

/** The module the entry imports once the prerendered page has been painted (src/main.tsx). */
const APP_START = 'src/app/start.tsx';
/** Where index.html wants the boot script: first in <head>, before the stylesheet and the bundle. */
const MARKER = '<!-- ugh:boot-script -->';

/**
 * Builds src/boot/main.ts into a small classic script (IIFE), content-hashed under assets/, and puts it
 * where index.html has the marker. The script learns each entry screen's files from this build: its
 * chunk plus the chunks and stylesheets that chunk imports, less those index.html already loads. Also
 * adds `<link rel=modulepreload>` for the app's chunks, which the entry imports dynamically.
 * (Replaces a `<link rel=modulepreload>` for the landing page's chunk that every other screen
 * downloaded for nothing.)
 */
export function bootScript(): Plugin {
  return {
    name: 'ugh:boot-script',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return this.error('bootScript: no index.html in the bundle');
      const source = String(html.source);
      if (!source.includes(MARKER)) return this.error(`bootScript: index.html has no ${MARKER}`);
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const closure = (chunk: Rollup.OutputChunk, seen = new Set<string>()) => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = bundle[file];
          if (imported?.type === 'chunk') closure(imported, seen);
        }
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return this.error('bootScript: no entry chunk');
      // The entry imports the app (app/start.tsx) only once the prerendered page is on screen; its
      // chunks download from the start all the same.
      const start = chunks.find((c) => c.facadeModuleId?.endsWith(APP_START));
      if (!start) return this.error(`bootScript: no chunk for ${APP_START}`);
      const initial = closure(start, closure(entry));
      const size = (file: string) => (bundle[file] as Rollup.OutputChunk).code.length;
      const preloads = [...initial]
        .filter((file) => file.endsWith('.js') && !source.includes(`/${file}"`))
        .sort((a, b) => size(b) - size(a))
        // Low priority: none of it is needed for the first paint (the prerendered page), so the
        // stylesheet and the announcement go first.
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
      const screens: Partial<Record<EntryScreen, ScreenFiles>> = {};
      for (const [name, { source: module }] of Object.entries(ENTRY_SCREENS)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!chunk) return this.error(`bootScript: no chunk for ${module}`);
        const files = [...closure(chunk)].filter((file) => !initial.has(file));
        const css = files.flatMap((file) => [
          ...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []),
        ]);
        screens[name as EntryScreen] = {
          js: files.map((file) => `/${file}`),
          css: [...new Set(css)].filter((file) => !source.includes(`/${file}"`)).map((file) => `/${file}`),
        };
      }
      const code = await buildBootScript(screens);
      const fileName = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      // First in <head>: the boot script, the stylesheet (render-blocking) and the app's largest chunk,
      // so that over HTTP/1.1's six connections these go out before the small files.
      const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(source)?.[0] ?? '';
      const first = [`<script src="/${fileName}"></script>`, stylesheet.trim(), ...preloads].filter(Boolean);
      html.source = source.replace(stylesheet, '').replace(MARKER, first.join('\n    '));
    },
  };
}

async function buildBootScript(screens: Partial<Record<EntryScreen, ScreenFiles>>): Promise<string> {
  const result = await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: aliases },
    define: { __UGH_BOOT_SCREENS__: JSON.stringify(screens) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(import.meta.dirname, 'src/boot/main.ts'), formats: ['iife'], name: 'ughBoot' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('bootScript: the boot build produced no script');
  return chunk.code;
}
