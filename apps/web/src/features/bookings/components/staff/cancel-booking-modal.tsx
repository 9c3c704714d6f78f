import { useState } from 'react';
import { Button, Checkbox, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { centsToDecimal, type Booking, type CancelScope } from '@courtbook/shared';
import { FormError } from '../../../../components/form-error';
import { formatMoney } from '../../../../lib/format-money';
import { formatBookingDate, playerName } from '../format';
import {
  canRefund,
  cancelRefundCents,
  liveSessionsOf,
  sessionsCancelledBy,
  whenText,
} from './format';

export interface CancelChoice {
  scope: CancelScope;
  refund: boolean;
}

interface CancelBookingModalProps {
  booking: Booking;
  opened: boolean;
  loading: boolean;
  /** What the server said when it refused the cancel (shown in the dialog, which stays open). */
  error?: string | null | undefined;
  onClose: () => void;
  /** `refund` is true only when the refund box is ticked (it starts ticked for a paid booking). */
  onConfirm: (choice: CancelChoice) => void;
}

const SCOPE_LABELS: Record<CancelScope, string> = {
  session: 'This session',
  rest: 'This and later sessions',
  series: 'The whole series',
};

/**
 * Asks before cancelling: of a weekly series, this session, it and the later ones, or all of it;
 * and, for a card payment, whether to refund those sessions' share (all that is left for the
 * whole series).
 */
export function CancelBookingModal(props: CancelBookingModalProps) {
  const { booking, opened, loading, error, onClose, onConfirm } = props;
  const refundable = canRefund(booking);
  // A paid booking the club cancels is refunded unless staff untick it: the player paid for
  // something they no longer get.
  const [refund, setRefund] = useState(refundable);
  const live = liveSessionsOf(booking);
  const [scope, setScope] = useState<CancelScope>('series');
  const laterCount = sessionsCancelledBy(booking, 'rest').length;
  // Only the choices that differ: the last session's "this and later" is "this session".
  const scopes: CancelScope[] =
    live.length <= 1
      ? []
      : laterCount > 1 && laterCount < live.length
        ? ['session', 'rest', 'series']
        : ['session', 'series'];
  const taken = sessionsCancelledBy(booking, scope);
  const whole = taken.length === live.length;
  const shareCents = cancelRefundCents(booking, scope);
  const share = formatMoney(centsToDecimal(shareCents));
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
        {scopes.length > 0 ? (
          <Radio.Group label="What to cancel" value={scope} onChange={(value) => setScope(value)}>
            <Stack mt={6} gap={6}>
              {scopes.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={`${SCOPE_LABELS[value]} (${sessionsCancelledBy(booking, value).length} of ${live.length})`}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {whole ? (
          <Text fw={600}>
            The whole series ({taken.length} {taken.length === 1 ? 'session' : 'sessions'}) is
            cancelled{taken.length > 1 ? ':' : '.'}
          </Text>
        ) : (
          <Text fw={600}>
            {taken.length === 1 ? 'This session is' : `These ${taken.length} sessions are`}{' '}
            cancelled; the other {live.length - taken.length} stay booked:
          </Text>
        )}
        {taken.length > 1 || !whole ? (
          <List size="sm" spacing={2}>
            {taken.map((session) => (
              <List.Item key={session.booking_id}>
                {formatBookingDate(session.booking_date)}
              </List.Item>
            ))}
          </List>
        ) : null}
        {refundable && shareCents > 0 ? (
          <Checkbox
            label={
              whole
                ? `Refund the card payment (${share})`
                : `Refund ${taken.length === 1 ? "this session's" : "these sessions'"} share (${share})`
            }
            description="The player paid online; the refund goes back to their card."
            checked={refund}
            onChange={(event) => setRefund(event.currentTarget.checked)}
          />
        ) : null}
        <Text size="sm" c="dimmed">
          This cannot be undone.
        </Text>
        <FormError error={error} />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Keep booking
        </Button>
        <Button
          color="red"
          loading={loading}
          onClick={() => onConfirm({ scope, refund: refundable && shareCents > 0 && refund })}
        >
          {whole ? 'Cancel booking' : taken.length === 1 ? 'Cancel session' : 'Cancel sessions'}
        </Button>
      </Group>
    </Modal>
  );
}
