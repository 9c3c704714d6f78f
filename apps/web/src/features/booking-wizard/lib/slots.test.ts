import { describe, expect, it } from 'vitest';
import { startOptions } from './slots';

const disabledStarts = (options: ReturnType<typeof startOptions>) =>
  options.filter((option) => option.disabled).map((option) => option.minutes);

describe('startOptions', () => {
  it('offers every half hour from 12:00 AM to 11:00 PM', () => {
    const options = startOptions({ earliest: 0, courtIds: [1], occupancy: [] });
    expect(options).toHaveLength(47);
    expect(options[0]?.minutes).toBe(0);
    expect(options.at(-1)?.minutes).toBe(23 * 60);
    expect(disabledStarts(options)).toEqual([]);
  });

  it('disables the starts that have passed, and everything on a past date', () => {
    expect(disabledStarts(startOptions({ earliest: 600, courtIds: [], occupancy: [] }))).toEqual(
      Array.from({ length: 20 }, (_, i) => i * 30),
    );
    expect(
      startOptions({ earliest: undefined, courtIds: [1], occupancy: [] }).every((o) => o.disabled),
    ).toBe(true);
  });

  it('disables a start only when every court is taken during its first hour', () => {
    const occupancy = [
      { court_id: 1, start_time: '10:00:00', end_time: '12:00:00' },
      { court_id: 2, start_time: '11:00:00', end_time: '12:00:00' },
      // Ends at midnight.
      { court_id: 1, start_time: '22:00:00', end_time: '00:00:00' },
      { court_id: 2, start_time: '22:30:00', end_time: '00:00:00' },
    ];
    const disabled = disabledStarts(startOptions({ earliest: 0, courtIds: [1, 2], occupancy }));
    // 10:30 overlaps court 1 (10-12) and court 2 (11-12); 10:00 leaves court 2 free until 11:00.
    expect(disabled).toEqual([630, 660, 690, 1320, 1350, 1380]);
    expect(disabledStarts(startOptions({ earliest: 0, courtIds: [1, 2, 3], occupancy }))).toEqual(
      [],
    );
  });
});
