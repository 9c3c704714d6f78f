import { useId } from 'react';
import { Card, Table, Text, Title } from '@mantine/core';
import { sportLabel, type ReportSport } from '@courtbook/shared';
import { ScrollableTable } from '../../../components/scrollable-table';
import { formatMoney } from '../../../lib/format-money';
import { ReportPageMessages as M } from '../messages';
import { formatHours } from './format';
import classes from './report-periods.module.css';

/** Sessions, court hours and revenue by the sport of the court played on. */
export function ReportSports({ sports }: { sports: ReportSport[] }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {M.sportsTitle}
      </Title>
      <Text size="xs" c="dimmed" mt={4}>
        {M.sportsNote}
      </Text>
      {sports.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {M.sportsEmpty}
        </Text>
      ) : (
        <ScrollableTable label={M.sportsRegion} minWidth={360}>
          <Table mt="xs" verticalSpacing="xs" horizontalSpacing="xs" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{M.sportHeading}</Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {M.planSessionsHeading}
                </Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {M.hoursHeading}
                </Table.Th>
                <Table.Th scope="col" className={classes.number}>
                  {M.planRevenueHeading}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sports.map((row) => (
                <Table.Tr key={row.sport}>
                  <Table.Th scope="row" className={classes.name}>
                    {sportLabel(row.sport)}
                  </Table.Th>
                  <Table.Td className={classes.number}>{row.bookings}</Table.Td>
                  <Table.Td className={classes.number}>{formatHours(row.minutes / 60)}</Table.Td>
                  <Table.Td className={classes.number}>{formatMoney(row.total_revenue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Card>
  );
}
