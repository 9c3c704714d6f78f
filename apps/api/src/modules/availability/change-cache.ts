import type { CourtEvents } from '../../plugins/court-events';

export interface ChangeCacheOptions<V> {
  /** A safety net: nothing is kept longer, whatever the database says. */
  maxAgeMs: number;
  /** When a value goes stale by the clock alone (a hold lapsing, a half hour passing). */
  expiresAt?: (value: V, now: number) => number;
  /** False for values not worth keeping (a location not found: it may be created). */
  keep?: (value: V) => boolean;
  maxEntries?: number;
}

interface Entry<V> {
  locationId: number;
  /** A date's value, or `null` for what holds on every date (the location and its courts). */
  date: string | null;
  value: Promise<V>;
  expiresAt: number;
}

/**
 * Values worked out from a location's courts, kept in memory until the database announces a change
 * that touches them (court_changes, heard by every process): a change on a date forgets that
 * date's values, a change on any date (`date: null`: the location, a court, a closure) forgets all
 * of the location's. Nothing is kept while the connection that hears changes is lost, and
 * everything is forgotten when it is back, so a value is never older than the live-update delay.
 * A value is stored before it is worked out: a change committed after its read is announced after
 * it was stored, and so forgets it.
 */
export function createChangeCache<V>(events: CourtEvents, options: ChangeCacheOptions<V>) {
  const { maxAgeMs, expiresAt, keep, maxEntries = 5_000 } = options;
  const entries = new Map<string, Entry<V>>();
  const keyOf = (locationId: number, date: string | null) => `${locationId} ${date ?? '*'}`;

  events.subscribeAll((event) => {
    if (event.type === 'resync') return entries.clear();
    const { location_id: locationId, date } = event.change;
    for (const [key, entry] of entries) {
      if (entry.locationId === locationId && (date === null || entry.date === date)) {
        entries.delete(key);
      }
    }
  });

  const kept = (locationId: number, date: string | null) => {
    const entry = entries.get(keyOf(locationId, date));
    return entry && entry.expiresAt > Date.now() ? entry.value : undefined;
  };

  /** Keeps `value`, still being worked out, until a change, the clock or a failure forgets it. */
  const store = (locationId: number, date: string | null, value: Promise<V>) => {
    const key = keyOf(locationId, date);
    const entry: Entry<V> = { locationId, date, value, expiresAt: Date.now() + maxAgeMs };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    value.then((worked) => {
      if (keep && !keep(worked)) forget();
      else if (expiresAt)
        entry.expiresAt = Math.min(entry.expiresAt, expiresAt(worked, Date.now()));
    }, forget);
    return value;
  };

  return {
    get(locationId: number, date: string | null, load: () => Promise<V>): Promise<V> {
      if (!events.listening) return load();
      return kept(locationId, date) ?? store(locationId, date, load());
    },

    /**
     * The values of several dates, those not kept worked out together by one `load` (which
     * answers them in the order asked).
     */
    getMany(
      locationId: number,
      dates: readonly string[],
      load: (dates: string[]) => Promise<V[]>,
    ): Promise<V[]> {
      if (!events.listening) return load([...dates]);
      const values = new Map(dates.map((date) => [date, kept(locationId, date)]));
      const missing = [...values].filter(([, value]) => !value).map(([date]) => date);
      if (missing.length > 0) {
        const loaded = load(missing);
        missing.forEach((date, i) => {
          values.set(
            date,
            store(
              locationId,
              date,
              loaded.then((all) => all[i]!),
            ),
          );
        });
      }
      return Promise.all(dates.map((date) => values.get(date)!));
    },
  };
}
export type ChangeCache<V> = ReturnType<typeof createChangeCache<V>>;
