import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import classes from './bar-chart.module.css';
import { ChartTable } from './chart-table';
import { ChartTooltip, describeBar } from './chart-tooltip';
import { labelledIndexes, niceScale } from './chart-scale';

export interface ChartSeries {
  /** What the values are, e.g. "Card" or "Bookings". */
  label: string;
  /** A Mantine colour variable, e.g. var(--mantine-color-blue-6). */
  color: string;
}

export interface Bar {
  /** What the bar is for, e.g. "Mar 2" or "10:00". */
  label: string;
  /** One value a series, stacked from the bottom in the series' order. */
  values: number[];
}

export interface BarChartProps {
  title: string;
  /** What the labels are (e.g. "Date"). */
  labelHeading: string;
  series: ChartSeries[];
  bars: Bar[];
  /** A value as people read it in the tooltip and the table, e.g. "$44.40" or "1.5 h". */
  formatValue: (value: number) => string;
  /** A tick of the y-axis, e.g. "$50". */
  formatTick: (value: number) => string;
  /** Whole numbers only (counts): the axis steps by whole numbers too. */
  integer?: boolean;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Bars drawn with CSS, with a y-axis of round values, labels under every few bars and a tooltip
 * for the bar under the pointer or chosen with the arrow keys (the chart is one Tab stop, and
 * reads the chosen bar aloud). Screen readers also get every figure as a table.
 */
export function BarChart(props: BarChartProps) {
  const { title, labelHeading, series, bars, formatValue, formatTick, integer } = props;
  const titleId = useId();
  const hintId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [fromKeys, setFromKeys] = useState(false);
  const totals = bars.map((bar) => sum(bar.values));
  const scale = niceScale(Math.max(0, ...totals), { integer });
  const labelled = labelledIndexes(bars.length);
  const tickLabels = scale.ticks.map(formatTick);
  const shown = active === null ? undefined : bars[active];
  const dense = bars.length > 31;

  const choose = (index: number, keys: boolean) => {
    setActive(Math.min(Math.max(index, 0), bars.length - 1));
    setFromKeys(keys);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = active ?? -1;
    const next = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 0,
      End: bars.length - 1,
    }[event.key];
    if (next === undefined || bars.length === 0) return;
    event.preventDefault();
    choose(next, true);
  };
  // The keys start from the first bar with something to read.
  const onFocus = () => {
    if (active === null)
      choose(
        Math.max(
          0,
          totals.findIndex((total) => total > 0),
        ),
        true,
      );
  };
  // A tap keeps its tooltip until the next tap; a mouse's follows the mouse.
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch' && !fromKeys) setActive(null);
  };

  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {series.length > 1 ? (
        <Group gap="md" mt={4} aria-hidden="true" data-testid="chart-legend">
          {series.map((s) => (
            <Group key={s.label} gap={6} wrap="nowrap">
              <span className={classes.swatch} style={{ background: s.color }} />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
      <div className={classes.chart}>
        <div
          className={classes.yAxis}
          aria-hidden="true"
          data-testid="y-axis"
          style={{ width: `${Math.max(...tickLabels.map((t) => t.length)) + 1}ch` }}
        >
          {scale.ticks.map((tick, i) => (
            <span key={tick} style={{ bottom: `${(tick / scale.top) * 100}%` }}>
              {tickLabels[i]}
            </span>
          ))}
        </div>
        <div
          className={classes.plot}
          role="group"
          tabIndex={0}
          aria-label={`${title}: ${bars.length} bars`}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={() => setActive(null)}
          onPointerLeave={onLeave}
          data-dense={dense || undefined}
        >
          {scale.ticks.slice(1).map((tick) => (
            <div
              key={tick}
              className={classes.gridLine}
              style={{ bottom: `${(tick / scale.top) * 100}%` }}
              aria-hidden="true"
            />
          ))}
          <div className={classes.bars} aria-hidden="true">
            {bars.map((bar, index) => (
              <div
                // Labels may repeat (Mar 2 in each year of a 366-day range); places do not.
                key={index}
                className={classes.slot}
                data-bar={index}
                data-active={index === active || undefined}
                onPointerEnter={() => choose(index, false)}
                onPointerDown={() => choose(index, false)}
              >
                <div
                  className={classes.bar}
                  style={{ height: `${(totals[index]! / scale.top) * 100}%` }}
                >
                  {bar.values.map((value, i) =>
                    value > 0 ? (
                      <div
                        key={series[i]?.label ?? i}
                        style={{ flexGrow: value, background: series[i]?.color }}
                      />
                    ) : null,
                  )}
                </div>
                {index === active ? (
                  <ChartTooltip
                    bar={bar}
                    series={series}
                    formatValue={formatValue}
                    // Centred on its bar, and pulled back inside the chart near either end.
                    shift={((index + 0.5) / bars.length) * 100}
                  />
                ) : null}
              </div>
            ))}
          </div>
          {sum(totals) === 0 ? (
            <Text size="xs" c="dimmed" className={classes.empty} aria-hidden="true">
              Nothing in this period
            </Text>
          ) : null}
        </div>
        <div />
        <div
          className={classes.xAxis}
          aria-hidden="true"
          data-testid="x-axis"
          data-dense={dense || undefined}
        >
          {bars.map((bar, index) => (
            <div key={index} className={classes.slot}>
              {labelled.has(index) ? <span>{bar.label}</span> : null}
            </div>
          ))}
        </div>
      </div>
      <VisuallyHidden id={hintId}>Use the arrow keys to read each bar.</VisuallyHidden>
      <VisuallyHidden aria-live="polite">
        {fromKeys && shown ? describeBar(shown, series, formatValue) : ''}
      </VisuallyHidden>
      <ChartTable
        title={title}
        labelHeading={labelHeading}
        series={series}
        bars={bars}
        formatValue={formatValue}
      />
    </Card>
  );
}
