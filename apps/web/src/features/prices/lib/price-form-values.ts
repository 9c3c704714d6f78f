import {
  bookingRequestOf,
  courtFeeField,
  LocationMessages,
  percentField,
  type PricePreviewRequestInput,
  type PriceConfiguration,
  type PriceConfigurationUpdateInput,
} from '@courtbook/shared';

/** The weekdays (0 = Sunday) in the order a club reads its week: Monday first. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** A price period as the form holds it; a court's blank fee means "the period's". */
export interface PricePeriodValues {
  name: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  start_time: string;
  end_time: string;
  fee_hrs: string;
  court_fees: { court_id: number; fee_hrs: string }[];
}

/** The form's text fields; a court's blank percentage means "the location's". */
export interface PriceFormValues {
  tax_percent: string;
  card_fee_percent: string;
  courts: {
    court_id: number;
    court_fee_hrs: string;
    tax_percent: string;
    card_fee_percent: string;
  }[];
  price_periods: PricePeriodValues[];
}

/** A new period: weekday evenings, every court at the fee typed in. */
export const newPricePeriod = (courtIds: number[]): PricePeriodValues => ({
  name: '',
  weekdays: [1, 2, 3, 4, 5],
  start_time: '18:00',
  end_time: '22:00',
  fee_hrs: '',
  court_fees: courtIds.map((courtId) => ({ court_id: courtId, fee_hrs: '' })),
});

export const toFormValues = (configuration: PriceConfiguration): PriceFormValues => ({
  tax_percent: configuration.tax_percent,
  card_fee_percent: configuration.card_fee_percent,
  courts: configuration.courts.map((court) => ({
    court_id: court.court_id,
    court_fee_hrs: court.court_fee_hrs,
    tax_percent: court.tax_percent ?? '',
    card_fee_percent: court.card_fee_percent ?? '',
  })),
  // Every court has a row in every period; blank ones cost the period's fee.
  price_periods: configuration.price_periods.map((period) => ({
    name: period.name,
    weekdays: period.weekdays,
    start_time: period.start_time,
    end_time: period.end_time,
    fee_hrs: period.fee_hrs,
    court_fees: configuration.courts.map((court) => ({
      court_id: court.court_id,
      fee_hrs: period.court_fees.find((fee) => fee.court_id === court.court_id)?.fee_hrs ?? '',
    })),
  })),
});

/** The PUT body: every court, blank percentages as null (the location's). */
export const toUpdateBody = (values: PriceFormValues): PriceConfigurationUpdateInput => ({
  tax_percent: values.tax_percent,
  card_fee_percent: values.card_fee_percent,
  courts: values.courts.map((court) => ({
    court_id: court.court_id,
    court_fee_hrs: court.court_fee_hrs,
    tax_percent: court.tax_percent.trim() === '' ? null : court.tax_percent,
    card_fee_percent: court.card_fee_percent.trim() === '' ? null : court.card_fee_percent,
  })),
  price_periods: values.price_periods,
});

const taxField = percentField(LocationMessages.taxPercentInvalid);
const cardFeeField = percentField(LocationMessages.cardFeePercentInvalid);
const feeField = courtFeeField();

/** The canonical text of a valid value ("8.5" → "8.50"), else undefined. */
const valid =
  (schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }) =>
  (value: string): string | undefined => {
    const result = schema.safeParse(value);
    return result.success && typeof result.data === 'string' ? result.data : undefined;
  };
export const validTax = valid(taxField);
export const validCardFee = valid(cardFeeField);
export const validFee = valid(feeField);

export interface PreviewChoices {
  courtId: number | undefined;
  date: string;
  /** Minutes after midnight. */
  start: number;
  durationMinutes: number;
  weekly: boolean;
}

export type PreviewRequest =
  | { kind: 'request'; body: PricePreviewRequestInput }
  | { kind: 'no_court' }
  | { kind: 'invalid'; message: string };

/**
 * What to ask the server to price: the booking on screen with the figures in the form, saved or
 * not, each checked first so a half-typed figure says what is wrong. A court's blank percentage is
 * the location's (as on screen).
 */
export function previewRequestOf(values: PriceFormValues, choices: PreviewChoices): PreviewRequest {
  const court = values.courts.find((c) => c.court_id === choices.courtId);
  if (!court) return { kind: 'no_court' };
  const fee = validFee(court.court_fee_hrs);
  const locationTax = validTax(values.tax_percent);
  const locationCardFee = validCardFee(values.card_fee_percent);
  const tax = court.tax_percent.trim() === '' ? locationTax : validTax(court.tax_percent);
  const cardFee =
    court.card_fee_percent.trim() === '' ? locationCardFee : validCardFee(court.card_fee_percent);
  if (fee === undefined)
    return { kind: 'invalid', message: 'Enter a valid hourly fee to see the price.' };
  if (tax === undefined)
    return { kind: 'invalid', message: 'Enter a valid tax % to see the price.' };
  if (cardFee === undefined) {
    return { kind: 'invalid', message: 'Enter a valid card fee % to see the price.' };
  }
  return {
    kind: 'request',
    body: {
      ...bookingRequestOf({
        courtId: court.court_id,
        date: choices.date,
        start: choices.start,
        end: choices.start + choices.durationMinutes,
        weekly: choices.weekly,
      }),
      court_fee_hrs: fee,
      tax_percent: tax,
      card_fee_percent: cardFee,
      price_periods: values.price_periods,
    },
  };
}
