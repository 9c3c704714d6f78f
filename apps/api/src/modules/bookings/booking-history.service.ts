import {
  BOOKING_HISTORY_ACTIONS,
  BOOKING_PAYMENT_STATUSES,
  BookingMessages,
  centsToDecimal,
  type BookingHistory,
  type BookingHistoryAction,
  type BookingHistoryEntry,
  type BookingPaymentStatus,
} from '@courtbook/shared';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { BookingApiMessages } from './bookings.messages';
import type { BookingHistoryRepository } from './booking-history.repository';

type ActorColumns = { id: number; firstName: string; lastName: string; email: string } | null;

const actorOf = (actor: ActorColumns): BookingHistoryEntry['actor'] =>
  actor
    ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), email: actor.email }
    : null;

const isHistoryAction = (action: string): action is BookingHistoryAction =>
  (BOOKING_HISTORY_ACTIONS as readonly string[]).includes(action);

const isPaymentStatus = (status: string): status is BookingPaymentStatus =>
  (BOOKING_PAYMENT_STATUSES as readonly string[]).includes(status);

const detailsOf = (details: unknown): Record<string, unknown> =>
  details !== null && typeof details === 'object' && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : {};

/** GET /court-bookings/{id}/history/: who booked, confirmed, cancelled or refunded, and when. */
export function createBookingHistoryService(repository: BookingHistoryRepository) {
  return async function historyOf(actor: StaffActor, id: number): Promise<BookingHistory> {
    requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);
    const seriesId = await repository.findSeries(id, scopeOf(actor));
    if (!seriesId) throw AppError.notFound(BookingMessages.bookingNotFound);

    const [creation, payment] = await Promise.all([
      repository.creation(seriesId),
      repository.payment(seriesId),
    ]);
    const audit = await repository.auditRows(seriesId, payment?.id);

    const entries: BookingHistoryEntry[] = [];
    if (creation) {
      entries.push({
        id: 'created',
        action: 'booking.create',
        actor: actorOf(creation.actor),
        created_at: creation.createdAt.toISOString(),
        details: { series_id: seriesId },
      });
    }
    for (const row of audit) {
      if (!isHistoryAction(row.action) || row.action === 'booking.create') continue;
      entries.push({
        id: `audit-${row.id}`,
        action: row.action,
        actor: actorOf(row.actor),
        created_at: row.createdAt.toISOString(),
        details: detailsOf(row.details),
      });
    }
    return {
      payment:
        payment && isPaymentStatus(payment.status)
          ? {
              status: payment.status,
              amount: centsToDecimal(payment.amountCents),
              currency: payment.currency,
              provider: payment.provider,
              updated_at: payment.updatedAt.toISOString(),
            }
          : null,
      entries,
    };
  };
}
