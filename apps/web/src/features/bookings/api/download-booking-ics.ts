import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { dataOrThrow } from '../../../lib/api-error';

export const icsFilename = (id: number): string => `booking-${id}.ics`;

/** GET /court-bookings/{id}/ics/ with the bearer token, saved as booking-<id>.ics. */
export async function downloadBookingIcs(id: number): Promise<void> {
  const result = await apiDownload(`/court-bookings/${id}/ics/`);
  if (!result.ok) {
    dataOrThrow(result.response);
    return;
  }
  saveFile(result.blob, icsFilename(id));
}

export const useDownloadBookingIcs = () => useMutation({ mutationFn: downloadBookingIcs });
