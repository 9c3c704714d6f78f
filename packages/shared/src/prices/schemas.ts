import { z } from 'zod';
import { requestedSlotEnd, requestedSlotFields } from '../booking/booking-requests';
import { BookingMessages } from '../booking/messages';
import { courtFeeField } from '../locations/court-schemas';
import { optionalField, percentField } from '../locations/fields';
import { LocationMessages as LM } from '../locations/messages';
import { idField } from '../validation/fields';
import { PriceMessages } from './messages';

/**
 * One court's row of the price configuration. A blank, null or missing percentage means "the
 * location's": the court takes the location's tax or card fee (courts store the copied value).
 */
export const PriceCourtInputSchema = z.object(
  {
    court_id: idField(PriceMessages.courtNotFound),
    court_fee_hrs: courtFeeField(),
    tax_percent: optionalField(percentField(LM.taxPercentInvalid)),
    card_fee_percent: optionalField(percentField(LM.cardFeePercentInvalid)),
  },
  PriceMessages.courtsInvalid,
);
export type PriceCourtInput = z.input<typeof PriceCourtInputSchema>;

/**
 * PUT /price-configuration/{location_id}/: the location's tax and card fee (left out: unchanged)
 * and the courts listed (courts not listed keep their figures). All or nothing.
 */
export const PriceConfigurationUpdateSchema = z.object(
  {
    tax_percent: optionalField(percentField(LM.taxPercentInvalid)),
    card_fee_percent: optionalField(percentField(LM.cardFeePercentInvalid)),
    courts: z
      .array(PriceCourtInputSchema, PriceMessages.courtsInvalid)
      .max(500, PriceMessages.courtsInvalid)
      .default([])
      .superRefine((courts, ctx) => {
        const seen = new Set<number>();
        for (const [index, court] of courts.entries()) {
          if (seen.has(court.court_id)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'court_id'],
              message: PriceMessages.courtListedTwice(court.court_id),
            });
          }
          seen.add(court.court_id);
        }
      }),
  },
  LM.bodyInvalid,
);
export type PriceConfigurationUpdateInput = z.input<typeof PriceConfigurationUpdateSchema>;
export type PriceConfigurationUpdate = z.output<typeof PriceConfigurationUpdateSchema>;

/** A court's figures. `tax_percent`/`card_fee_percent` are null while the court uses the location's. */
export const PriceCourtSchema = z.object({
  court_id: z.number().int(),
  court_number: z.number().int(),
  court_fee_hrs: z.string(),
  tax_percent: z.string().nullable(),
  card_fee_percent: z.string().nullable(),
  /** What a booking of this court is charged: its own percentage, or the location's. */
  effective_tax_percent: z.string(),
  effective_card_fee_percent: z.string(),
  is_active: z.boolean(),
});
export type PriceCourt = z.infer<typeof PriceCourtSchema>;

/** GET and PUT /price-configuration/{location_id}/. */
export const PriceConfigurationSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  currency: z.string(),
  tax_percent: z.string(),
  card_fee_percent: z.string(),
  courts: z.array(PriceCourtSchema),
});
export type PriceConfiguration = z.infer<typeof PriceConfigurationSchema>;

/**
 * POST /price-preview/: a booking's price as the booking would be charged, like the create-booking
 * payload (`end_time` or `duration`), with optional unsaved figures to try before saving them.
 */
export const PricePreviewRequestSchema = z
  .object({
    court_id: idField(BookingMessages.courtRequired),
    ...requestedSlotFields,
    court_fee_hrs: optionalField(courtFeeField()),
    tax_percent: optionalField(percentField(LM.taxPercentInvalid)),
    card_fee_percent: optionalField(percentField(LM.cardFeePercentInvalid)),
  })
  .transform((value, ctx) => {
    const end = requestedSlotEnd(value, ctx);
    if (end === undefined) return z.NEVER;
    const { duration: _duration, ...rest } = value;
    return { ...rest, end_time: end };
  });
export type PricePreviewRequestInput = z.input<typeof PricePreviewRequestSchema>;
export type PricePreviewRequest = z.output<typeof PricePreviewRequestSchema>;

/** The amounts a booking carries (the same fields as BookingSchema), with what they came from. */
export const PricePreviewSchema = z.object({
  court_id: z.number().int(),
  court_number: z.number().int(),
  location_id: z.number().int(),
  currency: z.string(),
  booking_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_time: z.string(),
  book_for_four_weeks: z.enum(['True', 'False']),
  session_dates: z.array(z.string()),
  court_fee_hrs: z.string(),
  tax_percent: z.string(),
  card_fee_percent: z.string(),
  fee: z.string(),
  tax: z.string(),
  cc_fees: z.string(),
  total_price: z.string(),
  full_tax: z.string(),
  full_cc_fees: z.string(),
  on_amount: z.string(),
  summary: z.string(),
});
export type PricePreview = z.infer<typeof PricePreviewSchema>;
