/** Domain failures that callers translate into user-facing responses. */
export class RoastNotFoundError extends Error {
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
