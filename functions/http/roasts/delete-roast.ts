import { OWNER_KEY_PATTERN } from '../../domain/ids';
import { dependencies } from '../../shared/container';
import { HttpError } from '../../shared/http-errors';
import { httpRoute, json } from '../../shared/http-route';
import { deleteRoast } from '../../usecases/delete-roast';
import { roastPathSchema } from './path-params';

export const handler = httpRoute('deleteRoast', { params: roastPathSchema }, async ({ params, event }) => {
  const ownerKey = event.headers?.['x-owner-key'];
  if (!ownerKey)
    throw new HttpError(401, 'Send the X-Owner-Key header you received when the roast was created');
  if (!OWNER_KEY_PATTERN.test(ownerKey)) {
    throw new HttpError(403, 'Only the creator of this roast can delete it (owner key mismatch)');
  }
  const deps = dependencies();
  await deleteRoast(deps.roasts, deps.screenshots, params.id, ownerKey);
  return json(200, { id: params.id, deleted: true });
});
