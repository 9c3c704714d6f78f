import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0046: one module owns every transition of a booking. Checked on the source, as the
// layers are (src/services.test.ts): no code but the lifecycle's SQL writes a booking's status.

const SRC = path.resolve(import.meta.dirname, '../..');
const LIFECYCLE_SQL = 'modules/bookings/booking-lifecycle.repository.ts';
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({
    file: file.split(path.sep).join('/'),
    text: readFileSync(path.join(SRC, file), 'utf8'),
  }));

/** Each Drizzle write to the bookings table, up to the end of its statement. */
const drizzleWrites = (text: string) =>
  [...text.matchAll(/\.(update|insert)\(bookings\)[\s\S]*?(?:;|\n\n)/g)].map((m) => m[0]);

/** A write that sets `status`: an insert always does (the column has no default). */
const setsStatus = (write: string) => write.startsWith('.insert') || /\bstatus\b\s*:/.test(write);

const RAW_STATUS_WRITE =
  /\b(update\s+bookings\s+set\b[^;`]*\bstatus\b|insert\s+into\s+bookings\b)/i;

describe('the booking lifecycle', () => {
  it('is the only code that writes a booking’s status', () => {
    const writers = sources.filter(
      ({ text }) => drizzleWrites(text).some(setsStatus) || RAW_STATUS_WRITE.test(text),
    );
    expect(writers.map(({ file }) => file)).toEqual([LIFECYCLE_SQL]);
  });

  it('finds a status write wherever one is written', () => {
    const drizzle = `await tx.update(bookings).set({ holdExpiresAt: null,\n status: 'expired' }).where(x);`;
    expect(drizzleWrites(drizzle).some(setsStatus)).toBe(true);
    expect(drizzleWrites(`await tx.insert(bookings).values(rows);`).some(setsStatus)).toBe(true);
    expect(
      RAW_STATUS_WRITE.test(`sql\`update bookings set hold_expires_at = null, status = 'x'\``),
    ).toBe(true);
    expect(
      drizzleWrites(`db.update(bookings).set({ reminderSentAt: now });`).some(setsStatus),
    ).toBe(false);
  });
});
