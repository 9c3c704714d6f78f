import { receiptNumberOf } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import {
  bookings,
  contactMessages,
  localPaymentIntents,
  membershipPlans,
  memberships,
  payments,
  playerNotes,
  waitlistEntries,
} from '../../src/db/schema';
import { insertAccount, PASSWORD, uniqueEmail } from './accounts';
import { daysFromToday } from './bookings';
import { insertBooking, insertCourt, insertLocation } from './factories';
import { signIn, type SignedIn } from './staff';
import type { TestContext } from './test-app';

/**
 * One row per API route: a request that reaches it (creating what it acts on) and the status each
 * kind of caller must get. The authorization matrix and the bad-input tests run from this table.
 */

export const PARTIES = [
  'anonymous',
  'playerA',
  'playerB',
  'adminL1',
  'adminL2',
  'reportingOnly',
  'superAdmin',
] as const;
export type Party = (typeof PARTIES)[number];
export type Statuses = Record<Party, number>;

export interface World {
  loc1: { id: number; name: string };
  loc2: { id: number; name: string };
  court1: number;
  court2: number;
  playerA: { id: number; email: string };
  playerB: { id: number; email: string };
  bookingA: number;
  bookingB: number;
  messageId: number;
}

export interface Request {
  url: string;
  payload?: unknown;
}

export interface Cell {
  party: Party;
  world: World;
  /** A number for this cell alone, to make unique slots, emails and names. */
  n: number;
  ctx: TestContext;
}

export interface RouteCase {
  /** As the route table names it: `GET /api/court-bookings/{id}/`. */
  route: string;
  /** The request one cell sends; may first create what it acts on (a fresh court to delete). */
  request: (cell: Cell) => Request | Promise<Request>;
  expect: Statuses;
  /** The cell acts as a new account of the same kind (logout revokes every token of its account). */
  freshAccount?: boolean;
}

const all = (status: number): Statuses =>
  Object.fromEntries(PARTIES.map((p) => [p, status])) as Statuses;
/** Needs a token; every signed-in caller gets `status`. */
const signedIn = (status: number): Statuses => ({ ...all(status), anonymous: 401 });
/** Staff only: players 403. */
const staff = (statuses: Partial<Statuses>): Statuses => ({
  anonymous: 401,
  playerA: 403,
  playerB: 403,
  adminL1: 200,
  adminL2: 200,
  reportingOnly: 200,
  superAdmin: 200,
  ...statuses,
});

/** A membership plan at the location, 20 % off (inserted, not through the API). */
async function insertPlan(ctx: TestContext, locationId: number, n: number) {
  const [row] = await ctx.database.db
    .insert(membershipPlans)
    .values({
      locationId,
      name: `Matrix Plan ${n}`,
      priceCents: 10_000,
      ruleKind: 'percent_off',
      ruleValue: 2000,
    })
    .returning();
  return row!;
}

/** A player of their own registered at the location (memberships may not overlap per player). */
const newPlayerAt = (ctx: TestContext, locationId: number) =>
  insertAccount(ctx.database.db, { homeLocationId: locationId });

