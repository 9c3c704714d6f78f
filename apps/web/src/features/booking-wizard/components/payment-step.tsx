import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { dollars } from './booking-summary';
import { HoldNotice, type HoldNoticeProps } from './hold-notice';

export interface PaymentStepProps extends HoldNoticeProps {
  booking: Booking;
  /** Staff with user_type 0 or 1 may confirm without payment (paid at the venue). */
  canConfirm: boolean;
  confirming: boolean;
  lapsed: boolean;
  onPay: () => void;
  onConfirm: () => void;
}

/** Step 5: the amount to pay, how long the court is held, CONFIRM & PAY NOW, and plain CONFIRM for staff. */
export function PaymentStep({
  booking,
  canConfirm,
  confirming,
  lapsed,
  onPay,
  onConfirm,
  ...hold
}: PaymentStepProps) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between">
          <Text fw={600}>Summary</Text>
          <Text fw={700} size="xl">
            {dollars(booking.summary || booking.on_amount)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          Court fee, tax and card fee included. All bookings are final: no cancellations or refunds.
        </Text>
      </Paper>
      <HoldNotice {...hold} />
      <Group gap="sm">
        <Button size="md" onClick={onPay} disabled={lapsed || confirming}>
          CONFIRM &amp; PAY NOW
        </Button>
        {canConfirm && (
          <Button
            size="md"
            variant="outline"
            onClick={onConfirm}
            loading={confirming}
            disabled={lapsed}
          >
            CONFIRM
          </Button>
        )}
      </Group>
    </Stack>
  );
}
