import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadScreen } from './vite-preload-landing.ts';

// The SPA. Built to frontend/dist, which local mode and CloudFront serve.
// Shared domain rules (schemas' types, verdict bands, criteria, reactions, limits, messages) are imported
// with relative paths from ../functions/domain — the single definitions used by the API too.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), preloadScreen('src/app/routes/landing.tsx')],
  // The manifest lets bin/bench-web.ts measure what each route loads.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', manifest: true },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:3000' } },
});
