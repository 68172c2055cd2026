/** Spec core-flow §8, payment rows. */
export const PAYMENT_FAILED_TITLE = 'Payment Failed';
export const PAYMENT_FAILED_DEFAULT = 'There was an error processing your payment. Please try again.';
export const PAY_LABEL = 'Pay $9 - Promote Roast';
export const SETTING_UP = 'Setting up secure payment...';
