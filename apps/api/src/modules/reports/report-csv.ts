import type { Readable } from 'node:stream';
import { REPORT_CSV_HEADER, reportCsvCells, type ReportBooking } from '@courtbook/shared';
import { csvStream } from '../../lib/csv';
import { toReportBooking } from './report-row';
import type { ReportCursor, ReportRowFilter, ReportsRepository } from './reports.repository';

/** Rows read per query while exporting: memory holds one batch, whatever the export's size. */
export const CSV_BATCH_SIZE = 500;

/** Every row of the filter in the table's order, read batch by batch with a keyset cursor. */
export async function* reportRowsInBatches(
  repository: ReportsRepository,
  filter: ReportRowFilter,
  now: Date,
  batchSize = CSV_BATCH_SIZE,
): AsyncGenerator<ReportBooking> {
  let cursor: ReportCursor | undefined;
  for (;;) {
    const rows = await repository.rowsAfter(filter, now, cursor, batchSize);
    for (const row of rows) yield toReportBooking(row, now);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = { startsAt: last.startsAt, id: last.id };
  }
}

async function* cellsOf(rows: AsyncIterable<ReportBooking>) {
  for await (const row of rows) yield reportCsvCells(row);
}

/** The report's CSV as a stream (lib/csv.ts: byte-order mark, header, formulas guarded). */
export const reportCsvStream = (
  rows: AsyncIterable<ReportBooking>,
  onError: (error: Error) => void,
): Readable => csvStream(REPORT_CSV_HEADER, cellsOf(rows), onError);
