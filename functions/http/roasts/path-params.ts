import { z } from 'zod';
import { roastIdSchema } from '../../domain/api-schemas';

/** A malformed id cannot name a roast: such paths answer 404, like a missing roast. */
export const roastPathSchema = z.object({ id: roastIdSchema });
