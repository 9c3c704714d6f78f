import { centsToDecimal, decimalToCents, priceBooking, type Price } from '../booking/pricing';
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

/** The price of a booking from checked figures: `priceBooking`, the same code a booking uses. */
export function priceOfFigures(figures: PriceFigures): Price {
  return priceBooking({
    hourlyFeeCents: hundredths(figures.courtFee),
    durationMinutes: figures.durationMinutes,
    taxBasisPoints: hundredths(figures.taxPercent),
    cardFeeBasisPoints: hundredths(figures.cardFeePercent),
    sessions: figures.weekly ? WEEKLY_SESSIONS : 1,
  });
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
