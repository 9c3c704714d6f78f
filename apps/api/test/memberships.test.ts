import {
  BookingMessages,
  MembershipMessages,
  type ApiEnvelope,
  type BookingQuote,
  type CourtQuotes,
  type ErrorAnswer,
  type Membership,
  type MembershipPlan,
} from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { bookingBody, daysFromToday, onWeekday } from './helpers/bookings';
import { insertCourt, insertLocation } from './helpers/factories';
import { auditRowsOf, signIn, type SignedIn } from './helpers/staff';
import { setPricePeriods } from './helpers/prices';
import { createTestApp, type TestContext } from './helpers/test-app';

type PlanAnswer = ApiEnvelope & MembershipPlan;
type MembershipAnswer = ApiEnvelope & Membership;

const MONDAY = onWeekday(daysFromToday(7, 'UTC'), 1);

describe('membership plans and memberships', () => {
  let ctx: TestContext;
  let staff: SignedIn;
  let location: { id: number; name: string };
  let court: { id: number };
  const db = () => ctx.database.db;

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    who = staff,
  ) => ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const createPlan = (values: object = {}) =>
    send('POST', '/api/membership-plans/', {
      location_id: location.id,
      name: `Gold ${Math.random().toString(36).slice(2, 8)}`,
      price: '120.00',
      rule: { kind: 'percent_off', value: '20' },
      ...values,
    });
  /** The player books an hour on MONDAY from `start` at `totalPrice`. */
  const bookHour = (who: SignedIn, start: string, totalPrice: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/court-bookings/',
      headers: who.headers,
      payload: bookingBody({
        location: location.id,
        court_id: court.id,
        booking_date: MONDAY,
        start_time: start,
        duration: 1,
        total_price: totalPrice,
      }),
    });
  const newPlayer = () => signIn(ctx.app, db(), { userType: 2, locationIds: [location.id] });
  const grant = (player: SignedIn, planId: number, startsOn: string, endsOn: string) =>
    send('POST', `/api/players/${player.user.id}/memberships/`, {
      plan_id: planId,
      starts_on: startsOn,
      ends_on: endsOn,
    });
  const quote = (values: object, who?: SignedIn) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/quote/',
      headers: who?.headers ?? {},
      payload: {
        location_id: location.id,
        court_id: court.id,
        booking_date: MONDAY,
        start_time: '10:00',
        end_time: '11:00',
        ...values,
      },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    location = await insertLocation(db(), {
      name: 'Member Club',
      timeZone: 'UTC',
      bookingHorizonDays: 20,
      defaultTaxBasisPoints: 0,
      defaultCardFeeBasisPoints: 0,
    });
    court = await insertCourt(db(), location.id, {
      hourlyFeeCents: 4000,
      taxBasisPoints: 0,
      cardFeeBasisPoints: 0,
    });
    staff = await signIn(ctx.app, db(), { userType: 0 });
    await setPricePeriods(ctx.app, staff, location.id);
  });
  afterAll(() => ctx.app.close());

  it('staff create, list, change and delete a plan, each audited', async () => {
    const created = await createPlan({
      name: 'Gold',
      horizon_days: 60,
      period_rules: [{ period: 'Peak', kind: 'fixed_fee', value: '45' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json<PlanAnswer>();
    expect(plan).toMatchObject({
      code: 201,
      message: MembershipMessages.planCreated,
      location_id: location.id,
      name: 'Gold',
      price: '120.00',
      horizon_days: 60,
      rule: { kind: 'percent_off', value: '20.00' },
      period_rules: [{ period: 'Peak', kind: 'fixed_fee', value: '45.00' }],
      is_active: true,
      members_count: 0,
    });
    const listed = await send('GET', `/api/membership-plans/?location_id=${location.id}`);
    expect(
      listed.json<ApiEnvelope & { plans: MembershipPlan[] }>().plans.map((p) => p.name),
    ).toContain('Gold');
    const taken = await createPlan({ name: 'gold' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorAnswer>().message).toBe(MembershipMessages.planNameTaken);

    const changed = await send('PUT', `/api/membership-plans/${plan.id}/`, {
      price: '150',
      rule: null,
    });
    expect(changed.json<PlanAnswer>()).toMatchObject({
      price: '150.00',
      rule: null,
      horizon_days: 60,
    });

    const gone = await createPlan();
    const deleted = await send('DELETE', `/api/membership-plans/${gone.json<PlanAnswer>().id}/`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await auditRowsOf(db(), 'membership_plan', plan.id)).map((r) => r.action)).toEqual([
      'membership_plan.create',
      'membership_plan.update',
    ]);
  });

  it('refuses bad plans in the envelope, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, MembershipMessages.planNameRequired],
      [{ price: 'lots' }, MembershipMessages.priceInvalid],
      [{ rule: { kind: 'free', value: '1' } }, MembershipMessages.ruleKindInvalid],
      [{ rule: { kind: 'percent_off', value: '150' } }, MembershipMessages.rulePercentInvalid],
      [{ rule: { kind: 'fixed_fee', value: '-1' } }, MembershipMessages.ruleFeeInvalid],
      [{ horizon_days: 0 }, MembershipMessages.horizonInvalid],
      [
        {
          period_rules: [
            { period: 'Peak', kind: 'fixed_fee', value: '1' },
            { period: 'peak', kind: 'fixed_fee', value: '2' },
          ],
        },
        MembershipMessages.periodRulesRepeat('peak'),
      ],
    ];
    const before = await send('GET', `/api/membership-plans/?location_id=${location.id}`);
    for (const [values, message] of cases) {
      const res = await createPlan(values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json<ErrorAnswer>().errors, JSON.stringify(values)).toContain(message);
    }
    const after = await send('GET', `/api/membership-plans/?location_id=${location.id}`);
    expect(after.json()).toEqual(before.json());
  });

  it('gives a player a membership; it may not overlap another; ending it early is audited', async () => {
    const plan = (await createPlan()).json<PlanAnswer>();
    const player = await newPlayer();
    const given = await grant(player, plan.id, daysFromToday(0, 'UTC'), daysFromToday(30, 'UTC'));
    expect(given.statusCode, given.body).toBe(201);
    const membership = given.json<MembershipAnswer>();
    expect(membership).toMatchObject({
      user_id: player.user.id,
      plan: {
        id: plan.id,
        name: plan.name,
        location_id: location.id,
        location_name: 'Member Club',
      },
      state: 'active',
      price: '120.00',
    });

    const overlap = await grant(
      player,
      plan.id,
      daysFromToday(20, 'UTC'),
      daysFromToday(40, 'UTC'),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json<ErrorAnswer>().message).toMatch(
      /^The player already has the .+ membership from /,
    );

    const ended = await send('PUT', `/api/memberships/${membership.id}/`, {
      ends_on: daysFromToday(-1, 'UTC'),
    });
    expect(ended.statusCode).toBe(400);
    expect(ended.json<ErrorAnswer>().message).toBe(MembershipMessages.datesInvalid);
    const shortened = await send('PUT', `/api/memberships/${membership.id}/`, {
      ends_on: daysFromToday(10, 'UTC'),
    });
    expect(shortened.json<MembershipAnswer>().ends_on).toBe(daysFromToday(10, 'UTC'));
    // Now the later dates are free.
    expect(
      (await grant(player, plan.id, daysFromToday(20, 'UTC'), daysFromToday(40, 'UTC'))).statusCode,
    ).toBe(201);

    const mine = await send('GET', '/api/my-memberships/', undefined, player);
    expect(
      mine.json<ApiEnvelope & { memberships: Membership[] }>().memberships.map((m) => m.state),
    ).toEqual(['upcoming', 'active']);
    expect((await auditRowsOf(db(), 'membership', membership.id)).map((r) => r.action)).toEqual([
      'membership.grant',
      'membership.update',
    ]);
    // With members, the plan is not deleted.
    const kept = await send('DELETE', `/api/membership-plans/${plan.id}/`);
    expect(kept.statusCode, kept.body).toBe(409);
    expect(kept.json<ErrorAnswer>().message).toBe(MembershipMessages.planInUse);
  });

  it('prices a member by the plan, by period, in the quote and the booking alike', async () => {
    const plan = (
      await createPlan({ period_rules: [{ period: 'Peak', kind: 'fixed_fee', value: '45' }] })
    ).json<PlanAnswer>();
    const member = await newPlayer();
    // Covers MONDAY (7 to 13 days ahead), not the days after the 14th.
    expect(
      (await grant(member, plan.id, daysFromToday(0, 'UTC'), daysFromToday(14, 'UTC'))).statusCode,
    ).toBe(201);

    const publicQuote = (await quote({})).json<ApiEnvelope & BookingQuote>();
    expect(publicQuote).toMatchObject({ total_price: '40.00', member_plan: null });
    const memberQuote = (await quote({}, member)).json<ApiEnvelope & BookingQuote>();
    expect(memberQuote).toMatchObject({ total_price: '32.00', member_plan: plan.name });
    // 17:30–19:00: 30 minutes at 20 % off $40, and an hour of Peak at the plan's $45.
    const crossing = (await quote({ start_time: '17:30', end_time: '19:00' }, member)).json<
      ApiEnvelope & BookingQuote
    >();
    expect(crossing).toMatchObject({
      total_price: '61.00',
      price_lines: [
        { period: null, minutes: 30, fee_hrs: '32.00' },
        { period: 'Peak', minutes: 60, fee_hrs: '45.00' },
      ],
    });
    const batch = await ctx.app.inject({
      method: 'POST',
      url: '/api/quotes/',
      headers: member.headers,
      payload: {
        location_id: location.id,
        booking_date: MONDAY,
        slots: [{ start_time: '10:00', end_time: '11:00' }],
      },
    });
    expect(batch.json<ApiEnvelope & CourtQuotes>().quotes).toMatchObject([
      { total_price: '32.00', member_plan: plan.name },
    ]);

    // The public price is refused for the member; the member's price books, with the membership.
    const atPublic = await bookHour(member, '10:00', '40.00');
    expect(atPublic.statusCode).toBe(409);
    expect(atPublic.json<ErrorAnswer>().message).toBe(BookingMessages.priceChanged('32.00'));
    const booked = await bookHour(member, '10:00', '32.00');
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await db().select().from(bookings).where(eq(bookings.userId, member.user.id));
    expect(row).toMatchObject({ totalPriceCents: 3200 });
    expect(row!.membershipId).not.toBeNull();

    // A date the membership does not cover is at the public price.
    const later = (await quote({ booking_date: daysFromToday(16, 'UTC') }, member)).json<
      ApiEnvelope & BookingQuote
    >();
    expect(later.member_plan).toBeNull();
  });

  it('reports the sessions each plan priced and the memberships it sold', async () => {
    const plan = (await createPlan({ name: 'Report Plan', price: '99.50' })).json<PlanAnswer>();
    const member = await newPlayer();
    await grant(member, plan.id, daysFromToday(0, 'UTC'), daysFromToday(14, 'UTC'));
    const booked = await bookHour(member, '12:00', '32.00');
    expect(booked.statusCode, booked.body).toBe(201);
    const [session] = booked.json<ApiEnvelope<{ booking_id: number }[]>>().data;
    const confirmed = await send('PUT', `/api/court-bookings/${session!.booking_id}/`, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const report = await send(
      'GET',
      `/api/reporting-data/?location=${location.id}&start_date=${daysFromToday(0, 'UTC')}&end_date=${daysFromToday(20, 'UTC')}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const row = report
      .json<ApiEnvelope & { by_plan: { plan: string | null }[] }>()
      .by_plan.find((each) => each.plan === 'Report Plan');
    expect(row).toEqual({
      plan: 'Report Plan',
      bookings: 1,
      revenue: '0.00',
      venue_revenue: '32.00',
      venue_collected: '0.00',
      venue_outstanding: '32.00',
      test_revenue: '0.00',
      total_revenue: '32.00',
      memberships: 1,
      membership_revenue: '99.50',
    });
  });

  it("lets members book within their plan's longer horizon, and nobody else", async () => {
    const plan = (await createPlan({ horizon_days: 60 })).json<PlanAnswer>();
    const member = await newPlayer();
    expect(
      (await grant(member, plan.id, daysFromToday(0, 'UTC'), daysFromToday(90, 'UTC'))).statusCode,
    ).toBe(201);
    const far = daysFromToday(40, 'UTC');
    const guest = await quote({ booking_date: far }, await newPlayer());
    expect(guest.statusCode).toBe(400);
    expect((await quote({ booking_date: far }, member)).statusCode).toBe(200);
    expect((await quote({ booking_date: daysFromToday(70, 'UTC') }, member)).statusCode).toBe(400);
  });

  it('answers 404 for a player or plan out of reach, and refuses an inactive plan', async () => {
    const plan = (await createPlan({ is_active: false })).json<PlanAnswer>();
    const player = await newPlayer();
    const inactive = await grant(player, plan.id, daysFromToday(0, 'UTC'), daysFromToday(5, 'UTC'));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json<ErrorAnswer>().message).toBe(MembershipMessages.planInactive);
    const nobody = await send('POST', '/api/players/999999/memberships/', {
      plan_id: plan.id,
      starts_on: daysFromToday(0, 'UTC'),
      ends_on: daysFromToday(5, 'UTC'),
    });
    expect(nobody.statusCode).toBe(404);
    expect((await send('PUT', '/api/membership-plans/999999/', { price: '1' })).statusCode).toBe(
      404,
    );
    const backwards = await grant(
      player,
      plan.id,
      daysFromToday(5, 'UTC'),
      daysFromToday(0, 'UTC'),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ErrorAnswer>().errors).toContain(MembershipMessages.datesInvalid);
  });
});
