import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './vite-aliases.ts';
import { bootScript } from './vite-boot-script.ts';
import { prerender } from './vite-prerender.ts';

/** The app proper (main.tsx imports it once the prerendered page is on screen) and all it imports. */
const APP_START = /[\\/]src[\\/]app[\\/]start\.tsx$/;

// The SPA. Built to frontend/dist, which local mode and CloudFront serve.
// Shared domain rules (schemas' types, verdict bands, criteria, reactions, limits, messages) are imported
// as `@domain/…` (vite-aliases.ts) from ../functions/domain — the single definitions used by the API too.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: aliases },
  plugins: [react(), prerender(), bootScript()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // One stylesheet for every screen (~14 KB compressed): index.html carries each entry screen
    // prerendered, and each must be styled at the first paint, before any chunk has run.
    cssCodeSplit: false,
    // The manifest lets frontend/web-build.ts measure what each route loads (bench:web, the budget test).
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, larger chunks instead of the thirty 1–2 KB ones automatic splitting makes: over HTTP/1.1
        // (local mode; six connections per origin) every file costs a round trip, and a first visit
        // used to fetch 17–23 of them, most on the path to the first paint. Now: the tiny entry, one
        // `shell` chunk with app/start.tsx and everything it imports statically (React, router, Query,
        // layout, design system), one `shared` chunk with what two or more screens use, and the
        // screen's own chunk. index.html preloads the shell (vite-boot-script.ts).
        codeSplitting: {
          groups: [
            { name: 'preload', test: /vite[\\/]preload-helper|rolldown[\\/]runtime/, priority: 3 },
            { name: 'shell', test: APP_START, includeDependenciesRecursively: true, priority: 2 },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:3000' } },
});
