import { Readable, pipeline, type Writable } from 'node:stream';
import { REPORT_CSV_HEADER, reportCsvCells, type ReportBooking } from '@courtbook/shared';
import { stringify } from 'csv-stringify';
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

/**
 * The CSV as a stream: a byte-order mark (so spreadsheets read UTF-8 names right), the header row,
 * then one line per row. csv-stringify quotes commas, quotes and line breaks, and `escape_formulas`
 * prefixes a cell starting with =, +, -, @, tab or carriage return with `'` (OWASP CSV injection).
 */
export function reportCsvStream(
  rows: AsyncIterable<ReportBooking>,
  onError: (error: Error) => void,
): Readable {
  const csv = stringify({
    header: true,
    columns: [...REPORT_CSV_HEADER],
    bom: true,
    escape_formulas: true,
  });
  pipeline(Readable.from(cellsOf(rows)), csv as unknown as Writable, (error) => {
    if (error) onError(error);
  });
  return csv;
}
