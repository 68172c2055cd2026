import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { deleteRoast } from '../../usecases/delete-roast';
import { ownerKeyHeader } from './owner-key';
import { roastPathSchema } from './path-params';

export const handler = httpRoute('deleteRoast', { params: roastPathSchema }, async ({ params, event }) => {
  const ownerKey = ownerKeyHeader(event, 'delete');
  const deps = dependencies();
  await deleteRoast(deps.roasts, deps.screenshots, params.id, ownerKey);
  return json(200, { id: params.id, deleted: true });
});
