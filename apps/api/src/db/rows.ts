/** The rows of a raw `db.execute`, whose result type differs between the two drivers. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
