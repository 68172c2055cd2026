import { join } from 'node:path';

/**
 * Import aliases shared by every Vite build of the SPA (the app, the prerender server, the boot script)
 * and by Vitest's web project, which extends vite.config.ts. `@domain/*` is functions/domain: the
 * shared rules (schemas' types, verdict bands, criteria, reactions, limits, messages) the API uses too.
 * frontend/tsconfig.json maps the same prefix for the type checker; eslint.config.js forbids reaching
 * functions/domain by a relative path instead.
 */
export const aliases = {
  '@domain': join(import.meta.dirname, '..', 'functions', 'domain'),
};
