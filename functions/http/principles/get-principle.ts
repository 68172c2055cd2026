import { z } from 'zod';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { getDesignPrinciple } from '../../usecases/design-principles';
import { STATIC_CONTENT_CACHE } from './cache';

/**
 * Any string is accepted here on purpose: a malformed slug (other case, encoded slashes, 200 chars)
 * names no principle, so it gets the same 404 and message as an unknown one, from the use case.
 */
const principlePathSchema = z.object({ slug: z.string() });

export const handler = httpRoute('getDesignPrinciple', { params: principlePathSchema }, async ({ params }) =>
  json(200, getDesignPrinciple(params.slug), STATIC_CONTENT_CACHE),
);
