import { UserType, type WalkIn } from '@courtbook/shared';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { PgErrorCode, pgErrorCode } from '../../db/errors';
import { inLocationScope } from '../../db/scope';
import { bookings, courtClosures, courts, locations, users } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';
import {
  expireLapsedHolds,
  findHeldSeries,
  releasePendingSeries,
} from './booking-holds.repository';

export type NewBookingRow = typeof bookings.$inferInsert;

export interface SessionRange {
  startsAt: Date;
  endsAt: Date;
}

/** The SQL behind creating a booking: what it checks first, and the one transaction that books. */
export function createBookingWriteRepository(db: Database) {
  // Every booking asks first: built once, not on each call.
  const courtQuery = db
    .select({
      courtId: courts.id,
      courtActive: courts.isActive,
      hourlyFeeCents: courts.hourlyFeeCents,
      taxBasisPoints: courts.taxBasisPoints,
      cardFeeBasisPoints: courts.cardFeeBasisPoints,
      locationId: locations.id,
      locationName: locations.name,
      timeZone: locations.timeZone,
      bookingHorizonDays: locations.bookingHorizonDays,
      openingHours: locations.openingHours,
    })
    .from(courts)
    .innerJoin(locations, eq(locations.id, courts.locationId))
    .where(
      and(
        eq(courts.id, sql.placeholder('courtId')),
        eq(locations.id, sql.placeholder('locationId')),
        eq(locations.isActive, true),
      ),
    )
    .prepare('booking_court');

  return {
    /** The court, if it belongs to the location and the location takes bookings. */
    async findCourt(locationId: number, courtId: number) {
      const [row] = await courtQuery.execute({ locationId, courtId });
      return row;
    },

    async isLocationInScope(scope: StaffScope, locationId: number) {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, locationId), inLocationScope(db, scope, locations.id)));
      return row !== undefined;
    },

    /** An active player account by id or email (case-insensitive). */
    async findPlayer(by: { id?: number | undefined; email?: string | undefined }) {
      const match =
        by.id !== undefined
          ? eq(users.id, by.id)
          : sql`lower(${users.email}) = ${(by.email ?? '').toLowerCase()}`;
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(match, eq(users.userType, UserType.Player), eq(users.isActive, true)));
      return row;
    },

    /** Who holds an email, whatever their role (a walk-in's email may be a player's already). */
    async findAccountByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, userType: users.userType, isActive: users.isActive })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.email} <> ''`);
      return row;
    },

    async hasClosureDuring(courtId: number, sessions: SessionRange[]) {
      const [row] = await db
        .select({ id: courtClosures.id })
        .from(courtClosures)
        .where(
          and(
            eq(courtClosures.courtId, courtId),
            or(
              ...sessions.map((s) =>
                and(lt(courtClosures.startsAt, s.endsAt), gt(courtClosures.endsAt, s.startsAt)),
              ),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Books every session or none. Lapsed holds on the court are released first, in the same
     * transaction, and so is the caller's earlier hold it replaces; asking again for a live hold
     * of one's own answers that series. Then the exclusion constraint decides, so two requests
     * can never both win. Answers the series id, or `'taken'` when the court was taken.
     */
    async insertSeries(
      rows: NewBookingRow[],
      options: {
        now: Date;
        /** The caller's earlier pending booking this one replaces (the wizard's hold). */
        replacesBookingId?: number | undefined;
        /** Set when staff book: the booking is audited in the same transaction. */
        staffActorId?: number | undefined;
        /** Staff at the desk: the booking is for this walk-in, recorded in the same transaction. */
        walkIn?: WalkIn | undefined;
      },
    ): Promise<string> {
      const { now, replacesBookingId, staffActorId, walkIn } = options;
      const first = rows[0];
      if (first === undefined) throw new Error('a booking has at least one session');
      const { courtId, createdById } = first;
      const book = () =>
        db.transaction(async (tx) => {
          await lockCourtForBooking(tx, courtId);
          await expireLapsedHolds(tx, { now, courtId });
          const userId = walkIn ? await walkInPlayer(tx, walkIn) : first.userId;
          const held = await findHeldSeries(tx, {
            userId,
            createdById: createdById ?? userId,
            courtId,
            sessions: rows,
            now,
          });
          if (held) return held;
          if (replacesBookingId !== undefined) {
            await releasePendingSeries(tx, {
              bookingId: replacesBookingId,
              owner: eq(bookings.createdById, createdById ?? userId),
            });
          }
          const inserted = await tx
            .insert(bookings)
            .values(rows.map((row) => ({ ...row, userId })))
            .returning({
              id: bookings.id,
              seriesId: bookings.seriesId,
            });
          const seriesId = inserted[0]?.seriesId;
          if (!seriesId) throw new Error('booking not inserted');
          if (staffActorId !== undefined) {
            await recordAudit(tx, {
              actorUserId: staffActorId,
              action: 'booking.create',
              entity: 'booking',
              entityId: inserted[0]!.id,
              details: {
                series_id: seriesId,
                booking_ids: inserted.map((row) => row.id),
                player_id: userId,
                walk_in: walkIn !== undefined,
              },
            });
          }
          return seriesId;
        });
      // Bookings of one court wait in line (lockCourtForBooking), but another writer (the hold
      // sweep, a confirmation) can still deadlock with one; PostgreSQL cancels one, whose slot may
      // well be free, so it gets one more try before the answer is "taken".
      for (let attempt = 1; ; attempt++) {
        try {
          return await book();
        } catch (error) {
          const code = pgErrorCode(error);
          if (code === PgErrorCode.DeadlockDetected && attempt < 2) continue;
          if (isCourtTaken(error)) return 'taken';
          throw error;
        }
      }
    },
  };
}
export type BookingWriteRepository = ReturnType<typeof createBookingWriteRepository>;

/** The first key of the court booking locks (`pg_advisory_xact_lock(key, court id)`). */
const COURT_BOOKING_LOCKS = 727_275;

/**
 * Bookings of one court are made one after another: each waits, until the one before commits,
 * on a lock of the court that its transaction holds (decision 0037). Without it, concurrent
 * inserts of the same time each found the others' uncommitted rows in the no-overlap index and
 * waited on one another: PostgreSQL broke each such deadlock only after `deadlock_timeout` (1 s),
 * one at a time, so 50 players asking for one court at once took up to 30 s. Waiting in line,
 * each finds the winner's committed row at once and is refused.
 */
async function lockCourtForBooking(db: Database, courtId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${COURT_BOOKING_LOCKS}::int, ${courtId}::int)`);
}

/**
 * The walk-in's player record: the one made for the same name, phone and email at an earlier
 * visit, or a new one (no password: nobody can sign in as it until they recover it by email).
 */
async function walkInPlayer(db: Database, walkIn: WalkIn): Promise<number> {
  const email = walkIn.email ?? '';
  const [known] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isWalkIn, true),
        eq(users.phone, walkIn.phone),
        sql`lower(${users.email}) = ${email}`,
        sql`lower(${users.firstName}) = ${walkIn.first_name.toLowerCase()}`,
        sql`lower(${users.lastName}) = ${walkIn.last_name.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (known) return known.id;
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash: '',
      firstName: walkIn.first_name,
      lastName: walkIn.last_name,
      phone: walkIn.phone,
      userType: UserType.Player,
      isWalkIn: true,
    })
    .returning({ id: users.id });
  return created!.id;
}

/** The overlap constraint refused the write (or two writers deadlocked over the same slot). */
export const isCourtTaken = (error: unknown) => {
  const code = pgErrorCode(error);
  return code === PgErrorCode.ExclusionViolation || code === PgErrorCode.DeadlockDetected;
};
