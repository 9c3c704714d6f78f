import {
  answerOf,
  idParam,
  PriceConfigurationSchema,
  PriceConfigurationUpdateSchema,
  PriceMessages,
  PricePreviewRequestSchema,
  PricePreviewSchema,
} from '@courtbook/shared';
import { z } from 'zod';
import { requirePermission } from '../../lib/staff-scope';
import { currentUser } from '../../plugins/auth';
import { answer, errorResponses, routeSchemas, type RoutePlugin } from '../../lib/routes';

const LocationParams = z.object({ location_id: idParam() });
const ConfigurationAnswer = answerOf(PriceConfigurationSchema);
const docs = routeSchemas('prices');

/** The price configuration screen: staff who manage locations, in their scope. */
export const pricesRoutes: RoutePlugin = async (app) => {
  const service = app.services.prices;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);
  // Before the body is validated: someone who may not manage prices learns nothing more.
  app.addHook('onRequest', async (request) =>
    requirePermission(currentUser(request), 'locations', PriceMessages.noPermission),
  );

  app.get(
    '/price-configuration/:location_id/',
    {
      schema: docs.withToken({
        summary:
          'A location’s tax %, card-fee %, its courts’ fees and its price periods; a court’s percentage is null while it is the location’s.',
        params: LocationParams,
        response: { 200: ConfigurationAnswer, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(
        await service.get(currentUser(request), request.params.location_id),
        PriceMessages.fetched,
      ),
  );

  app.put(
    '/price-configuration/:location_id/',
    {
      schema: docs.withToken({
        summary:
          'Set a location’s tax % and card-fee %, its courts’ fees and (given `price_periods`) its price periods, all or nothing. A court’s blank percentage takes the location’s; courts not listed keep theirs; periods may not overlap. Existing bookings keep their amounts.',
        params: LocationParams,
        body: PriceConfigurationUpdateSchema,
        response: { 200: ConfigurationAnswer, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(
        await service.update(currentUser(request), request.params.location_id, request.body),
        PriceMessages.updated,
      ),
  );

  app.post(
    '/price-preview/',
    {
      schema: docs.withToken({
        summary:
          'The amounts a booking of the court would carry, with its saved figures or unsaved ones (court_fee_hrs, tax_percent, card_fee_percent). Opening hours are not checked; dates beyond the location’s booking horizon are refused.',
        body: PricePreviewRequestSchema,
        response: { 200: answerOf(PricePreviewSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(await service.preview(currentUser(request), request.body), PriceMessages.previewed),
  );
};