/** A contact message sent from `locationId`. */
async function insertMessage(ctx: TestContext, locationId: number, n: number) {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      firstName: 'Old',
      lastName: 'Note',
      email: `note${n}@example.test`,
      phone: '+12155550100',
      message: 'Do you rent rackets?',
      locationId,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const futureSlot = (n: number) => ({
  booking_date: daysFromToday(2 + (n % 20)),
  start_time: `${String(6 + (Math.floor(n / 20) % 16)).padStart(2, '0')}:00`,
});

/** A waitlist entry of player A at location 2 (so player A's own joins at location 1 stay under the limit). */
async function waitlistEntryOfA({ ctx, world, n }: Cell): Promise<number> {
  const date = daysFromToday(30 + (n % 200));
  const [row] = await ctx.database.db
    .insert(waitlistEntries)
    .values({
      userId: world.playerA.id,
      locationId: world.loc2.id,
      entryDate: date,
      fromTime: '18:00:00',
      toTime: '20:00:00',
      durationMinutes: 60,
      expiresAt: new Date(`${date}T23:00:00Z`),
    })
    .returning({ id: waitlistEntries.id });
  return row!.id;
}

/** Only the entry's own player reaches it; anyone else is told it does not exist. */
const ownerOnly = (ownerStatus: number): Statuses => ({
  ...all(404),
  anonymous: 401,
  playerA: ownerStatus,
});

/** A pending booking of player A at location 1 (hold for an hour), for cells that change one. */
async function freshBookingOfA({ ctx, world, n }: Cell): Promise<number> {
  const day = daysFromToday(40 + (n % 200));
  const row = await insertBooking(ctx.database.db, {
    courtId: world.court1,
    locationId: world.loc1.id,
    userId: world.playerA.id,
    startsAt: `${day}T${String(6 + (Math.floor(n / 200) % 16)).padStart(2, '0')}:00:00Z`,
    endsAt: `${day}T${String(7 + (Math.floor(n / 200) % 16)).padStart(2, '0')}:00:00Z`,
    holdExpiresAt: new Date(Date.now() + 3_600_000),
  });
  return row.id;
}

/** A booking of player A at location 1 that staff confirmed, to be paid at the club. */
async function freshPayAtClubBookingOfA(cell: Cell): Promise<number> {
  const id = await freshBookingOfA(cell);
  await cell.ctx.database.db
    .update(bookings)
    .set({ status: 'confirmed', holdExpiresAt: null, paymentDue: 'venue' })
    .where(eq(bookings.id, id));
  return id;
}

/** A booking of player A at location 1 paid by card (the local provider's intent charged). */
async function freshCardPaidBookingOfA(cell: Cell): Promise<number> {
  const id = await freshBookingOfA(cell);
  const db = cell.ctx.database.db;
  const [row] = await db
    .update(bookings)
    .set({ status: 'confirmed', holdExpiresAt: null })
    .where(eq(bookings.id, id))
    .returning();
  const intentId = `pi_local_matrix_${cell.n}_${id}`;
  await db.insert(localPaymentIntents).values({
    id: intentId,
    clientSecret: `${intentId}_secret`,
    idempotencyKey: `matrix-${intentId}`,
    amountCents: row!.onAmountCents,
    currency: 'usd',
    status: 'succeeded',
  });
  await db.insert(payments).values({
    seriesId: row!.seriesId,
    userId: row!.userId,
    provider: 'local',
    providerPaymentId: intentId,
    amountCents: row!.onAmountCents,
    currency: 'usd',
    status: 'succeeded',
  });
  return id;
}

/** Where a session of location 1 may move: a fresh court of it, free at 6 PM on a date to come. */
async function freeSlotAtLocation1({ ctx, world, n }: Cell) {
  const court = await insertCourt(ctx.database.db, world.loc1.id);
  return {
    court_id: court.id,
    booking_date: daysFromToday(2 + (n % 20)),
    start_time: '18:00',
    end_time: '19:00',
  };
}

/** The receipt number of a booking of player A paid in cash at the desk. */
async function deskReceiptOfA(cell: Cell): Promise<string> {
  const id = await freshPayAtClubBookingOfA(cell);
  await cell.ctx.database.db
    .update(bookings)
    .set({ venuePaidAt: new Date(), venuePaidMethod: 'cash' })
    .where(eq(bookings.id, id));
  return receiptNumberOf('desk', id);
}

const adminBody = (world: World, n: number) => ({
  first_name: 'Loc',
  last_name: `Admin${n}`,
  email: uniqueEmail('admin'),
  phone: '+12155550100',
  country: 'US',
  user_type: 1,
  location_ids: [world.loc1.id],
  permissions: ['court_bookings'],
  password: PASSWORD,
  confirm_password: PASSWORD,
});

/** A location admin of location 1 that one cell may read, change or remove. */
async function freshAdmin({ ctx, world }: Cell): Promise<number> {
  const admin = await signIn(ctx.app, ctx.database.db, {
    userType: 1,
    permissions: ['court_bookings'],
    locationIds: [world.loc1.id],
  });
  return admin.user.id;
}

export const ROUTE_CASES: RouteCase[] = [
  { route: 'GET /api/health/', request: () => ({ url: '/api/health/' }), expect: all(200) },
  {
    route: 'GET /api/all_locations/',
    request: () => ({ url: '/api/all_locations/' }),
    expect: all(200),
  },
  {
    route: 'POST /api/locations/',
    request: ({ n }) => ({
      url: '/api/locations/',
      payload: { name: `Matrix New ${n}`, address_1: '1 Main St', time_zone: 'America/Chicago' },
    }),
    expect: staff({ adminL1: 403, adminL2: 403, reportingOnly: 403, superAdmin: 201 }),
  },
  {
    route: 'GET /api/locations/',
    request: () => ({ url: '/api/locations/' }),
    expect: staff({}),
  },
  {
    route: 'GET /api/locations/{id}/',
    request: ({ world }) => ({ url: `/api/locations/${world.loc1.id}/` }),
    expect: staff({ adminL2: 404 }),
  },
  {
    route: 'PUT /api/locations/{id}/',
    request: ({ world }) => ({
      url: `/api/locations/${world.loc1.id}/`,
      payload: { name: world.loc1.name, address_1: '1 North St', time_zone: 'America/New_York' },
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'DELETE /api/locations/{id}/',
    request: async ({ ctx, n }) => {
      const location = await insertLocation(ctx.database.db, { name: `Matrix Doomed ${n}` });
      return { url: `/api/locations/${location.id}/` };
    },
    expect: staff({ adminL1: 403, adminL2: 403, reportingOnly: 403 }),
  },
  {
    route: 'GET /api/my_location/',
    request: () => ({ url: '/api/my_location/' }),
    expect: staff({}),
  },
  {
    route: 'GET /api/get_locations_byAdmin/',
    request: () => ({ url: '/api/get_locations_byAdmin/' }),
    expect: staff({}),
  },
  {
    route: 'GET /api/locations/{id}/courts/',
    request: ({ world }) => ({ url: `/api/locations/${world.loc1.id}/courts/` }),
    expect: staff({ adminL2: 404 }),
  },
  {
    route: 'POST /api/courts/',
    request: ({ world, n }) => ({
      url: '/api/courts/',
      payload: { location_id: world.loc1.id, court_number: 1000 + n, court_fee_hrs: '30.00' },
    }),
    expect: staff({ adminL1: 201, adminL2: 404, reportingOnly: 403, superAdmin: 201 }),
  },
  {
    route: 'GET /api/courts/{id}/',
    request: ({ world }) => ({ url: `/api/courts/${world.court1}/` }),
    // Any staff member in scope may read a court.
    expect: staff({ adminL2: 404 }),
  },
  {
    route: 'PUT /api/courts/{id}/',
    request: ({ world }) => ({
      url: `/api/courts/${world.court1}/`,
      payload: { court_fee_hrs: '40.00' },
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'DELETE /api/courts/{id}/',
    request: async ({ ctx, world }) => {
      const court = await insertCourt(ctx.database.db, world.loc1.id);
      return { url: `/api/courts/${court.id}/` };
    },
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'GET /api/courts/{id}/closures/',
    request: ({ world }) => ({ url: `/api/courts/${world.court1}/closures/` }),
    // Any staff member in scope may read a court.
    expect: staff({ adminL2: 404 }),
  },
  {
    route: 'POST /api/courts/{id}/closures/',
    request: ({ world, n }) => ({
      url: `/api/courts/${world.court1}/closures/`,
      payload: {
        start: `${daysFromToday(300 + n)}T08:00`,
        end: `${daysFromToday(300 + n)}T09:00`,
        reason: 'Resurfacing',
      },
    }),
    expect: staff({ adminL1: 201, adminL2: 404, reportingOnly: 403, superAdmin: 201 }),
  },
  {
    route: 'DELETE /api/courts/{id}/closures/{closureId}/',
    request: async ({ ctx, world, n }) => {
      const admin = await signIn(ctx.app, ctx.database.db, { userType: 0 });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/courts/${world.court1}/closures/`,
        headers: admin.headers,
        payload: {
          start: `${daysFromToday(500 + n)}T08:00`,
          end: `${daysFromToday(500 + n)}T09:00`,
        },
      });
      return { url: `/api/courts/${world.court1}/closures/${res.json<{ id: number }>().id}/` };
    },
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/user-register/',
    request: ({ world, n }) => ({
      url: '/api/user-register/',
      payload: {
        first_name: 'Matrix',
        last_name: `Player${n}`,
        email: uniqueEmail('matrix'),
        phone: '+12155550100',
        country: 'US',
        user_type: '2',
        password: PASSWORD,
        confirm_password: PASSWORD,
        location_id: world.loc1.id,
      },
    }),
    expect: all(201),
  },
  {
    route: 'GET /api/verify-email/{uuid}/',
    request: () => ({ url: '/api/verify-email/7d9f0a4e-1c1b-4b8e-9d55-0a1b2c3d4e5f/' }),
    expect: all(400),
  },
  {
    route: 'POST /api/resend-verification/',
    request: () => ({
      url: '/api/resend-verification/',
      payload: { email: 'nobody@example.test' },
    }),
    expect: all(200),
  },
  {
    route: 'POST /api/login/',
    request: ({ world }) => ({
      url: '/api/login/',
      payload: { email: world.playerA.email, password: 'Wrong1!pass' },
    }),
    expect: all(401),
  },
  {
    route: 'POST /api/logout/',
    request: () => ({ url: '/api/logout/', payload: {} }),
    expect: signedIn(200),
    freshAccount: true,
  },
  {
    route: 'POST /api/send-reset-email/',
    // An address of its own per cell: the 59-second rule holds for unknown emails too.
    request: ({ n }) => ({
      url: '/api/send-reset-email/',
      payload: { email: `nobody-${n}@example.test` },
    }),
    expect: all(200),
  },
  {
    route: 'POST /api/resend-otp/',
    request: ({ n }) => ({
      url: '/api/resend-otp/',
      payload: { email: `nobody-${n}@example.test` },
    }),
    expect: all(200),
  },
  {
    route: 'POST /api/verify-otp/',
    request: () => ({
      url: '/api/verify-otp/',
      payload: { email: 'nobody@example.test', otp: 123456 },
    }),
    expect: all(400),
  },
  {
    route: 'POST /api/reset-password/',
    request: () => ({
      url: '/api/reset-password/',
      payload: { email: 'nobody@example.test', new_password: PASSWORD, confirm_password: PASSWORD },
    }),
    expect: all(400),
  },
  { route: 'GET /api/profile/', request: () => ({ url: '/api/profile/' }), expect: signedIn(200) },
  {
    route: 'PUT /api/profile/',
    request: () => ({
      url: '/api/profile/',
      payload: { first_name: 'Same', last_name: 'Name', phone: '+12155550100', country: 'US' },
    }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/profile/location/',
    request: ({ world }) => ({
      url: '/api/profile/location/',
      payload: { location: world.loc1.id },
    }),
    expect: { ...all(403), anonymous: 401, playerA: 200, playerB: 200 },
  },
  {
    route: 'POST /api/check_court_availability/',
    request: ({ world }) => ({
      url: '/api/check_court_availability/',
      payload: {
        location_id: world.loc1.id,
        date: daysFromToday(5),
        start_time: '10:00',
        end_time: '11:00',
        book_for_four_weeks: 'False',
      },
    }),
    expect: all(200),
  },
  {
    route: 'POST /api/quote/',
    request: ({ world }) => ({
      url: '/api/quote/',
      payload: {
        location_id: world.loc1.id,
        court_id: world.court1,
        booking_date: daysFromToday(5),
        start_time: '10:00',
        end_time: '11:00',
        book_for_four_weeks: 'False',
      },
    }),
    expect: all(200),
  },
  {
    route: 'POST /api/fair-use-check/',
    request: ({ world }) => ({
      url: '/api/fair-use-check/',
      payload: {
        location_id: world.loc1.id,
        booking_date: daysFromToday(5),
        start_time: '10:00',
        end_time: '11:00',
      },
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/quotes/',
    request: ({ world }) => ({
      url: '/api/quotes/',
      payload: {
        location_id: world.loc1.id,
        booking_date: daysFromToday(5),
        book_for_four_weeks: 'False',
        slots: [{ start_time: '10:00', end_time: '11:00' }],
      },
    }),
    expect: all(200),
  },
  {
    route: 'GET /api/day_availability/',
    request: ({ world }) => ({
      url: `/api/day_availability/?location_id=${world.loc1.id}&date=${daysFromToday(5)}`,
    }),
    expect: all(200),
  },
  {
    route: 'GET /api/month_availability/',
    request: ({ world }) => ({
      url: `/api/month_availability/?location_id=${world.loc1.id}&month=${daysFromToday(5).slice(0, 7)}`,
    }),
    expect: all(200),
  },
  {
    route: 'GET /api/get_courtbookings/',
    request: ({ world }) => ({ url: `/api/get_courtbookings/?location=${world.loc1.id}` }),
    expect: all(200),
  },
  {
    route: 'POST /api/contact-us/',
    request: ({ n }) => ({
      url: '/api/contact-us/',
      payload: {
        first_name: 'Casey',
        last_name: 'Contact',
        email: `casey${n}@example.test`,
        phone: '+12155550100',
        message: 'Do you have lessons?',
      },
    }),
    expect: all(201),
  },
  // Contact messages: every staff member, each seeing the messages sent from their clubs (the
  // world's message is from location 1); a super admin sees all.
  {
    route: 'GET /api/contact-us/',
    request: () => ({ url: '/api/contact-us/' }),
    expect: staff({}),
  },
  {
    route: 'PATCH /api/contact-us/{id}/',
    request: ({ world }) => ({
      url: `/api/contact-us/${world.messageId}/`,
      payload: { is_read: true },
    }),
    expect: staff({ adminL2: 404 }),
  },
  {
    route: 'POST /api/contact-us/{id}/reply/',
    // A message of its own: each is answered once.
    request: async ({ ctx, world, n }) => ({
      url: `/api/contact-us/${await insertMessage(ctx, world.loc1.id, n)}/reply/`,
      payload: { reply: 'Thanks for writing: yes, we do.' },
    }),
    expect: staff({ adminL2: 404 }),
  },
  {
    route: 'DELETE /api/contact-us/{id}/',
    request: async ({ ctx, world, n }) => ({
      url: `/api/contact-us/${await insertMessage(ctx, world.loc1.id, n)}/`,
    }),
    expect: staff({ adminL2: 404 }),
  },
  {
    route: 'POST /api/court-bookings/',
    request: ({ world, n }) => ({
      url: '/api/court-bookings/',
      payload: {
        location: world.loc1.id,
        court_id: world.court1,
        ...futureSlot(n),
        duration: 1,
        book_for_four_weeks: 'False',
        total_price: '40.00',
        // Read from staff only: the player they book for.
        user_email: world.playerA.email,
      },
    }),
    // Player B may not book for player A; admin L2 may not book at location 1.
    expect: {
      anonymous: 401,
      playerA: 201,
      playerB: 403,
      adminL1: 201,
      adminL2: 403,
      reportingOnly: 403,
      superAdmin: 201,
    },
  },
  {
    route: 'GET /api/court-bookings/',
    request: () => ({ url: '/api/court-bookings/?type=all' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/court-bookings/{id}/',
    request: ({ world }) => ({ url: `/api/court-bookings/${world.bookingA}/` }),
    expect: {
      anonymous: 401,
      playerA: 200,
      playerB: 404,
      adminL1: 200,
      adminL2: 404,
      reportingOnly: 404,
      superAdmin: 200,
    },
  },
  {
    route: 'PUT /api/court-bookings/{id}/',
    request: async (cell) => ({
      url: `/api/court-bookings/${await freshBookingOfA(cell)}/`,
      payload: { status: 'confirmed' },
    }),
    expect: staff({ playerA: 403, playerB: 403, adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/court-bookings/{id}/refunds/',
    request: async (cell) => ({
      url: `/api/court-bookings/${await freshCardPaidBookingOfA(cell)}/refunds/`,
      payload: { amount: '1.00', reason: 'Goodwill for a wet court' },
    }),
    // Staff of the location refund; players never (nor see another's refunds: 403 before any read).
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/court-bookings/{id}/mark-paid/',
    request: async (cell) => ({
      url: `/api/court-bookings/${await freshPayAtClubBookingOfA(cell)}/mark-paid/`,
      payload: { method: 'cash' },
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/court-bookings/{id}/move/',
    request: async (cell) => ({
      url: `/api/court-bookings/${await freshBookingOfA(cell)}/move/`,
      payload: await freeSlotAtLocation1(cell),
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/court-bookings/{id}/move-quote/',
    request: async (cell) => ({
      url: `/api/court-bookings/${await freshBookingOfA(cell)}/move-quote/`,
      payload: await freeSlotAtLocation1(cell),
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/court-bookings/{id}/release/',
    request: async (cell) => ({
      url: `/api/court-bookings/${await freshBookingOfA(cell)}/release/`,
    }),
    // Only its player releases a hold; staff cancel instead (PUT).
    expect: {
      anonymous: 401,
      playerA: 200,
      playerB: 404,
      adminL1: 404,
      adminL2: 404,
      reportingOnly: 404,
      superAdmin: 404,
    },
  },
  {
    route: 'GET /api/court-bookings/{id}/ics/',
    request: ({ world }) => ({ url: `/api/court-bookings/${world.bookingA}/ics/` }),
    expect: {
      anonymous: 401,
      playerA: 200,
      playerB: 404,
      adminL1: 200,
      adminL2: 404,
      reportingOnly: 404,
      superAdmin: 200,
    },
  },
  {
    route: 'GET /api/bookings/{id}/receipts/',
    request: ({ world }) => ({ url: `/api/bookings/${world.bookingA}/receipts/` }),
    expect: {
      anonymous: 401,
      playerA: 200,
      playerB: 404,
      adminL1: 200,
      adminL2: 404,
      reportingOnly: 404,
      superAdmin: 200,
    },
  },
  {
    route: 'GET /api/receipts/{number}/pdf/',
    // Player A's booking paid at the desk: its receipt is D-{its id}.
    request: async (cell) => ({ url: `/api/receipts/${await deskReceiptOfA(cell)}/pdf/` }),
    expect: {
      anonymous: 401,
      playerA: 200,
      playerB: 404,
      adminL1: 200,
      adminL2: 404,
      reportingOnly: 404,
      superAdmin: 200,
    },
  },
  {
    route: 'GET /api/court-bookings/{id}/history/',
    request: ({ world }) => ({ url: `/api/court-bookings/${world.bookingA}/history/` }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'GET /api/booked-locations/',
    request: () => ({ url: '/api/booked-locations/' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/court_schedule/',
    request: ({ world }) => ({
      url: `/api/court_schedule/?location_id=${world.loc1.id}&date=${daysFromToday(5)}`,
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'GET /api/get_booking_byadmin/',
    request: () => ({ url: '/api/get_booking_byadmin/?type=all' }),
    expect: staff({ reportingOnly: 403 }),
  },
  {
    route: 'GET /api/get_booking_byadmin/csv/',
    request: () => ({ url: '/api/get_booking_byadmin/csv/?type=all' }),
    expect: staff({ reportingOnly: 403 }),
  },
  { route: 'GET /api/stripe_key/', request: () => ({ url: '/api/stripe_key/' }), expect: all(200) },
  {
    route: 'POST /api/create-checkout-session/',
    request: async (cell) => ({
      url: '/api/create-checkout-session/',
      payload: { booking_id: await freshBookingOfA(cell) },
    }),
    expect: {
      anonymous: 401,
      playerA: 200,
      playerB: 404,
      adminL1: 200,
      adminL2: 404,
      reportingOnly: 404,
      superAdmin: 200,
    },
  },
  {
    route: 'POST /api/payment-success/',
    request: () => ({ url: '/api/payment-success/', payload: { payment_intent_id: 'pi_unknown' } }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/local-payments/confirm/',
    request: () => ({
      url: '/api/local-payments/confirm/',
      payload: {
        client_secret: 'lpi_unknown_secret_x',
        card_number: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      },
    }),
    expect: signedIn(404),
  },
  // Reports (permission: reporting), asked about location 1.
  {
    route: 'GET /api/reporting-data/',
    request: ({ world }) => ({ url: `/api/reporting-data/?location=${world.loc1.id}` }),
    expect: staff({ adminL2: 404 }),
  },
  {
    route: 'GET /api/reporting-bookings/',
    request: ({ world }) => ({ url: `/api/reporting-bookings/?location=${world.loc1.id}` }),
    expect: staff({ adminL2: 404 }),
  },
  {
    route: 'GET /api/download_csv/',
    request: ({ world }) => ({ url: `/api/download_csv/?location=${world.loc1.id}` }),
    expect: staff({ adminL2: 404 }),
  },
  // Prices (permission: locations).
  {
    route: 'GET /api/my-memberships/',
    request: () => ({ url: '/api/my-memberships/' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/membership-plans/',
    request: ({ world }) => ({ url: `/api/membership-plans/?location_id=${world.loc1.id}` }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/membership-plans/',
    request: ({ world, n }) => ({
      url: '/api/membership-plans/',
      payload: { location_id: world.loc1.id, name: `New Plan ${n}`, price: '100.00' },
    }),
    expect: staff({ adminL1: 201, superAdmin: 201, adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'PUT /api/membership-plans/{id}/',
    request: async ({ ctx, world, n }) => {
      const plan = await insertPlan(ctx, world.loc1.id, n);
      return { url: `/api/membership-plans/${plan.id}/`, payload: { price: '90.00' } };
    },
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'DELETE /api/membership-plans/{id}/',
    request: async ({ ctx, world, n }) => {
      const plan = await insertPlan(ctx, world.loc1.id, n);
      return { url: `/api/membership-plans/${plan.id}/` };
    },
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'GET /api/players/{id}/',
    // A player of the cell's own: other cells book for player A at location 2.
    request: async ({ ctx, world }) => ({
      url: `/api/players/${(await newPlayerAt(ctx, world.loc1.id)).id}/`,
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'GET /api/players/{id}/memberships/',
    request: async ({ ctx, world }) => ({
      url: `/api/players/${(await newPlayerAt(ctx, world.loc1.id)).id}/memberships/`,
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/players/{id}/memberships/',
    request: async ({ ctx, world, n }) => {
      const plan = await insertPlan(ctx, world.loc1.id, n);
      const player = await newPlayerAt(ctx, world.loc1.id);
      return {
        url: `/api/players/${player.id}/memberships/`,
        payload: { plan_id: plan.id, starts_on: daysFromToday(0), ends_on: daysFromToday(30) },
      };
    },
    expect: staff({ adminL1: 201, superAdmin: 201, adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'GET /api/players/{id}/notes/',
    request: async ({ ctx, world }) => ({
      url: `/api/players/${(await newPlayerAt(ctx, world.loc1.id)).id}/notes/`,
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/players/{id}/notes/',
    request: async ({ ctx, world, n }) => ({
      url: `/api/players/${(await newPlayerAt(ctx, world.loc1.id)).id}/notes/`,
      payload: { body: `Matrix note ${n}` },
    }),
    expect: staff({ adminL1: 201, superAdmin: 201, adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'DELETE /api/players/{id}/notes/{noteId}/',
    request: async ({ ctx, world, n }) => {
      const player = await newPlayerAt(ctx, world.loc1.id);
      const [note] = await ctx.database.db
        .insert(playerNotes)
        .values({ userId: player.id, body: `Matrix note ${n}` })
        .returning({ id: playerNotes.id });
      return { url: `/api/players/${player.id}/notes/${note!.id}/` };
    },
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'PUT /api/memberships/{id}/',
    request: async ({ ctx, world, n }) => {
      const plan = await insertPlan(ctx, world.loc1.id, n);
      const player = await newPlayerAt(ctx, world.loc1.id);
      const [membership] = await ctx.database.db
        .insert(memberships)
        .values({
          planId: plan.id,
          userId: player.id,
          startsOn: daysFromToday(0),
          endsOn: daysFromToday(30),
          priceCents: 10_000,
        })
        .returning();
      return {
        url: `/api/memberships/${membership!.id}/`,
        payload: { ends_on: daysFromToday(10) },
      };
    },
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'GET /api/price-configuration/{location_id}/',
    request: ({ world }) => ({ url: `/api/price-configuration/${world.loc1.id}/` }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'PUT /api/price-configuration/{location_id}/',
    request: ({ world }) => ({
      url: `/api/price-configuration/${world.loc1.id}/`,
      payload: {
        tax_percent: '8.00',
        card_fee_percent: '3.00',
        courts: [{ court_id: world.court1, court_fee_hrs: '40.00' }],
      },
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/price-preview/',
    request: ({ world }) => ({
      url: '/api/price-preview/',
      payload: {
        court_id: world.court1,
        booking_date: daysFromToday(5),
        start_time: '10:00',
        duration: 1,
        book_for_four_weeks: 'False',
      },
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
  // Admins (super admins only).
  {
    route: 'GET /api/create_admin/',
    request: () => ({ url: '/api/create_admin/' }),
    expect: staff({ adminL1: 403, adminL2: 403, reportingOnly: 403 }),
  },
  {
    route: 'POST /api/create_admin/',
    request: ({ world, n }) => ({ url: '/api/create_admin/', payload: adminBody(world, n) }),
    expect: staff({ adminL1: 403, adminL2: 403, reportingOnly: 403, superAdmin: 201 }),
  },
  {
    route: 'GET /api/create_admin/{id}/',
    request: async (cell) => ({ url: `/api/create_admin/${await freshAdmin(cell)}/` }),
    expect: staff({ adminL1: 403, adminL2: 403, reportingOnly: 403 }),
  },
  {
    route: 'PUT /api/create_admin/{id}/',
    request: async (cell) => ({
      url: `/api/create_admin/${await freshAdmin(cell)}/`,
      payload: { ...adminBody(cell.world, cell.n), password: '', confirm_password: '' },
    }),
    expect: staff({ adminL1: 403, adminL2: 403, reportingOnly: 403 }),
  },
  {
    route: 'DELETE /api/create_admin/{id}/',
    request: async (cell) => ({ url: `/api/create_admin/${await freshAdmin(cell)}/` }),
    expect: staff({ adminL1: 403, adminL2: 403, reportingOnly: 403 }),
  },
  // Players (permission: court_bookings; location admins see and add players of their locations).
  {
    route: 'GET /api/user_basic_data/',
    request: () => ({ url: '/api/user_basic_data/' }),
    expect: staff({ reportingOnly: 403 }),
  },
  {
    route: 'POST /api/user_basic_data/',
    request: ({ world, n }) => ({
      url: '/api/user_basic_data/',
      payload: {
        first_name: 'Desk',
        last_name: `Player${n}`,
        email: uniqueEmail('desk'),
        phone: '+12155550100',
        country: 'US',
        location_id: world.loc1.id,
        password: PASSWORD,
        confirm_password: PASSWORD,
      },
    }),
    // Location 1 is not one admin L2 may add players to.
    expect: staff({ adminL1: 201, adminL2: 400, reportingOnly: 403, superAdmin: 201 }),
  },
  {
    route: 'GET /api/waitlist/',
    request: () => ({ url: '/api/waitlist/' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/waitlist/',
    request: ({ world, n }) => ({
      url: '/api/waitlist/',
      payload: {
        location_id: world.loc1.id,
        booking_date: daysFromToday(30 + (n % 200)),
        from_time: '18:00',
        to_time: '20:00',
        duration_minutes: 60,
      },
    }),
    expect: {
      ...staff({ adminL1: 403, adminL2: 403, reportingOnly: 403, superAdmin: 403 }),
      playerA: 201,
      playerB: 201,
    },
  },
  {
    route: 'GET /api/waitlist/{id}/',
    request: async (cell) => ({ url: `/api/waitlist/${await waitlistEntryOfA(cell)}/` }),
    expect: ownerOnly(200),
  },
  {
    route: 'DELETE /api/waitlist/{id}/',
    request: async (cell) => ({ url: `/api/waitlist/${await waitlistEntryOfA(cell)}/` }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/waitlist/{id}/take/',
    request: async (cell) => ({ url: `/api/waitlist/${await waitlistEntryOfA(cell)}/take/` }),
    // Player A's entry is waiting, not offered: nothing to take yet.
    expect: ownerOnly(409),
  },
  {
    route: 'GET /api/court-schedule/waitlist/',
    request: ({ world }) => ({
      url: `/api/court-schedule/waitlist/?location_id=${world.loc1.id}&date=${daysFromToday(3)}`,
    }),
    expect: staff({ adminL2: 404, reportingOnly: 403 }),
  },
];
export type Caller = Exclude<Party, 'anonymous'>;
export type AccountKind = Parameters<typeof signIn>[2];

export interface Fixture {
  world: World;
  callers: Record<Caller, SignedIn>;
  accountKinds: Record<Caller, AccountKind>;
  /** What each party must never see in any answer (another party's email or location). */
  foreign: Record<Party, string[]>;
}

/** Two locations, a player and a location admin at each, a reporting-only admin, a super admin. */
export async function createFixture(ctx: TestContext): Promise<Fixture> {
  const db = ctx.database.db;
  const loc1 = await insertLocation(db, { name: 'Matrix North Club' });
  const loc2 = await insertLocation(db, { name: 'Matrix South Club' });
  const court1 = await insertCourt(db, loc1.id, { hourlyFeeCents: 4000 });
  const court2 = await insertCourt(db, loc2.id, { hourlyFeeCents: 4000 });
  const accountKinds: Record<Caller, AccountKind> = {
    playerA: { userType: 2, locationIds: [loc1.id] },
    playerB: { userType: 2, locationIds: [loc2.id] },
    adminL1: { userType: 1, locationIds: [loc1.id] },
    adminL2: { userType: 1, locationIds: [loc2.id] },
    reportingOnly: { userType: 1, permissions: ['reporting'], locationIds: [loc1.id] },
    superAdmin: { userType: 0 },
  };
  const callers = {} as Record<Caller, SignedIn>;
  for (const [party, kind] of Object.entries(accountKinds)) {
    callers[party as Caller] = await signIn(ctx.app, db, kind);
  }

  const day = daysFromToday(10);
  const bookingA = await insertBooking(db, {
    courtId: court1.id,
    locationId: loc1.id,
    userId: callers.playerA.user.id,
    startsAt: `${day}T15:00:00Z`,
    endsAt: `${day}T16:00:00Z`,
    status: 'confirmed',
  });
  const bookingB = await insertBooking(db, {
    courtId: court2.id,
    locationId: loc2.id,
    userId: callers.playerB.user.id,
    startsAt: `${day}T15:00:00Z`,
    endsAt: `${day}T16:00:00Z`,
    status: 'confirmed',
  });
  const [message] = await db
    .insert(contactMessages)
    .values({
      firstName: 'Mira',
      lastName: 'Message',
      email: 'mira@example.test',
      phone: '+12155550100',
      message: 'Hello',
      locationId: loc1.id,
    })
    .returning();

  const world: World = {
    loc1: { id: loc1.id, name: loc1.name },
    loc2: { id: loc2.id, name: loc2.name },
    court1: court1.id,
    court2: court2.id,
    playerA: callers.playerA.user,
    playerB: callers.playerB.user,
    bookingA: bookingA.id,
    bookingB: bookingB.id,
    messageId: message!.id,
  };
  const emailA = world.playerA.email;
  const emailB = world.playerB.email;
  const foreign: Record<Party, string[]> = {
    anonymous: [emailA, emailB],
    playerA: [emailB],
    playerB: [emailA],
    adminL1: [emailB, world.loc2.name],
    // Location 1's message is not for location 2's admin.
    adminL2: [emailA, world.loc1.name, 'mira@example.test'],
    reportingOnly: [emailB, world.loc2.name],
    superAdmin: [],
  };
  return { world, callers, accountKinds, foreign };
}
