/**
 * Composition: the typesetter (embedded Inter, opentype.js) that the badge measures with. The card
 * renderer, which also needs sharp, is in share-card-renderer.ts so that the badge's bundle has no sharp.
 */
import { InterTypesetter } from '../adapters/images/inter-typesetter';
import type { Typesetter } from '../domain/share-card';

let built: Typesetter | undefined;

export function typesetter(): Typesetter {
  built ??= new InterTypesetter();
  return built;
}
