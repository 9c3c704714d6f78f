import { useId } from 'react';
import { Card, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { WEEKDAY_NAMES, type ReportOccupancy } from '@courtbook/shared';
import { ScrollableTable } from '../../../components/scrollable-table';
import { ReportPageMessages as M } from '../messages';
import { formatHour, formatHours } from './format';
import classes from './occupancy-heat-map.module.css';

/** The rows, Monday first (weekdays are 0 = Sunday). */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];
/**
 * A cell's shade: blue at up to 85 % strength over the page, so its text (black in the light
 * theme, white in the dark) keeps a contrast of 4.5:1 or more at every share.
 */
const shadeOf = (share: number) =>
  `color-mix(in srgb, var(--mantine-color-blue-8) ${Math.round(share * 0.85)}%, transparent)`;

/** The share of a cell's open minutes that is booked, as a whole percentage. */
export const bookedShare = (cell: Pick<ReportOccupancy, 'open_minutes' | 'booked_minutes'>) =>
  Math.round((cell.booked_minutes / cell.open_minutes) * 100);

function ShareCell({
  cell,
  weekday,
  hour,
}: {
  cell?: ReportOccupancy;
  weekday: string;
  hour: string;
}) {
  if (!cell) {
    return (
      <Table.Td className={classes.closed}>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{M.closed}</VisuallyHidden>
      </Table.Td>
    );
  }
  const share = bookedShare(cell);
  return (
    <Table.Td
      className={classes.cell}
      style={{ background: shadeOf(share) }}
      title={M.cellTitle(
        weekday,
        hour,
        `${share}%`,
        formatHours(cell.booked_minutes / 60),
        formatHours(cell.open_minutes / 60),
      )}
    >
      {share}%
    </Table.Td>
  );
}

/**
 * The share of open court hours booked, as a grid of weekdays (Monday first) × the hours the
 * club opens, each cell shaded by its share and saying it in words. It is a real table (headers
 * for days and hours), so a screen reader reads every cell with its day and hour; on a phone it
 * scrolls sideways.
 */
export function OccupancyHeatMap({ cells }: { cells: ReportOccupancy[] }) {
  const titleId = useId();
  const hours = [...new Set(cells.map((cell) => cell.hour))].sort((a, b) => a - b);
  const byDayAndHour = new Map(cells.map((cell) => [`${cell.weekday} ${cell.hour}`, cell]));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {M.occupancyTitle}
      </Title>
      <Text size="xs" c="dimmed" mt={4}>
        {M.occupancyNote}
      </Text>
      {cells.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl" data-testid="occupancy-empty">
          {M.occupancyEmpty}
        </Text>
      ) : (
        <>
          <Group gap={6} mt="xs" mb="xs" aria-hidden="true" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {M.legendLow}
            </Text>
            <span
              className={classes.legend}
              style={{ background: `linear-gradient(to right, ${shadeOf(0)}, ${shadeOf(100)})` }}
            />
            <Text size="xs" c="dimmed">
              {M.legendHigh}
            </Text>
          </Group>
          <ScrollableTable label={M.occupancyRegion} minWidth={64 + hours.length * 48}>
            <Table className={classes.grid} horizontalSpacing={4} verticalSpacing={6}>
              <VisuallyHidden component="caption">{M.occupancyCaption}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{M.weekdayHeading}</Table.Th>
                  {hours.map((hour) => (
                    <Table.Th scope="col" key={hour} className={classes.hour}>
                      {formatHour(hour)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {WEEK_FROM_MONDAY.map((weekday) => {
                  const name = WEEKDAY_NAMES[weekday] ?? '';
                  return (
                    <Table.Tr key={weekday}>
                      <Table.Th scope="row" className={classes.day}>
                        <span aria-hidden="true">{name.slice(0, 3)}</span>
                        <VisuallyHidden>{name}</VisuallyHidden>
                      </Table.Th>
                      {hours.map((hour) => (
                        <ShareCell
                          key={hour}
                          cell={byDayAndHour.get(`${weekday} ${hour}`)}
                          weekday={name}
                          hour={formatHour(hour)}
                        />
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollableTable>
        </>
      )}
    </Card>
  );
}
