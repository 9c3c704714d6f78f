import { PublicLocationSchema } from '@courtbook/shared';
import { z } from 'zod';
import { locationAdminRoutes } from './location-admin.routes';
import { routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('locations');

export const locationsRoutes: RoutePlugin = async (app) => {
  const { locations: service, locationAdmin: admin } = app.services;

  app.get(
    '/all_locations/',
    {
      schema: docs.open({
        summary:
          'Active locations, as anyone may see them (no token needed): the list itself, no envelope.',
        response: { 200: z.array(PublicLocationSchema) },
      }),
    },
    async () => service.listPublic(),
  );

  await app.register(locationAdminRoutes, { service: admin });
};
