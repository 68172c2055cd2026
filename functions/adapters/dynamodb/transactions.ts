import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';

const MAX_ATTEMPTS = 12;

/** True when a transaction lost a race with another one on the same items: safe to try again. */
function isConflict(error: unknown): boolean {
  if (error instanceof TransactionConflictException) return true;
  if (error instanceof TransactionCanceledException) {
    const reasons = error.CancellationReasons ?? [];
    // Retry only when nothing failed for a business reason (a failed condition is final).
    return (
      reasons.some((r) => r.Code === 'TransactionConflict') &&
      !reasons.some((r) => r.Code === 'ConditionalCheckFailed')
    );
  }
  return false;
}

/**
 * Many visitors liking one roast at once contend on its counter; DynamoDB then cancels all but one
 * transaction with TransactionConflict. Retrying with jittered backoff lets every one of them land.
 */
export async function withTransactionRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isConflict(error) || attempt + 1 >= MAX_ATTEMPTS) throw error;
      await backoff(attempt + 1);
    }
  }
}

/** Full jitter: uniform in [0, base·2^attempt), capped at one second. */
export function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(1000, 20 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}
