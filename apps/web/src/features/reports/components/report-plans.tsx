import { useId } from 'react';
import { Card, Table, Text, Title } from '@mantine/core';
import type { ReportPlan } from '@courtbook/shared';
import { ScrollableTable } from '../../../components/scrollable-table';
import { formatMoney } from '../../../lib/format-money';
import { ReportPageMessages as M } from '../messages';
import classes from './report-periods.module.css';

/**
 * Money by membership plan: what the sessions each plan priced brought in (the public price
 * first), and the memberships starting in the range with the revenue they are expected to bring.
 */
export function ReportPlans({ plans }: { plans: ReportPlan[] }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {M.plansTitle}
      </Title>
      <Text size="xs" c="dimmed" mt={4}>
        {M.plansNote}
      </Text>
      {plans.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {M.plansEmpty}
        </Text>
      ) : (
        <ScrollableTable label={M.plansRegion} minWidth={420}>
          <Table mt="xs" verticalSpacing="xs" horizontalSpacing="xs" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{M.planHeading}</Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {M.planSessionsHeading}
                </Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {M.planRevenueHeading}
                </Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {M.planMembershipsHeading}
                </Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {M.planExpectedHeading}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.map((row) => (
                <Table.Tr key={row.plan ?? ''}>
                  <Table.Th scope="row" className={classes.name}>
                    {row.plan ?? M.publicPrice}
                  </Table.Th>
                  <Table.Td className={classes.number}>{row.bookings}</Table.Td>
                  <Table.Td className={classes.number}>{formatMoney(row.total_revenue)}</Table.Td>
                  <Table.Td className={classes.number}>{row.memberships}</Table.Td>
                  <Table.Td className={classes.number}>
                    {formatMoney(row.membership_revenue)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Card>
  );
}
