import { minutesOf, timeOf, type CancelScope, type VenuePaymentMethod } from '@courtbook/shared';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import type { StaffScope } from '../../lib/staff-scope';
import {
  cancelRows,
  confirmRowsAtClub,
  confirmSeriesPaidOnline,
  expireLapsedHolds,
  expireLapsedHoldsStatement,
  giveBackSeries,
  hasCardPayment,
  insertHolds,
  lockSeriesRows,
  lockSessionRow,
  markRowsPaidAtDesk,
  moveSessionRow,
  seriesOf,
  type LockedMovableSession,
  type LockedSession,
  type NewHoldRow,
  type SessionPlace,
} from './booking-lifecycle.repository';
import { isGivenBack } from './given-back';

/**
 * The life of a booking, in one place (decision 0046): every transition of a booking and its series
 * is one function here, with its guards, run in the caller's transaction (the caller queues the
 * email about it in the same one). Nothing else writes a booking's status. The database announces
 * each change when the transaction commits (migration 0016: `slot.taken` or `slot.freed`, naming
 * the court, date, start and end), so no path can forget to tell the live pages and the caches.
 *
 *   pending ──confirm (paid, at the club, staff)──▶ confirmed ──cancel──▶ cancelled
 *      │  └──release / replace / expire──▶ expired ──late payment (lapsed only)──▶ confirmed
 *      └──cancel──▶ cancelled
 *
 * A pending or confirmed session may also move (staff): another court or time, the same status.
 */

export interface StaffTransition {
  id: number;
  scope: StaffScope;
  actorUserId: number;
}

export type CancelOutcome =
  | { kind: 'not_found' }
  | { kind: 'already_cancelled'; seriesId: string }
  /**
   * `bookingIds` are the sessions it cancelled, earliest first; `wholeSeries` is true when none of
   * the series is left (the sessions cancelled before aside).
   */
  | { kind: 'done'; seriesId: string; bookingIds: number[]; wholeSeries: boolean };

/** The sessions of a series a cancel of `scope` on booking `id` takes, still to cancel. */
function sessionsToCancel(rows: LockedSession[], id: number, scope: CancelScope): LockedSession[] {
  const live = rows.filter((r) => r.status !== 'cancelled');
  const named = rows.find((r) => r.id === id);
  if (scope === 'series' || !named) return live;
  if (scope === 'session') return live.filter((r) => r.id === id);
  return live.filter((r) => r.startsAt >= named.startsAt);
}

export type ConfirmOutcome =
  | { kind: 'not_found' }
  | { kind: 'cannot_confirm' }
  /** `changed` is false when nothing moved (confirming a confirmed series). */
  | { kind: 'done'; seriesId: string; changed: boolean };

export type MarkPaidOutcome =
  | { kind: 'not_found' }
  | { kind: 'already_paid' }
  | { kind: 'not_pay_at_club' }
  | { kind: 'done'; seriesId: string };

export type ReleaseOutcome = { seriesId: string } | { refused: 'not_found' | 'not_pending' };

export type MoveOutcome =
  | { kind: 'not_found' | 'cannot_move' | 'unchanged' }
  /** `from` is where the session was; `calendarSequence` its calendar file's SEQUENCE now. */
  | { kind: 'done'; seriesId: string; from: LockedMovableSession; calendarSequence: number };

/** A session that still holds its court and is still to end: pending and live, or confirmed. */
const mayMove = (row: LockedMovableSession, now: Date) =>
  row.endsAt > now &&
  (row.status === 'confirmed' ||
    (row.status === 'pending' && (row.holdExpiresAt === null || row.holdExpiresAt > now)));

/** Where a session is, as the audit row of a move keeps it (times as "HH:mm:ss", whichever driver). */
const placeOf = (at: Pick<SessionPlace, 'courtId' | 'bookingDate' | 'startTime' | 'endTime'>) => ({
  court_id: at.courtId,
  booking_date: at.bookingDate,
  start_time: timeOf(minutesOf(at.startTime)),
  end_time: timeOf(minutesOf(at.endTime)),
});

