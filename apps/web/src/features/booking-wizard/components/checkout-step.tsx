import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { formatCountdown } from '../../../lib/use-hold-countdown';
import { BookingSummary } from './booking-summary';

export interface CheckoutStepProps {
  bookings: Booking[];
  /** Seconds the hold has left; null when the booking holds nothing (already confirmed). */
  secondsLeft: number | null;
  onStartAgain: () => void;
}

/** Step 4: the created booking, and how long its court is held. */
export function CheckoutStep({ bookings, secondsLeft, onStartAgain }: CheckoutStepProps) {
  return (
    <Stack gap="md">
      <BookingSummary bookings={bookings} />
      {secondsLeft === null ? null : secondsLeft > 0 ? (
        <Text size="sm" role="timer" aria-live="off">
          We hold this court for you for{' '}
          <Text span fw={700} ff="monospace">
            {formatCountdown(secondsLeft)}
          </Text>{' '}
          more. Confirm before then.
        </Text>
      ) : (
        <Alert color="orange" title="The hold has lapsed" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              This court is no longer held for you. Please start again to book it.
            </Text>
            <Button variant="light" color="orange" onClick={onStartAgain}>
              Start again
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
