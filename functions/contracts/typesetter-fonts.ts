/**
 * The share card's and the badge's font files: read at run time by the typesetter
 * (functions/adapters/images/inter-typesetter.ts) and copied into its bundle by the CDK app
 * (lib/bundling.ts). Plain constants, so synthesis loads nothing of the typesetter (opentype.js).
 */
import type { TypeFace } from '../domain/share-card';

/** The font files per face, in fallback order (paths under @fontsource/inter/files/). */
export const TYPESETTER_FONT_FILES: Record<TypeFace, readonly string[]> = {
  bold: ['inter-latin-700-normal.woff', 'inter-latin-ext-700-normal.woff'],
  heavy: ['inter-latin-800-normal.woff', 'inter-latin-ext-800-normal.woff'],
};

/** Where lib/bundling.ts puts the files in a function's bundle, relative to index.mjs. */
export const BUNDLED_FONT_DIR = 'fonts';
