import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconCheck, IconEye, IconX } from '@tabler/icons-react';
import type { Booking } from '@courtbook/shared';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { playerName } from '../format';
import { useUpdateBookingStatus } from '../../api/court-bookings';
import { CancelBookingModal } from './cancel-booking-modal';
import { canCancel, canConfirm, sessionsOf, whenText } from './format';

interface BookingActionsProps {
  booking: Booking;
  /** `row`: small buttons with a View link (the list); `page`: the details page's buttons. */
  variant: 'row' | 'page';
}

/** View, Confirm (a booking on hold) and Cancel (one still to come), each asking first. */
export function BookingActions({ booking, variant }: BookingActionsProps) {
  const [asking, setAsking] = useState<'confirm' | 'cancel' | null>(null);
  const update = useUpdateBookingStatus();
  const { search } = useLocation();
  const size: ButtonProps['size'] = variant === 'row' ? 'xs' : 'sm';
  const who = `booking ${booking.booking_id} of ${playerName(booking.user)}`;
  const sessions = sessionsOf(booking).length;

  const send = (body: { status: 'confirmed' } | { status: 'cancelled'; refund?: boolean }) =>
    update.mutate(
      { id: booking.booking_id, body },
      {
        onSuccess: ({ message }) => {
          notify.success(
            message || (body.status === 'confirmed' ? 'Booking confirmed.' : 'Booking cancelled.'),
          );
          setAsking(null);
        },
        onError: (error) => {
          notify.error(errorMessage(error));
          setAsking(null);
        },
      },
    );

  return (
    <>
      <Group gap={6} wrap="wrap">
        {variant === 'row' ? (
          <Button
            component={Link}
            to={paths.courtDetails.getHref(booking.booking_id)}
            // The details page's Back returns to the list with the same tab and filters.
            state={{ listSearch: search }}
            size={size}
            variant="light"
            leftSection={<IconEye size={14} aria-hidden="true" />}
            aria-label={`View ${who}`}
          >
            View
          </Button>
        ) : null}
        {canConfirm(booking) ? (
          <Button
            size={size}
            color="green"
            variant={variant === 'row' ? 'light' : 'filled'}
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            aria-label={`Confirm ${who}`}
            onClick={() => setAsking('confirm')}
          >
            Confirm
          </Button>
        ) : null}
        {canCancel(booking) ? (
          <Button
            size={size}
            color="red"
            variant={variant === 'row' ? 'light' : 'outline'}
            leftSection={<IconX size={14} aria-hidden="true" />}
            aria-label={`Cancel ${who}`}
            onClick={() => setAsking('cancel')}
          >
            Cancel
          </Button>
        ) : null}
      </Group>

      <Modal
        opened={asking === 'confirm'}
        onClose={() => setAsking(null)}
        title="Confirm booking"
        centered
      >
        <Stack gap="sm">
          <Text>
            Confirm the booking #{booking.booking_id} of {playerName(booking.user)} at{' '}
            {booking.court.location.name}, court {booking.court.court_number}, {whenText(booking)}
            {sessions > 1 ? `, and the rest of its series (${sessions} sessions)` : ''}?
          </Text>
          <Text size="sm" c="dimmed">
            It is then to be paid at the club, and the player gets a confirmation email.
          </Text>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
            Back
          </Button>
          <Button
            color="green"
            loading={update.isPending}
            onClick={() => send({ status: 'confirmed' })}
          >
            Confirm booking
          </Button>
        </Group>
      </Modal>

      {/* Mounted only while asking, so the refund box starts unticked every time. */}
      {asking === 'cancel' ? (
        <CancelBookingModal
          booking={booking}
          opened
          loading={update.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(refund) =>
            send(refund ? { status: 'cancelled', refund: true } : { status: 'cancelled' })
          }
        />
      ) : null}
    </>
  );
}
