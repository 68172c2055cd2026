import { buildWeb as build, findSecrets, WEB_DIST } from '../../../frontend/web-build';

export { WEB_DIST };

/** Builds the SPA, in a child process, exactly as `npm run build:web` does (production mode). */
export function buildWeb(): void {
  build();
}

/** "file: match" for every payment secret (Stripe `sk_…`, `rk_…`, `whsec_…`) in the built SPA. */
export function findSecretsInDist(dir = WEB_DIST): string[] {
  return findSecrets(dir);
}
