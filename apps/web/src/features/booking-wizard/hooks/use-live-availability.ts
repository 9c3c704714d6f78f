import { useQueryClient } from '@tanstack/react-query';
import { useCourtEvents } from '../../../lib/use-court-events';
import { locationAvailabilityKey } from '../api/get-day-availability';

/**
 * Keeps what the wizard shows about the location's courts current: any change there (another
 * player taking or releasing a court, staff closing one) refetches the grid, the start times and
 * the court list on screen.
 */
export function useLiveAvailability(locationId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: locationAvailabilityKey(locationId) });
  useCourtEvents(locationId, { onChange: refresh, onResync: refresh });
}
