import { z } from 'zod';
import { INDUSTRY_NOT_FOUND_MESSAGE, availableIndustries } from '../../domain/industries';
import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { SHARED_LIST_CACHE, json } from '../../http-kit/http-route';
import { getIndustryPage } from '../../usecases/industries';

const industryPathSchema = z.object({ slug: z.string() });

/** An unknown slug answers 404 with the industries there are, for the page's "Industry Not Found". */
export const handler = httpRoute('getIndustry', { params: industryPathSchema }, async ({ params }) => {
  const page = await getIndustryPage(dependencies().industries, params.slug);
  return page
    ? json(200, page, SHARED_LIST_CACHE)
    : json(404, { message: INDUSTRY_NOT_FOUND_MESSAGE, availableIndustries: availableIndustries() });
});
