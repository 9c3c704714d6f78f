import { useMutation } from '@tanstack/react-query';
import { reportCsvFileName } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { tableParams, type ReportTableFilters } from './report-filters';

/** GET /download_csv/ with the bearer token and the table's filters, saved under the server's name. */
export async function downloadReportCsv(filters: ReportTableFilters): Promise<void> {
  const result = await apiDownload('/download_csv/', { params: tableParams(filters) });
  // A refusal (JSON, not CSV): answerOf throws it with the message to show.
  if (!result.ok) return answerOf<never>(result.response);
  saveFile(result.blob, reportCsvFileName(filters.start_date, filters.end_date));
}

export const useDownloadReportCsv = () => useMutation({ mutationFn: downloadReportCsv });
