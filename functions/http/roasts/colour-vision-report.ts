/**
 * GET /api/roasts/{id}/colour-vision: which previews exist and what dichromats lose of the page: text
 * they cannot read, buttons that merge into their background (docs/colour-vision.md).
 */
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { colourVisionReport } from '../../usecases/colour-vision';
import { roastPathSchema } from './path-params';

/** Not cached: like the roast's detail, it answers 404 the moment the roast is deleted. */
export const report = httpRoute('getColourVision', { params: roastPathSchema }, async ({ params }) => {
  const deps = dependencies();
  return json(200, await colourVisionReport(deps, params.id));
});
