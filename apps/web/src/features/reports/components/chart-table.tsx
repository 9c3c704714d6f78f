import { Table, VisuallyHidden } from '@mantine/core';
import type { Bar, ChartSeries } from './bar-chart';

interface ChartTableProps {
  title: string;
  labelHeading: string;
  series: ChartSeries[];
  bars: Bar[];
  formatValue: (value: number) => string;
}

/** Every figure of a chart as a table, for screen readers: a column a series, and the total. */
export function ChartTable({ title, labelHeading, series, bars, formatValue }: ChartTableProps) {
  const withTotal = series.length > 1;
  return (
    <VisuallyHidden>
      <Table>
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{labelHeading}</Table.Th>
            {series.map((s) => (
              <Table.Th scope="col" key={s.label}>
                {s.label}
              </Table.Th>
            ))}
            {withTotal ? <Table.Th scope="col">Total</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bars.map((bar, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row">{bar.label}</Table.Th>
              {series.map((s, i) => (
                <Table.Td key={s.label}>{formatValue(bar.values[i] ?? 0)}</Table.Td>
              ))}
              {withTotal ? (
                <Table.Td>{formatValue(bar.values.reduce((a, b) => a + b, 0))}</Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
