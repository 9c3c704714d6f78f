/** The y-axis of a bar chart: its top value and the ticks from 0 up to it, evenly spaced. */
export interface Scale {
  top: number;
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10];

/**
 * About `count` round steps (1, 2, 2.5 or 5 times a power of ten) from 0 to at least `max`.
 * Counts take whole steps (never 2.5); an empty chart still gets an axis (0 to 1).
 */
export function niceScale(max: number, { integer = false, count = 4 } = {}): Scale {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    STEPS.map((s) => s * power).find((s) => s >= rough && (!integer || Number.isInteger(s))) ??
    10 * power;
  const intervals = Math.ceil(max / step - 1e-9);
  // Rounded, so 0.1 + 0.2 never shows as 0.30000000000000004.
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { top: ticks.at(-1)!, ticks };
}

/** Which bars get a label under the axis: every few, so at most about `most` labels show. */
export function labelledIndexes(bars: number, most = 6): Set<number> {
  const every = Math.max(1, Math.ceil(bars / most));
  return new Set(Array.from({ length: bars }, (_, i) => i).filter((i) => i % every === 0));
}
