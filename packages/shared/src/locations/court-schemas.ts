import { z } from 'zod';
import { idField } from '../validation/fields';
import { ClosureSchema } from './closure-schemas';
import { flagField, moneyField, optionalField, percentField, requiredField } from './fields';
import { LocationMessages } from './messages';

export const COURT_NUMBER_MAX = 9999;

/** A court's number: a whole number 1-9999, as a number or its text. */
export const courtNumberField = () =>
  requiredField(
    LocationMessages.courtNumberRequired,
    z
      .union([z.number(), z.string()], LocationMessages.courtNumberInvalid)
      .transform(Number)
      .pipe(
        z
          .number(LocationMessages.courtNumberInvalid)
          .int(LocationMessages.courtNumberInvalid)
          .min(1, LocationMessages.courtNumberInvalid)
          .max(COURT_NUMBER_MAX, LocationMessages.courtNumberInvalid),
      ),
  ).meta({ description: 'A whole number 1-9999, unique at the location.', example: 3 });

/** The hourly fee, an amount with at most 2 decimals ("45.00" or 45). */
export const courtFeeField = () =>
  requiredField(
    LocationMessages.courtFeeRequired,
    moneyField(LocationMessages.courtFeeInvalid),
  ).meta({
    description: 'The hourly fee, 0 to 100000 with at most 2 decimals.',
    example: '45.00',
  });

const courtFields = {
  /** Tax on the fee, a percentage; the location's default when left out on create. */
  tax_percent: optionalField(percentField(LocationMessages.taxPercentInvalid)),
  /** Card fee on the fee, a percentage; the location's default when left out on create. */
  card_fee_percent: optionalField(percentField(LocationMessages.cardFeePercentInvalid)),
  is_active: optionalField(flagField(LocationMessages.activeInvalid)),
};

/** POST /courts/: a court of a location; number and hourly fee are required. */
export const CourtCreateSchema = z.object(
  {
    location_id: idField(LocationMessages.locationRequired),
    court_number: courtNumberField(),
    court_fee_hrs: courtFeeField(),
    ...courtFields,
  },
  LocationMessages.bodyInvalid,
);
export type CourtCreateInput = z.input<typeof CourtCreateSchema>;
export type CourtCreate = z.output<typeof CourtCreateSchema>;

/** PUT /courts/{id}/: any of the fields; those left out keep their value. A court stays at its location. */
export const CourtUpdateSchema = z.object(
  {
    court_number: courtNumberField().optional(),
    court_fee_hrs: courtFeeField().optional(),
    ...courtFields,
  },
  LocationMessages.bodyInvalid,
);
export type CourtUpdateInput = z.input<typeof CourtUpdateSchema>;
export type CourtUpdate = z.output<typeof CourtUpdateSchema>;

/** A court as staff see it, with its closures that have not ended yet. */
export const CourtSchema = z.object({
  court_id: z.number().int(),
  location_id: z.number().int(),
  court_number: z.number().int(),
  court_fee_hrs: z.string(),
  tax_percent: z.string(),
  card_fee_percent: z.string(),
  is_active: z.boolean(),
  closures: z.array(ClosureSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Court = z.infer<typeof CourtSchema>;
