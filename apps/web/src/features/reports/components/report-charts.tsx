import { SimpleGrid, Stack } from '@mantine/core';
import type { ReportData } from '@courtbook/shared';
import { BarChart, type ChartSeries } from './bar-chart';
import { formatDay, formatHour, formatHours, formatMoneyTick } from './format';
import { formatMoney } from '../../../lib/format-money';
import { OccupancyHeatMap } from './occupancy-heat-map';
import { ReportPeriods } from './report-periods';
import { ReportPlans } from './report-plans';
import { ReportSports } from './report-sports';

const CARD = { label: 'Card', color: 'var(--mantine-color-teal-6)' };
const CLUB = { label: 'Pay at club', color: 'var(--mantine-color-orange-5)' };
const TEST = { label: 'Test payments', color: 'var(--mantine-color-gray-5)' };

/**
 * Bookings and money by day (card, pay at club and test payments stacked), court use by hour and
 * money by price period, two a row; under them, the occupancy of open hours across the page.
 */
export function ReportCharts({ data }: { data: ReportData }) {
  // Test payments are drawn only when there are any, as the cards show them.
  const withTest = Number(data.cards.test_revenue) !== 0;
  const money: ChartSeries[] = withTest ? [CARD, CLUB, TEST] : [CARD, CLUB];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BarChart
          title="Bookings by day"
          labelHeading="Date"
          series={[{ label: 'Bookings', color: 'var(--mantine-color-blue-6)' }]}
          integer
          formatValue={String}
          formatTick={String}
          bars={data.by_day.map((day) => ({ label: formatDay(day.date), values: [day.bookings] }))}
        />
        <BarChart
          title="Revenue by day"
          labelHeading="Date"
          series={money}
          formatValue={formatMoney}
          formatTick={formatMoneyTick}
          bars={data.by_day.map((day) => ({
            label: formatDay(day.date),
            values: [day.revenue, day.venue_revenue, ...(withTest ? [day.test_revenue] : [])].map(
              Number,
            ),
          }))}
        />
        <BarChart
          title="Court use by hour of day"
          labelHeading="Hour"
          series={[{ label: 'Court hours booked', color: 'var(--mantine-color-grape-6)' }]}
          formatValue={formatHours}
          formatTick={(hours) => `${hours} h`}
          bars={data.by_hour.map((hour) => ({
            label: formatHour(hour.hour),
            values: [hour.booked_hours],
          }))}
        />
        <ReportPeriods periods={data.by_period} />
        <ReportPlans plans={data.by_plan} />
        <ReportSports sports={data.by_sport} />
      </SimpleGrid>
      <OccupancyHeatMap cells={data.occupancy} />
    </Stack>
  );
}
