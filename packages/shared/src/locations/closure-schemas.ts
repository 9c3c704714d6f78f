import { z } from 'zod';
import { FieldLabels as L } from '../validation/labels';
import { localDateTimeField, textField } from './fields';
import { LocationMessages } from './messages';

/**
 * POST /courts/{id}/closures/: a span when the court cannot be booked, in local date-times at the
 * location ("2030-05-01T08:00"), both on the half hour, the end after the start.
 */
export const ClosureCreateSchema = z
  .object(
    {
      start: z.preprocess(
        (v) => v ?? '',
        localDateTimeField(
          LocationMessages.closureStartRequired,
          LocationMessages.closureStartInvalid,
        ),
      ),
      end: z.preprocess(
        (v) => v ?? '',
        localDateTimeField(LocationMessages.closureEndRequired, LocationMessages.closureEndInvalid),
      ),
      reason: textField({
        label: L.reason,
        max: 500,
        maxMessage: LocationMessages.reasonMax,
      }).optional(),
    },
    LocationMessages.bodyInvalid,
  )
  .refine((v) => !v.start || !v.end || v.end > v.start, {
    path: ['end'],
    message: LocationMessages.closureEndAfterStart,
  });
export type ClosureCreateInput = z.input<typeof ClosureCreateSchema>;
export type ClosureCreate = z.output<typeof ClosureCreateSchema>;

/** A closure: local `start`/`end` at the location, and the same instants in UTC. */
export const ClosureSchema = z.object({
  id: z.number().int(),
  court_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type Closure = z.infer<typeof ClosureSchema>;
