import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { Booking, VenuePaymentMethod } from '@courtbook/shared';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { MarkPaidModal } from '../../../../components/mark-paid-modal';
import { errorMessage } from '../../../../lib/api-error';
import { formatMoney } from '../../../../lib/format-money';
import { notify } from '../../../../lib/notify';
import { useMarkBookingPaid, useUpdateBookingStatus } from '../../api/court-bookings';
import { playerName } from '../format';
import { CancelBookingModal } from './cancel-booking-modal';
import { sessionsOf, whenText } from './format';

export type BookingAction = 'confirm' | 'cancel' | 'refund' | 'paid';

type Ask = (booking: Booking, action: BookingAction) => void;

const AskContext = createContext<Ask | null>(null);

/** What a booking's action buttons call to ask staff before acting. */
export function useAskBookingAction(): Ask {
  const ask = useContext(AskContext);
  if (!ask) throw new Error('Booking actions are used outside a BookingActionsScope');
  return ask;
}

/**
 * Holds the question staff are answering (confirm, cancel, refund, mark paid) and its dialog above
 * the rows that asked it: when the list swaps its table for cards (the window crosses the phone
 * width, a tablet turns), the open dialog and what was chosen in it stay.
 */
export function BookingActionsScope({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<{ booking: Booking; action: BookingAction } | null>(null);
  const ask = useCallback<Ask>((booking, action) => setAsking({ booking, action }), []);
  const close = () => setAsking(null);
  const update = useUpdateBookingStatus();
  const markPaid = useMarkBookingPaid();

  const outcome = (fallback: string) => ({
    onSuccess: ({ message }: { message?: string }) => {
      notify.success(message || fallback);
      setAsking(null);
    },
    onError: (error: unknown) => {
      notify.error(errorMessage(error));
      setAsking(null);
    },
  });

  const booking = asking?.booking;
  const send = (body: { status: 'confirmed' } | { status: 'cancelled'; refund?: boolean }) =>
    booking && update.mutate({ id: booking.booking_id, body }, outcome('Booking updated.'));
  const recordPaid = (method: VenuePaymentMethod) =>
    booking &&
    markPaid.mutate({ id: booking.booking_id, body: { method } }, outcome('Booking marked paid.'));

  return (
    <AskContext.Provider value={ask}>
      {children}
      {booking ? (
        <BookingDialog
          // A new question starts afresh (the refund box, the payment method).
          key={`${booking.booking_id}-${asking.action}`}
          booking={booking}
          action={asking.action}
          loading={update.isPending || markPaid.isPending}
          onClose={close}
          onSend={send}
          onRecordPaid={recordPaid}
        />
      ) : null}
    </AskContext.Provider>
  );
}

interface BookingDialogProps {
  booking: Booking;
  action: BookingAction;
  loading: boolean;
  onClose: () => void;
  onSend: (body: { status: 'confirmed' } | { status: 'cancelled'; refund?: boolean }) => void;
  onRecordPaid: (method: VenuePaymentMethod) => void;
}

function BookingDialog({
  booking,
  action,
  loading,
  onClose,
  onSend,
  onRecordPaid,
}: BookingDialogProps) {
  const sessions = sessionsOf(booking).length;
  switch (action) {
    case 'confirm':
      return (
        <ConfirmModal
          title="Confirm booking"
          opened
          confirmLabel="Confirm booking"
          color="court"
          cancelLabel="Back"
          loading={loading}
          onConfirm={() => onSend({ status: 'confirmed' })}
          onClose={onClose}
          details="It is then to be paid at the club, and the player gets a confirmation email."
        >
          Confirm the booking #{booking.booking_id} of {playerName(booking.user)} at{' '}
          {booking.court.location.name}, court {booking.court.court_number}, {whenText(booking)}
          {sessions > 1 ? `, and the rest of its series (${sessions} sessions)` : ''}?
        </ConfirmModal>
      );
    case 'refund':
      return (
        <ConfirmModal
          title="Refund the card payment"
          opened
          confirmLabel="Refund"
          cancelLabel="Back"
          loading={loading}
          onConfirm={() => onSend({ status: 'cancelled', refund: true })}
          onClose={onClose}
        >
          Refund the card payment of {formatMoney(booking.on_amount)} for the cancelled booking #
          {booking.booking_id} of {playerName(booking.user)}? The money goes back to their card.
        </ConfirmModal>
      );
    case 'paid':
      return (
        <MarkPaidModal loading={loading} onClose={onClose} onConfirm={onRecordPaid}>
          {formatMoney(booking.on_amount)} paid at the desk for the booking #{booking.booking_id} of{' '}
          {playerName(booking.user)} at {booking.court.location.name}, court{' '}
          {booking.court.court_number}, {whenText(booking)}
          {sessions > 1 ? `, and the rest of its series (${sessions} sessions)` : ''}.
        </MarkPaidModal>
      );
    case 'cancel':
      return (
        <CancelBookingModal
          booking={booking}
          opened
          loading={loading}
          onClose={onClose}
          onConfirm={(refund) =>
            onSend(refund ? { status: 'cancelled', refund: true } : { status: 'cancelled' })
          }
        />
      );
  }
}
