import { useQueryClient } from '@tanstack/react-query';
import { useCourtEvents } from '../../../lib/use-court-events';
import { courtScheduleKeys } from '../api/get-court-schedule';

/**
 * Keeps the day sheet current: the location's court changes (the same events as the players'
 * grid) refetch the dates they touch, and a gap in the stream refetches them all.
 */
export function useLiveSchedule(locationId: string | null) {
  const queryClient = useQueryClient();
  useCourtEvents(locationId, {
    onChange: (change) => {
      const location = String(change.location_id);
      void queryClient.invalidateQueries({
        queryKey:
          change.date === null
            ? courtScheduleKeys.location(location)
            : courtScheduleKeys.day(location, change.date),
      });
    },
    onResync: () => {
      if (locationId === null) return;
      void queryClient.invalidateQueries({ queryKey: courtScheduleKeys.location(locationId) });
    },
  });
}
