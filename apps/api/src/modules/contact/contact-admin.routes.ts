import {
  answerOf,
  ContactMessageListQuerySchema,
  ContactMessageMessages,
  ContactMessageRecordSchema,
  ContactMessageUpdateSchema,
  ContactReplySchema,
  envelopeOf,
  IdParamsSchema,
  NoDataAnswerSchema,
  pageAnswerOf,
} from '@courtbook/shared';
import { currentUser } from '../../plugins/auth';
import { answer, errorResponses, ok, type RoutePlugin, routeSchemas } from '../../lib/routes';

const docs = routeSchemas('contact');

/**
 * The staff's inbox of Contact Us messages: a super admin sees every message, a location admin
 * those sent from their clubs (docs/decisions/0027).
 */
export const contactAdminRoutes: RoutePlugin = async (app) => {
  const service = app.services.contactAdmin;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/contact-us/',
    {
      schema: docs.withToken({
        summary:
          'Contact messages in your scope (a location admin: those sent from your clubs), newest first: search names, email and text, filter by day received or unread.',
        querystring: ContactMessageListQuerySchema,
        response: {
          200: pageAnswerOf(ContactMessageRecordSchema),
          ...errorResponses(400, 401, 403),
        },
      }),
    },
    async (request) =>
      answer(
        await service.list(currentUser(request), request.query),
        ContactMessageMessages.listed,
      ),
  );

  app.patch(
    '/contact-us/:id/',
    {
      schema: docs.withToken({
        summary: 'Mark a contact message read or unread.',
        params: IdParamsSchema,
        body: ContactMessageUpdateSchema,
        response: {
          200: answerOf(ContactMessageRecordSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
    },
    async (request) => {
      const { id } = request.params;
      const row = await service.setRead(currentUser(request), id, request.body.is_read);
      return answer(row, ContactMessageMessages.updated);
    },
  );

  app.post(
    '/contact-us/:id/reply/',
    {
      schema: docs.withToken({
        summary:
          'Answer a contact message by email, once: the reply is kept with the message, which is marked read and answered.',
        params: IdParamsSchema,
        body: ContactReplySchema,
        // Under `data`: a message's own `message` field would be hidden by the envelope's.
        response: {
          200: envelopeOf(ContactMessageRecordSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request) => {
      const row = await service.reply({
        actor: currentUser(request),
        id: request.params.id,
        reply: request.body.reply,
      });
      return ok(row, ContactMessageMessages.replied);
    },
  );

  app.delete(
    '/contact-us/:id/',
    {
      schema: docs.withToken({
        summary: 'Delete a contact message.',
        params: IdParamsSchema,
        response: { 200: NoDataAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return ok(null, ContactMessageMessages.deleted);
    },
  );
};
