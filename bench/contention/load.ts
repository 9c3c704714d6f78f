/**
 * N client loops, each logged in as its own player, booking what `nextBooking` picks (a random
 * court, start and duration on one day, or over many days and clubs) as fast as the API answers
 * (the cluster spreads them over the API processes). A player holds one unpaid booking a location
 * at a time (decision 0045), so each hold is then paid as a player pays it: checkout, the local
 * provider's card form, the return page's verification.
 */
import { performance } from 'node:perf_hooks';
import {
  BookingMessages,
  centsToDecimal,
  durationOptions,
  priceBooking,
  START_MINUTES,
  timeOf,
  type CreateBookingInput,
} from '@courtbook/shared';
import type { HttpClient } from './http';

export interface Club {
  locationId: number;
  courts: { id: number; hourlyFeeCents: number }[];
}

export interface LoadResult {
  elapsedSeconds: number;
  /** Answers by HTTP status. */
  statuses: Map<number, number>;
  /** 409s saying the court is taken (a 409 for another reason, e.g. the price, is unexpected). */
  courtTaken: number;
  /** Seconds into the run of the last 201: after it the day was (nearly) full. */
  lastCreatedSeconds: number;
  /** Requests that got no answer at all (connection refused or reset). */
  networkErrors: number;
  latenciesMs: number[];
  /**
   * Series ids the 201s answered: asking again for a booking one already holds answers that
   * booking (201) and adds no row, so rows are counted against distinct series.
   */
  seriesIds: Set<string>;
  /** Holds paid for and confirmed (each after three more requests). */
  paid: number;
  /** Requests the payments made, on top of the booking requests. */
  paymentRequests: number;
  /** Payment steps that failed: each one's first answer is in `samples`. */
  paymentFailures: number;
  /** The first body of each unexpected answer, and the first network error. */
  samples: Map<string, string>;
}

const MAX_DURATION_MINUTES = 180;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A random 1–3 hour booking on the grid, priced as the wizard prices it (fee × hours). */
export function randomBooking(club: Club, date: string): CreateBookingInput {
  const court = pick(club.courts);
  const start = pick(START_MINUTES);
  const duration = pick(durationOptions(start).filter((d) => d <= MAX_DURATION_MINUTES));
  const price = priceBooking({
    hourlyFeeCents: court.hourlyFeeCents,
    durationMinutes: duration,
    taxBasisPoints: 0,
    cardFeeBasisPoints: 0,
    sessions: 1,
  });
  return {
    location: club.locationId,
    court_id: court.id,
    booking_date: date,
    start_time: timeOf(start).slice(0, 5),
    end_time: timeOf(start + duration).slice(0, 5),
    book_for_four_weeks: 'False',
    total_price: centsToDecimal(price.totalPriceCents),
  };
}

/** A random club, one of its `dates`, then a random court, start and duration there. */
export function spreadBooking(
  clubs: readonly (Club & { dates: readonly string[] })[],
): CreateBookingInput {
  const club = pick(clubs);
  return randomBooking(club, pick(club.dates));
}

const isCourtTaken = (body: string) => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message === BookingMessages.courtTaken;
  } catch {
    return false;
  }
};

export interface LoadOptions {
  http: HttpClient;
  origins: string[];
  tokens: string[];
  nextBooking: () => CreateBookingInput;
  durationSeconds: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { http, origins, tokens, nextBooking } = options;
  const result: LoadResult = {
    elapsedSeconds: 0,
    statuses: new Map(),
    courtTaken: 0,
    lastCreatedSeconds: 0,
    networkErrors: 0,
    latenciesMs: [],
    seriesIds: new Set(),
    paid: 0,
    paymentRequests: 0,
    paymentFailures: 0,
    samples: new Map(),
  };
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;

  /** Checkout, card and verification for a hold; false (and a sample) when a step fails. */
  const pay = async (origin: string, headers: Record<string, string>, bookingId: number) => {
    const step = async (route: string, body: object) => {
      result.paymentRequests++;
      const answer = await http.request('POST', `${origin}/api${route}`, body, headers);
      // These answers carry their fields at the top level (SPEC.md section 7).
      if (answer.status === 200) return JSON.parse(answer.body) as Record<string, string>;
      const key = `payment ${route} HTTP ${answer.status}`;
      if (!result.samples.has(key)) result.samples.set(key, answer.body);
      return undefined;
    };
    const session = await step('/create-checkout-session/', { booking_id: bookingId });
    const secret = session?.client_secret;
    if (!secret) return false;
    const card = {
      client_secret: secret,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    };
    if (!(await step('/local-payments/confirm/', card))) return false;
    const intentId = session.payment_intent_id ?? secret.split('_secret_')[0];
    return (await step('/payment-success/', { payment_intent_id: intentId })) !== undefined;
  };

  const clientLoop = async (client: number) => {
    const headers = { authorization: `Bearer ${tokens[client]}` };
    for (let n = client; performance.now() < deadline; n++) {
      const origin = origins[n % origins.length] as string;
      const sent = performance.now();
      try {
        const answer = await http.request(
          'POST',
          `${origin}/api/court-bookings/`,
          nextBooking(),
          headers,
        );
        result.latenciesMs.push(performance.now() - sent);
        result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) {
          result.lastCreatedSeconds = (performance.now() - started) / 1000;
          result.seriesIds.add(/"series_id":"([^"]+)"/.exec(answer.body)?.[1] ?? answer.body);
          const bookingId = Number(/"booking_id":(\d+)/.exec(answer.body)?.[1]);
          if (await pay(origin, headers, bookingId)) result.paid++;
          else result.paymentFailures++;
        }
        if (answer.status === 409 && isCourtTaken(answer.body)) result.courtTaken++;
        else if (answer.status !== 201 && !result.samples.has(`HTTP ${answer.status}`))
          result.samples.set(`HTTP ${answer.status}`, answer.body);
      } catch (error) {
        result.networkErrors++;
        if (!result.samples.has('network')) result.samples.set('network', String(error));
      }
    }
  };

  await Promise.all(tokens.map((_, client) => clientLoop(client)));
  result.elapsedSeconds = (performance.now() - started) / 1000;
  return result;
}
