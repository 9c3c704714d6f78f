import path from 'node:path';
import { PublicLocationSchema } from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { createImageStore } from '../../lib/image-store';
import { createLocationAdminRepository } from './location-admin.repository';
import { locationAdminRoutes } from './location-admin.routes';
import { createLocationAdminService, type CourtsOfLocation } from './location-admin.service';
import { createLocationsRepository } from './locations.repository';
import { createLocationsService } from './locations.service';

export interface LocationsRoutesOptions {
  env: Env;
  /** The courts feature, for a location's detail. */
  courts: CourtsOfLocation;
}

export const locationsRoutes: FastifyPluginAsyncZod<LocationsRoutesOptions> = async (
  app,
  { env, courts },
) => {
  const service = createLocationsService({
    repository: createLocationsRepository(app.db),
    publicCacheMs: env.PUBLIC_CACHE_MS,
  });
  const admin = createLocationAdminService({
    repository: createLocationAdminRepository(app.db),
    logos: createImageStore(path.join(env.dataDir, 'uploads'), 'logos'),
    courts,
    // A staff change shows in this process's public list at once (others within PUBLIC_CACHE_MS).
    onChange: service.forgetPublicList,
  });

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
