/** "HH:mm" on the half hour, from the `from`-th half hour of the day to the `to`-th. */
const halfHours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const minutes = (from + i) * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
  });

/** What a span of the day may start at: "00:00" … "23:30". */
export const START_TIMES = halfHours(0, 47);
/** What it may end at: "00:30" … "24:00". */
export const END_TIMES = halfHours(1, 48);
