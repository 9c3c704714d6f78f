import { Button } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-error';
import { useDownloadBookingIcs } from '../api/download-booking-ics';

/** Downloads the booking's .ics (a plain link could not send the bearer token). */
export function AddToCalendarButton({ bookingId }: { bookingId: number }) {
  const download = useDownloadBookingIcs();
  return (
    <Button
      variant="default"
      leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(bookingId, { onError: (error) => notify.error(errorMessage(error)) })
      }
    >
      Add to calendar
    </Button>
  );
}
