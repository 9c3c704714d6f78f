import { useState } from 'react';
import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { formatBookingDate, playerName } from '../format';
import { canRefund, sessionsOf, whenText } from './format';
import { formatMoney } from '../../../../lib/format-money';

interface CancelBookingModalProps {
  booking: Booking;
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  /** `refund` is true only when the refund box is ticked (it starts ticked for a paid booking). */
  onConfirm: (refund: boolean) => void;
}

/** Asks before cancelling: the whole series goes, and a card payment may be refunded with it. */
export function CancelBookingModal(props: CancelBookingModalProps) {
  const { booking, opened, loading, onClose, onConfirm } = props;
  const refundable = canRefund(booking);
  // A paid booking the club cancels is refunded unless staff untick it: the player paid for
  // something they no longer get.
  const [refund, setRefund] = useState(refundable);
  const sessions = sessionsOf(booking);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Cancel booking"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="sm">
        <Text>
          Cancel the booking #{booking.booking_id} of {playerName(booking.user)} at{' '}
          {booking.court.location.name}, court {booking.court.court_number}, {whenText(booking)}?
        </Text>
        {sessions.length > 1 ? (
          <>
            <Text fw={600}>The whole series ({sessions.length} sessions) is cancelled:</Text>
            <List size="sm" spacing={2}>
              {sessions.map((date) => (
                <List.Item key={date}>{formatBookingDate(date)}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text fw={600}>The whole series (1 session) is cancelled.</Text>
        )}
        {refundable ? (
          <Checkbox
            label={`Refund the card payment (${formatMoney(booking.on_amount)})`}
            description="The player paid online; the refund goes back to their card."
            checked={refund}
            onChange={(event) => setRefund(event.currentTarget.checked)}
          />
        ) : null}
        <Text size="sm" c="dimmed">
          This cannot be undone.
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Keep booking
        </Button>
        <Button color="red" loading={loading} onClick={() => onConfirm(refundable && refund)}>
          Cancel booking
        </Button>
      </Group>
    </Modal>
  );
}
