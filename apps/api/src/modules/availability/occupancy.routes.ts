import { OccupancyQuerySchema, OccupancySchema, pageAnswerOf } from '@courtbook/shared';
import { answer, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('availability');

export const occupancyRoutes: RoutePlugin = async (app) => {
  const { occupancy } = app.services;

  app.get(
    '/get_courtbookings/',
    {
      schema: docs.open({
        summary: 'When courts are taken (court, date, start, end), never by whom. No token needed.',
        querystring: OccupancyQuerySchema,
        response: { 200: pageAnswerOf(OccupancySchema) },
      }),
    },
    async (request) =>
      answer(await occupancy.list(request.query), 'Court bookings fetched successfully.'),
  );
};
