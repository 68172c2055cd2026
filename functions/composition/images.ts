/** Composition: the sharp image processor, for the functions that decode screenshots. */
import { SharpImageProcessor } from '../adapters/images/sharp-image-processor';
import type { ImageProcessor } from '../ports/image-processor';

let processor: ImageProcessor | undefined;

export function imageProcessor(): ImageProcessor {
  processor ??= new SharpImageProcessor();
  return processor;
}
