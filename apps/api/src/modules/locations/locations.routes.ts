import { PublicLocationSchema } from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationAdminRoutes } from './location-admin.routes';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { locations: service, locationAdmin: admin } = app.services;

  app.get(
    '/all_locations/',
    {
      schema: {
        tags: ['locations'],
        summary:
          'Active locations, as anyone may see them (no token needed): the list itself, no envelope.',
        response: { 200: z.array(PublicLocationSchema) },
      },
    },
    async () => service.listPublic(),
  );

  await app.register(locationAdminRoutes, { service: admin });
};
