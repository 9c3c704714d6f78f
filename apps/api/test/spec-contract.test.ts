import type { AddressInfo } from 'node:net';
import type {
  Answer,
  ApiEnvelope,
  AvailabilityResult,
  Booking,
  CheckoutSession,
  ErrorAnswer,
  PageAnswer,
  PaymentConfig,
  ProfileAnswer,
  PublicLocation,
} from '@courtbook/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRequests } from '../src/db/schema';
import { registrationBody } from './helpers/accounts';
import { daysFromToday } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher';
import { signIn, type SignedIn } from './helpers/staff';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';
import { SPEC_COURT } from './helpers/courts';

/** The Create booking answer as its line reads it: `status_code`, and `data[0]` the booking. */
type CreatedAsRead = Answer<{ status_code: number; data: Record<string, unknown>[] }>;

/** A created booking's id as the spec's client takes it: `booking_id`, or else `id`. */
function idOf(booking: Record<string, unknown> | undefined): number {
  const id = booking?.booking_id ?? booking?.id;
  if (typeof id !== 'number') throw new Error(`no booking id in ${JSON.stringify(booking)}`);
  return id;
}

/** What this test reads of the OpenAPI document: each operation's answers and their JSON schemas. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, OpenApiAnswer> }>>;
}
interface OpenApiAnswer {
  content: Record<string, { schema: { type?: string; properties: object } }>;
}

/**
 * SPEC.md section 7, "How answers are used", line by line, over real HTTP, read exactly as each
 * line reads it: `data` there is the body as the caller receives it (`data.courts` is
 * `body.courts`). A client written from the spec alone must work against this API.
 */
