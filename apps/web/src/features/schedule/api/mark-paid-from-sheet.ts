import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../lib/queries/bookings';
import { markBookingPaid } from '../../../lib/queries/mark-paid';
import { courtScheduleKeys } from './get-court-schedule';

/** Marks a pay-at-club booking paid from the sheet: the sheet and the booking pages refresh. */
export const useMarkPaidFromSheet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBookingPaid,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courtScheduleKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
  });
};
