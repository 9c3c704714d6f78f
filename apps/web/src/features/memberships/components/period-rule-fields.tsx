import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import type { PlanBody, PlanFormValues } from '../lib/plan-form-values';
import { PlanFormMessages as M } from '../messages';
import { RuleValueInput } from './rule-value-input';

const KINDS = [
  { value: 'percent_off', label: M.kinds.percent_off },
  { value: 'fixed_fee', label: M.kinds.fixed_fee },
];

interface PeriodRuleFieldsProps {
  /** The location's price period names. */
  periods: string[];
  control: Control<PlanFormValues, unknown, PlanBody>;
  register: UseFormRegister<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>['period_rules'];
}

/** A rule per named price period, in place of the plan's every-hour rule there. */
export function PeriodRuleFields({ periods, control, register, errors }: PeriodRuleFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'period_rules' });
  const rules = useWatch({ control, name: 'period_rules' });
  const listError = errors?.root?.message ?? errors?.message;
  const unused = periods.filter((name) => !rules.some((rule) => rule.period === name));

  if (periods.length === 0 && fields.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {M.noPeriods}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {M.noPeriodRules}
        </Text>
      ) : null}
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const label = M.periodRuleLabel(index);
        const current = rules[index]?.period ?? '';
        // A rule for a period since renamed or removed still shows its name.
        const names =
          current !== '' && !periods.includes(current) ? [current, ...periods] : periods;
        return (
          <Fieldset
            key={field.id}
            variant="filled"
            p="sm"
            legend={<Text span fw={600}>{`${M.period} ${index + 1}`}</Text>}
          >
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Controller
                control={control}
                name={`period_rules.${index}.period`}
                render={({ field: period }) => (
                  <Select
                    label={M.period}
                    aria-label={`${M.period} of ${label}`}
                    withAsterisk
                    data={names}
                    value={period.value || null}
                    onChange={(value) => period.onChange(value ?? '')}
                    onBlur={period.onBlur}
                    allowDeselect={false}
                    error={rowErrors?.period?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name={`period_rules.${index}.kind`}
                render={({ field: kind }) => (
                  <Select
                    label={M.ruleKind}
                    aria-label={`${M.ruleKind} of ${label}`}
                    data={KINDS}
                    value={kind.value}
                    onChange={(value) => kind.onChange(value ?? 'percent_off')}
                    allowDeselect={false}
                    error={rowErrors?.kind?.message}
                  />
                )}
              />
              <RuleValueInput
                kind={rules[index]?.kind ?? 'percent_off'}
                ariaLabel={`Figure of ${label}`}
                registration={register(`period_rules.${index}.value`)}
                error={rowErrors?.value?.message}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={() => remove(index)}
                aria-label={`${M.remove} ${label}`}
              >
                {M.remove}
              </Button>
            </Group>
          </Fieldset>
        );
      })}
      {listError ? (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      ) : null}
      {unused.length > 0 ? (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => append({ period: unused[0] ?? '', kind: 'percent_off', value: '' })}
          >
            {M.addPeriodRule}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