/** The series staff act on, locked: none when the booking is not at a location they manage. */
async function lockedSeries(tx: Database, { id, scope }: StaffTransition) {
  const seriesId = await seriesOf(tx, id, { scope });
  return seriesId === undefined
    ? undefined
    : { seriesId, rows: await lockSeriesRows(tx, seriesId) };
}

/** The audit row of a transition staff made, on the booking they named. */
async function audit(
  tx: Database,
  action: `booking.${string}`,
  by: Pick<StaffTransition, 'id' | 'actorUserId'>,
  details: { series_id: string; booking_ids: number[] } & Record<string, unknown>,
) {
  await recordAudit(tx, by.actorUserId, action, by.id, details);
}

const fromStatuses = (rows: LockedSession[], ids: number[]) =>
  rows.filter((r) => ids.includes(r.id)).map((r) => r.status);

export const bookingLifecycle = {
  /**
   * Hold: the sessions of a new booking, pending until paid or confirmed (or the hold lapses);
   * audited when staff book. Answers the series id.
   */
  async hold(
    tx: Database,
    rows: NewHoldRow[],
    byStaff?: { staffActorId: number; walkIn: boolean },
  ): Promise<string> {
    const inserted = await insertHolds(tx, rows);
    const [first] = inserted;
    if (!first) throw new Error('booking not inserted');
    if (byStaff) {
      await audit(
        tx,
        'booking.create',
        { id: first.id, actorUserId: byStaff.staffActorId },
        {
          series_id: first.seriesId,
          booking_ids: inserted.map((row) => row.id),
          player_id: rows[0]!.userId,
          walk_in: byStaff.walkIn,
        },
      );
    }
    return first.seriesId;
  },

  /** Replace: the earlier hold of whoever made it, given back for the next choice. */
  async replace(tx: Database, bookingId: number, createdById: number): Promise<number[]> {
    const seriesId = await seriesOf(tx, bookingId, { createdById });
    return seriesId === undefined ? [] : giveBackSeries(tx, seriesId);
  },

  /**
   * Release: a player gives back their own unpaid series, at once and whole. Refused `not_found`
   * when the booking is not theirs, `not_pending` when any session is paid, cancelled or lapsed.
   * The rows are locked first, so a payment settling at the same moment waits.
   */
  async release(tx: Database, bookingId: number, ownerId: number): Promise<ReleaseOutcome> {
    const seriesId = await seriesOf(tx, bookingId, { userId: ownerId });
    if (seriesId === undefined) return { refused: 'not_found' };
    const rows = await lockSeriesRows(tx, seriesId);
    if (rows.some((row) => row.status !== 'pending')) return { refused: 'not_pending' };
    await giveBackSeries(tx, seriesId);
    return { seriesId };
  },

  /** Expire: the sweep's one UPDATE of every lapsed hold; answers how many it released. */
  expireLapsed: (db: Database, now: Date): Promise<number> => expireLapsedHolds(db, now),

  /** Expire, inside the booking's own statement once it holds the court's lock. */
  expireLapsedStatement: expireLapsedHoldsStatement,

  /**
   * Cancel: staff cancel a whole series (whatever its state), the one session named, or it and the
   * later ones (`scope`), audited with the sessions it took.
   */
  async cancel(
    tx: Database,
    transition: StaffTransition & { cancel?: CancelScope },
  ): Promise<CancelOutcome> {
    const series = await lockedSeries(tx, transition);
    if (!series) return { kind: 'not_found' };
    const { seriesId, rows } = series;
    const cancel = transition.cancel ?? 'series';
    const taken = sessionsToCancel(rows, transition.id, cancel);
    if (taken.length === 0) return { kind: 'already_cancelled', seriesId };
    const ids = [...taken]
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((r) => r.id);
    await cancelRows(tx, ids);
    await audit(tx, 'booking.cancel', transition, {
      series_id: seriesId,
      booking_ids: ids,
      scope: cancel,
      from: fromStatuses(rows, ids),
    });
    const left = rows.filter((r) => r.status !== 'cancelled' && !ids.includes(r.id));
    return { kind: 'done', seriesId, bookingIds: ids, wholeSeries: left.length === 0 };
  },

  /**
   * Confirm at the club: staff confirm a series to be paid there. An expired hold comes back only
   * if the court is still free: the exclusion constraint decides (the caller maps its refusal).
   */
  async confirmAtClub(tx: Database, transition: StaffTransition): Promise<ConfirmOutcome> {
    const series = await lockedSeries(tx, transition);
    if (!series) return { kind: 'not_found' };
    const { seriesId, rows } = series;
    if (rows.some((r) => r.status === 'cancelled')) return { kind: 'cannot_confirm' };
    const ids = rows.filter((r) => r.status !== 'confirmed').map((r) => r.id);
    if (ids.length === 0) return { kind: 'done', seriesId, changed: false };
    await confirmRowsAtClub(tx, ids);
    await audit(tx, 'booking.confirm', transition, {
      series_id: seriesId,
      booking_ids: ids,
      from: fromStatuses(rows, ids),
    });
    return { kind: 'done', seriesId, changed: true };
  },

  /**
   * Confirm paid: the series' card payment went through. A series cancelled or given back is not
   * confirmed (the caller refunds the payment); a lapsed hold is, if its court is still free.
   */
  async confirmPaid(tx: Database, seriesId: string): Promise<'confirmed' | 'cannot_confirm'> {
    const rows = await lockSeriesRows(tx, seriesId);
    if (rows.some((r) => r.status === 'cancelled' || isGivenBack(r))) return 'cannot_confirm';
    await confirmSeriesPaidOnline(tx, seriesId);
    return 'confirmed';
  },

  /**
   * Move: staff put one session (of a series, or a single booking) on another court of its
   * location or at another time, audited. Its status and amounts stay; the exclusion constraint
   * decides whether the new court is free (the caller maps its refusal). Refused `cannot_move`
   * unless it still holds its court and is still to end, `unchanged` when it is there already.
   */
  async move(
    tx: Database,
    transition: StaffTransition & { to: SessionPlace; now: Date },
  ): Promise<MoveOutcome> {
    const { to, now } = transition;
    const row = await lockSessionRow(tx, transition.id, transition.scope);
    if (!row) return { kind: 'not_found' };
    if (!mayMove(row, now)) return { kind: 'cannot_move' };
    const same = placeOf(row);
    if (JSON.stringify(same) === JSON.stringify(placeOf(to))) return { kind: 'unchanged' };
    const calendarSequence = await moveSessionRow(tx, row.id, to);
    await audit(tx, 'booking.move', transition, {
      series_id: row.seriesId,
      booking_ids: [row.id],
      from: same,
      to: placeOf(to),
    });
    return { kind: 'done', seriesId: row.seriesId, from: row, calendarSequence };
  },

  /**
   * Mark paid at the desk: a pay-at-club series' confirmed sessions record when and how. A series
   * with a card payment, or none confirmed to be paid at the club, is not one; marking twice is
   * refused (the first record stands).
   */
  async markPaidAtDesk(
    tx: Database,
    transition: StaffTransition & { method: VenuePaymentMethod; now: Date },
  ): Promise<MarkPaidOutcome> {
    const series = await lockedSeries(tx, transition);
    if (!series) return { kind: 'not_found' };
    const { seriesId, rows } = series;
    if (rows.some((r) => r.venuePaidAt !== null)) return { kind: 'already_paid' };
    const due = rows.filter((r) => r.status === 'confirmed' && r.paymentDue === 'venue');
    if (due.length === 0 || (await hasCardPayment(tx, seriesId))) {
      return { kind: 'not_pay_at_club' };
    }
    const ids = due.map((r) => r.id);
    await markRowsPaidAtDesk(tx, ids, {
      at: transition.now,
      method: transition.method,
      byUserId: transition.actorUserId,
    });
    await audit(tx, 'booking.mark_paid', transition, {
      series_id: seriesId,
      booking_ids: ids,
      method: transition.method,
    });
    return { kind: 'done', seriesId };
  },
};
