import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { anyRow } from '../../db/rows';
import { bookings } from '../../db/schema';

/** A booking that holds its court at `now`: confirmed, or pending with a live hold (or none set). */
export const holdsCourtAt = (now: SQL) =>
  and(
    inArray(bookings.status, ['pending', 'confirmed']),
    or(
      eq(bookings.status, 'confirmed'),
      isNull(bookings.holdExpiresAt),
      sql`${bookings.holdExpiresAt} > ${now}`,
    ),
  );

export interface SessionInstants {
  startsAt: Date;
  endsAt: Date;
}

const sameInstants = (a: SessionInstants[], b: SessionInstants[]) =>
  a.length === b.length &&
  a.every(
    (s, i) =>
      s.startsAt.getTime() === b[i]!.startsAt.getTime() &&
      s.endsAt.getTime() === b[i]!.endsAt.getTime(),
  );

/**
 * Of the caller's live holds on a court (rows of several series), the series that holds exactly
 * these sessions: asking again for what one holds gets that booking back, not a conflict.
 */
export function seriesHolding(
  held: (SessionInstants & { seriesId: string })[],
  sessions: SessionInstants[],
): string | null {
  const bySeries = new Map<string, SessionInstants[]>();
  for (const row of held) bySeries.set(row.seriesId, [...(bySeries.get(row.seriesId) ?? []), row]);
  const byStart = (a: SessionInstants, b: SessionInstants) =>
    a.startsAt.getTime() - b.startsAt.getTime();
  const wanted = [...sessions].sort(byStart);
  for (const [seriesId, rows] of bySeries) {
    if (sameInstants(rows.sort(byStart), wanted)) return seriesId;
  }
  return null;
}

/**
 * Whether a court, or any court of a location, was ever booked (in any state): what keeps it
 * from being deleted, its history being the club's.
 */
export async function everBooked(
  tx: Database,
  at: { courtId: number } | { locationId: number },
): Promise<boolean> {
  return anyRow(
    tx,
    bookings,
    'courtId' in at ? eq(bookings.courtId, at.courtId) : eq(bookings.locationId, at.locationId),
  );
}
