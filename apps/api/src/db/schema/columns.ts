import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A PostgreSQL `tstzrange`, read and written as its text form, e.g. `["2026-01-01 10:00+00","2026-01-01 11:00+00")`. */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
