import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Button, Group } from '@mantine/core';
import { IconCash, IconCheck, IconCoin, IconX } from '@tabler/icons-react';
import type { Booking, VenuePaymentMethod } from '@courtbook/shared';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { playerName } from '../format';
import { useMarkBookingPaid, useUpdateBookingStatus } from '../../api/court-bookings';
import { CancelBookingModal } from './cancel-booking-modal';
import { canCancel, canConfirm, canMarkPaid, canRefundLater, sessionsOf, whenText } from './format';
import { MarkPaidModal } from './mark-paid-modal';
import { formatMoney } from '../../../../lib/format-money';

interface BookingActionsProps {
  booking: Booking;
  /** `row`: with a View link, on one line (the list); `page`: the details page's buttons. */
  variant: 'row' | 'page';
}

/** View, Confirm (a booking on hold), Mark paid (one to be paid at the club) and Cancel (one still
 * to come), each asking first.
 * Filled colours: Mantine's light variants print text below 4.5:1 (axe). */
export function BookingActions({ booking, variant }: BookingActionsProps) {
  const [asking, setAsking] = useState<'confirm' | 'cancel' | 'refund' | 'paid' | null>(null);
  const update = useUpdateBookingStatus();
  const markPaid = useMarkBookingPaid();
  const { search } = useLocation();
  const who = `booking ${booking.booking_id} of ${playerName(booking.user)}`;
  const sessions = sessionsOf(booking).length;

  const send = (body: { status: 'confirmed' } | { status: 'cancelled'; refund?: boolean }) =>
    update.mutate(
      { id: booking.booking_id, body },
      {
        onSuccess: ({ message }) => {
          notify.success(message || 'Booking updated.');
          setAsking(null);
        },
        onError: (error) => {
          notify.error(errorMessage(error));
          setAsking(null);
        },
      },
    );

  const recordPaid = (method: VenuePaymentMethod) =>
    markPaid.mutate(
      { id: booking.booking_id, body: { method } },
      {
        onSuccess: ({ message }) => {
          notify.success(message || 'Booking marked paid.');
          setAsking(null);
        },
        onError: (error) => {
          notify.error(errorMessage(error));
          setAsking(null);
        },
      },
    );

  // Each button says what it does in words, in the list's rows and phone cards too: a tooltip on an
  // icon never shows on a touch screen.
  const confirmButton = canConfirm(booking) ? (
    <Button
      leftSection={<IconCheck size={16} aria-hidden="true" />}
      aria-label={`Confirm ${who}`}
      onClick={() => setAsking('confirm')}
    >
      Confirm
    </Button>
  ) : null;
  const markPaidButton = canMarkPaid(booking) ? (
    <Button
      color="court"
      leftSection={<IconCash size={16} aria-hidden="true" />}
      aria-label={`Mark paid ${who}`}
      onClick={() => setAsking('paid')}
    >
      Mark paid
    </Button>
  ) : null;
  const cancelButton = canCancel(booking) ? (
    <Button
      color="red"
      leftSection={<IconX size={16} aria-hidden="true" />}
      aria-label={`Cancel ${who}`}
      onClick={() => setAsking('cancel')}
    >
      Cancel
    </Button>
  ) : null;

  // A series cancelled without its refund (or whose refund the provider refused) can still get one.
  const refundButton =
    variant === 'page' && canRefundLater(booking) ? (
      <Button
        color="red"
        leftSection={<IconCoin size={16} aria-hidden="true" />}
        onClick={() => setAsking('refund')}
      >
        Refund the card payment
      </Button>
    ) : null;

  return (
    <>
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
        {cancelButton}
        {refundButton}
      </Group>

      <ConfirmModal
        title="Confirm booking"
        opened={asking === 'confirm'}
        confirmLabel="Confirm booking"
        color="court"
        cancelLabel="Back"
        loading={update.isPending}
        onConfirm={() => send({ status: 'confirmed' })}
        onClose={() => setAsking(null)}
        details="It is then to be paid at the club, and the player gets a confirmation email."
      >
        Confirm the booking #{booking.booking_id} of {playerName(booking.user)} at{' '}
        {booking.court.location.name}, court {booking.court.court_number}, {whenText(booking)}
        {sessions > 1 ? `, and the rest of its series (${sessions} sessions)` : ''}?
      </ConfirmModal>

      <ConfirmModal
        title="Refund the card payment"
        opened={asking === 'refund'}
        confirmLabel="Refund"
        cancelLabel="Back"
        loading={update.isPending}
        onConfirm={() => send({ status: 'cancelled', refund: true })}
        onClose={() => setAsking(null)}
      >
        Refund the card payment of {formatMoney(booking.on_amount)} for the cancelled booking #
        {booking.booking_id} of {playerName(booking.user)}? The money goes back to their card.
      </ConfirmModal>

      {asking === 'paid' ? (
        <MarkPaidModal
          booking={booking}
          loading={markPaid.isPending}
          onClose={() => setAsking(null)}
          onConfirm={recordPaid}
        />
      ) : null}

      {/* Mounted only while asking, so the refund box starts as it should every time. */}
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
