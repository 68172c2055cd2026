import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA (issue 5 fills it in). Built to frontend/dist, which local mode and CloudFront serve.
export default defineConfig({
  root: __dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:3000' } },
});
