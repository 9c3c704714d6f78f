import { parseArgs } from 'node:util';

/**
 * `day`: every request on one day of one club until it is full (the race for the last slots).
 * `spread`: over the next `days` days and every court of the three demo clubs, so most succeed.
 */
export type ContentionMode = 'day' | 'spread';

export interface ContentionOptions {
  mode: ContentionMode;
  clients: number;
  durationSeconds: number;
  /** BOOKING_HOLD_MINUTES for the API: 1 makes holds lapse during a run, so expiry races too. */
  holdMinutes: number;
  /** API_PROCESSES: the workers behind the one port. */
  processes: number;
  /** How many days the spread mode books over, from tomorrow at each club. */
  days: number;
  /** A PostgreSQL server (or database) URL; a fresh database is made on it and dropped. */
  serverUrl: string;
}

const positiveInteger = (name: string, text: string): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
};

const modeOf = (text: string): ContentionMode => {
  if (text === 'day' || text === 'spread') return text;
  throw new Error(`--mode must be day or spread, not ${text}`);
};

/**
 * `--mode day|spread --clients 200 --duration 60 --hold-minutes 15 --processes 2 --days 90`;
 * BENCH_DATABASE_URL names the PostgreSQL server.
 */
export function readOptions(argv: string[] = process.argv.slice(2)): ContentionOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      mode: { type: 'string', default: 'day' },
      clients: { type: 'string', default: '200' },
      duration: { type: 'string', default: '60' },
      'hold-minutes': { type: 'string', default: '15' },
      processes: { type: 'string', default: '2' },
      days: { type: 'string', default: '90' },
    },
  });
  return {
    mode: modeOf(values.mode),
    clients: positiveInteger('clients', values.clients),
    durationSeconds: positiveInteger('duration', values.duration),
    holdMinutes: positiveInteger('hold-minutes', values['hold-minutes']),
    processes: positiveInteger('processes', values.processes),
    days: positiveInteger('days', values.days),
    serverUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}
