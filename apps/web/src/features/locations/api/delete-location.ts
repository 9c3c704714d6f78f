import { deleteWithMessage, useInvalidatingMutation } from '../../../lib/mutations';
import { locationKeys } from '../../../lib/queries/locations';

/** DELETE /locations/{id}/ (super admin); 409 once the location has bookings. */
export const deleteLocation = (id: number): Promise<string> =>
  deleteWithMessage(`/locations/${id}/`);

export const useDeleteLocation = () => useInvalidatingMutation(deleteLocation, locationKeys.all);
