import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type {
  Booking,
  RefundRequestInput,
  UpdateBookingStatus,
  VenuePaymentMethod,
} from '@courtbook/shared';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { MarkPaidModal } from '../../../../components/mark-paid-modal';
import { errorMessage } from '../../../../lib/api-error';
import { formatMoney } from '../../../../lib/format-money';
import { notify } from '../../../../lib/notify';
import {
  useMarkBookingPaid,
  useRefundBooking,
  useUpdateBookingStatus,
} from '../../api/court-bookings';
import { playerName } from '../format';
import { CancelBookingModal } from './cancel-booking-modal';
import { sessionsOf, whenText } from './format';
import { RefundModal } from './refund-modal';

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
  const update = useUpdateBookingStatus();
  const markPaid = useMarkBookingPaid();
  const refund = useRefundBooking();
  const { reset: resetUpdate } = update;
  const { reset: resetRefund } = refund;
  // Each question starts without the refusal of the one before.
  const open = useCallback(
    (next: { booking: Booking; action: BookingAction } | null) => {
      resetUpdate();
      resetRefund();
      setAsking(next);
    },
    [resetUpdate, resetRefund],
  );
  const ask = useCallback<Ask>((booking, action) => open({ booking, action }), [open]);

  // Confirming and marking paid say their refusal and close; cancelling and refunding keep the
  // dialog open with the refusal in it, so staff can change the choice and try again.
  const outcome = (fallback: string, keepOpen = false) => ({
    onSuccess: ({ message }: { message?: string }) => {
      notify.success(message || fallback);
      setAsking(null);
    },
    onError: (error: unknown) => {
      if (keepOpen) return;
      notify.error(errorMessage(error));
      setAsking(null);
    },
  });

  const booking = asking?.booking;
  const send = (body: UpdateBookingStatus) =>
    booking &&
    update.mutate(
      { id: booking.booking_id, body },
      outcome('Booking updated.', body.status === 'cancelled'),
    );
  const recordPaid = (method: VenuePaymentMethod) =>
    booking &&
    markPaid.mutate({ id: booking.booking_id, body: { method } }, outcome('Booking marked paid.'));
  const sendRefund = (body: RefundRequestInput) =>
    booking && refund.mutate({ id: booking.booking_id, body }, outcome('Refunded.', true));
  return (
    <AskContext.Provider value={ask}>
      {children}
      {booking ? (
        <BookingDialog
          // A new question starts afresh (the refund box, the payment method).
          key={`${booking.booking_id}-${asking.action}`}
          booking={booking}
          action={asking.action}
          loading={update.isPending || markPaid.isPending || refund.isPending}
          error={update.error || refund.error ? errorMessage(update.error ?? refund.error) : null}
          onClose={() => open(null)}
          onSend={send}
          onRecordPaid={recordPaid}
          onRefund={sendRefund}
        />
      ) : null}
    </AskContext.Provider>
  );
}

interface BookingDialogProps {
  booking: Booking;
  action: BookingAction;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onSend: (body: UpdateBookingStatus) => void;
  onRecordPaid: (method: VenuePaymentMethod) => void;
  onRefund: (body: RefundRequestInput) => void;
}

function BookingDialog({
  booking,
  action,
  loading,
  error,
  onClose,
  onSend,
  onRecordPaid,
  onRefund,
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
        <RefundModal
          booking={booking}
          loading={loading}
          error={error}
          onClose={onClose}
          onConfirm={onRefund}
        />
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
          error={error}
          onClose={onClose}
          onConfirm={({ scope, refund }) =>
            onSend({ status: 'cancelled', scope, ...(refund ? { refund: true } : {}) })
          }
        />
      );
  }
}
