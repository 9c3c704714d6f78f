import { Text } from '@mantine/core';
import type { Bar, ChartSeries } from './bar-chart';
import classes from './bar-chart.module.css';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** "Mar 2: Card $44.40, Pay at club $43.20, total $87.60", or "Mar 2: 3" for one series. */
export function describeBar(bar: Bar, series: ChartSeries[], format: (v: number) => string) {
  if (series.length === 1) return `${bar.label}: ${format(bar.values[0] ?? 0)}`;
  const parts = series.map((s, i) => `${s.label} ${format(bar.values[i] ?? 0)}`);
  return `${bar.label}: ${parts.join(', ')}, total ${format(sum(bar.values))}`;
}

interface ChartTooltipProps {
  bar: Bar;
  series: ChartSeries[];
  formatValue: (value: number) => string;
  /** How far (%) to pull it left of its bar's centre: 0 at the chart's left end, 100 at its right. */
  shift: number;
}

/** One bar's figures above the plot; hidden from screen readers, which hear describeBar. */
export function ChartTooltip({ bar, series, formatValue, shift }: ChartTooltipProps) {
  return (
    <div
      className={classes.tooltip}
      aria-hidden="true"
      data-testid="chart-tooltip"
      style={{ transform: `translateX(-${shift}%)` }}
    >
      <Text size="xs" fw={700}>
        {bar.label}
      </Text>
      {series.map((s, i) => (
        <Text size="xs" key={s.label}>
          {series.length > 1 ? `${s.label}: ` : ''}
          {formatValue(bar.values[i] ?? 0)}
        </Text>
      ))}
      {series.length > 1 ? (
        <Text size="xs" fw={700}>
          Total: {formatValue(sum(bar.values))}
        </Text>
      ) : null}
    </div>
  );
}
