import { Badge, type MantineColor } from '@mantine/core';
import type { BookingStatus } from '@courtbook/shared';
import { statusLabel } from './format';
import classes from './status-chip.module.css';

const STATUS_COLORS: Record<BookingStatus, MantineColor> = {
  pending: 'yellow',
  confirmed: 'green',
  cancelled: 'red',
  expired: 'gray',
  completed: 'blue',
};

/** SPEC.md section 3: the status is also the chip's lower-case class name. */
export function StatusChip({ status }: { status: BookingStatus }) {
  return (
    <Badge
      className={`${classes.chip} ${status.toLowerCase()}`}
      data-status={status}
      color={STATUS_COLORS[status]}
      c="var(--status-text)"
      variant="light"
      radius="sm"
    >
      {statusLabel(status)}
    </Badge>
  );
}
