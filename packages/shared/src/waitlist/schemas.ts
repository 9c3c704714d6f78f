import { z } from 'zod';
import { bookingDateField, gridTimeField } from '../booking/availability';
import { sportField } from '../booking/court-facts';
import { BASE_SLOT_RULES } from '../booking/slot-rules';
import { AvailabilityMessages } from '../booking/messages';
import { idField } from '../validation/fields';
import { WaitlistMessages } from './messages';
import { WAITLIST_STATUSES } from './rules';

const wholeMinutes = z
  .number(WaitlistMessages.durationInvalid)
  .int(WaitlistMessages.durationInvalid)
  .min(BASE_SLOT_RULES.slotMinutes, WaitlistMessages.durationInvalid)
  .max(24 * 60, WaitlistMessages.durationInvalid)
  .refine((m) => m % BASE_SLOT_RULES.slotMinutes === 0, WaitlistMessages.durationInvalid);

/**
 * POST /waitlist/: wait for a session of `duration_minutes` starting and ending within
 * `from_time`–`to_time` on the date, on one court or any (of `sport`, when given).
 */
export const JoinWaitlistSchema = z
  .object({
    location_id: idField(WaitlistMessages.locationRequired),
    court_id: idField(WaitlistMessages.courtNotFound).optional(),
    sport: sportField(AvailabilityMessages.sportInvalid).optional(),
    booking_date: bookingDateField(),
    from_time: gridTimeField(false, BASE_SLOT_RULES),
    to_time: gridTimeField(true, BASE_SLOT_RULES),
    duration_minutes: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      wholeMinutes,
    ),
  })
  .superRefine((value, ctx) => {
    if (value.to_time <= value.from_time) {
      ctx.addIssue({ code: 'custom', path: ['to_time'], message: WaitlistMessages.rangeInvalid });
    } else if (value.to_time - value.from_time < value.duration_minutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration_minutes'],
        message: WaitlistMessages.durationLongerThanRange,
      });
    }
  });
export type JoinWaitlist = z.output<typeof JoinWaitlistSchema>;
export type JoinWaitlistInput = z.input<typeof JoinWaitlistSchema>;

/** The session held for the player an entry offered a freed slot to. */
export const WaitlistOfferSchema = z.object({
  booking_id: z.number().int(),
  court_id: z.number().int(),
  court_number: z.number().int(),
  court_name: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  /** Until when it is held (ISO 8601). */
  expires_at: z.string(),
});

/** One waitlist entry as its player (or staff) sees it. */
export const WaitlistEntrySchema = z.object({
  id: z.number().int(),
  location: z.object({ id: z.number().int(), name: z.string() }),
  court: z
    .object({ id: z.number().int(), court_number: z.number().int(), name: z.string().nullable() })
    .nullable(),
  sport: z.string().nullable(),
  booking_date: z.string(),
  from_time: z.string(),
  to_time: z.string(),
  duration_minutes: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first in line, among the open entries that want a slot this one wants; null once not waiting. */
  place: z.number().int().nullable(),
  offer: WaitlistOfferSchema.nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** Staff's view of an entry: whose it is. */
export const StaffWaitlistEntrySchema = WaitlistEntrySchema.extend({
  player: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type StaffWaitlistEntry = z.infer<typeof StaffWaitlistEntrySchema>;

/** GET /court-schedule/waitlist/?location_id=&date=: a location's open entries on a date. */
export const StaffWaitlistQuerySchema = z.object({
  location_id: idField(WaitlistMessages.locationRequired),
  date: bookingDateField(),
});
export type StaffWaitlistQuery = z.output<typeof StaffWaitlistQuerySchema>;
