import { Alert, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { PaymentMessages } from '@courtbook/shared';
import { formatCountdown } from '../../../lib/use-hold-countdown';

/** How long the court stays held for this payment. */
export function HoldTimer({ secondsLeft }: { secondsLeft: number }) {
  if (secondsLeft <= 0) {
    return (
      <Alert color="red" role="alert" icon={<IconClock aria-hidden="true" />}>
        {PaymentMessages.holdExpired}
      </Alert>
    );
  }
  return (
    // A timer, not an alert: a live region ticking every second would talk over the form.
    <Alert variant="light" role="timer" icon={<IconClock aria-hidden="true" />}>
      <Text size="sm">
        The court is held for you for{' '}
        <Text span fw={700} ff="monospace">
          {formatCountdown(secondsLeft)}
        </Text>
        . Pay before the time runs out.
      </Text>
    </Alert>
  );
}
