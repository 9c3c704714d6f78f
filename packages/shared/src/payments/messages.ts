/** The payments API's and the payment pages' texts (decisions 0010 and 0011). */
export const PaymentMessages = {
  bookingRequired: 'Please choose the booking to pay for.',
  bookingNotFound: 'Booking not found.',
  notPayable: 'This booking cannot be paid: it is no longer waiting for payment.',
  holdExpired: 'The hold on this court has lapsed. Please book again.',
  alreadyPaid: 'This booking is already paid.',
  intentRequired: 'The payment reference is missing.',
  referenceTooLong: 'The payment reference is too long.',
  intentNotFound: 'Payment not found.',
  /** SPEC.md section 8: what the payment pages say when verification fails. */
  failed: 'Something went wrong. Please try again or contact support.',
  succeeded: 'Payment successful. Your booking is confirmed.',
  refundedCourtTaken:
    'Your payment arrived after the hold on this court lapsed and the court was taken, so it has been refunded.',
  refundedCancelled: 'This booking was cancelled by the club, so your payment has been refunded.',
  givenBack: 'This booking was released or replaced by another one, so it can no longer be paid.',
  refundedGivenBack:
    'This booking was released or replaced by another one before your payment arrived, so your payment has been refunded.',
  // The local test card processor, worded as Stripe's card element words them.
  cardNumberIncomplete: 'Your card number is incomplete.',
  cardNumberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
} as const;
