import { centsToDecimal, decimalToCents, priceSessions, type Price } from '../booking/pricing';
import { feeSegments, type FeeSegment, type PricePeriod } from './periods';
import { WEEKLY_SESSIONS } from '../booking/time-slots';

export interface PriceFigures {
  /** The hourly fee, "45.00". */
  courtFee: string;
  /** Percentages, "8.25". */
  taxPercent: string;
  cardFeePercent: string;
  durationMinutes: number;
  weekly: boolean;
}

/** A booking's amount fields (as BookingSchema names them), as decimal text. */
export interface PriceAmounts {
  fee: string;
  tax: string;
  cc_fees: string;
  total_price: string;
  full_tax: string;
  full_cc_fees: string;
  on_amount: string;
  summary: string;
}

const hundredths = (text: string): number => {
  const value = decimalToCents(text);
  if (value === undefined) throw new RangeError(`not a decimal with 2 places: ${text}`);
  return value;
};

/** Where a previewed session falls, for the location's price periods to apply. */
export interface PeriodsAt {
  courtId: number;
  weekday: number;
  start: number;
  periods: readonly PricePeriod[];
}

/**
 * The price of a booking from checked figures, priced as a booking is (`priceSessions`): the
 * court's fee, or a price period's where the session falls in one.
 */
export function priceOfFigures(figures: PriceFigures, at?: PeriodsAt): Price {
  return priceSessions({
    segments: feeSegmentsOfFigures(figures, at),
    taxBasisPoints: hundredths(figures.taxPercent),
    cardFeeBasisPoints: hundredths(figures.cardFeePercent),
    sessions: figures.weekly ? WEEKLY_SESSIONS : 1,
  });
}

/** One session's minutes at each fee: the court's, or a price period's where it falls in one. */
export function feeSegmentsOfFigures(figures: PriceFigures, at?: PeriodsAt): FeeSegment[] {
  const courtFeeCents = hundredths(figures.courtFee);
  return at
    ? feeSegments({
        courtId: at.courtId,
        courtFeeCents,
        periods: at.periods,
        weekday: at.weekday,
        start: at.start,
        end: at.start + figures.durationMinutes,
      })
    : [{ minutes: figures.durationMinutes, hourlyFeeCents: courtFeeCents }];
}

/** Price → the amount fields of a booking. */
export const amountsOf = (price: Price): PriceAmounts => ({
  fee: centsToDecimal(price.sessionFeeCents),
  tax: centsToDecimal(price.sessionTaxCents),
  cc_fees: centsToDecimal(price.sessionCardFeeCents),
  total_price: centsToDecimal(price.totalPriceCents),
  full_tax: centsToDecimal(price.fullTaxCents),
  full_cc_fees: centsToDecimal(price.fullCardFeeCents),
  on_amount: centsToDecimal(price.onAmountCents),
  summary: centsToDecimal(price.onAmountCents),
});
