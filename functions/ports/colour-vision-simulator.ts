import type { ColourVisionType } from '../domain/colour-vision';

/** Redraws a screenshot as a person with a colour-vision deficiency sees it (sharp in every environment). */
export interface ColourVisionSimulator {
  /** JPEG in, JPEG out, same width and height. Throws on an image it cannot decode. */
  simulate(jpeg: Buffer, type: ColourVisionType): Promise<Buffer>;
}
