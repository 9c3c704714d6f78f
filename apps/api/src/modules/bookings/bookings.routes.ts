import {
  answerOf,
  BookedLocationSchema,
  BookingIdParamsSchema,
  BookingListQuerySchema,
  BookingMessages,
  BookingSchema,
  CreateBookingSchema,
  CreatedBookingsSchema,
  FairUseCheckRequestSchema,
  FairUseCheckSchema,
  pageAnswerOf,
} from '@courtbook/shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { calendarFileName } from './booking-calendar';
import { BookingApiMessages } from './bookings.messages';
import { answer, errorResponses, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('bookings');

/** A player's bookings (and staff booking at the club): create, list, read. */
export const bookingsRoutes: RoutePlugin = async (app) => {
  const { bookings, createBooking: create, releaseHold: release, checkFairUse } = app.services;

  app.addHook('onRequest', app.authenticate);

  app.post(
    '/fair-use-check/',
    {
      schema: docs.withToken({
        summary:
          'Whether your booking of this slot at the location would pass one of its fair-use limits (upcoming bookings, hours a week, bookings a day): the limit and what to say, or `refusal: null`. Asked before a court is chosen; the booking checks again. Staff are exempt.',
        body: FairUseCheckRequestSchema,
        response: { 200: answerOf(FairUseCheckSchema), ...errorResponses(400, 401, 404) },
      }),
    },
    async (request) =>
      answer(
        await checkFairUse(currentUser(request), request.body),
        BookingApiMessages.fairUseChecked,
      ),
  );

  app.post(
    '/court-bookings/',
    {
      schema: docs.withToken({
        summary:
          'Book a court (held as pending for BOOKING_HOLD_MINUTES): one session, or four a week apart. Staff may name the player by user_id or user_email. `total_price` must match the server’s price.',
        body: CreateBookingSchema,
        response: {
          201: answerOf(CreatedBookingsSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request, reply) => {
      const seriesId = await create(currentUser(request), request.body);
      const data = await bookings.series(seriesId);
      return reply
        .status(201)
        .send(answer({ status_code: 201 as const, data }, BookingMessages.created, 201));
    },
  );

  app.get(
    '/court-bookings/',
    {
      schema: docs.withToken({
        summary:
          'Your own bookings, 10 a page: upcoming (default, soonest first), past (newest first) or all.',
        querystring: BookingListQuerySchema,
        response: {
          200: pageAnswerOf(BookingSchema),
          ...errorResponses(400, 401),
        },
      }),
    },
    async (request) =>
      answer(
        await bookings.listOwn(currentUser(request), request.query),
        BookingApiMessages.listed,
      ),
  );

  app.get(
    '/court-bookings/:id/',
    {
      schema: docs.withToken({
        summary: 'One booking: your own, or one at a location you manage.',
        params: BookingIdParamsSchema,
        response: { 200: answerOf(BookingSchema), ...errorResponses(400, 401, 404) },
      }),
    },
    async (request) =>
      answer(
        await bookings.get(currentUser(request), request.params.id),
        BookingApiMessages.fetched,
      ),
  );

  app.post(
    '/court-bookings/:id/release/',
    {
      schema: docs.withToken({
        summary:
          'Release your own unpaid (pending) booking and the rest of its series: the court is free at once. Not a cancellation: nothing was paid.',
        params: BookingIdParamsSchema,
        response: { 200: answerOf(BookingSchema), ...errorResponses(400, 401, 404, 409) },
      }),
    },
    async (request) =>
      answer(await release(currentUser(request), request.params.id), BookingMessages.released),
  );

  app.get(
    '/court-bookings/:id/ics/',
    {
      schema: docs.withToken({
        summary:
          'The booking and the rest of its series as an iCalendar file (text/calendar), one event per session; 409 for a cancelled or expired booking.',
        produces: ['text/calendar'],
        params: BookingIdParamsSchema,
        response: {
          200: z.string().describe('An iCalendar file'),
          ...errorResponses(400, 401, 404, 409),
        },
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = await bookings.calendarOf(currentUser(request), id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(id)}"`)
        .send(file);
    },
  );

  app.get(
    '/booked-locations/',
    {
      schema: docs.withToken({
        summary: 'The locations where you have bookings, with how many (the list itself).',
        response: {
          200: z.array(BookedLocationSchema),
          ...errorResponses(401),
        },
      }),
    },
    async (request) => bookings.bookedLocations(currentUser(request)),
  );
};
