import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database';
import {
  insertBooking,
  insertCourt,
  insertLocation,
  insertUser,
} from '../../test/helpers/factories';
import type { DatabaseHandle } from './client';
import { pgConstraintName, pgErrorCode, PgErrorCode } from './errors';
import { bookings } from './schema';

describe('the database refuses overlapping bookings of one court', () => {
  let database: DatabaseHandle;
  let slot: { courtId: number; locationId: number; userId: number };
  let otherCourtId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const location = await insertLocation(database.db);
    const court = await insertCourt(database.db, location.id);
    const otherCourt = await insertCourt(database.db, location.id);
    const user = await insertUser(database.db);
    slot = { courtId: court.id, locationId: location.id, userId: user.id };
    otherCourtId = otherCourt.id;
    await insertBooking(database.db, {
      ...slot,
      startsAt: '2030-06-01T10:00:00Z',
      endsAt: '2030-06-01T11:30:00Z',
      status: 'confirmed',
    });
  });
  afterAll(() => database.close());

  const overlapError = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    return { code: pgErrorCode(error), constraint: pgConstraintName(error) };
  };

  it.each([
    {
      what: 'a pending hold that overlaps a confirmed booking',
      span: { startsAt: '2030-06-01T11:00:00Z', endsAt: '2030-06-01T12:00:00Z' },
    },
    {
      what: 'a booking that lies inside another',
      span: {
        startsAt: '2030-06-01T10:30:00Z',
        endsAt: '2030-06-01T11:00:00Z',
        status: 'confirmed',
      },
    },
  ] as const)('refuses $what', async ({ span }) => {
    const result = await overlapError(insertBooking(database.db, { ...slot, ...span }));
    expect(result).toEqual({
      code: PgErrorCode.ExclusionViolation,
      constraint: 'bookings_no_overlap',
    });
  });

  it('accepts a booking that starts exactly when the other ends', async () => {
    const row = await insertBooking(database.db, {
      ...slot,
      startsAt: '2030-06-01T11:30:00Z',
      endsAt: '2030-06-01T12:30:00Z',
    });
    expect(row.status).toBe('pending');
  });

  it('accepts the same time on another court', async () => {
    const row = await insertBooking(database.db, {
      ...slot,
      courtId: otherCourtId,
      startsAt: '2030-06-01T10:00:00Z',
      endsAt: '2030-06-01T11:30:00Z',
    });
    expect(row.courtId).toBe(otherCourtId);
  });

  it('ignores cancelled and expired rows, and refuses to revive one into an overlap', async () => {
    const cancelled = await insertBooking(database.db, {
      ...slot,
      startsAt: '2030-06-01T10:00:00Z',
      endsAt: '2030-06-01T11:00:00Z',
      status: 'cancelled',
    });
    await insertBooking(database.db, {
      ...slot,
      startsAt: '2030-06-01T10:00:00Z',
      endsAt: '2030-06-01T11:00:00Z',
      status: 'expired',
    });
    const revive = database.db
      .update(bookings)
      .set({ status: 'pending' })
      .where(eq(bookings.id, cancelled.id));
    expect((await overlapError(revive)).code).toBe(PgErrorCode.ExclusionViolation);
  });

  it('keeps the time range in step with the start and end', async () => {
    const [row] = await database.db
      .select({ timeRange: bookings.timeRange })
      .from(bookings)
      .where(eq(bookings.courtId, otherCourtId));
    expect(row?.timeRange).toMatch(/^\["2030-06-01 10:00:00\+00","2030-06-01 11:30:00\+00"\)$/);
  });

  it('lets exactly one of many simultaneous requests for the same slot through', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        insertBooking(database.db, {
          ...slot,
          startsAt: '2030-07-01T09:00:00Z',
          endsAt: '2030-07-01T10:00:00Z',
        }),
      ),
    );
    const accepted = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(accepted).toHaveLength(1);
    expect(refused.map((r) => pgErrorCode(r.reason))).toEqual(
      Array(7).fill(PgErrorCode.ExclusionViolation),
    );
  });
});
