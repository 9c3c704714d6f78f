/**
 * The benchmark's own PostgreSQL database: made fresh on the server, seeded with one club, and
 * dropped at the end. The overlap count is the correctness check that runs after the load.
 */
import pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/client';
import { courts, locations, users } from '../../apps/api/src/db/schema';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { cpuSecondsOf } from './memory';

export const PLAYER_PASSWORD = 'Bench1234!';
/** No clock change, so every start on the grid exists on every day. */
export const TIME_ZONE = 'Asia/Tokyo';
export const COURT_COUNT = 8;

export interface BenchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

export async function createDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

export interface SeededClub {
  locationId: number;
  courts: { id: number; hourlyFeeCents: number }[];
  playerEmails: string[];
}

/** One always-open club with COURT_COUNT courts at different fees, and verified players. */
export async function seedClub(url: string, players: number): Promise<SeededClub> {
  const handle = openPostgres(url, 2);
  try {
    const passwordHash = await hashPassword(PLAYER_PASSWORD);
    return await handle.db.transaction(async (tx) => {
      const [location] = await tx
        .insert(locations)
        .values({
          name: 'Contention Club',
          address1: '1 Bench Street',
          timeZone: TIME_ZONE,
          defaultTaxBasisPoints: 1000,
          defaultCardFeeBasisPoints: 300,
        })
        .returning({ id: locations.id });
      if (!location) throw new Error('the location was not inserted');
      const courtRows = await tx
        .insert(courts)
        .values(
          Array.from({ length: COURT_COUNT }, (_, i) => ({
            locationId: location.id,
            courtNumber: i + 1,
            hourlyFeeCents: 3000 + i * 250,
            taxBasisPoints: 1000,
            cardFeeBasisPoints: 300,
          })),
        )
        .returning({ id: courts.id, hourlyFeeCents: courts.hourlyFeeCents });
      const playerEmails = Array.from({ length: players }, (_, i) => `player${i + 1}@bench.test`);
      await tx.insert(users).values(
        playerEmails.map((email, i) => ({
          email,
          passwordHash,
          firstName: 'Bench',
          lastName: `Player${i + 1}`,
          phone: '+12155550100',
          isVerified: true,
          homeLocationId: location.id,
        })),
      );
      return { locationId: location.id, courts: courtRows, playerEmails };
    });
  } finally {
    await handle.close();
  }
}

export interface BookingCounts {
  /** Pairs of active (pending or confirmed) bookings of one court whose times overlap: must be 0. */
  overlappingPairs: number;
  /** Every row, whatever its status: each 201 must have made exactly one. */
  totalBookings: number;
  /** Holds that lapsed and were released (only with holds shorter than the run). */
  expiredBookings: number;
  /** Court time held by active bookings, in hours. */
  activeHours: number;
}

export async function countBookings(url: string): Promise<BookingCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const overlaps = await client.query<{ pairs: number }>(`
      select count(*)::int as pairs
      from bookings a
      join bookings b on a.court_id = b.court_id and a.id < b.id and a.time_range && b.time_range
      where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`);
    const totals = await client.query<{ total: number; expired: number; hours: number }>(`
      select count(*)::int as total,
        (count(*) filter (where status = 'expired'))::int as expired,
        coalesce(sum(extract(epoch from ends_at - starts_at)) filter (
          where status in ('pending', 'confirmed')), 0)::float8 / 3600 as hours
      from bookings`);
    return {
      overlappingPairs: overlaps.rows[0]?.pairs ?? -1,
      totalBookings: totals.rows[0]?.total ?? -1,
      expiredBookings: totals.rows[0]?.expired ?? -1,
      activeHours: totals.rows[0]?.hours ?? -1,
    };
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds used so far by each PostgreSQL backend connected to the benchmark's database (the
 * API's pools), by pid: read before and after the load, the difference is the database's share.
 * PostgreSQL must run on this machine, as the default BENCH_DATABASE_URL has it.
 */
export async function backendCpuSeconds(url: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const seconds = new Map<number, number>();
    for (const { pid } of rows) {
      const cpu = await cpuSecondsOf(pid);
      if (cpu !== undefined) seconds.set(pid, cpu);
    }
    return seconds;
  } finally {
    await client.end();
  }
}
