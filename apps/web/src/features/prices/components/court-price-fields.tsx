import { Badge, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PriceCourt } from '@courtbook/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PriceFormValues } from '../lib/price-form-values';

interface CourtPriceFieldsProps {
  courts: PriceCourt[];
  register: UseFormRegister<PriceFormValues>;
  errors: FieldErrors<PriceFormValues>['courts'];
  /** The location's percentages as typed, for the placeholders of blank court fields. */
  locationTax: string;
  locationCardFee: string;
}

const defaultLabel = (percent: string) =>
  `Location default (${percent.trim() === '' ? '–' : percent}%)`;

/**
 * Each court's hourly fee and its own tax and card fee (blank follows the location), one group
 * of fields per court: three across on wide screens, stacked on a phone.
 */
export function CourtPriceFields({
  courts,
  register,
  errors,
  locationTax,
  locationCardFee,
}: CourtPriceFieldsProps) {
  return (
    <Stack gap="sm">
      {courts.map((court, index) => {
        const name = `court ${court.court_number}`;
        const rowErrors = errors?.[index];
        return (
          <Fieldset
            key={court.court_id}
            variant="filled"
            p="sm"
            legend={
              <Group gap={6} wrap="nowrap">
                <Text fw={600} span>
                  Court {court.court_number}
                </Text>
                {court.is_active ? null : (
                  <Badge color="gray" variant="light" size="sm">
                    Inactive
                  </Badge>
                )}
              </Group>
            }
          >
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                label="Hourly fee"
                aria-label={`Hourly fee of ${name}`}
                withAsterisk
                inputMode="decimal"
                leftSection="$"
                {...register(`courts.${index}.court_fee_hrs`)}
                error={rowErrors?.court_fee_hrs?.message}
              />
              <TextInput
                label="Tax %"
                aria-label={`Tax % of ${name}`}
                inputMode="decimal"
                placeholder={defaultLabel(locationTax)}
                {...register(`courts.${index}.tax_percent`)}
                error={rowErrors?.tax_percent?.message}
              />
              <TextInput
                label="Card fee %"
                aria-label={`Card fee % of ${name}`}
                inputMode="decimal"
                placeholder={defaultLabel(locationCardFee)}
                {...register(`courts.${index}.card_fee_percent`)}
                error={rowErrors?.card_fee_percent?.message}
              />
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
