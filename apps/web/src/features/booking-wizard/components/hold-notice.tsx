import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatCountdown } from '../../../lib/use-hold-countdown';

export interface HoldNoticeProps {
  /** Seconds the hold has left; null when the booking holds nothing (already confirmed). */
  secondsLeft: number | null;
  onStartAgain: () => void;
  /** The player gives the court back (absent where the booking is not the caller's own). */
  onRelease?: (() => void) | undefined;
  releasing?: boolean;
}

/** How long the court is held, with Release hold; once lapsed, a way to start again. */
export function HoldNotice({ secondsLeft, onStartAgain, onRelease, releasing }: HoldNoticeProps) {
  if (secondsLeft === null) return null;
  if (secondsLeft === 0) {
    return (
      <Alert color="orange" title="The hold has lapsed" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            This court is no longer held for you. Please start again to book it.
          </Text>
          <Button variant="light" color="orange" onClick={onStartAgain}>
            Start again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" role="timer" aria-live="off">
        We hold this court for you for{' '}
        <Text span fw={700} ff="monospace">
          {formatCountdown(secondsLeft)}
        </Text>{' '}
        more. Confirm before then.
      </Text>
      {onRelease && (
        <Button variant="default" size="xs" onClick={onRelease} loading={releasing}>
          Release hold
        </Button>
      )}
    </Group>
  );
}
