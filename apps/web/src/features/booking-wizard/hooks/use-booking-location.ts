import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SelectedLocation } from '../../../lib/storage';
import { errorMessage } from '../../../lib/api-error';
import {
  myLocationsQueryOptions,
  publicLocationsQueryOptions,
} from '../../../lib/queries/locations';
import { UserType } from '@courtbook/shared';

export interface BookingLocation {
  id: string;
  name: string;
  timeZone: string;
  /** Bookings open up to this many days after today at the location. */
  bookingHorizonDays: number;
  /** The sports of its courts, for the wizard to show before the date's courts come. */
  sports?: readonly string[];
}

export type BookingLocationState =
  | { status: 'loading' }
  | { status: 'ready'; location: BookingLocation }
  /** No location chosen yet: the page sends the visitor to choose one. */
  | { status: 'choose' }
  | { status: 'error'; message: string };

export interface UseBookingLocationOptions {
  mode: 'player' | 'staff';
  selected: SelectedLocation | null;
  /** 1 = a location admin, who may fall back to their first location. */
  userType: number | undefined;
}

/** Nothing to fetch until a location is chosen, but a location admin falls back to their first. */
const mustChoose = ({ mode, selected, userType }: UseBookingLocationOptions): boolean =>
  selected === null && !(mode === 'staff' && userType === UserType.LocationAdmin);

/**
 * Fetches the list `useBookingLocation` finds the location in, unless it is cached: the booking
 * page's route loader calls it, so the page renders with its location rather than loading it. A
 * failed fetch stays in the cache for the page, which shows the error itself.
 */
export async function loadBookingLocation(
  queryClient: QueryClient,
  options: UseBookingLocationOptions,
): Promise<void> {
  if (mustChoose(options)) return;
  const loading =
    options.mode === 'player'
      ? queryClient.ensureQueryData(publicLocationsQueryOptions())
      : queryClient.ensureQueryData(myLocationsQueryOptions());
  await loading.catch(() => undefined);
}

const NOT_BOOKABLE = 'This location is not open for bookings. Please choose another location.';
const NONE_MANAGED = 'You do not manage any location yet, so there is nowhere to book.';

/**
 * Where the wizard books (DESIGN.md section 2): a player's stored location; a super admin's stored
 * location; a location admin's stored location when it is theirs, else their first.
 */
export function useBookingLocation(options: UseBookingLocationOptions): BookingLocationState {
  const { mode, selected, userType } = options;
  const isLocationAdmin = mode === 'staff' && userType === UserType.LocationAdmin;
  const needsChoice = mustChoose(options);
  const publicList = useQuery({
    ...publicLocationsQueryOptions(),
    enabled: mode === 'player' && !needsChoice,
  });
  const myList = useQuery({
    ...myLocationsQueryOptions(),
    enabled: mode === 'staff' && !needsChoice,
  });

  const query = mode === 'player' ? publicList : myList;
  const selectedId = selected?.id;
  // One object while nothing changes, so the page can defer on it (see book-court.tsx).
  return useMemo((): BookingLocationState => {
    if (needsChoice) return { status: 'choose' };
    if (query.isPending) return { status: 'loading' };
    if (query.isError) return { status: 'error', message: errorMessage(query.error) };

    const list = query.data;
    const stored = list.find((location) => String(location.id) === selectedId);
    const found = stored ?? (isLocationAdmin ? list[0] : undefined);
    if (!found) return { status: 'error', message: isLocationAdmin ? NONE_MANAGED : NOT_BOOKABLE };
    return {
      status: 'ready',
      location: {
        id: String(found.id),
        name: found.name,
        timeZone: found.time_zone,
        bookingHorizonDays: found.booking_horizon_days,
        sports: found.sports,
      },
    };
  }, [
    needsChoice,
    query.isPending,
    query.isError,
    query.error,
    query.data,
    selectedId,
    isLocationAdmin,
  ]);
}
