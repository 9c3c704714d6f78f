import type { BookingCounts } from './database';
import type { LoadResult } from './load';
import type { ProcessMemory } from './memory';

export interface Summary {
  requests: number;
  requestsPerSecond: number;
  created: number;
  createdPerSecond: number;
  /** Distinct series the 201s answered (a repeat of one's own live hold answers it again). */
  createdSeries: number;
  /** 409 'Court is already booked for the selected time.' */
  courtTaken: number;
  /** Anything but 201 and the court-taken 409. */
  other: number;
  serverErrors: number;
  networkErrors: number;
  /** Holds paid for and confirmed, and payments that failed (any failure fails the run). */
  paid: number;
  paymentFailures: number;
  /** Booking and payment requests together: what the CPU time is shared over. */
  allRequests: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

export function summarise(load: LoadResult): Summary {
  const count = (status: number) => load.statuses.get(status) ?? 0;
  const requests = [...load.statuses.values()].reduce((a, b) => a + b, 0);
  const serverErrors = [...load.statuses]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const sorted = [...load.latenciesMs].sort((a, b) => a - b);
  return {
    requests,
    requestsPerSecond: requests / load.elapsedSeconds,
    created: count(201),
    createdPerSecond: count(201) / load.elapsedSeconds,
    createdSeries: load.seriesIds.size,
    courtTaken: load.courtTaken,
    other: requests - count(201) - load.courtTaken,
    serverErrors,
    networkErrors: load.networkErrors,
    paid: load.paid,
    paymentFailures: load.paymentFailures,
    allRequests: requests + load.paymentRequests,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}

/** What makes the run a failure: a double booking, a lost or phantom row, or any unexpected answer. */
export function problems(summary: Summary, counts: BookingCounts): string[] {
  const found: string[] = [];
  if (counts.overlappingPairs !== 0)
    found.push(`${counts.overlappingPairs} overlapping pairs of active bookings`);
  if (counts.totalBookings !== summary.createdSeries)
    found.push(
      `${counts.totalBookings} rows in bookings but ${summary.createdSeries} bookings answered 201`,
    );
  if (summary.serverErrors > 0) found.push(`${summary.serverErrors} answers 5xx`);
  if (summary.other > 0)
    found.push(`${summary.other} answers other than 201 and 409 'court already booked'`);
  if (summary.networkErrors > 0) found.push(`${summary.networkErrors} requests got no answer`);
  if (summary.paymentFailures > 0) found.push(`${summary.paymentFailures} holds could not be paid`);
  return found;
}

export function printReport(
  heading: string,
  summary: Summary,
  counts: BookingCounts,
  courtHours: number,
  load: LoadResult,
): void {
  const rows: [string, string, string][] = [
    ['requests', String(summary.requests), `${summary.requestsPerSecond.toFixed(1)}/s`],
    ['201 created', String(summary.created), `${summary.createdPerSecond.toFixed(2)}/s`],
    ['holds paid', String(summary.paid), `${summary.paymentFailures} failed`],
    ['201 own hold again', String(summary.created - summary.createdSeries), 'no new row'],
    [
      'last 201 at',
      `${load.lastCreatedSeconds.toFixed(1)} s`,
      `${(summary.created / Math.max(load.lastCreatedSeconds, 0.001)).toFixed(2)}/s until then`,
    ],
    [
      '409 court taken',
      String(summary.courtTaken),
      `${((100 * summary.courtTaken) / Math.max(summary.requests, 1)).toFixed(1)}% of requests`,
    ],
    ['other statuses', String(summary.other), ''],
    ['no answer', String(summary.networkErrors), ''],
    ['latency p50 / p99', `${summary.p50Ms.toFixed(1)} ms`, `${summary.p99Ms.toFixed(1)} ms`],
    ['rows in bookings', String(counts.totalBookings), `${counts.expiredBookings} expired`],
    [
      'court time booked',
      `${counts.activeHours.toFixed(1)} h`,
      `${((100 * counts.activeHours) / courtHours).toFixed(1)}% of ${courtHours} h`,
    ],
    ['overlapping pairs', String(counts.overlappingPairs), 'must be 0'],
  ];
  console.info(`\n${heading}`);
  console.info('  (requests, statuses and latency are the booking requests; payments come on top)');
  for (const [label, value, extra] of rows)
    console.info(`  ${label.padEnd(20)} ${value.padStart(10)}   ${extra}`);
  const statuses = [...load.statuses].sort(([a], [b]) => a - b);
  console.info(`  by status: ${statuses.map(([s, n]) => `${s} × ${n}`).join(', ') || 'none'}`);
  for (const [key, body] of load.samples) console.info(`  sample ${key}: ${body.slice(0, 500)}`);
}

/**
 * Each API process's peak resident memory and CPU time during the load (the cluster primary only
 * hands connections over), and the database backends' CPU time, per request answered (bookings
 * and payments).
 */
export function printProcesses(
  processes: ProcessMemory[],
  databaseCpuSeconds: number,
  summary: Summary,
): void {
  const perRequest = (seconds: number) =>
    `${((1000 * seconds) / Math.max(summary.allRequests, 1)).toFixed(2)} ms CPU a request`;
  console.info('  API processes: resident memory (VmRSS) peak / at the end, CPU during the load');
  for (const p of processes)
    console.info(
      `    ${`${p.role} ${p.pid}`.padEnd(16)} ${p.peakMb.toFixed(0).padStart(6)} MB / ${p.lastMb.toFixed(0)} MB   ${p.cpuSeconds.toFixed(1)} s CPU`,
    );
  const apiSeconds = processes.reduce((sum, p) => sum + p.cpuSeconds, 0);
  console.info(
    `  CPU: API ${perRequest(apiSeconds)}, PostgreSQL ${perRequest(databaseCpuSeconds)}`,
  );
}
