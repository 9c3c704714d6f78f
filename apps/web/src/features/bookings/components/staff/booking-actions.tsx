import { Link, useLocation } from 'react-router';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconCash, IconCheck, IconCoin, IconX } from '@tabler/icons-react';
import type { Booking } from '@courtbook/shared';
import { paths } from '../../../../config/paths';
import { deskPaymentText } from '../../../../lib/format-booking';
import { playerName } from '../format';
import { useAskBookingAction } from './booking-actions-scope';
import { canCancel, canConfirm, canMarkPaid, canRefund } from './format';

interface BookingActionsProps {
  booking: Booking;
  /** `row`: with a View link, on one line (the list); `page`: the details page's buttons. */
  variant: 'row' | 'page';
}

/** View, Confirm (a booking on hold), Mark paid (one to be paid at the club) and Cancel (one still
 * to come), each asking first (the dialogs live in the enclosing BookingActionsScope).
 * Filled colours: Mantine's light variants print text below 4.5:1 (axe). */
export function BookingActions({ booking, variant }: BookingActionsProps) {
  const ask = useAskBookingAction();
  const { search } = useLocation();
  const who = `booking ${booking.booking_id} of ${playerName(booking.user)}`;

  // Each button says what it does in words, in the list's rows and phone cards too: a tooltip on an
  // icon never shows on a touch screen.
  const confirmButton = canConfirm(booking) ? (
    <Button
      leftSection={<IconCheck size={16} aria-hidden="true" />}
      aria-label={`Confirm ${who}`}
      onClick={() => ask(booking, 'confirm')}
    >
      Confirm
    </Button>
  ) : null;
  const markPaidButton = canMarkPaid(booking) ? (
    <Button
      color="court"
      leftSection={<IconCash size={16} aria-hidden="true" />}
      aria-label={`Mark paid ${who}`}
      onClick={() => ask(booking, 'paid')}
    >
      Mark paid
    </Button>
  ) : null;
  const cancelButton = canCancel(booking) ? (
    <Button
      color="red"
      leftSection={<IconX size={16} aria-hidden="true" />}
      aria-label={`Cancel ${who}`}
      onClick={() => ask(booking, 'cancel')}
    >
      Cancel
    </Button>
  ) : null;

  // Any amount of a card payment still to refund: a goodwill refund, or one a cancel did not make
  // (the provider refused it, or staff chose not to then).
  const refundButton =
    variant === 'page' && canRefund(booking) ? (
      <Button
        color="red"
        variant="outline"
        leftSection={<IconCoin size={16} aria-hidden="true" />}
        aria-label={`Refund ${who}`}
        onClick={() => ask(booking, 'refund')}
      >
        Refund
      </Button>
    ) : null;

  return (
    <Group gap={8} wrap={variant === 'row' ? 'nowrap' : 'wrap'}>
      {variant === 'row' ? (
        <Anchor
          component={Link}
          to={paths.courtDetails.getHref(booking.booking_id)}
          // The details page's Back returns to the list with the same tab and filters.
          state={{ listSearch: search }}
          size="sm"
          fw={600}
          aria-label={`View ${who}`}
        >
          View
        </Anchor>
      ) : null}
      {confirmButton}
      {markPaidButton}
      {variant === 'row' && booking.venue_paid ? (
        <Text size="xs" c="dimmed" maw={220}>
          {deskPaymentText(booking.venue_paid)}
        </Text>
      ) : null}
      {cancelButton}
      {refundButton}
    </Group>
  );
}
