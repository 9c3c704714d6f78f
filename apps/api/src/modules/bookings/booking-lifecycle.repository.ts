import type { VenuePaymentMethod } from '@courtbook/shared';
import { and, asc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inLocationScope } from '../../db/scope';
import { bookings, payments } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';

// Every write of a booking's status, and nothing else: the SQL of the lifecycle's transitions
// (booking-lifecycle.ts), each run in the transaction its caller gives. A test finds no other
// status write (booking-lifecycle.test.ts).

/** A session of a new booking, as the service plans it; the lifecycle sets its status. */
export type NewHoldRow = Omit<typeof bookings.$inferInsert, 'status'>;

/** A hold's sessions, one row each, all pending: the exclusion constraint decides if they fit. */
export const insertHolds = (tx: Database, rows: NewHoldRow[]) =>
  tx
    .insert(bookings)
    .values(rows.map((row) => ({ ...row, status: 'pending' as const })))
    .returning({ id: bookings.id, seriesId: bookings.seriesId });

/**
 * The one statement that marks lapsed holds `expired` (pending rows whose hold ended by `now`): of
 * every court for the periodic sweep, or of one court inside the booking's own statement once it
 * holds the court's lock (`courtBeforeBooking`). One UPDATE, so several API processes can run it
 * at once.
 */
export const expireLapsedHoldsStatement = (db: Database, now: Date, courtId?: number) =>
  db
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookings.status, 'pending'),
        lte(bookings.holdExpiresAt, now),
        courtId === undefined ? undefined : eq(bookings.courtId, courtId),
      ),
    );

/** The periodic sweep: every court's lapsed holds; answers how many it released. */
export async function expireLapsedHolds(db: Database, now: Date): Promise<number> {
  const rows = await expireLapsedHoldsStatement(db, now).returning({ id: bookings.id });
  return rows.length;
}

/** Gives back the pending (or lapsed) sessions of a series: expired, with no hold time. */
export async function giveBackSeries(tx: Database, seriesId: string): Promise<number[]> {
  const rows = await tx
    .update(bookings)
    // No hold time: it was given back, not left to lapse (the player's lapsed list tells them apart).
    .set({ status: 'expired', holdExpiresAt: null })
    .where(and(eq(bookings.seriesId, seriesId), inArray(bookings.status, ['pending', 'expired'])))
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/** Who may act on a booking: staff of its location, its player, or whoever made it. */
export type BookingHolder = { scope: StaffScope } | { userId: number } | { createdById: number };

const heldBy = (tx: Database, who: BookingHolder): SQL | undefined =>
  'scope' in who
    ? inLocationScope(tx, who.scope, bookings.locationId)
    : 'userId' in who
      ? eq(bookings.userId, who.userId)
      : eq(bookings.createdById, who.createdById);

/** The series of booking `id` if `who` may act on it. */
export async function seriesOf(tx: Database, id: number, who: BookingHolder) {
  const [target] = await tx
    .select({ seriesId: bookings.seriesId })
    .from(bookings)
    .where(and(eq(bookings.id, id), heldBy(tx, who)));
  return target?.seriesId;
}

/** A series' sessions, locked until the transaction ends, in id order. */
export const lockSeriesRows = (tx: Database, seriesId: string) =>
  tx
    .select({
      id: bookings.id,
      status: bookings.status,
      startsAt: bookings.startsAt,
      holdExpiresAt: bookings.holdExpiresAt,
      paymentDue: bookings.paymentDue,
      venuePaidAt: bookings.venuePaidAt,
    })
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.id))
    .for('update');
export type LockedSession = Awaited<ReturnType<typeof lockSeriesRows>>[number];

/** Cancelled by staff: the sessions named (a whole series, one session, or the later ones). */
export async function cancelRows(tx: Database, ids: number[]) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', holdExpiresAt: null })
    .where(and(inArray(bookings.id, ids), ne(bookings.status, 'cancelled')));
}

/** Confirmed to be paid at the club: no card, so no card fee (DESIGN.md section 5's is the card's). */
export async function confirmRowsAtClub(tx: Database, ids: number[]) {
  await tx
    .update(bookings)
    .set({
      status: 'confirmed',
      holdExpiresAt: null,
      paymentDue: 'venue',
      sessionCardFeeCents: 0,
      fullCardFeeCents: 0,
      onAmountCents: sql`${bookings.totalPriceCents} + ${bookings.fullTaxCents}`,
    })
    .where(inArray(bookings.id, ids));
}

/** Confirmed by its card payment: the sessions still pending or lapsed. */
export async function confirmSeriesPaidOnline(tx: Database, seriesId: string) {
  await tx
    .update(bookings)
    .set({ status: 'confirmed', holdExpiresAt: null, paymentDue: 'online' })
    .where(and(eq(bookings.seriesId, seriesId), inArray(bookings.status, ['pending', 'expired'])));
}

/** Paid at the desk: when, how and who took it (the status stays confirmed). */
export async function markRowsPaidAtDesk(
  tx: Database,
  ids: number[],
  paid: { at: Date; method: VenuePaymentMethod; byUserId: number },
) {
  await tx
    .update(bookings)
    .set({ venuePaidAt: paid.at, venuePaidMethod: paid.method, venuePaidById: paid.byUserId })
    .where(inArray(bookings.id, ids));
}

/** Whether the series has a card payment that went through. */
export async function hasCardPayment(tx: Database, seriesId: string): Promise<boolean> {
  const [card] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.seriesId, seriesId), eq(payments.status, 'succeeded')));
  return card !== undefined;
}

/** One session staff of its location act on, locked until the transaction ends. */
export async function lockSessionRow(tx: Database, id: number, scope: StaffScope) {
  const [row] = await tx
    .select({
      id: bookings.id,
      seriesId: bookings.seriesId,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      endsAt: bookings.endsAt,
      courtId: bookings.courtId,
      bookingDate: bookings.bookingDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      calendarSequence: bookings.calendarSequence,
    })
    .from(bookings)
    .where(and(eq(bookings.id, id), inLocationScope(tx, scope, bookings.locationId)))
    .for('update');
  return row;
}
export type LockedMovableSession = NonNullable<Awaited<ReturnType<typeof lockSessionRow>>>;

/** Where and when a session is moved to: the court and the local day and times, and the instants. */
export interface SessionPlace {
  courtId: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The session on its new court and time, its calendar SEQUENCE raised so the player's calendar
 * replaces the event, and its reminder due again for the new time. The exclusion constraint
 * refuses a court already held then.
 */
export async function moveSessionRow(tx: Database, id: number, to: SessionPlace) {
  const [row] = await tx
    .update(bookings)
    .set({
      ...to,
      calendarSequence: sql`${bookings.calendarSequence} + 1`,
      reminderSentAt: null,
    })
    .where(eq(bookings.id, id))
    .returning({ calendarSequence: bookings.calendarSequence });
  if (!row) throw new Error(`booking ${id} not moved`);
  return row.calendarSequence;
}
