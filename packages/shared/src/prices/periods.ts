/**
 * Price periods (DESIGN.md section 5): a location's named spans of the week ("Peak", weekdays
 * 18:00–22:00) with an hourly fee for every court or for some. A session is priced by the minute
 * in each period, in the location's own clock; outside every period the court's own fee applies.
 */

/** A period as pricing reads it. Minutes are of the location's local day (0 to 1440). */
export interface PricePeriod {
  name: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  startMinute: number;
  endMinute: number;
  /** The hourly fee of every court not listed in `courtFeeCents`. */
  hourlyFeeCents: number;
  /** Court id → its own hourly fee in this period. */
  courtFeeCents?: Readonly<Record<number, number>>;
}

/** Some minutes of a session at one hourly fee: a period's, or the court's own (no period). */
export interface FeeSegment {
  minutes: number;
  hourlyFeeCents: number;
  period?: string;
}

/**
 * The minutes of a session from `start` to `end` (local minutes of `weekday`) at each fee, in
 * order. With no period that applies, one segment at the court's fee.
 */
export function feeSegments(options: {
  courtId: number;
  courtFeeCents: number;
  periods: readonly PricePeriod[];
  weekday: number;
  start: number;
  end: number;
}): FeeSegment[] {
  const { courtId, courtFeeCents, periods, weekday, start, end } = options;
  const today = periods.filter((period) => period.weekdays.includes(weekday));
  const cuts = new Set([start, end]);
  for (const period of today) {
    for (const edge of [period.startMinute, period.endMinute]) {
      if (edge > start && edge < end) cuts.add(edge);
    }
  }
  const edges = [...cuts].sort((a, b) => a - b);
  const segments: FeeSegment[] = [];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const from = edges[i]!;
    const period = today.find((p) => p.startMinute <= from && from < p.endMinute);
    const segment: FeeSegment = period
      ? {
          minutes: edges[i + 1]! - from,
          hourlyFeeCents: period.courtFeeCents?.[courtId] ?? period.hourlyFeeCents,
          period: period.name,
        }
      : { minutes: edges[i + 1]! - from, hourlyFeeCents: courtFeeCents };
    const last = segments.at(-1);
    if (last && last.period === segment.period && last.hourlyFeeCents === segment.hourlyFeeCents) {
      last.minutes += segment.minutes;
    } else {
      segments.push(segment);
    }
  }
  return segments;
}

/** Whether two periods share a minute of some weekday (a location's periods may not). */
export const periodsOverlap = (a: PricePeriod, b: PricePeriod) =>
  a.weekdays.some((day) => b.weekdays.includes(day)) &&
  a.startMinute < b.endMinute &&
  b.startMinute < a.endMinute;
