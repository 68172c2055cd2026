/** Composition: the share card renderer (sharp + the embedded font), for the card route only. */
import { SharpShareCardRenderer } from '../adapters/images/sharp-share-card-renderer';
import type { ShareCardRenderer } from '../ports/share-card-renderer';
import { typesetter } from './share-artwork';

let renderer: ShareCardRenderer | undefined;

export function shareCardRenderer(): ShareCardRenderer {
  renderer ??= new SharpShareCardRenderer(typesetter());
  return renderer;
}
