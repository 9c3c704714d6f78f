import {
  AvailabilityMessages,
  centsToDecimal,
  courtFactsOf,
  CourtScheduleMessages,
  locationSlotRules,
  slotRulesOf,
  type CourtSchedule,
  type CourtScheduleQuery,
  type ScheduleEntry,
} from '@courtbook/shared';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { baseSlots, courtSlots, dayHalfHours, localDayOf, slotSpan } from '../availability';
import type { CourtScheduleRepository } from './court-schedule.repository';

/**
 * The day sheet: a location's courts and half hours on a date, as the players' grid shows them,
 * with who holds each court (names are for staff only). Any date: staff look back as well.
 */
export function createCourtScheduleService(repository: CourtScheduleRepository) {
  return async function daySheet(
    actor: StaffActor,
    query: CourtScheduleQuery,
    now = new Date(),
  ): Promise<CourtSchedule> {
    requirePermission(actor, 'court_bookings', CourtScheduleMessages.noPermission);
    const found = await repository.findLocation(scopeOf(actor), query.location_id);
    if (!found) throw AppError.notFound(AvailabilityMessages.locationNotFound);
    const { location, courts } = found;

    // The sheet's cells: the location's, so every court's row lines up.
    const rules = locationSlotRules(courts.map(slotRulesOf));
    const halfHours = dayHalfHours(query.date, location.timeZone, rules.slotMinutes);
    const day = localDayOf(query.date, location.timeZone);
    const [bookingRows, closureRows] = await Promise.all([
      repository.bookingsDuring({ locationId: location.id, day, now }),
      repository.closuresDuring({ locationId: location.id, day }),
    ]);
    const base = baseSlots({ location, date: query.date, halfHours, now, rules });
    const holds = [
      ...bookingRows.map((row) => ({ ...row, kind: 'booked' as const })),
      ...closureRows.map((row) => ({ ...row, kind: 'closed' as const })),
    ];

    const spanOf = (startsAt: Date, endsAt: Date) => {
      const { first, end } = slotSpan(halfHours, startsAt, endsAt);
      return { first_slot: first, end_slot: end };
    };
    const entries: ScheduleEntry[] = [
      ...bookingRows.map((row) => ({
        kind: row.status === 'pending' ? ('hold' as const) : ('booking' as const),
        id: row.id,
        court_id: row.courtId,
        ...spanOf(row.startsAt, row.endsAt),
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        hold_expires_at:
          row.status === 'pending' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
        player: {
          id: row.player.id,
          first_name: row.player.firstName,
          last_name: row.player.lastName,
          email: row.player.email === '' ? null : row.player.email,
          phone: row.player.phone,
          walk_in: row.player.isWalkIn,
        },
        payment_due: row.paymentDue === 'venue' ? ('venue' as const) : ('online' as const),
        total_price: centsToDecimal(row.totalPriceCents),
        venue_paid:
          row.venuePaidAt && row.venuePaidMethod
            ? {
                method: row.venuePaidMethod,
                paid_at: row.venuePaidAt.toISOString(),
                taken_by: row.venuePaidBy,
              }
            : null,
        reason: null,
      })),
      ...closureRows.map((row) => ({
        kind: 'closure' as const,
        id: row.id,
        court_id: row.courtId,
        ...spanOf(row.startsAt, row.endsAt),
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        hold_expires_at: null,
        player: null,
        payment_due: null,
        total_price: null,
        venue_paid: null,
        reason: row.reason,
      })),
    ];

    return {
      location_id: location.id,
      location_name: location.name,
      date: query.date,
      time_zone: location.timeZone,
      currency: location.currency,
      slot_minutes: rules.slotMinutes,
      courts: courts.map((court) => ({
        ...courtFactsOf(court),
        court_id: court.id,
        court_number: court.courtNumber,
        is_active: court.isActive,
        slots: courtSlots({
          base,
          halfHours,
          isActive: court.isActive,
          holds: holds.filter((hold) => hold.courtId === court.id),
          // Staff see a booking even once its time has begun or gone.
          marks: (state) => state !== 'skipped',
        }),
      })),
      entries,
    };
  };
}
