import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  bookingRequestOf,
  decimalToCents,
  minutesOf,
  timeOf,
  type Answer,
  type BookingChoice,
  type BookingQuote,
  type CourtQuote,
  type CourtQuotes,
} from '@courtbook/shared';
import { answerOf } from '../api-answer';
import { api } from '../api-client';

/** A booking to be priced: where and when, at which location. */
export interface QuoteRequest extends BookingChoice {
  locationId: number;
}

/**
 * POST /quote/: what the booking would cost if made now, as the server prices it (clients show
 * quotes and never compute prices, DESIGN.md section 5). The caller's token, sent when there is
 * one, is the server's to price by.
 */
export async function getQuote(request: QuoteRequest, signal?: AbortSignal): Promise<BookingQuote> {
  const { locationId, ...choice } = request;
  const response = await api.post(
    '/quote/',
    { location_id: locationId, ...bookingRequestOf(choice) },
    { signal },
  );
  return answerOf<Answer<BookingQuote>>(response);
}

export const quoteKeys = { all: ['quote'] as const };

export const quoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: [...quoteKeys.all, request],
    queryFn: ({ signal }) => getQuote(request, signal),
  });

export const useQuote = (request: QuoteRequest | null) =>
  useQuery({
    ...quoteQueryOptions(
      request ?? { locationId: 0, courtId: 0, date: '', start: 0, end: 0, weekly: false },
    ),
    enabled: request !== null,
  });

/** Slots of one date to be priced at every court of the location (start and end, minutes). */
export interface CourtQuotesRequest {
  locationId: number;
  date: string;
  weekly: boolean;
  slots: readonly { start: number; end: number }[];
}

/** POST /quotes/: each slot at each court that could book it, as the server prices it now. */
export async function getCourtQuotes(
  request: CourtQuotesRequest,
  signal?: AbortSignal,
): Promise<CourtQuote[]> {
  const response = await api.post(
    '/quotes/',
    {
      location_id: request.locationId,
      booking_date: request.date,
      book_for_four_weeks: request.weekly,
      slots: request.slots.map((slot) => ({
        start_time: timeOf(slot.start),
        end_time: timeOf(slot.end),
      })),
    },
    { signal },
  );
  return answerOf<Answer<CourtQuotes>>(response).quotes;
}

/** Court id → its quote for one slot. */
export type CourtQuoteMap = ReadonlyMap<number, CourtQuote>;

/** A slot's prices by court, and the lowest of them, from one POST /quotes/ answer. */
export class SlotPrices {
  private readonly bySlot = new Map<string, Map<number, CourtQuote>>();

  constructor(quotes: readonly CourtQuote[] = []) {
    for (const quote of quotes) {
      const key = `${minutesOf(quote.start_time)}-${minutesOf(quote.end_time)}`;
      const courts = this.bySlot.get(key) ?? new Map<number, CourtQuote>();
      courts.set(quote.court_id, quote);
      this.bySlot.set(key, courts);
    }
  }

  /** Court id → its quote for the slot. */
  courts(start: number, end: number): CourtQuoteMap {
    return this.bySlot.get(`${start}-${end}`) ?? new Map();
  }

  /** The slot's cheapest court of `courtIds` (all it priced when none are given), and whether others cost more. */
  lowest(start: number, end: number, courtIds?: readonly number[]) {
    const quotes = [...this.courts(start, end).values()].filter(
      (quote) => !courtIds || courtIds.length === 0 || courtIds.includes(quote.court_id),
    );
    if (quotes.length === 0) return undefined;
    const cents = quotes.map((quote) => decimalToCents(quote.total_price) ?? 0);
    const least = Math.min(...cents);
    return { cents: least, varies: cents.some((each) => each !== least) };
  }
}

export const courtQuotesQueryOptions = (request: CourtQuotesRequest) =>
  queryOptions({
    queryKey: [...quoteKeys.all, 'courts', request],
    queryFn: ({ signal }) => getCourtQuotes(request, signal),
    select: (quotes) => new SlotPrices(quotes),
  });

/** The prices of the request's slots at every court (none while `request` is null or has no slot). */
export const useCourtQuotes = (request: CourtQuotesRequest | null) =>
  useQuery({
    ...courtQuotesQueryOptions(request ?? { locationId: 0, date: '', weekly: false, slots: [] }),
    enabled: request !== null && request.slots.length > 0,
  });
