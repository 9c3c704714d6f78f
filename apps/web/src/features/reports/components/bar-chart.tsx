import { useId } from 'react';
import { Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import classes from './bar-chart.module.css';

export interface Bar {
  /** What the bar is for, e.g. "Mar 2" or "10:00". */
  label: string;
  value: number;
  /** The value as people read it, e.g. "$44.40" or "1.5 h". */
  display: string;
}

interface BarChartProps {
  title: string;
  /** What the values are, for the table read by screen readers (e.g. "Bookings"). */
  valueLabel: string;
  /** What the labels are (e.g. "Date"). */
  labelHeading: string;
  bars: Bar[];
  /** A Mantine colour variable, e.g. var(--mantine-color-blue-6). */
  color: string;
}

/**
 * Plain bars drawn with CSS. The drawing is hidden from screen readers, which read the same
 * figures as a table instead; the bars' titles show each figure on hover.
 */
export function BarChart({ title, valueLabel, labelHeading, bars, color }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const first = bars[0]?.label ?? '';
  const last = bars.at(-1)?.label ?? '';
  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      <div className={classes.plot} aria-hidden="true" style={{ ['--bar-color' as string]: color }}>
        {bars.map((bar) => (
          <div
            key={bar.label}
            className={classes.bar}
            title={`${bar.label}: ${bar.display}`}
            style={{ height: max > 0 ? `${(bar.value / max) * 100}%` : 0 }}
          />
        ))}
      </div>
      <div className={classes.axis} aria-hidden="true">
        <Text size="xs" c="dimmed">
          {first}
        </Text>
        {total === 0 ? (
          <Text size="xs" c="dimmed">
            Nothing in this period
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {last}
        </Text>
      </div>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{labelHeading}</Table.Th>
              <Table.Th scope="col">{valueLabel}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bars.map((bar) => (
              <Table.Tr key={bar.label}>
                <Table.Th scope="row">{bar.label}</Table.Th>
                <Table.Td>{bar.display}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
