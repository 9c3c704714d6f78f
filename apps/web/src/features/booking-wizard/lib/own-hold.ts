import {
  isCourtFree,
  minutesOf,
  type Booking,
  type CourtAvailability,
  type DayAvailability,
} from '@courtbook/shared';

/**
 * The court the wizard holds for the player: the booking NEXT made at the court step, while its
 * hold lasts. The public availability answers say only "booked" (they never say who booked, and
 * are cached for everyone), so the wizard recognises its own hold from the booking it made.
 */
export interface OwnHold {
  courtId: number;
  /** The series' dates: one, or four a week apart. */
  dates: readonly string[];
  /** Minutes after midnight; the end may be 1440 (midnight). */
  start: number;
  end: number;
}

/** The hold of the wizard's bookings, or null when they hold nothing (confirmed, lapsed). */
export function ownHoldOf(bookings: readonly Booking[] | undefined): OwnHold | null {
  const first = bookings?.[0];
  if (!first || first.status !== 'pending' || first.hold_expires_at === null) return null;
  return {
    courtId: first.court_id,
    dates: first.session_dates.length > 0 ? first.session_dates : [first.booking_date],
    start: minutesOf(first.start_time),
    end: minutesOf(first.end_time),
  };
}

/** Whether the cell of `courtId` starting at `start` on `date` is one the player holds. */
export const isOwnHeldCell = (
  hold: OwnHold | null,
  date: string,
  courtId: number,
  start: number,
): boolean =>
  hold !== null &&
  hold.courtId === courtId &&
  hold.dates.includes(date) &&
  start >= hold.start &&
  start < hold.end;

/** The day as the player may choose from it: their own hold's cells are free to them. */
export function withOwnHold(day: DayAvailability, hold: OwnHold | null): DayAvailability {
  if (!hold || !hold.dates.includes(day.date)) return day;
  return {
    ...day,
    courts: day.courts.map((court) =>
      court.court_id !== hold.courtId
        ? court
        : {
            ...court,
            slots: court.slots.map((state, i) =>
              state === 'booked' &&
              isOwnHeldCell(hold, day.date, court.court_id, i * day.slot_minutes)
                ? 'free'
                : state,
            ),
          },
    ),
  };
}

export interface CourtsRequest {
  /** The session dates asked about: one, or the four of the weekly option. */
  dates: readonly string[];
  start: number;
  end: number;
}

/**
 * The courts as the player may choose from them: the held court, "booked" only by the player's
 * own hold, is free to them. Where the times asked for reach beyond the hold, the day's
 * availability (with the hold freed) must show the rest free too; without it, only times within
 * the hold count. Answers the courts and whether the held court was the player's own.
 */
export function withOwnHoldCourts(
  courts: CourtAvailability[],
  hold: OwnHold | null,
  request: CourtsRequest,
  days: readonly DayAvailability[] | undefined,
): { courts: CourtAvailability[]; ownCourtId: number | null } {
  if (!hold) return { courts, ownCourtId: null };
  const court = courts.find((c) => c.court_id === hold.courtId);
  if (!court?.is_booked || court.unavailable_reason !== 'booked') {
    return { courts, ownCourtId: null };
  }
  const within = request.start >= hold.start && request.end <= hold.end;
  const bookedOn = court.unavailable_dates.length > 0 ? court.unavailable_dates : request.dates;
  const freeToPlayer = (date: string) => {
    if (!hold.dates.includes(date)) return false;
    if (within) return true;
    const day = days?.find((d) => d.date === date);
    const courtDay = day && withOwnHold(day, hold).courts.find((c) => c.court_id === hold.courtId);
    return (
      courtDay !== undefined && isCourtFree(courtDay, request.start, request.end, day!.slot_minutes)
    );
  };
  if (!bookedOn.every(freeToPlayer)) return { courts, ownCourtId: null };
  return {
    courts: courts.map((c) =>
      c === court ? { ...c, is_booked: false, unavailable_reason: null, unavailable_dates: [] } : c,
    ),
    ownCourtId: court.court_id,
  };
}
