import type { Occupancy, OccupancyQuery, Paginated } from '@courtbook/shared';
import { paginate } from '../../lib/envelope';
import type { OccupancyRepository } from './occupancy.repository';

/** When courts are taken, never by whom: the public occupancy list. */
export function createOccupancyService(repository: OccupancyRepository) {
  return {
    async list(query: OccupancyQuery, now = new Date()): Promise<Paginated<Occupancy>> {
      const { rows, count } = await repository.list(query, now);
      const results: Occupancy[] = rows.map((row) => ({
        court_id: row.courtId,
        court_number: row.courtNumber,
        location_id: row.locationId,
        location_name: row.locationName,
        booking_date: row.bookingDate,
        start_time: row.startTime,
        end_time: row.endTime,
      }));
      return paginate(results, count, query);
    },
  };
}
export type OccupancyService = ReturnType<typeof createOccupancyService>;