describe('SPEC.md section 7: every answer where the spec reads it', () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let base: string;
  let location: { id: number };
  let courtId: number;
  let player: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: testEnv({ SMTP_URL: mail.url }) });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api`;
    location = await insertLocation(ctx.database.db, { name: 'Contract Club' });
    courtId = (await insertCourt(ctx.database.db, location.id)).id;
    player = await signIn(ctx.app, ctx.database.db, { userType: 2, locationIds: [location.id] });
    staff = await signIn(ctx.app, ctx.database.db, { userType: 0 });
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  /**
   * A call as the spec's client makes it: JSON in, the body as received out, read as `T` (what
   * the spec's line reads of it; unknown unless named).
   */
  async function call<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; as?: SignedIn; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.as?.headers, ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const data = (await res.json()) as T;
    return { status: res.status, data, headers: res.headers };
  }

  const slot = { date: daysFromToday(5), start_time: '10:00', end_time: '11:00' };

  it('Available courts query: status 200 with data.courts', async () => {
    const { status, data } = await call<Answer<AvailabilityResult>>(
      'POST',
      '/check_court_availability/',
      {
        body: { location_id: location.id, ...slot, book_for_four_weeks: 'False' },
      },
    );
    expect(status).toBe(200);
    expect(data.courts).toEqual([
      {
        // Beside SPEC's fields: the court's sport, name and sessions (issue Step 17, section 4).
        ...SPEC_COURT,
        court_id: courtId,
        court_number: expect.any(Number) as number,
        court_fee_hrs: '40.00',
        is_booked: false,
        // Beside SPEC's fields: why a court cannot be chosen (issue Step 11, section 1).
        unavailable_reason: null,
        unavailable_dates: [],
      },
    ]);
  });

  let bookingId: number;

  it('Create booking: data.status_code 200 or 201, data.data[0] the booking; data.message on error', async () => {
    const form = {
      location: location.id,
      court_id: courtId,
      booking_date: slot.date,
      start_time: slot.start_time,
      duration: 1,
      book_for_four_weeks: 'False',
    };
    const { data } = await call<CreatedAsRead>('POST', '/court-bookings/', {
      as: player,
      body: { ...form, total_price: '40.00', on_amount: '44.40' },
    });
    expect([200, 201]).toContain(data.status_code);
    expect(data.data[0]).toMatchObject({
      court: expect.anything() as object,
      booking_date: slot.date,
    });
    bookingId = idOf(data.data[0]);
    expect(bookingId).toEqual(expect.any(Number));

    const refused = await call<ErrorAnswer>('POST', '/court-bookings/', {
      as: player,
      body: { ...form, court_id: 2_000_000_000, total_price: '40.00', on_amount: '44.40' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.data.message).toEqual(expect.any(String));
    expect(refused.data.message).not.toBe('');
  });

  it('Bookings list: data.results, data.count. Booking detail: the booking', async () => {
    const { data } = await call<PageAnswer<Booking>>('GET', '/court-bookings/?page=1', {
      as: player,
    });
    expect(data.count).toBe(1);
    expect(data.results).toHaveLength(1);
    expect(data.results[0]!.booking_date).toBe(slot.date);

    const detail = await call<Answer<Booking>>('GET', `/court-bookings/${bookingId}/`, {
      as: player,
    });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      booking_date: slot.date,
      status: expect.any(String) as string,
    });
    expect(detail.data.court).toBeDefined();
  });

  it('Payments: GET /stripe_key/ gives data.publishableKey; POST /create-checkout-session/ gives client_secret; verify payment is HTTP 200', async () => {
    const key = await call<Answer<PaymentConfig>>('GET', '/stripe_key/', { as: player });
    expect(key.data).toHaveProperty('publishableKey');
    expect(key.data.provider).toBe('local');

    const session = await call<Answer<CheckoutSession>>('POST', '/create-checkout-session/', {
      as: player,
      body: { booking_id: bookingId },
    });
    expect(session.data.client_secret).toEqual(expect.any(String));
    const intentId =
      session.data.payment_intent_id ?? session.data.client_secret.split('_secret_')[0];

    const paid = await call('POST', '/local-payments/confirm/', {
      as: player,
      body: {
        client_secret: session.data.client_secret,
        card_number: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      },
    });
    expect(paid.status).toBe(200);
    const verified = await call('POST', '/payment-success/', {
      as: player,
      body: { payment_intent_id: intentId },
    });
    expect(verified.status).toBe(200);
  });

  it('Confirm booking: staff set status confirmed for a booking id', async () => {
    const form = {
      location: location.id,
      court_id: courtId,
      booking_date: daysFromToday(6),
      start_time: '12:00',
      duration: 1,
      book_for_four_weeks: 'False',
      user_id: player.user.id,
    };
    const made = await call<CreatedAsRead>('POST', '/court-bookings/', {
      as: staff,
      body: { ...form, total_price: '40.00' },
    });
    const id = idOf(made.data.data[0]);
    const confirmed = await call<Answer<Booking & { status_code: number }>>(
      'PUT',
      `/court-bookings/${id}/`,
      {
        as: staff,
        body: { status: 'confirmed' },
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.status).toBe('confirmed');
    // The original client's cancel call reads `status_code` there, as the create call's does.
    expect(confirmed.data.status_code).toBe(200);

    const cancelled = await call<Answer<Booking & { status_code: number }>>(
      'PUT',
      `/court-bookings/${id}/`,
      { as: staff, body: { status: 'cancelled', refund: false } },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', status_code: 200 });
  });

  it('Every paginated list: data.results and data.count', async () => {
    await call('POST', '/contact-us/', {
      body: {
        first_name: 'Casey',
        last_name: 'Contract',
        email: 'casey@example.test',
        phone: '+1 202 555 0147',
        message: 'Hello there.',
      },
    });
    for (const [path, as] of [
      [
        `/get_courtbookings/?type=&page=1&search=&start_date=&end_date=&location=${location.id}`,
        undefined,
      ],
      ['/get_booking_byadmin/?type=&page=1&search=&start_date=&end_date=&location=', staff],
      ['/locations/?page=1&search=&start_date=&end_date=', staff],
      ['/create_admin/?page=1&search=&start_date=&end_date=', staff],
      ['/contact-us/?page=1&search=&start_date=&end_date=', staff],
      ['/user_basic_data/?page=1&search=', staff],
      ['/reporting-bookings/?page=1', staff],
    ] as const) {
      const { status, data } = await call<PageAnswer<unknown>>('GET', path, { as });
      expect(status, path).toBe(200);
      expect(data.count, path).toEqual(expect.any(Number));
      expect(Array.isArray(data.results), path).toBe(true);
      expect(data.results.length, path).toBeLessThanOrEqual(data.count);
      expect(data, path).toHaveProperty('next');
      expect(data, path).toHaveProperty('previous');
    }
  });

  it('The location list: filtered as fetched (the body is the list)', async () => {
    const { data } = await call<PublicLocation[]>('GET', '/all_locations/');
    expect(Array.isArray(data)).toBe(true);
    expect(data.filter((l) => l.name === 'Contract Club')).toHaveLength(1);
  });

  it('Profile fetch: data.code 200, data.data, data.image. Profile update: data.code, data.message', async () => {
    const { data } = await call<ProfileAnswer>('GET', '/profile/', { as: player });
    expect(data.code).toBe(200);
    expect(data.data.email).toBe(player.user.email);
    expect(data).toHaveProperty('image');

    const form = new FormData();
    form.set('first_name', 'Robin');
    form.set('last_name', 'Contract');
    form.set('phone', '+1 202 555 0148');
    form.set('country', 'US');
    const res = await fetch(`${base}/profile/`, {
      method: 'PUT',
      headers: player.headers,
      body: form,
    });
    const updated = (await res.json()) as { code: number; message: string };
    expect(updated.code).toBe(200);
    expect(updated.message).toEqual(expect.any(String));
  });

  it('Contact submit: data.code 200 or 201', async () => {
    const { data } = await call<ApiEnvelope>('POST', '/contact-us/', {
      body: {
        first_name: 'Dana',
        last_name: 'Contract',
        email: 'dana@example.test',
        phone: '+1 202 555 0149',
        message: 'A question about courts.',
      },
    });
    expect([200, 201]).toContain(data.code);
  });

  it('Register: data.code 200 or 201; data.message, and data.errors[0] on failure', async () => {
    const body = registrationBody(location.id);
    const { data } = await call<ApiEnvelope>('POST', '/user-register/', { body });
    expect([200, 201]).toContain(data.code);
    expect(data.message).toEqual(expect.any(String));

    const again = await call<ErrorAnswer>('POST', '/user-register/', { body });
    expect(again.data.errors![0]).toBe('An account with this email already exists.');
  });

  it('OTP request, resend, verify, set password: data.code 200', async () => {
    const { email } = await signIn(ctx.app, ctx.database.db, {
      userType: 2,
      locationIds: [location.id],
    }).then((signedIn) => signedIn.user);
    expect(
      (await call<ApiEnvelope>('POST', '/send-reset-email/', { body: { email } })).data.code,
    ).toBe(200);
    await mail.waitFor(email);
    // A minute later (the 59-second rule), a new code.
    await ctx.database.db
      .update(codeRequests)
      .set({ sentAt: sql`${codeRequests.sentAt} - interval '60 seconds'` });
    expect((await call<ApiEnvelope>('POST', '/resend-otp/', { body: { email } })).data.code).toBe(
      200,
    );
    await mail.waitFor(email, { after: 1 });

    const verified = await call<ApiEnvelope>('POST', '/verify-otp/', {
      body: { email, otp: Number(await mail.code(email)) },
    });
    expect(verified.data.code).toBe(200);
    // The browser keeps the cookie the verification set and sends it with the new password.
    const cookie = verified.headers.get('set-cookie')?.split(';')[0] ?? '';
    const reset = await call<ApiEnvelope>('POST', '/reset-password/', {
      headers: { cookie },
      body: { email, new_password: 'Contract9!pass', confirm_password: 'Contract9!pass' },
    });
    expect(reset.data.code).toBe(200);
  });

  it('The OpenAPI document at /api/docs shows the same shapes', async () => {
    const res = await fetch(`${base}/docs/json`);
    const { paths } = (await res.json()) as OpenApiDocument;
    const ok = (path: string, method: string) =>
      paths[path]![method]!.responses['200'] ?? paths[path]![method]!.responses['201'];
    const schemaOf = (path: string, method: string) =>
      ok(path, method)!.content['application/json']!.schema;

    expect(schemaOf('/api/check_court_availability/', 'post').properties).toHaveProperty('courts');
    const created = schemaOf('/api/court-bookings/', 'post').properties;
    expect(Object.keys(created)).toEqual(expect.arrayContaining(['status_code', 'data']));
    for (const list of ['/api/court-bookings/', '/api/get_courtbookings/', '/api/locations/']) {
      expect(Object.keys(schemaOf(list, 'get').properties), list).toEqual(
        expect.arrayContaining(['code', 'message', 'count', 'next', 'previous', 'results']),
      );
    }
    expect(schemaOf('/api/court-bookings/{id}/', 'get').properties).toHaveProperty('booking_date');
    expect(schemaOf('/api/court-bookings/{id}/', 'put').properties).toHaveProperty('status_code');
    expect(schemaOf('/api/stripe_key/', 'get').properties).toHaveProperty('publishableKey');
    expect(schemaOf('/api/create-checkout-session/', 'post').properties).toHaveProperty(
      'client_secret',
    );
    expect(schemaOf('/api/all_locations/', 'get').type).toBe('array');
  });
});
