import {
  MIN_DURATION_MINUTES,
  DAY_MINUTES,
  START_MINUTES,
  minutesOf,
  type Occupancy,
} from '@courtbook/shared';

export interface StartOption {
  minutes: number;
  disabled: boolean;
}

interface Taken {
  courtId: number;
  start: number;
  end: number;
}

// An occupancy that ends at midnight is written "00:00:00".
const takenOf = (row: Pick<Occupancy, 'court_id' | 'start_time' | 'end_time'>): Taken => {
  const start = minutesOf(row.start_time);
  const end = minutesOf(row.end_time);
  return { courtId: row.court_id, start, end: end <= start ? DAY_MINUTES : end };
};

/**
 * The start times of the time step: every start on the grid, disabled when it has passed
 * (`earliest`, undefined for a past date) or when every court is taken for the minimum hour.
 */
export function startOptions(options: {
  earliest: number | undefined;
  courtIds: readonly number[];
  occupancy: readonly Pick<Occupancy, 'court_id' | 'start_time' | 'end_time'>[];
}): StartOption[] {
  const taken = options.occupancy.map(takenOf);
  const allTaken = (start: number): boolean => {
    if (options.courtIds.length === 0) return false;
    const end = start + MIN_DURATION_MINUTES;
    return options.courtIds.every((courtId) =>
      taken.some((row) => row.courtId === courtId && row.start < end && row.end > start),
    );
  };
  return START_MINUTES.map((minutes) => ({
    minutes,
    disabled: options.earliest === undefined || minutes < options.earliest || allTaken(minutes),
  }));
}
