import { OWNER_KEY_PATTERN } from '../../domain/ids';
import { HttpError } from '../../http-kit/http-errors';
import type { HttpEvent } from '../../http-kit/http-route';
import type { OwnerAction } from '../../domain/errors';

/**
 * The `X-Owner-Key` header of a request only the roast's creator may make (delete, promote, roast its new version): 401 when
 * it is missing, 403 when it cannot be any roast's key. The use case compares it with the roast's.
 */
export function ownerKeyHeader(event: HttpEvent, action: OwnerAction): string {
  // API Gateway (HTTP API, payload 2.0) and the local server hand handlers lower-case header names.
  const ownerKey = event.headers?.['x-owner-key'];
  if (!ownerKey)
    throw new HttpError(
      401,
      action === 'link a new version to'
        ? 'Send the X-Owner-Key header you received when the earlier roast was created: only its owner may roast its new version'
        : 'Send the X-Owner-Key header you received when the roast was created',
    );
  if (!OWNER_KEY_PATTERN.test(ownerKey))
    throw new HttpError(403, `Only the creator of this roast can ${action} it (owner key mismatch)`);
  return ownerKey;
}
