import { useMutation } from '@tanstack/react-query';
import { courtBookingsCsvFileName } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { CourtBookingFilters } from './court-bookings';

/** GET /get_booking_byadmin/csv/ with the list's filters (every page), saved as a file. */
export async function downloadCourtBookingsCsv(filters: CourtBookingFilters): Promise<void> {
  const { page: _page, ...params } = filters;
  const result = await apiDownload('/get_booking_byadmin/csv/', { params });
  // A refusal (JSON, not CSV): answerOf throws it with the message to show.
  if (!result.ok) return answerOf<never>(result.response);
  saveFile(
    result.blob,
    courtBookingsCsvFileName(filters.type, new Date().toISOString().slice(0, 10)),
  );
}

export const useDownloadCourtBookingsCsv = () =>
  useMutation({ mutationFn: downloadCourtBookingsCsv });
