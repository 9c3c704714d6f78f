import { Box, Text } from '@mantine/core';
import { WEEKDAY_NAMES, minutesOf } from '@courtbook/shared';
import { WEEK_FROM_MONDAY, type PricePeriodValues } from '../lib/price-form-values';
import classes from './price-period-week.module.css';

const DAY_MINUTES = 24 * 60;
const HOURS_SHOWN = [0, 6, 12, 18, 24];

/** A period's span of the day, if its times read. */
const spanOf = (period: PricePeriodValues) => {
  const start = minutesOf(period.start_time);
  const end = minutesOf(period.end_time);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : undefined;
};

/**
 * The week at a glance: each day a column from midnight to midnight, each period a block in it.
 * A picture of the fields above (which are what a screen reader reads); its label says the same.
 */
export function PricePeriodWeek({ periods }: { periods: PricePeriodValues[] }) {
  const described = periods
    .map((p) => `${p.name || 'Unnamed'}: ${p.start_time} to ${p.end_time}`)
    .join('; ');
  return (
    <Box
      className={classes.week}
      role="img"
      aria-label={
        periods.length === 0 ? 'The week has no price periods.' : `Price periods: ${described}.`
      }
    >
      <div className={classes.hours} aria-hidden="true">
        {HOURS_SHOWN.map((hour) => (
          <span key={hour} style={{ top: `${(hour / 24) * 100}%` }}>
            {String(hour).padStart(2, '0')}
          </span>
        ))}
      </div>
      {WEEK_FROM_MONDAY.map((day) => (
        <div key={day} className={classes.day}>
          <Text size="xs" ta="center" fw={600} className={classes.dayName}>
            {WEEKDAY_NAMES[day]?.slice(0, 3)}
          </Text>
          <div className={classes.track}>
            {periods.map((period, index) => {
              const span = spanOf(period);
              if (!span || !period.weekdays.includes(day)) return null;
              return (
                <div
                  key={index}
                  className={classes.block}
                  data-tone={index % 4}
                  style={{
                    top: `${(span.start / DAY_MINUTES) * 100}%`,
                    height: `${((span.end - span.start) / DAY_MINUTES) * 100}%`,
                  }}
                >
                  <span>{period.name}</span>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </Box>
  );
}
