import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootScript } from './vite-boot-script.ts';

/** The entry itself stays its own (tiny) chunk, so the manifest still names the entry. */
const ENTRY_MODULE = /[\\/]src[\\/]main\.tsx$|[\\/]index\.html$/;

// The SPA. Built to frontend/dist, which local mode and CloudFront serve.
// Shared domain rules (schemas' types, verdict bands, criteria, reactions, limits, messages) are imported
// with relative paths from ../functions/domain — the single definitions used by the API too.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), bootScript()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The manifest lets bin/bench-web.ts measure what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, larger chunks instead of the thirty 1–2 KB ones automatic splitting makes: over HTTP/1.1
        // (local mode; six connections per origin) every file costs a round trip, and a first visit
        // used to fetch 17–23 of them, most on the path to the first paint. Now: the entry, one `shell`
        // chunk with everything the entry imports statically (React, router, Query, layout, design
        // system), one `shared` chunk with what two or more screens use, and the screen's own chunk.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id) => !ENTRY_MODULE.test(id), priority: 2 },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:3000' } },
});
