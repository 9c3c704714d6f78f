import { Badge, Group, Table, Text, TextInput } from '@mantine/core';
import type { PriceCourt } from '@courtbook/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PriceFormValues } from '../lib/price-form-values';

interface CourtsPricesTableProps {
  courts: PriceCourt[];
  register: UseFormRegister<PriceFormValues>;
  errors: FieldErrors<PriceFormValues>['courts'];
  /** The location's percentages as typed, for the placeholders of blank court fields. */
  locationTax: string;
  locationCardFee: string;
}

const defaultLabel = (percent: string) =>
  `Location default (${percent.trim() === '' ? '–' : percent}%)`;

/** Each court's hourly fee and its own tax and card fee; blank follows the location. */
export function CourtsPricesTable({
  courts,
  register,
  errors,
  locationTax,
  locationCardFee,
}: CourtsPricesTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-labelledby="courts-prices-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Court</Table.Th>
            <Table.Th>Hourly fee</Table.Th>
            <Table.Th>Tax %</Table.Th>
            <Table.Th>Card fee %</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {courts.map((court, index) => {
            const name = `court ${court.court_number}`;
            const rowErrors = errors?.[index];
            return (
              <Table.Tr key={court.court_id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                      Court {court.court_number}
                    </Text>
                    {court.is_active ? null : (
                      <Badge color="gray" variant="light" size="sm">
                        Inactive
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Hourly fee of ${name}`}
                    inputMode="decimal"
                    leftSection="$"
                    {...register(`courts.${index}.court_fee_hrs`)}
                    error={rowErrors?.court_fee_hrs?.message}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Tax % of ${name}`}
                    inputMode="decimal"
                    placeholder={defaultLabel(locationTax)}
                    {...register(`courts.${index}.tax_percent`)}
                    error={rowErrors?.tax_percent?.message}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Card fee % of ${name}`}
                    inputMode="decimal"
                    placeholder={defaultLabel(locationCardFee)}
                    {...register(`courts.${index}.card_fee_percent`)}
                    error={rowErrors?.card_fee_percent?.message}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
