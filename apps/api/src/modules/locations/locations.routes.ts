import { envelopeOf, PublicLocationSchema } from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { ok } from '../../lib/envelope';
import { createLocationsRepository } from './locations.repository';
import { createLocationsService } from './locations.service';

const PublicLocationListSchema = envelopeOf(z.array(PublicLocationSchema));

export const locationsRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const service = createLocationsService({
    repository: createLocationsRepository(app.db),
    publicCacheMs: env.PUBLIC_CACHE_MS,
  });

  app.get(
    '/all_locations/',
    {
      schema: {
        tags: ['locations'],
        summary: 'Active locations, as anyone may see them (no token needed).',
        response: { 200: PublicLocationListSchema },
      },
    },
    async () => ok(await service.listPublic(), 'Locations fetched successfully.'),
  );
};
