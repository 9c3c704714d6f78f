/** The payments feature's own answers, beside the contract's PaymentMessages. */
export const PaymentApiMessages = {
  config: 'Payment settings fetched successfully.',
  checkout: 'Checkout session created.',
  cardAccepted: 'Payment accepted.',
  webhookReceived: 'Webhook received.',
  signatureMissing: 'The Stripe-Signature header is missing.',
  signatureInvalid: 'The webhook signature does not match this payload.',
} as const;
