import {
  OccupancyQuerySchema,
  OccupancySchema,
  pageAnswerOf,
  type Occupancy,
} from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer, paginate } from '../../lib/envelope';
import { createOccupancyRepository } from './occupancy.repository';

export const occupancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createOccupancyRepository(app.db);

  app.get(
    '/get_courtbookings/',
    {
      schema: {
        tags: ['availability'],
        summary: 'When courts are taken (court, date, start, end), never by whom. No token needed.',
        querystring: OccupancyQuerySchema,
        response: { 200: pageAnswerOf(OccupancySchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, count } = await repository.list(query, new Date());
      const results: Occupancy[] = rows.map((row) => ({
        court_id: row.courtId,
        court_number: row.courtNumber,
        location_id: row.locationId,
        location_name: row.locationName,
        booking_date: row.bookingDate,
        start_time: row.startTime,
        end_time: row.endTime,
      }));
      return answer(
        paginate({ results, count, page: query.page, pageSize: query.page_size }),
        'Court bookings fetched successfully.',
      );
    },
  );
};
