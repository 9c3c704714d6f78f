import {
  answerOf,
  BookingHistoryMessages,
  BookingHistorySchema,
  BookingIdParamsSchema,
  BookingMessages,
  BookingSchema,
  BookingStatusAnswerSchema,
  COURT_BOOKINGS_CSV_HEADER,
  courtBookingsCsvFileName,
  StaffBookingCsvQuerySchema,
  MarkPaidSchema,
  MoveBookingSchema,
  MovedBookingSchema,
  MovePriceSchema,
  pageAnswerOf,
  RefundRequestSchema,
  StaffBookingListQuerySchema,
  UpdateBookingStatusSchema,
} from '@courtbook/shared';
import { csvStream } from '../../lib/csv';
import { currentUser } from '../../plugins/auth';
import { BookingApiMessages } from './bookings.messages';
import { answer, CsvFile, errorResponses, type RoutePlugin, routeSchemas } from '../../lib/routes';

const docs = routeSchemas('bookings');

/** Staff's booking desk: every booking at their locations, and confirming or cancelling one. */
export const staffBookingsRoutes: RoutePlugin = async (app) => {
  const {
    bookings,
    updateBookingStatus: updateStatus,
    markBookingPaid: markPaid,
    bookingHistory: historyOf,
    moveBooking: mover,
    refundBooking,
  } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/court-bookings/:id/',
    {
      schema: docs.withToken({
        summary:
          "Staff: confirm a booking's series (to be paid at the club; the player gets an email with a calendar file), or cancel it: `scope` `series` (the default: every session), `session` (this one) or `rest` (this one and the later ones). `refund: true` with a cancel also refunds through the provider those sessions' share of the card payment (each one's fee, tax and card fee; all that is left for the series), and staff may refund a series cancelled before this way.",
        params: BookingIdParamsSchema,
        body: UpdateBookingStatusSchema,
        response: {
          200: answerOf(BookingStatusAnswerSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request) => {
      const { booking, message } = await updateStatus(
        currentUser(request),
        request.params.id,
        request.body,
      );
      return answer({ ...booking, status_code: 200 as const }, message);
    },
  );

  app.post(
    '/court-bookings/:id/refunds/',
    {
      schema: docs.withToken({
        summary:
          'Staff: refund part or all of what is left of the booking\'s series card payment through the provider (`amount` as "12.50", more than 0 and at most what is left; `reason`, up to 300 characters, which the player\'s email and Booking Details show). Answers the booking with its refunds; 409 when the series has no card payment; 503 when the provider refuses (nothing is refunded, try again).',
        params: BookingIdParamsSchema,
        body: RefundRequestSchema,
        response: { 200: answerOf(BookingSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      }),
    },
    async (request) => {
      const { booking, message } = await refundBooking(
        currentUser(request),
        request.params.id,
        request.body,
      );
      return answer(booking, message);
    },
  );

  app.post(
    '/court-bookings/:id/mark-paid/',
    {
      schema: docs.withToken({
        summary:
          'Staff: a booking to be paid at the club was paid at the desk (`method`: cash or card), with the rest of its series; 409 when already marked paid or not to be paid at the club.',
        params: BookingIdParamsSchema,
        body: MarkPaidSchema,
        response: { 200: answerOf(BookingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    },
    async (request) =>
      answer(
        await markPaid(currentUser(request), request.params.id, request.body),
        BookingMessages.markedPaid,
      ),
  );

  app.post(
    '/court-bookings/:id/move/',
    {
      schema: docs.withToken({
        summary:
          "Staff: move one session (of a series, or a single booking) to another court of its location and/or another date and time, checked as a booking of it would be; 409 when that court is taken or closed then, or the session is no longer pending or confirmed. Its amounts stay as booked: `price_difference` is the new slot's fee (the player's member price where they have one) less the session's, for the desk to settle. The player is emailed with a calendar file that replaces the event (same UID, higher SEQUENCE).",
        params: BookingIdParamsSchema,
        body: MoveBookingSchema,
        response: {
          200: answerOf(MovedBookingSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request) =>
      answer(
        await mover.move(currentUser(request), request.params.id, request.body),
        BookingMessages.moved,
      ),
  );

  app.post(
    '/court-bookings/:id/move-quote/',
    {
      schema: docs.withToken({
        summary:
          "Staff: what moving one session to that court, date and time would cost against what it carries (the move's own checks and price; nothing changes). Whether the court is free is the move's, or availability's, to say.",
        params: BookingIdParamsSchema,
        body: MoveBookingSchema,
        response: {
          200: answerOf(MovePriceSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    },
    async (request) =>
      answer(
        await mover.quote(currentUser(request), request.params.id, request.body),
        BookingMessages.movePriced,
      ),
  );

  app.get(
    '/get_booking_byadmin/',
    {
      onRequest: app.requireStaff,
      schema: docs.withToken({
        summary:
          'Staff: every booking at your locations: search by player name, email, phone or court number; filter by type, dates, location and status. Expired holds (lapsed, swept or given back) are listed only with `status=expired`.',
        querystring: StaffBookingListQuerySchema,
        response: {
          200: pageAnswerOf(BookingSchema),
          ...errorResponses(400, 401, 403),
        },
      }),
    },
    async (request) =>
      answer(
        await bookings.listForStaff(currentUser(request), request.query),
        BookingApiMessages.listed,
      ),
  );

  app.get(
    '/get_booking_byadmin/csv/',
    {
      onRequest: app.requireStaff,
      schema: docs.withToken({
        summary:
          "Staff: the court bookings list as a CSV file (text/csv), every page, streamed: the list's own filters (type, search, dates, location, status); cells that could run as spreadsheet formulas are escaped.",
        querystring: StaffBookingCsvQuerySchema,
        produces: ['text/csv'],
        response: {
          200: CsvFile,
          ...errorResponses(400, 401, 403),
        },
      }),
    },
    async (request, reply) => {
      const rows = bookings.csvForStaff(currentUser(request), request.query);
      const stream = csvStream(COURT_BOOKINGS_CSV_HEADER, rows, (error) => {
        // The browser closing the download is not a fault; reading stops with it.
        if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
          request.log.info('CSV export stopped: the client went away');
        } else {
          request.log.error({ err: error }, 'CSV export failed while streaming');
        }
      });
      const today = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${courtBookingsCsvFileName(request.query.type, today)}"`,
        )
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/court-bookings/:id/history/',
    {
      onRequest: app.requireStaff,
      schema: docs.withToken({
        summary:
          "Staff: a booking's history (booked, confirmed, cancelled, refunded: who and when, oldest first) and its series' card payment.",
        params: BookingIdParamsSchema,
        response: {
          200: answerOf(BookingHistorySchema),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
    },
    async (request) =>
      answer(
        await historyOf(currentUser(request), request.params.id),
        BookingHistoryMessages.fetched,
      ),
  );
};
