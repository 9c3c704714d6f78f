import type { StoredBookingStatus } from '@courtbook/shared';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Database } from '../../src/db/client';
import { bookings, courts, locations, users } from '../../src/db/schema';

let sequence = 0;
const next = () => ++sequence;

export async function insertLocation(
  db: Database,
  values: Partial<typeof locations.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(locations)
    .values({
      name: `Test Club ${n}`,
      address1: `${n} Test Street`,
      address2: 'Unit 1',
      address3: 'Testville, TS 00001',
      address4: 'United States',
      timeZone: 'America/New_York',
      defaultTaxBasisPoints: 800,
      defaultCardFeeBasisPoints: 300,
      ...values,
    })
    .returning();
  if (!row) throw new Error('location not inserted');
  return row;
}

export async function insertCourt(
  db: Database,
  locationId: number,
  values: Partial<typeof courts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(courts)
    .values({
      locationId,
      // Above the numbers tests pick themselves (up to 1000 and a few hundred), so a default never
      // takes one of theirs (the sequence runs on across the files a worker runs).
      courtNumber: 5000 + (next() % 5000),
      hourlyFeeCents: 4000,
      taxBasisPoints: 800,
      cardFeeBasisPoints: 300,
      ...values,
    })
    .returning();
  if (!row) throw new Error('court not inserted');
  return row;
}

export async function insertUser(db: Database, values: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      email: `player${n}@example.test`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Test',
      lastName: `Player${n}`,
      isVerified: true,
      ...values,
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export interface BookingSlot {
  courtId: number;
  locationId: number;
  userId: number;
  /** ISO instants; the local date and times are derived from them in `timeZone` (default UTC). */
  startsAt: string;
  endsAt: string;
  status?: StoredBookingStatus;
  holdExpiresAt?: Date | null;
  timeZone?: string;
}

const localParts = (instant: Date, timeZone: string) => {
  const local = new TZDate(instant, timeZone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm:ss') };
};

export async function insertBooking(db: Database, slot: BookingSlot) {
  const starts = new Date(slot.startsAt);
  const ends = new Date(slot.endsAt);
  const timeZone = slot.timeZone ?? 'UTC';
  const start = localParts(starts, timeZone);
  const end = localParts(ends, timeZone);
  const [row] = await db
    .insert(bookings)
    .values({
      courtId: slot.courtId,
      locationId: slot.locationId,
      userId: slot.userId,
      bookingDate: start.date,
      startTime: start.time,
      endTime: end.date > start.date && end.time === '00:00:00' ? '24:00:00' : end.time,
      startsAt: starts,
      endsAt: ends,
      status: slot.status ?? 'pending',
      holdExpiresAt: slot.holdExpiresAt ?? null,
      sessionFeeCents: 4000,
      sessionTaxCents: 320,
      sessionCardFeeCents: 120,
      totalPriceCents: 4000,
      fullTaxCents: 320,
      fullCardFeeCents: 120,
      onAmountCents: 4440,
    })
    .returning();
  if (!row) throw new Error('booking not inserted');
  return row;
}
