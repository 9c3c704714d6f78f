import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { receiptFileName, type Answer, type ReceiptList } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api, apiDownload } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/queries/bookings';
import { saveFile } from '../../../lib/save-file';

/** Under bookingKeys.all: marking a booking paid or refunding it adds a receipt. */
export const receiptKeys = {
  ofBooking: (id: number) => [...bookingKeys.all, 'receipts', id] as const,
};

/** GET /bookings/{id}/receipts/: the receipts of the booking's series, oldest first. */
export async function getBookingReceipts(
  id: number,
  signal?: AbortSignal,
): Promise<Answer<ReceiptList>> {
  return answerOf<Answer<ReceiptList>>(await api.get(`/bookings/${id}/receipts/`, { signal }));
}

export const bookingReceiptsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: receiptKeys.ofBooking(id),
    queryFn: ({ signal }) => getBookingReceipts(id, signal),
  });

export const useBookingReceipts = (id: number) => useQuery(bookingReceiptsQueryOptions(id));

/** GET /receipts/{number}/pdf/ with the bearer token (a link could not send it), saved as a file. */
export async function downloadReceipt(number: string): Promise<void> {
  const result = await apiDownload(`/receipts/${number}/pdf/`);
  if (!result.ok) return answerOf<never>(result.response);
  saveFile(result.blob, receiptFileName(number));
}

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
