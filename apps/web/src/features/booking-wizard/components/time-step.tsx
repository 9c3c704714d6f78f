import { Alert, Checkbox, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  LAST_START_MINUTES,
  MIN_DURATION_MINUTES,
  durationOptions,
  earliestStartMinutes,
  formatDurationLabel,
  formatTimeLabel,
} from '@courtbook/shared';
import { useAvailability } from '../api/check-availability';
import { useOccupancy } from '../api/get-occupancy';
import { startOptions } from '../lib/slots';

export interface TimeChoice {
  start: number | null;
  duration: number;
  weekly: boolean;
}

export interface TimeStepProps extends TimeChoice {
  locationId: string;
  timeZone: string;
  date: string;
  /** False when the fourth weekly date is beyond the location's booking horizon. */
  weeklyFits?: boolean;
  onChange: (change: Partial<TimeChoice>) => void;
  /** The clock, for tests. */
  now?: Date;
}

/** Step 2: a start on the half hour, a duration up to midnight, and the weekly option (SPEC.md section 5). */
export function TimeStep({
  locationId,
  timeZone,
  date,
  start,
  duration,
  weekly,
  weeklyFits = true,
  onChange,
  now = new Date(),
}: TimeStepProps) {
  const earliest = earliestStartMinutes(date, now, timeZone);
  const occupancy = useOccupancy(locationId, date);
  // The location's courts, read from one open slot: a start is full when every court is taken.
  const probe = useAvailability(
    earliest === undefined || earliest > LAST_START_MINUTES
      ? null
      : { locationId, date, start: earliest, end: earliest + MIN_DURATION_MINUTES, weekly: false },
  );
  const options = startOptions({
    earliest,
    courtIds: (probe.data ?? []).map((court) => court.court_id),
    occupancy: occupancy.data ?? [],
  });
  const open = options.filter((option) => !option.disabled);
  const loading = occupancy.isPending || (probe.isPending && probe.fetchStatus !== 'idle');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label="Start time"
          value={start === null ? '' : String(start)}
          rightSection={loading ? <Loader size="xs" aria-label="Loading start times" /> : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            // SPEC.md section 5: changing the start resets the duration to 1 hour.
            onChange({
              start: value === '' ? null : Number(value),
              duration: MIN_DURATION_MINUTES,
            });
          }}
          data={[
            { value: '', label: 'Choose a start time', disabled: true },
            ...options.map((option) => ({
              value: String(option.minutes),
              label: formatTimeLabel(option.minutes),
              disabled: option.disabled,
            })),
          ]}
        />
        <NativeSelect
          label="Duration"
          value={String(duration)}
          disabled={start === null}
          onChange={(event) => onChange({ duration: Number(event.currentTarget.value) })}
          data={durationOptions(start ?? 0).map((minutes) => ({
            value: String(minutes),
            label: formatDurationLabel(minutes),
          }))}
        />
      </SimpleGrid>
      {start !== null && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {formatTimeLabel(start)} to {formatTimeLabel(start + duration)}
        </Text>
      )}
      {!loading && open.length === 0 && (
        <Alert color="yellow" title="No start times left">
          Every start time on this date has passed or is fully booked. Please choose another date.
        </Alert>
      )}
      {occupancy.isError && (
        <Text size="sm" c="dimmed">
          Could not check which times are full; the court step will show what is free.
        </Text>
      )}
      <Checkbox
        label="Book every week for 4 weeks"
        checked={weekly}
        // Still untickable when a kept choice no longer fits.
        disabled={!weeklyFits && !weekly}
        description={
          weeklyFits
            ? undefined
            : 'Not from this date: the last of the four weeks is beyond the dates open for booking.'
        }
        error={!weeklyFits && weekly}
        onChange={(event) => onChange({ weekly: event.currentTarget.checked })}
      />
    </Stack>
  );
}
