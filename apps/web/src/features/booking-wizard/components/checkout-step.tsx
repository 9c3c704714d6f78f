import { Stack } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { BookingSummary } from './booking-summary';
import { HoldNotice, type HoldNoticeProps } from './hold-notice';

export interface CheckoutStepProps extends HoldNoticeProps {
  bookings: Booking[];
}

/** Step 4: the created booking, and how long its court is held. */
export function CheckoutStep({ bookings, ...hold }: CheckoutStepProps) {
  return (
    <Stack gap="md">
      <BookingSummary bookings={bookings} />
      <HoldNotice {...hold} />
    </Stack>
  );
}
