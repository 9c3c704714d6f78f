import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import {
  bookingRequestOf,
  type Answer,
  type BookingChoice,
  type BookingQuote,
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

/** One quote per court of the same slot: court id → its quote, once it has come. */
export const useCourtQuotes = (requests: readonly QuoteRequest[]) =>
  useQueries({
    queries: requests.map(quoteQueryOptions),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) =>
          result.data ? [[requests[index]!.courtId, result.data] as const] : [],
        ),
      ),
  });
