import type { CourtEvents } from '../../plugins/court-events';
import type { AvailabilityRepository, CourtTaken } from './availability.repository';
import { createChangeCache } from './change-cache';
import { localDayOf } from './day-slots';

interface TakenDay {
  taken: CourtTaken[];
  /** When a hold in it lapses, freeing its court with nothing announced until the sweeper runs. */
  staleAt: number;
}

/**
 * What holds a location's courts on each date (bookings, live holds, closures), kept until the
 * database announces a change on that date or to the location's courts, or a hold in it lapses.
 * The day's availability and the court check both read it, so a weekly check costs at most one
 * query for the four dates, and none while they are kept.
 */
export function createTakenDays(
  repository: AvailabilityRepository,
  events: CourtEvents,
  cacheMs: number,
) {
  const cache = createChangeCache<TakenDay>(events, {
    maxAgeMs: cacheMs,
    expiresAt: (day) => day.staleAt,
  });

  const load = async (location: { id: number; timeZone: string }, dates: string[]) => {
    const days = dates.map((date) => localDayOf(date, location.timeZone));
    const taken = await repository.takenOnDays({ locationId: location.id, days, now: new Date() });
    return taken.map((rows): TakenDay => ({
      taken: rows,
      staleAt: Math.min(...rows.map((row) => row.holdExpiresAt?.getTime() ?? Infinity)),
    }));
  };

  return {
    /** For each of `dates`, in order, what holds the location's courts at `now` or later. */
    async forDates(
      location: { id: number; timeZone: string },
      dates: readonly string[],
      now: Date,
    ): Promise<CourtTaken[][]> {
      const days = await cache.getMany(location.id, dates, (missing) => load(location, missing));
      return days.map(({ taken }) =>
        taken.filter((row) => row.holdExpiresAt === null || row.holdExpiresAt > now),
      );
    },
  };
}
export type TakenDays = ReturnType<typeof createTakenDays>;
