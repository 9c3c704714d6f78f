import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  RefundRequestSchema,
  TextLimits,
  type Booking,
  type RefundRequestInput,
} from '@courtbook/shared';
import { FormError } from '../../../../components/form-error';
import { formatMoney } from '../../../../lib/format-money';
import { playerName } from '../format';

interface RefundModalProps {
  booking: Booking;
  loading: boolean;
  /** What the server said when it refused the refund (the dialog stays open to try again). */
  error?: string | null | undefined;
  onClose: () => void;
  onConfirm: (body: RefundRequestInput) => void;
}

type Field = 'amount' | 'reason';

/**
 * Asks how much of the card payment to refund (at most what is left, shown) and why; checked with
 * the schema the server checks with, so a refusal names the same rule.
 */
export function RefundModal({ booking, loading, error, onClose, onConfirm }: RefundModalProps) {
  const [amount, setAmount] = useState(booking.refundable_amount);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const left = formatMoney(booking.refundable_amount);

  const submit = () => {
    const parsed = RefundRequestSchema.safeParse({ amount, reason });
    if (parsed.success) {
      setProblems({});
      onConfirm({ amount: amount.trim(), reason: parsed.data.reason });
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    setProblems(found);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Refund the card payment"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text>
            Refund part or all of the card payment for the booking #{booking.booking_id} of{' '}
            {playerName(booking.user)}. The money goes back to their card, and they are emailed the
            amount and the reason.
          </Text>
          <TextInput
            label="Amount"
            description={`At most ${left}: what is left of the card payment.`}
            leftSection="$"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={problems.amount}
            required
          />
          <Textarea
            label="Reason"
            description="The player reads it in their email and Booking Details."
            rows={3}
            maxLength={TextLimits.refundReason}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problems.reason}
            required
          />
          <FormError error={error} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} data-autofocus>
            Back
          </Button>
          <Button type="submit" color="red" loading={loading}>
            Refund
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
