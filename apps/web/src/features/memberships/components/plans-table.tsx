import { Card, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { MembershipPlan } from '@courtbook/shared';
import { RowAction, RowActions } from '../../../components/row-action';
import { ScrollableTable } from '../../../components/scrollable-table';
import { formatMoney } from '../../../lib/format-money';
import { horizonWords, periodRuleLines, ruleWords } from '../lib/plan-words';
import { PlanPageMessages as M } from '../messages';
import { PlanActiveBadge } from './plan-active-badge';

interface PlansTableProps {
  plans: MembershipPlan[];
  locationName: string;
  currency: string;
  onEdit: (plan: MembershipPlan) => void;
  onDelete: (plan: MembershipPlan) => void;
}

const COLUMNS = [
  M.columns.price,
  M.columns.horizon,
  M.columns.rule,
  M.columns.periods,
  M.columns.active,
  M.columns.members,
  M.columns.actions,
];

function PeriodRules({ plan, currency }: { plan: MembershipPlan; currency: string }) {
  const lines = periodRuleLines(plan, currency);
  if (lines.length === 0) return <Text size="sm">{M.noPeriodRules}</Text>;
  return (
    <List size="sm" spacing={2} listStyleType="none" p={0}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

function PlanActions({
  plan,
  onEdit,
  onDelete,
}: Omit<PlansTableProps, 'plans' | 'locationName' | 'currency'> & { plan: MembershipPlan }) {
  return (
    <RowActions>
      <RowAction
        tip={M.editTip}
        label={M.editLabel(plan.name)}
        icon={IconPencil}
        onClick={() => onEdit(plan)}
      />
      <RowAction
        tip={M.deleteTip}
        label={M.deleteLabel(plan.name)}
        icon={IconTrash}
        color="red"
        onClick={() => onDelete(plan)}
      />
    </RowActions>
  );
}

/** A location's plans: a table on a wide screen, a card a plan on a phone. */
export function PlansTable({ plans, locationName, currency, onEdit, onDelete }: PlansTableProps) {
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={M.caption(locationName)}
      >
        {plans.map((plan) => (
          <Card key={plan.id} component="li" withBorder padding="md" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {plan.name}
                </Text>
                <PlanActiveBadge active={plan.is_active} />
              </Group>
              <SimpleGrid cols={2} spacing="xs">
                <Text size="sm">{formatMoney(plan.price, currency)}</Text>
                <Text size="sm">{M.membersCount(plan.members_count)}</Text>
                <Text size="sm">
                  {M.columns.rule}: {ruleWords(plan.rule, currency)}
                </Text>
                <Text size="sm">
                  {M.columns.horizon}: {horizonWords(plan)}
                </Text>
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {M.columns.periods}
              </Text>
              <PeriodRules plan={plan} currency={currency} />
              <Group justify="flex-end">
                <PlanActions plan={plan} onEdit={onEdit} onDelete={onDelete} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollableTable label={M.tableLabel} minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{M.caption(locationName)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{M.columns.name}</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.id}>
              <Table.Th scope="row" fw={600}>
                {plan.name}
              </Table.Th>
              <Table.Td>{formatMoney(plan.price, currency)}</Table.Td>
              <Table.Td>{horizonWords(plan)}</Table.Td>
              <Table.Td>{ruleWords(plan.rule, currency)}</Table.Td>
              <Table.Td>
                <PeriodRules plan={plan} currency={currency} />
              </Table.Td>
              <Table.Td>
                <PlanActiveBadge active={plan.is_active} />
              </Table.Td>
              <Table.Td>{plan.members_count}</Table.Td>
              <Table.Td>
                <PlanActions plan={plan} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
