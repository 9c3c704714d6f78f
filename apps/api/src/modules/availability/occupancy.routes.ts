import { OccupancyQuerySchema, OccupancySchema, pageAnswerOf } from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../lib/envelope';

export const occupancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { occupancy } = app.services;

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
    async (request) =>
      answer(await occupancy.list(request.query), 'Court bookings fetched successfully.'),
  );
};
