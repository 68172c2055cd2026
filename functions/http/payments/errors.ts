import { HttpError } from '../../http-kit/http-errors';
import { PromotionError } from '../../usecases/promotion';

/** Promotion refusals become their HTTP status with the same words; anything else propagates. */
export function asHttpError(error: unknown): never {
  if (error instanceof PromotionError) throw new HttpError(error.status, error.message);
  throw error;
}
