import { useId } from 'react';
import { Card, Table, Text, Title } from '@mantine/core';
import type { ReportPeriod } from '@courtbook/shared';
import { formatMoney } from '../../../lib/format-money';
import { ReportPageMessages as M } from '../messages';
import { formatHours } from './format';
import classes from './report-periods.module.css';

/** A period's name as the table shows it: null is the court's own fee. */
export const periodLabel = (period: string | null) => period ?? M.ownFee;

/**
 * Money and court hours by price period, a row each, with a bar of each row's fees beside the
 * figure (drawn for the eye: the table itself is what a screen reader reads).
 */
export function ReportPeriods({ periods }: { periods: ReportPeriod[] }) {
  const titleId = useId();
  const top = Math.max(0, ...periods.map((p) => Number(p.total_revenue)));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {M.periodsTitle}
      </Title>
      <Text size="xs" c="dimmed" mt={4}>
        {M.periodsNote}
      </Text>
      {periods.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl" data-testid="periods-empty">
          {M.periodsEmpty}
        </Text>
      ) : (
        <Table mt="xs" verticalSpacing="xs" horizontalSpacing="xs" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{M.periodHeading}</Table.Th>
              <Table.Th scope="col" className={classes.number}>
                {M.hoursHeading}
              </Table.Th>
              <Table.Th scope="col" className={classes.number}>
                {M.periodRevenueHeading}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((row) => (
              <Table.Tr key={row.period ?? ''}>
                <Table.Th scope="row" className={classes.name}>
                  {periodLabel(row.period)}
                </Table.Th>
                <Table.Td className={classes.number}>{formatHours(row.minutes / 60)}</Table.Td>
                <Table.Td>
                  <div className={classes.fees}>
                    <span className={classes.track} aria-hidden="true">
                      <span
                        className={classes.bar}
                        style={{
                          width: `${top > 0 ? (Number(row.total_revenue) / top) * 100 : 0}%`,
                        }}
                      />
                    </span>
                    <span className={classes.amount}>{formatMoney(row.total_revenue)}</span>
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
