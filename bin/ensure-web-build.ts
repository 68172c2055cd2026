/**
 * `prestart`: builds the SPA (frontend/dist) when it is missing or older than its sources, so a newcomer
 * only runs `npm ci && npm start`. The sources are frontend/ (minus dist), the shared functions/domain
 * and package-lock.json (frontend/web-build.ts).
 */
import { ensureWebBuild, webBuildState } from '../frontend/web-build';

const state = webBuildState();
if (state === 'current') {
  console.log('  web app: frontend/dist is up to date');
} else {
  console.log(
    state === 'stale' ? '  web app: sources changed, rebuilding…' : '  web app: building frontend/dist…',
  );
  const started = Date.now();
  ensureWebBuild();
  console.log(`  web app: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
