import { z } from 'zod';
import { requestedSlotEnd, requestedSlotFields } from '../booking/booking-requests';
import { PriceLineSchema } from '../booking/bookings';
import { BookingMessages } from '../booking/messages';
import { courtFeeField } from '../locations/court-schemas';
import {
  gridMinutes,
  moneyField,
  optionalField,
  percentField,
  requiredField,
  textField,
} from '../locations/fields';
import { LocationMessages as LM, WEEKDAY_NAMES } from '../locations/messages';
import { idField } from '../validation/fields';
import { PriceMessages } from './messages';
import { periodsOverlap, type PricePeriod } from './periods';

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

const periodTime = (allowEndOfDay: boolean) =>
  z.string(PriceMessages.periodTimeInvalid).transform((value, ctx) => {
    const minutes = gridMinutes(value, allowEndOfDay);
    if (minutes === undefined) {
      ctx.addIssue({ code: 'custom', message: PriceMessages.periodTimeInvalid });
      return z.NEVER;
    }
    return minutes;
  });

const periodFee = () =>
  requiredField(PriceMessages.periodFeeInvalid, moneyField(PriceMessages.periodFeeInvalid)).meta({
    description: 'The hourly fee in the period, 0 to 100000 with at most 2 decimals.',
    example: '60.00',
  });

/**
 * A price period as staff set it: on its weekdays (0 = Sunday), from `start_time` to `end_time`
 * at the location ("HH:MM" on the half hour, "24:00" ends the day), every court costs `fee_hrs`
 * an hour, or its own fee in `court_fees` (a court listed with a blank fee has none of its own).
 */
export const PricePeriodInputSchema = z
  .object(
    {
      name: textField({
        label: 'Name',
        max: 60,
        maxMessage: PriceMessages.periodNameTooLong,
        requiredMessage: PriceMessages.periodNameRequired,
      }),
      weekdays: z
        .array(
          z.number(PriceMessages.periodWeekdaysInvalid).int().min(0).max(6),
          PriceMessages.periodWeekdaysInvalid,
        )
        .min(1, PriceMessages.periodWeekdaysInvalid)
        .max(7, PriceMessages.periodWeekdaysInvalid)
        .refine((days) => new Set(days).size === days.length, PriceMessages.periodWeekdaysInvalid),
      start_time: periodTime(false),
      end_time: periodTime(true),
      fee_hrs: periodFee(),
      court_fees: z
        .array(
          z.object(
            {
              court_id: idField(PriceMessages.courtNotFound),
              /** Blank: the court costs the period's fee like the others. */
              fee_hrs: optionalField(moneyField(PriceMessages.periodFeeInvalid)),
            },
            PriceMessages.periodsInvalid,
          ),
          PriceMessages.periodsInvalid,
        )
        .max(500, PriceMessages.periodsInvalid)
        .default([]),
    },
    PriceMessages.periodsInvalid,
  )
  .superRefine((period, ctx) => {
    if (period.end_time <= period.start_time) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: PriceMessages.periodEndAfterStart(period.name),
      });
    }
  });
export type PricePeriodInput = z.output<typeof PricePeriodInputSchema>;

/** The periods of one location may share no minute of any weekday. */
const periodsApart = (periods: PricePeriodInput[], ctx: z.RefinementCtx) => {
  const asRead = periods.map((p): PricePeriod => ({
    name: p.name,
    weekdays: p.weekdays,
    startMinute: p.start_time,
    endMinute: p.end_time,
    hourlyFeeCents: 0,
  }));
  for (const [i, period] of asRead.entries()) {
    for (const earlier of asRead.slice(0, i)) {
      if (!periodsOverlap(period, earlier)) continue;
      const day = period.weekdays.find((d) => earlier.weekdays.includes(d)) ?? 0;
      ctx.addIssue({
        code: 'custom',
        path: [i, 'start_time'],
        message: PriceMessages.periodsOverlap(earlier.name, period.name, WEEKDAY_NAMES[day] ?? ''),
      });
      return;
    }
  }
};

/** A location's price periods, at most 50, sharing no minute. */
export const PricePeriodListSchema = z
  .array(PricePeriodInputSchema, PriceMessages.periodsInvalid)
  .max(50, PriceMessages.tooManyPeriods)
  .superRefine(periodsApart);

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
    /** When given, the location's price periods become these (an empty list removes them all). */
    price_periods: PricePeriodListSchema.optional(),
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

/** A saved price period; `court_fees` lists the courts with their own fee in it. */
export const PricePeriodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  weekdays: z.array(z.number().int()),
  start_time: z.string(),
  end_time: z.string(),
  fee_hrs: z.string(),
  court_fees: z.array(z.object({ court_id: z.number().int(), fee_hrs: z.string() })),
});
export type PricePeriodRecord = z.infer<typeof PricePeriodSchema>;

/** GET and PUT /price-configuration/{location_id}/. */
export const PriceConfigurationSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  currency: z.string(),
  tax_percent: z.string(),
  card_fee_percent: z.string(),
  courts: z.array(PriceCourtSchema),
  price_periods: z.array(PricePeriodSchema),
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
    /** Unsaved periods to price with; left out, the location's saved ones. */
    price_periods: PricePeriodListSchema.optional(),
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
  /** How one session's fee is made, as a booking would keep it. */
  price_lines: z.array(PriceLineSchema),
});
export type PricePreview = z.infer<typeof PricePreviewSchema>;
