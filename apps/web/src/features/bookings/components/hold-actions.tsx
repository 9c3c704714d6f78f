import { Link } from 'react-router';
import { Button, Group } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { Booking } from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useReleaseHold } from '../../../lib/queries/release-hold';
import { formatCountdown, useHoldCountdown } from '../../../lib/use-hold-countdown';

/** The card page for a booking; the id in the address lets a reload find it again. */
export const checkoutHref = (bookingId: number) =>
  `${paths.checkoutSession.getHref()}?booking=${bookingId}`;

/**
 * A pending booking whose hold lasts: Pay now (with the time left) and Release hold, which frees
 * the court at once (not a cancellation: nothing was paid). Nothing once the hold has lapsed.
 */
export function HoldActions({ booking, size = 'xs' }: { booking: Booking; size?: 'xs' | 'sm' }) {
  const secondsLeft = useHoldCountdown(
    booking.status === 'pending' ? booking.hold_expires_at : null,
  );
  const release = useReleaseHold();
  if (secondsLeft === null || secondsLeft === 0) return null;

  const onRelease = async () => {
    try {
      const { message } = await release.mutateAsync(booking.booking_id);
      notify.success(message);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to={checkoutHref(booking.booking_id)}
        state={{ bookingId: booking.booking_id }}
        size={size}
        leftSection={<IconCreditCard size={16} aria-hidden="true" />}
        aria-label={`Pay now for booking ${booking.booking_id}, ${formatCountdown(secondsLeft)} left`}
      >
        Pay now · {formatCountdown(secondsLeft)} left
      </Button>
      <Button
        size={size}
        variant="default"
        loading={release.isPending}
        onClick={() => void onRelease()}
        aria-label={`Release hold on booking ${booking.booking_id}`}
      >
        Release hold
      </Button>
    </Group>
  );
}
