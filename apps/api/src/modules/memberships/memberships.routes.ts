import {
  answerOf,
  IdParamsSchema,
  MembershipChangeSchema,
  MembershipGrantSchema,
  MembershipListSchema,
  MembershipMessages as M,
  MembershipPlanCreateSchema,
  MembershipPlanListQuerySchema,
  MembershipPlanListSchema,
  MembershipPlanSchema,
  MembershipPlanUpdateSchema,
  MembershipSchema,
  NoDataAnswerSchema,
} from '@courtbook/shared';
import { currentUser } from '../../plugins/auth';
import { answer, errorResponses, ok, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('memberships');

/**
 * Membership plans (staff with the locations permission) and players' memberships (staff with
 * court bookings), in their scope; a player's own memberships.
 */
export const membershipsRoutes: RoutePlugin = async (app) => {
  const { memberships } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/my-memberships/',
    {
      schema: docs.withToken({
        summary: 'Your own memberships at every location, latest first.',
        response: { 200: answerOf(MembershipListSchema), ...errorResponses(401) },
      }),
    },
    async (request) =>
      answer({ memberships: await memberships.mine(currentUser(request).id) }, M.membershipsListed),
  );

  // Everything below is the back-office's.
  const staffOnly = app.requireStaff;

  app.get(
    '/membership-plans/',
    {
      onRequest: staffOnly,
      schema: docs.withToken({
        summary: "A location's membership plans, by name.",
        querystring: MembershipPlanListQuerySchema,
        response: {
          200: answerOf(MembershipPlanListSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
    },
    async (request) =>
      answer(
        { plans: await memberships.listPlans(currentUser(request), request.query.location_id) },
        M.plansListed,
      ),
  );

  app.post(
    '/membership-plans/',
    {
      onRequest: staffOnly,
      schema: docs.withToken({
        summary:
          'A membership plan at a location: its price (recorded as expected revenue), members’ horizon, and how it changes hourly fees (for every minute and per price period).',
        body: MembershipPlanCreateSchema,
        response: {
          201: answerOf(MembershipPlanSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request, reply) => {
      const plan = await memberships.createPlan(currentUser(request), request.body);
      return reply.status(201).send(answer(plan, M.planCreated, 201));
    },
  );

  app.put(
    '/membership-plans/:id/',
    {
      onRequest: staffOnly,
      schema: docs.withToken({
        summary:
          'Change a plan; fields left out keep their value. Memberships already given keep their price; bookings already made keep theirs.',
        params: IdParamsSchema,
        body: MembershipPlanUpdateSchema,
        response: {
          200: answerOf(MembershipPlanSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request) =>
      answer(
        await memberships.updatePlan(currentUser(request), request.params.id, request.body),
        M.planUpdated,
      ),
  );

  app.delete(
    '/membership-plans/:id/',
    {
      onRequest: staffOnly,
      schema: docs.withToken({
        summary: 'Delete a plan. Refused with 409 once it has memberships: deactivate it instead.',
        params: IdParamsSchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      }),
    },
    async (request) => {
      await memberships.deletePlan(currentUser(request), request.params.id);
      return ok(null, M.planDeleted);
    },
  );

  app.get(
    '/players/:id/memberships/',
    {
      onRequest: staffOnly,
      schema: docs.withToken({
        summary: "A player's memberships at your locations, latest first.",
        params: IdParamsSchema,
        response: { 200: answerOf(MembershipListSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(
        {
          memberships: await memberships.membershipsOfPlayer(
            currentUser(request),
            request.params.id,
          ),
        },
        M.membershipsListed,
      ),
  );

  app.post(
    '/players/:id/memberships/',
    {
      onRequest: staffOnly,
      schema: docs.withToken({
        summary:
          'Give a player a membership of an active plan from `starts_on` to `ends_on` (the location’s dates, both included), at the plan’s price. It may not share a day with their other membership at the location.',
        params: IdParamsSchema,
        body: MembershipGrantSchema,
        response: {
          201: answerOf(MembershipSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request, reply) => {
      const given = await memberships.grant(currentUser(request), request.params.id, request.body);
      return reply.status(201).send(answer(given, M.membershipGranted, 201));
    },
  );

  app.put(
    '/memberships/:id/',
    {
      onRequest: staffOnly,
      schema: docs.withToken({
        summary: 'Move the last day of a membership (end it early, or extend it).',
        params: IdParamsSchema,
        body: MembershipChangeSchema,
        response: {
          200: answerOf(MembershipSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request) =>
      answer(
        await memberships.changeEnd(currentUser(request), request.params.id, request.body.ends_on),
        M.membershipUpdated,
      ),
  );
};
