/** Spec core-flow §8, payment rows (the failure copy the roast page shows too is in lib/checkout-session.ts). */
export const PAY_LABEL = 'Pay $9 - Promote Roast';
export const SETTING_UP = 'Setting up secure payment...';
