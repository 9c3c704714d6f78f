import type { FeeSegment } from '../prices/periods';

/** DESIGN.md section 5. Every amount is integer cents; percentages are basis points (1% = 100). */
export interface PriceInput {
  hourlyFeeCents: number;
  /** Minutes of play in one session (a multiple of 30). */
  durationMinutes: number;
  taxBasisPoints: number;
  cardFeeBasisPoints: number;
  /** 1, or 4 with "book every week for 4 weeks". */
  sessions: number;
}

export interface Price {
  sessionFeeCents: number;
  sessionTaxCents: number;
  sessionCardFeeCents: number;
  /** fee × sessions: the price the player sees before tax and card fee. */
  totalPriceCents: number;
  fullTaxCents: number;
  fullCardFeeCents: number;
  /** What is charged: total_price + full_tax + full_cc_fees (also shown as Summary). */
  onAmountCents: number;
}

/** a × b / c rounded half-up, in integers (amounts here are never negative). */
const mulDivHalfUp = (a: number, b: number, c: number): number =>
  Math.floor((a * b * 2 + c) / (2 * c));

/** A booking at one hourly fee for the whole session: SPEC's formula. */
export const priceBooking = (input: PriceInput): Price =>
  priceSessions({
    ...input,
    segments: [{ minutes: input.durationMinutes, hourlyFeeCents: input.hourlyFeeCents }],
  });

/**
 * A booking whose session is priced by the minute at each fee (price periods): the session's fee
 * is every minute at its hourly fee, rounded once; tax and card fee follow from it.
 */
export function priceSessions(input: {
  segments: readonly FeeSegment[];
  taxBasisPoints: number;
  cardFeeBasisPoints: number;
  sessions: number;
}): Price {
  const feeMinutes = input.segments.reduce((sum, s) => sum + s.hourlyFeeCents * s.minutes, 0);
  const sessionFeeCents = mulDivHalfUp(feeMinutes, 1, 60);
  const sessionTaxCents = mulDivHalfUp(sessionFeeCents, input.taxBasisPoints, 10_000);
  const sessionCardFeeCents = mulDivHalfUp(sessionFeeCents, input.cardFeeBasisPoints, 10_000);
  const totalPriceCents = sessionFeeCents * input.sessions;
  const fullTaxCents = sessionTaxCents * input.sessions;
  const fullCardFeeCents = sessionCardFeeCents * input.sessions;
  return {
    sessionFeeCents,
    sessionTaxCents,
    sessionCardFeeCents,
    totalPriceCents,
    fullTaxCents,
    fullCardFeeCents,
    onAmountCents: totalPriceCents + fullTaxCents + fullCardFeeCents,
  };
}

/** 1234 → "12.34": how the API writes money. */
export const centsToDecimal = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** "12.34" or 12.34 → 1234; undefined for anything that is not a non-negative amount with at most 2 decimals. */
export const decimalToCents = (value: string | number): number | undefined => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match?.[1]) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** 1234 → "$12.34": how the pages show money (SPEC.md section 9). */
export const formatDollars = (cents: number): string => `$${centsToDecimal(cents)}`;
