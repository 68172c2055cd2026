import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import type { RoastDetail } from '../../domain/api-schemas';
import { json, type HttpResult } from '../../http-kit/http-route';
import { getRoastDetail } from '../../usecases/read-roasts';
import { roastPathSchema } from './path-params';

/** The answer made of each frozen detail: a crowd that shared one read shares its serialised answer. */
const answers = new WeakMap<RoastDetail, HttpResult>();

export const handler = httpRoute('getRoast', { params: roastPathSchema }, async ({ params }) => {
  const detail = await getRoastDetail(dependencies().roasts, params.id);
  if (!Object.isFrozen(detail)) return json(200, detail);
  let answer = answers.get(detail);
  if (!answer) {
    answer = json(200, detail);
    Object.freeze(answer.headers);
    answers.set(detail, Object.freeze(answer));
  }
  return answer;
});
