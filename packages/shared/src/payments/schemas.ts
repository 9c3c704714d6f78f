import { z } from 'zod';
import { BookingSchema } from '../booking/bookings';
import { idField, plainText } from '../validation/fields';
import { FieldLabels as L } from '../validation/labels';
import { TextLimits } from '../validation/limits';
import { PaymentMessages } from './messages';

export const PAYMENT_PROVIDERS = ['stripe', 'local'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The local provider's test cards (spaces ignored): what each one does. */
export const LOCAL_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** GET /stripe_key/ */
export const PaymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key; null for the local provider. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** POST /create-checkout-session/ */
export const CreateCheckoutSchema = z.object({
  booking_id: idField(PaymentMessages.bookingRequired),
});

export const CheckoutSessionSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  client_secret: z.string(),
  payment_intent_id: z.string(),
  booking_id: z.number().int(),
  /** What is charged, decided by the server: the series' on_amount, "74.93". */
  amount: z.string(),
  currency: z.string(),
  hold_expires_at: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** POST /local-payments/confirm/: the local test card processor (only when Stripe is not configured). */
export const LocalCardPaymentSchema = z.object({
  client_secret: plainText(L.client_secret, PaymentMessages.intentRequired)
    .min(1, PaymentMessages.intentRequired)
    .max(TextLimits.clientSecret, PaymentMessages.referenceTooLong),
  card_number: plainText(L.card_number, PaymentMessages.cardNumberIncomplete),
  /** "MM/YY" as typed. */
  expiry: plainText(L.expiry, PaymentMessages.expiryIncomplete),
  cvc: plainText(L.cvc, PaymentMessages.cvcIncomplete),
});
export type LocalCardPayment = z.infer<typeof LocalCardPaymentSchema>;

export const LocalCardResultSchema = z.object({
  payment_intent_id: z.string(),
  status: z.enum(['succeeded']),
});
export type LocalCardResult = z.infer<typeof LocalCardResultSchema>;

/** POST /payment-success/ */
export const VerifyPaymentSchema = z.object({
  payment_intent_id: plainText(L.payment_intent_id, PaymentMessages.intentRequired)
    .trim()
    .min(1, PaymentMessages.intentRequired)
    .max(TextLimits.paymentReference, PaymentMessages.referenceTooLong),
});

/**
 * Why a payment was refunded: staff cancelled the booking (only staff cancel), its player gave it
 * back (released it, or the wizard replaced it) before the payment arrived, or its court went to
 * someone after the hold lapsed.
 */
export const REFUND_REASONS = ['cancelled', 'given_back', 'court_taken'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const VerifiedPaymentSchema = z.object({
  status: z.enum(['succeeded', 'refunded']),
  amount: z.string(),
  bookings: z.array(BookingSchema),
  /** Set when `status` is refunded. */
  refund_reason: z.enum(REFUND_REASONS).nullable(),
});
export type VerifiedPayment = z.infer<typeof VerifiedPaymentSchema>;

const refundedMessages: Record<RefundReason, string> = {
  cancelled: PaymentMessages.refundedCancelled,
  given_back: PaymentMessages.refundedGivenBack,
  court_taken: PaymentMessages.refundedCourtTaken,
};

/** What the player is told about a refunded payment (the return page, the email). */
export const refundedMessageOf = (reason: RefundReason | null): string =>
  refundedMessages[reason ?? 'court_taken'];
