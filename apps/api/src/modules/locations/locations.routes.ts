import path from 'node:path';
import { envelopeOf, PublicLocationSchema } from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { ok } from '../../lib/envelope';
import { createImageStore } from '../../lib/image-store';
import { createLocationAdminRepository } from './location-admin.repository';
import { locationAdminRoutes } from './location-admin.routes';
import { createLocationAdminService, type CourtsOfLocation } from './location-admin.service';
import { createLocationsRepository } from './locations.repository';
import { createLocationsService } from './locations.service';

const PublicLocationListSchema = envelopeOf(z.array(PublicLocationSchema));

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
        summary: 'Active locations, as anyone may see them (no token needed).',
        response: { 200: PublicLocationListSchema },
      },
    },
    async () => ok(await service.listPublic(), 'Locations fetched successfully.'),
  );

  await app.register(locationAdminRoutes, { service: admin });
};
