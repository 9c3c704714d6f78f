import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { WAITLIST_OFFER_QUEUE } from '../../src/db/job-queue';
import { insertAccount, PASSWORD } from '../helpers/accounts';
import { daysFromToday } from '../helpers/bookings';
import { emailsSent } from '../helpers/email-queue';
import { insertCourt, insertLocation } from '../helpers/factories';
import {
  createFreshPostgres,
  insertBookingStaff,
  logInOver,
  serverSettings,
} from '../helpers/fresh-postgres';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher';
import { startServer, type RunningServer } from '../helpers/server-process';

/** The court booking locks' first key (create-booking.repository.ts). */
const COURT_BOOKING_LOCKS = 727_275;

const post = async (url: string, token: string, body?: unknown, method = 'POST') => {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The waitlist across API processes (Step 18): a freed slot is offered exactly once, whichever
 * processes hear of it, and a process killed while offering does not lose the offer.
 */
describe('waitlist offers from several API processes', () => {
  const target = inject('testDatabase');
  const cleanups: (() => Promise<unknown>)[] = [];
  let settings: Record<string, string>;
  let direct: DatabaseHandle;
  let mail: MailCatcher;
  let locationId: number;
  const date = daysFromToday(3);

  beforeAll(async () => {
    if (target.kind !== 'postgres') throw new Error('this file needs TEST_DATABASE=postgres');
    const database = await createFreshPostgres(target.adminUrl);
    cleanups.push(database.drop);
    mail = await startMailCatcher();
    cleanups.push(() => mail.close());
    settings = { ...serverSettings(database), SMTP_URL: mail.url, WAITLIST_SWEEP_SECONDS: '1' };
    // The first process migrates the new database; the others find it ready.
    const first = await startServer(settings);
    await first.stop();
    direct = openPostgres(database.url, 2);
    cleanups.push(() => direct.close());
    locationId = (await insertLocation(direct.db, { timeZone: 'America/New_York' })).id;
  }, 120_000);

  afterAll(async () => {
    for (const cleanUp of cleanups.reverse()) await cleanUp();
  });

  /** A court with staff's booking of 18:00–19:00 on it, and three players waiting for it. */
  async function waitingForACourt(server: RunningServer) {
    const court = await insertCourt(direct.db, locationId, { hourlyFeeCents: 4000 });
    const staff = await insertBookingStaff(direct.db, locationId);
    const staffToken = await logInOver(server.url, { email: staff.email, password: PASSWORD });
    const booked = await post(`${server.url}/api/court-bookings/`, staffToken, {
      location: locationId,
      court_id: court.id,
      booking_date: date,
      start_time: '18:00',
      duration: 1,
      book_for_four_weeks: 'False',
      total_price: '40',
    });
    expect(booked.status).toBe(201);
    const bookingId = (booked.body.data as { booking_id: number }[])[0]!.booking_id;
    const players = [];
    for (let i = 0; i < 3; i++) {
      const player = await insertAccount(direct.db, { homeLocationId: locationId });
      const token = await logInOver(server.url, {
        email: player.email,
        password: PASSWORD,
        location: locationId,
      });
      const joined = await post(`${server.url}/api/waitlist/`, token, {
        location_id: locationId,
        court_id: court.id,
        booking_date: date,
        from_time: '18:00',
        to_time: '19:00',
        duration_minutes: 60,
      });
      expect(joined.status).toBe(201);
      players.push(player);
    }
    const cancel = (on: RunningServer) =>
      post(
        `${on.url}/api/court-bookings/${bookingId}/`,
        staffToken,
        { status: 'cancelled' },
        'PUT',
      );
    return { court, players, cancel };
  }

  /** Waits until no offer job is in any of `states` (every one queued has run). */
  const offerJobsDone = (states: string[]) =>
    until('the offer jobs to run', async () => {
      const [row] = rowsOf<{ n: number }>(
        await direct.db.execute(
          sql`select count(*)::int as n from pgboss.job
              where name = ${WAITLIST_OFFER_QUEUE} and state::text in (${sql.join(
                states.map((state) => sql`${state}`),
                sql`, `,
              )})`,
        ),
      );
      return row?.n === 0 ? true : undefined;
    });
  const offersTo = (email: string) =>
    mail.to(email).filter((m) => m.subject.startsWith('A court is free for you'));
  const offerHolds = async (courtId: number) =>
    rowsOf<{ user_id: number; status: string }>(
      await direct.db.execute(
        sql`select user_id, status from bookings where court_id = ${courtId} and status = 'pending'`,
      ),
    );

  it('offers a slot freed on one process exactly once, with two processes listening', async () => {
    const servers = [await startServer(settings), await startServer(settings)];
    try {
      const { court, players, cancel } = await waitingForACourt(servers[1]!);
      expect((await cancel(servers[0]!)).status).toBe(200);
      await until('the offer email', async () =>
        offersTo(players[0]!.email).length > 0 ? true : undefined,
      );
      // Both processes heard the slot freed and each sweeps every second.
      await until('the freed slot handled', async () => {
        const [row] = rowsOf<{ open: number }>(
          await direct.db.execute(
            sql`select count(*)::int as open from freed_slots where handled_at is null`,
          ),
        );
        return row?.open === 0 ? true : undefined;
      });
      await offerJobsDone(['created', 'retry', 'active']);
      await emailsSent(direct.db, 30_000);
      expect(offersTo(players[0]!.email)).toHaveLength(1);
      expect(offersTo(players[1]!.email)).toHaveLength(0);
      expect(offersTo(players[2]!.email)).toHaveLength(0);
      expect(await offerHolds(court.id)).toEqual([{ user_id: players[0]!.id, status: 'pending' }]);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }, 120_000);

  it('makes the offer once when the process making it is killed', async () => {
    const victim = await startServer(settings);
    let survivor: RunningServer | undefined;
    const locker = new pg.Client({ connectionString: settings.DATABASE_URL });
    await locker.connect();
    try {
      const { court, players, cancel } = await waitingForACourt(victim);
      // Hold the court's booking lock: the offer, once under way, waits for it mid-transaction.
      const reserved = locker;
      try {
        await reserved.query('select pg_advisory_lock($1::int, $2::int)', [
          COURT_BOOKING_LOCKS,
          court.id,
        ]);
        expect((await cancel(victim)).status).toBe(200);
        await until('the offer job waiting on the court', async () => {
          const { rows } = await reserved.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_locks
             where locktype = 'advisory' and not granted and objid = $1`,
            [court.id],
          );
          return rows[0]!.waiting > 0 ? true : undefined;
        });
        // The cancellation's own email goes out first: the process killed holds no email.
        await emailsSent(direct.db, 30_000);
        const [active] = rowsOf<{ n: number }>(
          await direct.db.execute(
            sql`select count(*)::int as n from pgboss.job where name = ${WAITLIST_OFFER_QUEUE} and state = 'active'`,
          ),
        );
        expect(active!.n).toBe(1);
        await victim.kill();
        survivor = await startServer(settings);
      } finally {
        await reserved.query('select pg_advisory_unlock_all()');
      }
      await until('the offer email', async () =>
        offersTo(players[0]!.email).length > 0 ? true : undefined,
      );
      // The killed process's job stays active until it expires (its retry then finds the slot
      // handled); every other job of the slot has run.
      await offerJobsDone(['created', 'retry']);
      await emailsSent(direct.db, 30_000);
      expect(offersTo(players[0]!.email)).toHaveLength(1);
      expect(offersTo(players[1]!.email)).toHaveLength(0);
      expect(await offerHolds(court.id)).toEqual([{ user_id: players[0]!.id, status: 'pending' }]);
    } finally {
      await survivor?.stop();
      await victim.stop().catch(() => undefined);
      await locker.end();
    }
  }, 180_000);
});
