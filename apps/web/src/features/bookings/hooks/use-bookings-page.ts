import { useQuery } from '@tanstack/react-query';
import type { BookingListFilters } from '../api/get-my-bookings';
import { myBookingsQueryOptions } from '../api/get-my-bookings';
import { staffBookingsQueryOptions } from '../api/get-staff-bookings';

/** `mine`: the caller's own (GET /court-bookings/); `staff`: everything in their scope. */
export type BookingsScope = 'mine' | 'staff';

export const useBookingsPage = (scope: BookingsScope, filters: BookingListFilters) =>
  useQuery(
    scope === 'staff' ? staffBookingsQueryOptions(filters) : myBookingsQueryOptions(filters),
  );
