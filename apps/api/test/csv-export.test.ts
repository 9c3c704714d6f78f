import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AvailabilityMessages,
  REPORT_CSV_HEADER,
  ReportMessages,
  UserType,
  type ApiEnvelope,
  ValidationMessages,
} from '@courtbook/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { insertCourt, insertLocation, insertUser } from './helpers/factories';
import { csvLines, insertReportBooking } from './helpers/reports';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

const HEADER =
  'Created at (club time),Date played,Start,Duration,Court,Location,Player name,Email,Phone,Country,Amount,Tax,Card fee,Total,Status,Paid by,Paid at club';
const RANGE = 'start_date=2026-03-01&end_date=2026-03-07';
/** The data lines (each starts with its booking date; one player's name holds a line break). */
const records = (body: string) => csvLines(body).filter((line) => /^\d{4}-\d\d-\d\d /.test(line));

describe('CSV export: /api/download_csv/', () => {
  let ctx: TestContext;
  let superAdmin: SignedIn;
  let reportingAdmin: SignedIn;
  let bookingsAdmin: SignedIn;
  let player: SignedIn;
  let clubA: { id: number; name: string };
  let clubB: { id: number; name: string };
  let courtA: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    clubA = await insertLocation(db, { name: 'Oak, "North" Club', timeZone: 'America/New_York' });
    clubB = await insertLocation(db, { name: 'Bay Club', timeZone: 'UTC' });
    courtA = (await insertCourt(db, clubA.id, { courtNumber: 7 })).id;
    const courtB = (await insertCourt(db, clubB.id, { courtNumber: 1 })).id;

    const players = await Promise.all(
      [
        ['Ann', 'Able', '+12155550100'],
        ['Line', 'One\nTwo', '2155550101'],
        ['=HYPERLINK("http://evil.test","x")', 'Hacker', '2155550102'],
        ['+SUM(1)', 'Plus', '2155550103'],
        ['-2+3', 'Minus', '2155550104'],
        ['@cmd', 'At', '=1+1'],
      ].map(([firstName, lastName, phone], i) =>
        insertUser(db, { firstName, lastName, phone, email: `csv${i}@example.test` }),
      ),
    );
    // One booking a day from the 2nd, 10:00-11:30 local (UTC-5); the first made on the 1st at 10:15.
    for (const [i, p] of players.entries()) {
      const day = String(2 + i).padStart(2, '0');
      await insertReportBooking(db, {
        courtId: courtA,
        locationId: clubA.id,
        userId: p.id,
        startsAt: `2026-03-${day}T15:00:00Z`,
        endsAt: `2026-03-${day}T16:30:00Z`,
        timeZone: 'America/New_York',
        status: i === 1 ? 'cancelled' : 'confirmed',
        // Ann Able paid by card; the others hold no payment.
        ...(i === 0 ? { payment: 'succeeded' as const } : {}),
        values: { createdAt: new Date(`2026-03-01T15:15:00Z`) },
      });
    }
    await insertReportBooking(db, {
      courtId: courtB,
      locationId: clubB.id,
      userId: players[0]!.id,
      startsAt: '2026-03-03T08:00:00Z',
      endsAt: '2026-03-03T09:00:00Z',
      status: 'confirmed',
      payment: 'succeeded',
      provider: 'local',
      values: { createdAt: new Date('2026-02-20T12:00:00Z') },
    });

    superAdmin = await signIn(ctx.app, db, { userType: UserType.SuperAdmin });
    reportingAdmin = await signIn(ctx.app, db, {
      userType: UserType.LocationAdmin,
      permissions: ['reporting'],
      locationIds: [clubA.id],
    });
    bookingsAdmin = await signIn(ctx.app, db, {
      userType: UserType.LocationAdmin,
      permissions: ['court_bookings'],
      locationIds: [clubA.id],
    });
    player = await signIn(ctx.app, db, { userType: UserType.Player, locationIds: [clubA.id] });
  });
  afterAll(() => ctx.app.close());

  const download = (query: string, who: SignedIn | null = superAdmin) =>
    ctx.app.inject({ method: 'GET', url: `/api/download_csv/?${query}`, headers: who?.headers });

  it('answers a CSV file with the header row and one line per session', async () => {
    const res = await download(`location=${clubA.id}&${RANGE}&search=able`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bookings-2026-03-01-to-2026-03-07.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(REPORT_CSV_HEADER.join(',')).toBe(HEADER);
    expect(csvLines(res.body)).toEqual([
      HEADER,
      `2026-03-01 10:15,2026-03-02,10:00,1:30,7,"Oak, ""North"" Club",Ann Able,csv0@example.test,+12155550100,US,40.00,3.20,1.20,44.40,completed,card,`,
    ]);
  });

  it('quotes commas, quotes and line breaks, and escapes cells that start a formula', async () => {
    const body = (await download(`location=${clubA.id}&${RANGE}`)).body;
    expect(body).toContain(`,"Oak, ""North"" Club","Line One\nTwo",csv1@example.test,2155550101,`);
    expect(body).toContain(`,"'=HYPERLINK(""http://evil.test"",""x"") Hacker",csv2@example.test,`);
    expect(body).toContain(`,'+SUM(1) Plus,csv3@example.test,`);
    expect(body).toContain(`,'-2+3 Minus,csv4@example.test,`);
    expect(body).toContain(`,'@cmd At,csv5@example.test,'=1+1,`);
    // A phone number in E.164 is data: exactly as stored, no quote in front.
    expect(body).toContain(`,Ann Able,csv0@example.test,+12155550100,`);
    expect(body.replaceAll(',+12155550100,', ',')).not.toMatch(/,[=+@-]/);
  });

  it('applies the filters: location, dates, search and status; newest first', async () => {
    const rows = async (query: string) => records((await download(query)).body);
    const all = await rows(RANGE);
    expect(all).toHaveLength(7);
    expect(all.map((line) => line.split(',')[1])).toEqual([
      '2026-03-07',
      '2026-03-06',
      '2026-03-05',
      '2026-03-04',
      '2026-03-03',
      '2026-03-03',
      '2026-03-02',
    ]);
    expect(await rows(`location=${clubB.id}&${RANGE}`)).toEqual([
      `2026-02-20 12:00,2026-03-03,08:00,1:00,1,Bay Club,Ann Able,csv0@example.test,+12155550100,US,40.00,3.20,1.20,44.40,completed,test,`,
    ]);
    expect(await rows('start_date=2026-03-04&end_date=2026-03-05')).toHaveLength(2);
    expect(await rows(`${RANGE}&status=cancelled`)).toHaveLength(1);
    // A confirmed session with no payment and no pay-at-club confirmation counts in no figure.
    expect(all[0]).toMatch(/,completed,,$/);
    expect(await rows(`${RANGE}&search=hacker`)).toHaveLength(1);
    expect(await rows(`${RANGE}&search=7`)).toHaveLength(6);
    expect(await rows('start_date=2027-01-01&end_date=2027-01-31')).toEqual([]);
  });

  it('keeps to the caller: scope, permission, token, and checks the query first', async () => {
    const own = records((await download(RANGE, reportingAdmin)).body);
    expect(own).toHaveLength(6);
    expect(own.some((line) => line.includes('Bay Club'))).toBe(false);
    const outOfScope = await download(`location=${clubB.id}`, reportingAdmin);
    expect(outOfScope.statusCode).toBe(404);
    expect(outOfScope.json<ApiEnvelope>().message).toBe(ReportMessages.locationNotFound);
    expect((await download('', null)).statusCode).toBe(401);
    expect((await download('', player)).statusCode).toBe(403);
    const refused = await download('', bookingsAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiEnvelope>().message).toBe(ReportMessages.noPermission);
    const bad = await download('start_date=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiEnvelope>().errors?.[0]).toBe(AvailabilityMessages.dateInvalid);
    const reversed = await download('start_date=2026-03-02&end_date=2026-03-01');
    expect(reversed.json<ApiEnvelope>().errors?.[0]).toBe(ValidationMessages.startDateAfterEnd);
  });

  it('streams a large export in batches, chunked, with every row once', async () => {
    const db = ctx.database.db;
    const club = await insertLocation(db, { name: 'Big Club', timeZone: 'UTC' });
    const courtIds = await Promise.all(
      Array.from(
        { length: 10 },
        async (_, i) => (await insertCourt(db, club.id, { courtNumber: i + 1 })).id,
      ),
    );
    const someone = await insertUser(db, { firstName: 'Bulk', lastName: 'Player' });
    // 5,000 sessions: 10 courts × 25 days × 20 one-hour slots (02:00 to 22:00).
    const rows = Array.from({ length: 5000 }, (_, n) => {
      const court = n % 10;
      const slot = Math.floor(n / 10) % 20;
      const day = Math.floor(n / 200);
      const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      const hour = String(2 + slot).padStart(2, '0');
      const endHour = String(3 + slot).padStart(2, '0');
      return {
        courtId: courtIds[court]!,
        locationId: club.id,
        userId: someone.id,
        bookingDate: date,
        startTime: `${hour}:00:00`,
        endTime: `${endHour}:00:00`,
        startsAt: new Date(`${date}T${hour}:00:00Z`),
        endsAt: new Date(`${date}T${endHour}:00:00Z`),
        status: 'confirmed' as const,
        sessionFeeCents: 4000,
        sessionTaxCents: 320,
        sessionCardFeeCents: 120,
        totalPriceCents: 4000,
        fullTaxCents: 320,
        fullCardFeeCents: 120,
        onAmountCents: 4440,
      };
    });
    for (let i = 0; i < rows.length; i += 1000) {
      await db.insert(bookings).values(rows.slice(i, i + 1000));
    }

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        httpGet(
          {
            port,
            host: '127.0.0.1',
            path: `/api/download_csv/?location=${club.id}&start_date=2025-01-01&end_date=2025-01-31`,
            headers: superAdmin.headers,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
            );
            res.on('error', reject);
          },
        ).on('error', reject);
      },
    );
    // Streamed: no length known up front.
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    const lines = csvLines(body);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(5001);
    expect(lines[1]).toMatch(
      /^2026-\d\d-\d\d \d\d:\d\d,2025-01-25,21:00,1:00,10,Big Club,Bulk Player,/,
    );
    expect(lines[5000]).toMatch(/,2025-01-01,02:00,1:00,1,Big Club,Bulk Player,/);
    const keys = new Set(lines.slice(1).map((line) => line.split(',').slice(1, 5).join(' ')));
    expect(keys.size).toBe(5000);
  });
});
