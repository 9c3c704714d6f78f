import { Fieldset, Select, SimpleGrid, Text } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { slotRulesOf, type CourtCreate, type OpeningHours } from '@courtbook/shared';
import { sessionOffer } from '../../../../lib/court-sessions';
import {
  lengthChoices,
  settingsOf,
  settingsProblem,
  START_STEP_CHOICES,
  stepChoices,
  type CourtFormValues,
} from './court-form-values';

/** The longest field's choice for no longest (its form value is blank). */
const UP_TO_CLOSING = 'closing';

interface CourtSessionFieldsProps {
  control: Control<CourtFormValues, unknown, CourtCreate>;
  errors: FieldErrors<CourtFormValues>;
  openingHours: OpeningHours;
}

/** When the court's sessions start and how long they run, with what it will offer, said live. */
export function CourtSessionFields({ control, errors, openingHours }: CourtSessionFieldsProps) {
  const values = useWatch({ control }) as CourtFormValues;
  const startStep = values.start_step_minutes;
  return (
    <Fieldset
      legend="Sessions"
      variant="unstyled"
      p={0}
      styles={{ legend: { fontWeight: 600, marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="start_step_minutes"
          render={({ field }) => (
            <Select
              label="Sessions start"
              data={START_STEP_CHOICES}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errors.start_step_minutes?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="min_session_minutes"
          render={({ field }) => (
            <Select
              label="Shortest session"
              data={lengthChoices(startStep, field.value)}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errors.min_session_minutes?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="max_session_minutes"
          render={({ field }) => (
            <Select
              label="Longest session"
              data={[
                { value: UP_TO_CLOSING, label: 'Up to closing' },
                ...lengthChoices(startStep, field.value),
              ]}
              value={field.value === '' ? UP_TO_CLOSING : field.value}
              onChange={(value) => value && field.onChange(value === UP_TO_CLOSING ? '' : value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errors.max_session_minutes?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="session_step_minutes"
          render={({ field }) => (
            <Select
              label="Lengths go up by"
              data={stepChoices(startStep, field.value)}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errors.session_step_minutes?.message}
            />
          )}
        />
      </SimpleGrid>
      <Offer values={values} errors={errors} openingHours={openingHours} />
    </Fieldset>
  );
}

/** "Offers 1 hour, 1.5 hours or 2 hours, starting every 30 minutes", or what stands in the way. */
function Offer({
  values,
  errors,
  openingHours,
}: {
  values: CourtFormValues;
  errors: FieldErrors<CourtFormValues>;
  openingHours: OpeningHours;
}) {
  const settings = settingsOf(values);
  const problem = settingsProblem(values, openingHours);
  // A problem already shown on its field is not said twice.
  const shownOnField = problem && errors[problem.field]?.message === problem.message;
  return (
    <Text size="sm" mt="sm" role="status" c={problem ? 'red' : undefined}>
      {!settings || shownOnField
        ? ''
        : problem
          ? problem.message
          : `${sessionOffer(slotRulesOf(settings))}.`}
    </Text>
  );
}
