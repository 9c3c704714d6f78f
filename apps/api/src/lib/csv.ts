import { Readable, pipeline, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A phone number in E.164 (+, then up to 15 digits): data, never a formula. */
const E164 = /^\+[1-9]\d{1,14}$/;
/** What a spreadsheet may read as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet could run as a formula gets a leading `'`. csv-stringify's own
 * `escape_formulas` does that to every `+`, phone numbers included: `'+12155550100` is no longer
 * the number a club exported (issue Step 15, 2.6), so an E.164 number is left as it is.
 */
export const guardFormula = (cell: string): string =>
  FORMULA_START.test(cell) && !E164.test(cell) ? `'${cell}` : cell;

async function* guarded(rows: AsyncIterable<string[]>) {
  for await (const row of rows) yield row.map(guardFormula);
}

/**
 * A CSV as a stream: a byte-order mark (so spreadsheets read UTF-8 names right), the header row,
 * then one line per row, formulas guarded. csv-stringify quotes commas, quotes and line breaks.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<string[]>,
  onError: (error: Error) => void,
): Readable {
  const csv = stringify({ header: true, columns: [...header], bom: true });
  pipeline(Readable.from(guarded(rows)), csv as unknown as Writable, (error) => {
    if (error) onError(error);
  });
  return csv;
}
