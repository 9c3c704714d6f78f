import { useMutation } from '@tanstack/react-query';
import { answerOf } from '../../../lib/api-answer';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const icsFilename = (id: number): string => `booking-${id}.ics`;

/** GET /court-bookings/{id}/ics/ with the bearer token, saved as booking-<id>.ics. */
export async function downloadBookingIcs(id: number): Promise<void> {
  const result = await apiDownload(`/court-bookings/${id}/ics/`);
  // A refusal (JSON, not a calendar): answerOf throws it with the message to show.
  if (!result.ok) return answerOf<never>(result.response);
  saveFile(result.blob, icsFilename(id));
}

export const useDownloadBookingIcs = () => useMutation({ mutationFn: downloadBookingIcs });
