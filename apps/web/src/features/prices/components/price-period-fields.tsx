import {
  Button,
  Chip,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { WEEKDAY_NAMES, type PriceConfigurationUpdate, type PriceCourt } from '@courtbook/shared';
import { END_TIMES, START_TIMES } from '../../../lib/half-hours';
import { newPricePeriod, WEEK_FROM_MONDAY, type PriceFormValues } from '../lib/price-form-values';

interface PricePeriodFieldsProps {
  courts: PriceCourt[];
  control: Control<PriceFormValues, unknown, PriceConfigurationUpdate>;
  register: UseFormRegister<PriceFormValues>;
  errors: FieldErrors<PriceFormValues>['price_periods'];
}

/**
 * The location's price periods: each a name, its weekdays, a start and an end, the hourly fee of
 * every court in it and, where one differs, a court's own. Saved with the other figures.
 */
export function PricePeriodFields({ courts, control, register, errors }: PricePeriodFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'price_periods' });
  // A refusal of the whole list (too many periods) sits on the list, or on its root.
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No price periods: every court costs its own hourly fee at every hour.
        </Text>
      ) : null}
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const label = `price period ${index + 1}`;
        return (
          <Fieldset
            key={field.id}
            variant="filled"
            p="sm"
            legend={
              <Text fw={600} span>
                Price period {index + 1}
              </Text>
            }
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label="Name"
                  aria-label={`Name of ${label}`}
                  placeholder="Peak"
                  withAsterisk
                  {...register(`price_periods.${index}.name`)}
                  error={rowErrors?.name?.message}
                />
                <TextInput
                  label="Hourly fee, every court"
                  aria-label={`Hourly fee of ${label}`}
                  withAsterisk
                  inputMode="decimal"
                  leftSection="$"
                  {...register(`price_periods.${index}.fee_hrs`)}
                  error={rowErrors?.fee_hrs?.message}
                />
              </SimpleGrid>
              <Controller
                control={control}
                name={`price_periods.${index}.weekdays`}
                render={({ field: days }) => (
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id={`period-${field.id}-days`}>
                      Days
                    </Text>
                    <Chip.Group
                      multiple
                      value={days.value.map(String)}
                      onChange={(value) => days.onChange(value.map(Number))}
                    >
                      <Group gap={6} role="group" aria-labelledby={`period-${field.id}-days`}>
                        {WEEK_FROM_MONDAY.map((day) => (
                          <Chip key={day} value={String(day)} size="sm">
                            {WEEKDAY_NAMES[day]?.slice(0, 3)}
                          </Chip>
                        ))}
                      </Group>
                    </Chip.Group>
                    {rowErrors?.weekdays?.message ? (
                      <Text size="xs" c="red" role="alert">
                        {rowErrors.weekdays.message}
                      </Text>
                    ) : null}
                  </Stack>
                )}
              />
              <Group gap="sm" align="flex-start">
                {(['start_time', 'end_time'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={control}
                    name={`price_periods.${index}.${name}`}
                    render={({ field: time }) => (
                      <Select
                        label={name === 'start_time' ? 'From' : 'To'}
                        aria-label={`${name === 'start_time' ? 'Start' : 'End'} of ${label}`}
                        data={name === 'start_time' ? START_TIMES : END_TIMES}
                        value={time.value}
                        onChange={(value) => time.onChange(value ?? '')}
                        allowDeselect={false}
                        w={120}
                        error={rowErrors?.[name]?.message}
                      />
                    )}
                  />
                ))}
              </Group>
              {courts.length > 0 ? (
                <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
                  {courts.map((court, courtIndex) => (
                    <TextInput
                      key={court.court_id}
                      label={`Court ${court.court_number}`}
                      aria-label={`Court ${court.court_number}’s own fee in ${label}`}
                      placeholder="Period fee"
                      inputMode="decimal"
                      leftSection="$"
                      {...register(`price_periods.${index}.court_fees.${courtIndex}.fee_hrs`)}
                      error={rowErrors?.court_fees?.[courtIndex]?.fee_hrs?.message}
                    />
                  ))}
                </SimpleGrid>
              ) : null}
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden="true" />}
                  onClick={() => remove(index)}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      {listError ? (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => append(newPricePeriod(courts.map((court) => court.court_id)))}
        >
          Add price period
        </Button>
      </Group>
    </Stack>
  );
}
