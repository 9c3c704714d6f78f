import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconBallTennis, IconCalendar, IconClock, IconLayoutGrid } from '@tabler/icons-react';
import { formatTimeLabel, sportLabel } from '@courtbook/shared';
import { formatLongDate } from '../lib/calendar';

export interface ChoiceBarProps {
  date: string | null;
  start: number | null;
  duration: number;
  weekly: boolean;
  /** The sport chosen at a club with several; null at a club with one. */
  sport?: string | null;
  courtNumber: number | null;
  /** The date is a link back to step 1 (SPEC.md section 2). */
  onDateClick: () => void;
}

/** What has been chosen so far, once there is a date. */
export function ChoiceBar({
  date,
  start,
  duration,
  weekly,
  sport = null,
  courtNumber,
  onDateClick,
}: ChoiceBarProps) {
  if (date === null) return null;
  return (
    <Group gap="md" style={{ rowGap: 4 }} aria-label="Your choices" role="group">
      <Group gap={6} wrap="nowrap">
        <IconCalendar size={18} aria-hidden />
        <Anchor component="button" type="button" onClick={onDateClick} fw={600}>
          {formatLongDate(date)}
          <VisuallyHidden> (change the date)</VisuallyHidden>
        </Anchor>
      </Group>
      {sport !== null && (
        <Group gap={6} wrap="nowrap">
          <IconBallTennis size={18} aria-hidden />
          <Text size="sm">{sportLabel(sport)}</Text>
        </Group>
      )}
      {start !== null && (
        <Group gap={6} wrap="nowrap">
          <IconClock size={18} aria-hidden />
          <Text size="sm">
            {formatTimeLabel(start)} – {formatTimeLabel(start + duration)}
            {weekly ? ', every week for 4 weeks' : ''}
          </Text>
        </Group>
      )}
      {courtNumber !== null && (
        <Group gap={6} wrap="nowrap">
          <IconLayoutGrid size={18} aria-hidden />
          <Text size="sm">Court {courtNumber}</Text>
        </Group>
      )}
    </Group>
  );
}
