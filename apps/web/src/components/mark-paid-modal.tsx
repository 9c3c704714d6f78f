import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { BookingMessages, VENUE_PAYMENT_METHODS, type VenuePaymentMethod } from '@courtbook/shared';

export const VENUE_METHOD_LABELS: Record<VenuePaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card at the desk',
};

interface MarkPaidModalProps {
  /** What is being paid for: the amount, whose booking, where and when. */
  children: ReactNode;
  loading: boolean;
  onClose: () => void;
  onConfirm: (method: VenuePaymentMethod) => void;
}

/**
 * Asks how a pay-at-club booking was paid at the desk before recording it (the whole series), from
 * Court bookings and from the day sheet.
 */
export function MarkPaidModal({ children, loading, onClose, onConfirm }: MarkPaidModalProps) {
  const [method, setMethod] = useState<VenuePaymentMethod | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Mark paid at the club"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="sm">
        <Text>{children}</Text>
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
