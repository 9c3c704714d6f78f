import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE, the caller's own `%`, `_` and `\` taken as they are. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's search box: the text anywhere in one of `columns` (undefined when nothing was typed). */
export function searchIn(
  search: string | undefined,
  columns: (AnyColumn | SQL)[],
): SQL | undefined {
  if (!search) return undefined;
  const term = containsPattern(search);
  return or(...columns.map((column) => ilike(column, term)));
}

/** A person's first name, last name, and the two as one ("Ada Lovelace"), for `searchIn`. */
export const personNames = (person: { firstName: AnyColumn; lastName: AnyColumn }) => [
  person.firstName,
  person.lastName,
  sql`${person.firstName} || ' ' || ${person.lastName}`,
];
