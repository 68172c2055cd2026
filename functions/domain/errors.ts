/** Domain failures that callers translate into user-facing responses. */

/** Something the caller asked for does not exist: the API answers 404 with this error's message. */
export class NotFoundError extends Error {}

export class RoastNotFoundError extends NotFoundError {
  override readonly name = 'RoastNotFound';
  constructor(readonly roastId: string) {
    super('Roast not found');
  }
}

export class RoastNotReadyError extends Error {
  override readonly name = 'RoastNotReady';
  constructor(readonly roastId: string) {
    super('Roast is still being processed');
  }
}

/** What only the roast's creator may do with it (DESIGN §2.2 deletion, §2.8 promotion). */
export type OwnerAction = 'delete' | 'promote' | 'link a new version to';

export class OwnerKeyMismatchError extends Error {
  override readonly name = 'OwnerKeyMismatch';
  constructor(readonly action: OwnerAction) {
    super('The owner key does not match this roast');
  }
}

/**
 * The table or the screenshot store timed out, refused the connection or throttled: a blip that the
 * same call may well get past seconds later. The roast workflow retries a step failing with this
 * name, with backoff (functions/workflow/roast-workflow.asl.json); `cause` is the storage's own error.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailable';
  constructor(cause: Error) {
    super(`Storage is not answering: ${cause.name}: ${cause.message}`, { cause });
  }
}
