/** Composition: the colour-vision simulator (sharp), for the colour-vision image route only. */
import { SharpColourVisionSimulator } from '../adapters/images/sharp-colour-vision-simulator';
import type { ColourVisionSimulator } from '../ports/colour-vision-simulator';

let simulator: ColourVisionSimulator | undefined;

export function colourVisionSimulator(): ColourVisionSimulator {
  simulator ??= new SharpColourVisionSimulator();
  return simulator;
}
