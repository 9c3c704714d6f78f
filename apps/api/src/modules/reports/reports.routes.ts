import {
  answerOf,
  pageAnswerOf,
  ReportBookingListQuerySchema,
  ReportBookingSchema,
  ReportCsvQuerySchema,
  ReportDataSchema,
  ReportMessages,
  ReportQuerySchema,
  reportCsvFileName,
} from '@courtbook/shared';
import { currentUser } from '../../plugins/auth';
import { reportCsvStream } from './report-csv';
import { answer, CsvFile, errorResponses, type RoutePlugin, routeSchemas } from '../../lib/routes';

const docs = routeSchemas('reports');

/** Staff reports (`reporting` permission): figures, the bookings table and its CSV export. */
export const reportsRoutes: RoutePlugin = async (app) => {
  const { reports } = app.services;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/reporting-data/',
    {
      schema: docs.withToken({
        summary:
          'Cards (players, bookings, courts; card, pay-at-club and test revenue and their total), the same by day, court hours by hour of day, session fees and minutes by price period, and the share of open court minutes booked by weekday and hour; default range: the last 30 days and the next 30.',
        querystring: ReportQuerySchema,
        response: { 200: answerOf(ReportDataSchema), ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) =>
      answer(await reports.data(currentUser(request), request.query), ReportMessages.fetched),
  );

  app.get(
    '/reporting-bookings/',
    {
      schema: docs.withToken({
        summary:
          'The report table: one row per session, newest first; the same filters as the CSV, 10 a page.',
        querystring: ReportBookingListQuerySchema,
        response: {
          200: pageAnswerOf(ReportBookingSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
    },
    async (request) =>
      answer(await reports.bookings(currentUser(request), request.query), ReportMessages.listed),
  );

  app.get(
    '/download_csv/',
    {
      schema: docs.withToken({
        summary:
          'The report table as a CSV file (text/csv), streamed; cells that could run as spreadsheet formulas are escaped.',
        querystring: ReportCsvQuerySchema,
        produces: ['text/csv'],
        response: {
          200: CsvFile,
          ...errorResponses(400, 401, 403, 404),
        },
      }),
    },
    async (request, reply) => {
      const csv = await reports.csv(currentUser(request), request.query);
      const stream = reportCsvStream(csv.rows, (error) => {
        // The browser closing the download is not a fault; reading stops with it.
        if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
          request.log.info('CSV export stopped: the client went away');
        } else {
          request.log.error({ err: error }, 'CSV export failed while streaming');
        }
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${reportCsvFileName(csv.startDate, csv.endDate)}"`,
        )
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
