import type { VenuePaymentMethod } from '@courtbook/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { inLocationScope } from '../../db/scope';
import { bookings, payments } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';
import { isCourtTaken } from './create-booking.repository';

export type StatusChange =
  | { kind: 'not_found' }
  | { kind: 'already_cancelled'; seriesId: string }
  | { kind: 'cannot_confirm' }
  | { kind: 'court_taken' }
  /** `changed` is false when nothing moved (confirming a confirmed series). */
  | { kind: 'done'; seriesId: string; changed: boolean };

export interface ApplyStatusOptions {
  id: number;
  scope: StaffScope;
  status: 'confirmed' | 'cancelled';
  actorUserId: number;
  /**
   * Runs in the transaction that makes the change, when something changed (e.g. queues the email
   * that reports it): a failure undoes the change, and the change commits only with it.
   */
  inTransaction?: (tx: Database, seriesId: string) => Promise<unknown>;
}

export type MarkPaidOutcome =
  | { kind: 'not_found' }
  | { kind: 'already_paid' }
  | { kind: 'not_pay_at_club' }
  | { kind: 'done'; seriesId: string };

export interface MarkPaidOptions {
  id: number;
  scope: StaffScope;
  method: VenuePaymentMethod;
  actorUserId: number;
  now: Date;
}

/** Staff's status changes: the whole series at once, locked, audited in the same transaction. */
export function createBookingStatusRepository(db: Database) {
  async function apply(tx: Database, options: ApplyStatusOptions): Promise<StatusChange> {
    const { id, scope, status, actorUserId, inTransaction } = options;
    const [target] = await tx
      .select({ seriesId: bookings.seriesId })
      .from(bookings)
      .where(and(eq(bookings.id, id), inLocationScope(tx, scope, bookings.locationId)));
    if (!target) return { kind: 'not_found' };
    const { seriesId } = target;
    const rows = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.seriesId, seriesId))
      .orderBy(asc(bookings.id))
      .for('update');

    let changedIds: number[];
    if (status === 'cancelled') {
      changedIds = rows.filter((r) => r.status !== 'cancelled').map((r) => r.id);
      if (changedIds.length === 0) return { kind: 'already_cancelled', seriesId };
      await tx
        .update(bookings)
        .set({ status: 'cancelled', holdExpiresAt: null })
        .where(and(eq(bookings.seriesId, seriesId), ne(bookings.status, 'cancelled')));
    } else {
      if (rows.some((r) => r.status === 'cancelled')) return { kind: 'cannot_confirm' };
      changedIds = rows.filter((r) => r.status !== 'confirmed').map((r) => r.id);
      if (changedIds.length === 0) return { kind: 'done', seriesId, changed: false };
      // An expired hold comes back only if the court is still free: the constraint decides.
      await tx
        .update(bookings)
        // Paid at the club: no card, so no card fee (DESIGN.md section 5's fee is the card's).
        .set({
          status: 'confirmed',
          holdExpiresAt: null,
          paymentDue: 'venue',
          sessionCardFeeCents: 0,
          fullCardFeeCents: 0,
          onAmountCents: sql`${bookings.totalPriceCents} + ${bookings.fullTaxCents}`,
        })
        .where(inArray(bookings.id, changedIds));
    }
    await recordAudit(tx, {
      actorUserId,
      action: status === 'cancelled' ? 'booking.cancel' : 'booking.confirm',
      entity: 'booking',
      entityId: id,
      details: {
        series_id: seriesId,
        booking_ids: changedIds,
        from: rows.filter((r) => changedIds.includes(r.id)).map((r) => r.status),
      },
    });
    await inTransaction?.(tx, seriesId);
    return { kind: 'done', seriesId, changed: true };
  }

  /**
   * A pay-at-club series paid at the desk: its confirmed sessions record when and how. A series
   * with a card payment, or none confirmed to be paid at the club, is not one; marking twice is
   * refused (the first record stands).
   */
  async function markPaid(tx: Database, options: MarkPaidOptions): Promise<MarkPaidOutcome> {
    const { id, scope, method, actorUserId, now } = options;
    const [target] = await tx
      .select({ seriesId: bookings.seriesId })
      .from(bookings)
      .where(and(eq(bookings.id, id), inLocationScope(tx, scope, bookings.locationId)));
    if (!target) return { kind: 'not_found' };
    const { seriesId } = target;
    const rows = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        paymentDue: bookings.paymentDue,
        venuePaidAt: bookings.venuePaidAt,
      })
      .from(bookings)
      .where(eq(bookings.seriesId, seriesId))
      .orderBy(asc(bookings.id))
      .for('update');
    if (rows.some((r) => r.venuePaidAt !== null)) return { kind: 'already_paid' };
    const [card] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.seriesId, seriesId), eq(payments.status, 'succeeded')));
    const due = rows.filter((r) => r.status === 'confirmed' && r.paymentDue === 'venue');
    if (card || due.length === 0) return { kind: 'not_pay_at_club' };
    const ids = due.map((r) => r.id);
    await tx
      .update(bookings)
      .set({ venuePaidAt: now, venuePaidMethod: method })
      .where(inArray(bookings.id, ids));
    await recordAudit(tx, {
      actorUserId,
      action: 'booking.mark_paid',
      entity: 'booking',
      entityId: id,
      details: { series_id: seriesId, booking_ids: ids, method },
    });
    return { kind: 'done', seriesId };
  }

  return {
    markPaid: (options: MarkPaidOptions) => db.transaction((tx) => markPaid(tx, options)),

    async apply(options: ApplyStatusOptions): Promise<StatusChange> {
      try {
        return await db.transaction((tx) => apply(tx, options));
      } catch (error) {
        if (isCourtTaken(error)) return { kind: 'court_taken' };
        throw error;
      }
    },
  };
}
export type BookingStatusRepository = ReturnType<typeof createBookingStatusRepository>;
