import { Checkbox, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { WEEKDAY_NAMES, type LocationCreate } from '@courtbook/shared';
import type { LocationFormValues } from './location-form-values';
import { FieldError } from './field-error';
import { END_TIMES, START_TIMES } from '../../../../lib/half-hours';

export function OpeningHoursFields({
  control,
  error,
}: {
  control: Control<LocationFormValues, unknown, LocationCreate>;
  error?: string;
}) {
  const alwaysOpen = useWatch({ control, name: 'always_open' });
  const days = useWatch({ control, name: 'opening_hours' });
  return (
    <Stack gap="xs">
      <Controller
        control={control}
        name="always_open"
        render={({ field }) => (
          <Switch
            label="Open all day, every day"
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      {alwaysOpen ? null : (
        <Stack gap={6}>
          {WEEKDAY_NAMES.map((dayName, index) => {
            const closed = days[index]?.closed ?? false;
            return (
              <Group key={dayName} gap="sm" wrap="wrap" align="center">
                <Text size="sm" fw={600} w={96}>
                  {dayName}
                </Text>
                <Controller
                  control={control}
                  name={`opening_hours.${index}.closed`}
                  render={({ field }) => (
                    <Checkbox
                      label="Closed"
                      aria-label={`${dayName} closed`}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`opening_hours.${index}.open`}
                  render={({ field }) => (
                    <Select
                      aria-label={`${dayName} opens`}
                      data={START_TIMES}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? '')}
                      disabled={closed}
                      allowDeselect={false}
                      w={110}
                    />
                  )}
                />
                <Text size="sm" aria-hidden="true">
                  to
                </Text>
                <Controller
                  control={control}
                  name={`opening_hours.${index}.close`}
                  render={({ field }) => (
                    <Select
                      aria-label={`${dayName} closes`}
                      data={END_TIMES}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? '')}
                      disabled={closed}
                      allowDeselect={false}
                      w={110}
                    />
                  )}
                />
              </Group>
            );
          })}
        </Stack>
      )}
      <FieldError error={error} />
    </Stack>
  );
}
