import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  BookingMessages,
  VENUE_PAYMENT_METHODS,
  type Booking,
  type VenuePaymentMethod,
} from '@courtbook/shared';
import { playerName } from '../format';
import { sessionsOf, VENUE_METHOD_LABELS, whenText } from './format';
import { formatMoney } from '../../../../lib/format-money';

interface MarkPaidModalProps {
  booking: Booking;
  loading: boolean;
  onClose: () => void;
  onConfirm: (method: VenuePaymentMethod) => void;
}

/** Asks how a pay-at-club booking was paid at the desk before recording it (the whole series). */
export function MarkPaidModal({ booking, loading, onClose, onConfirm }: MarkPaidModalProps) {
  const [method, setMethod] = useState<VenuePaymentMethod | null>(null);
  const [missing, setMissing] = useState(false);
  const sessions = sessionsOf(booking).length;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Mark paid at the club"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="sm">
        <Text>
          {formatMoney(booking.on_amount)} paid at the desk for the booking #{booking.booking_id} of{' '}
          {playerName(booking.user)} at {booking.court.location.name}, court{' '}
          {booking.court.court_number}, {whenText(booking)}
          {sessions > 1 ? `, and the rest of its series (${sessions} sessions)` : ''}.
        </Text>
        <Radio.Group
          label="How was it paid?"
          value={method}
          onChange={(value) => {
            setMethod(value);
            setMissing(false);
          }}
          error={missing ? BookingMessages.paidMethodRequired : undefined}
          required
        >
          <Group mt={6} gap="lg">
            {VENUE_PAYMENT_METHODS.map((value) => (
              <Radio key={value} value={value} label={VENUE_METHOD_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Back
        </Button>
        <Button
          color="court"
          loading={loading}
          onClick={() => (method ? onConfirm(method) : setMissing(true))}
        >
          Mark paid
        </Button>
      </Group>
    </Modal>
  );
}
