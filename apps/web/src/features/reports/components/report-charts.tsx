import { SimpleGrid } from '@mantine/core';
import type { ReportData } from '@courtbook/shared';
import { BarChart } from './bar-chart';
import { formatDay, formatHour, formatHours, formatMoney } from './format';

/** Bookings and revenue by day, and court use by hour of the day. */
export function ReportCharts({ data }: { data: ReportData }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <BarChart
        title="Bookings by day"
        labelHeading="Date"
        valueLabel="Bookings"
        color="var(--mantine-color-blue-6)"
        bars={data.by_day.map((day) => ({
          label: formatDay(day.date),
          value: day.bookings,
          display: String(day.bookings),
        }))}
      />
      <BarChart
        title="Revenue by day"
        labelHeading="Date"
        valueLabel="Revenue"
        color="var(--mantine-color-teal-6)"
        bars={data.by_day.map((day) => ({
          label: formatDay(day.date),
          value: Number(day.revenue),
          display: formatMoney(day.revenue),
        }))}
      />
      <BarChart
        title="Court use by hour of day"
        labelHeading="Hour"
        valueLabel="Court hours booked"
        color="var(--mantine-color-grape-6)"
        bars={data.by_hour.map((hour) => ({
          label: formatHour(hour.hour),
          value: hour.booked_hours,
          display: formatHours(hour.booked_hours),
        }))}
      />
    </SimpleGrid>
  );
}
