/** User-facing messages that the spec fixes word for word (core-flow §8). */
export const DEFAULT_VALIDATION_MESSAGE = 'Content validation failed';
export const DEFAULT_VALIDATION_SUGGESTION = 'Please upload website screenshots';
export const QUOTA_MESSAGE =
  'Our AI is taking a coffee break! The service quota has been reached. Please try again in a few minutes or contact support if this persists.';
export const GENERIC_FAILURE_MESSAGE = 'Server error occurred while creating roast';
export const ROAST_NOT_FOUND_MESSAGE = "Roast Not Found: This roast might be private or doesn't exist.";
