import {
  AvailabilityMessages,
  bookingHorizonProblem,
  centsToDecimal,
  earliestStartMinutes,
  isWithinOpeningHours,
  sessionDates,
  slotInstants,
  type AvailabilityQuery,
  type CourtAvailability,
} from '@courtbook/shared';
import { AppError } from '../../lib/errors';
import type { AvailabilityRepository } from './availability.repository';

export function createAvailabilityService(repository: AvailabilityRepository) {
  return {
    /** Every court of the location, marked booked when anything keeps it from this slot on any requested date. */
    async checkCourts(query: AvailabilityQuery, now = new Date()): Promise<CourtAvailability[]> {
      const location = await repository.findBookableLocation(query.location_id);
      if (!location) throw AppError.notFound(AvailabilityMessages.locationNotFound);

      const earliest = earliestStartMinutes(query.date, now, location.timeZone);
      if (earliest === undefined) throw AppError.badRequest(AvailabilityMessages.datePast);
      if (query.start_time < earliest) throw AppError.badRequest(AvailabilityMessages.startPassed);

      const dates = sessionDates(query.date, query.book_for_four_weeks);
      const beyondHorizon = bookingHorizonProblem({ dates, now, location });
      if (beyondHorizon) throw AppError.badRequest(beyondHorizon);
      const outsideHours = dates.some(
        (date) =>
          !isWithinOpeningHours(location.openingHours, date, query.start_time, query.end_time),
      );
      const ranges = dates.map((date) =>
        slotInstants(date, query.start_time, query.end_time, location.timeZone),
      );
      const rows = await repository.courtsWithConflicts({ locationId: location.id, ranges, now });

      return rows.map((row) => ({
        court_id: row.id,
        court_number: row.courtNumber,
        court_fee_hrs: centsToDecimal(row.hourlyFeeCents),
        is_booked: outsideHours || !row.isActive || Boolean(row.booked) || Boolean(row.closed),
      }));
    },
  };
}
