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
