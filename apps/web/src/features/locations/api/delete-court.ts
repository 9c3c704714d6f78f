import { deleteWithMessage, useInvalidatingMutation } from '../../../lib/mutations';
import { locationKeys } from '../../../lib/queries/locations';

/** DELETE /courts/{id}/; 409 once the court has bookings. */
export const deleteCourt = (courtId: number): Promise<string> =>
  deleteWithMessage(`/courts/${courtId}/`);

export const useDeleteCourt = () => useInvalidatingMutation(deleteCourt, locationKeys.all);
