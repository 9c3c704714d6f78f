import { z } from 'zod';
import { ReceiptMessages } from './messages';

/**
 * A receipt stands for one movement of money (decision 0052): a card payment, a pay-at-club
 * series paid at the desk, or a refund to the card. Its number is derived from the row it stands
 * for, so it never changes and needs no counter of its own.
 */
export const RECEIPT_KINDS = ['payment', 'desk', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

const PREFIXES: Record<ReceiptKind, string> = { payment: 'P', desk: 'D', refund: 'R' };

/**
 * "P-000123" (payment 123), "D-000045" (desk: the first booking of the series paid at the desk),
 * "R-000067" (refund 67).
 */
export const receiptNumberOf = (kind: ReceiptKind, id: number): string =>
  `${PREFIXES[kind]}-${String(id).padStart(6, '0')}`;

const NUMBER_PATTERN = /^([PDR])-(\d{6,10})$/;

/** The row a receipt number names; undefined for anything that is not one. */
export function parseReceiptNumber(number: string): { kind: ReceiptKind; id: number } | undefined {
  const match = NUMBER_PATTERN.exec(number);
  if (!match) return undefined;
  const kind = RECEIPT_KINDS.find((k) => PREFIXES[k] === match[1])!;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? { kind, id } : undefined;
}

export const receiptFileName = (number: string): string => `receipt-${number}.pdf`;

/** How the money moved. */
export const RECEIPT_METHODS = ['card_online', 'cash', 'card_at_desk', 'refund_to_card'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

export const RECEIPT_METHOD_LABELS: Record<ReceiptMethod, string> = {
  card_online: 'Card, paid online',
  cash: 'Cash at the desk',
  card_at_desk: 'Card at the desk',
  refund_to_card: 'Refund to the card',
};

export const ReceiptNumberParamsSchema = z.object({
  number: z
    .string()
    .refine((value) => parseReceiptNumber(value) !== undefined, ReceiptMessages.numberInvalid),
});

/** One line of a receipt: a session (its date and court, its time, its fee) or a refund. */
export const ReceiptLineSchema = z.object({
  description: z.string(),
  detail: z.string(),
  amount: z.string(),
});
export type ReceiptLine = z.infer<typeof ReceiptLineSchema>;

export const ReceiptSchema = z.object({
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  method: z.enum(RECEIPT_METHODS),
  /** When the money moved (ISO). */
  issued_at: z.string(),
  /** The booking it is for: the first session of its series. */
  booking_id: z.number().int(),
  currency: z.string(),
  club: z.object({
    name: z.string(),
    /** The address, one line each, blank lines left out. */
    address: z.array(z.string()),
    phone: z.string(),
    email: z.string(),
  }),
  player: z.object({ name: z.string(), email: z.string() }),
  lines: z.array(ReceiptLineSchema),
  /** The court fees, tax and card fee paid; null on a refund (an amount, not a split). */
  court_fees: z.string().nullable(),
  tax: z.string().nullable(),
  card_fee: z.string().nullable(),
  /** What was paid, or refunded. */
  total: z.string(),
  /** Who took the money at the desk, when their account still exists. */
  taken_by: z.string().nullable(),
  /** A refund's reason. */
  reason: z.string().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** GET /bookings/{id}/receipts/ beside `code` and `message`: oldest first. */
export const ReceiptListSchema = z.object({ receipts: z.array(ReceiptSchema) });
export type ReceiptList = z.infer<typeof ReceiptListSchema>;
