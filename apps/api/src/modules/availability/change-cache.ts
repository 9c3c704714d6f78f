import type { CourtEvents } from '../../plugins/court-events';

export interface ChangeCacheOptions<V> {
  /** A safety net: nothing is kept longer, whatever the database says; 0 keeps nothing. */
  maxAgeMs: number;
  /** When a value goes stale by the clock alone (a hold lapsing, a half hour passing). */
  expiresAt?: (value: V, now: number) => number;
  /** False for values not worth keeping (a location not found: it may be created). */
  keep?: (value: V) => boolean;
  maxEntries?: number;
}

interface Entry<V> {
  locationId: number;
  /**
   * The dates a value was worked out from (one date's, or several for a weekly check), or `null`
   * for what holds on every date (the location and its courts).
   */
  dates: readonly string[] | null;
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
  /** Each location's keys: a change is looked for among its own location's values only. */
  const keysOf = new Map<number, Set<string>>();
  const keyOf = (locationId: number, dates: readonly string[] | null, variant = '') =>
    `${locationId} ${dates?.join(',') ?? '*'} ${variant}`;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    keysOf.get(entry.locationId)?.delete(key);
  };

  events.subscribeAll((event) => {
    if (event.type === 'resync') {
      entries.clear();
      keysOf.clear();
      return;
    }
    const { location_id: locationId, date } = event.change;
    for (const key of keysOf.get(locationId) ?? []) {
      const entry = entries.get(key);
      if (date === null || entry?.dates?.includes(date)) remove(key);
    }
  });

  const kept = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.value : undefined;
  };

  /** Keeps `value`, still being worked out, until a change, the clock or a failure forgets it. */
  const store = (key: string, from: Omit<Entry<V>, 'expiresAt'>) => {
    const entry: Entry<V> = { ...from, expiresAt: Date.now() + maxAgeMs };
    if (entries.size >= maxEntries) remove(entries.keys().next().value!);
    entries.set(key, entry);
    let keys = keysOf.get(entry.locationId);
    if (!keys) keysOf.set(entry.locationId, (keys = new Set()));
    keys.add(key);
    const forget = () => {
      if (entries.get(key) === entry) remove(key);
    };
    entry.value.then((worked) => {
      if (keep && !keep(worked)) forget();
      else if (expiresAt)
        entry.expiresAt = Math.min(entry.expiresAt, expiresAt(worked, Date.now()));
    }, forget);
    return entry.value;
  };

  /** The value worked out from `dates` (all of the location's when `null`), told apart by `variant`. */
  const getFrom = (
    locationId: number,
    dates: readonly string[] | null,
    variant: string,
    load: () => Promise<V>,
  ): Promise<V> => {
    if (!events.listening || maxAgeMs === 0) return load();
    const key = keyOf(locationId, dates, variant);
    return kept(key) ?? store(key, { locationId, dates, value: load() });
  };

  return {
    /** One date's value, or (`date: null`) one that holds on every date. */
    get(locationId: number, date: string | null, load: () => Promise<V>): Promise<V> {
      return getFrom(locationId, date === null ? null : [date], '', load);
    },

    /**
     * A value worked out from several dates at once (a weekly check), forgotten by a change on
     * any of them; `variant` tells apart values of the same dates (the session's times).
     */
    getForDates: getFrom,

    /**
     * The values of several dates, those not kept worked out together by one `load` (which
     * answers them in the order asked).
     */
    getMany(
      locationId: number,
      dates: readonly string[],
      load: (dates: string[]) => Promise<V[]>,
    ): Promise<V[]> {
      if (!events.listening || maxAgeMs === 0) return load([...dates]);
      const values = new Map(dates.map((date) => [date, kept(keyOf(locationId, [date]))]));
      const missing = [...values].filter(([, value]) => !value).map(([date]) => date);
      if (missing.length > 0) {
        const loaded = load(missing);
        missing.forEach((date, i) => {
          const value = loaded.then((all) => all[i]!);
          values.set(date, store(keyOf(locationId, [date]), { locationId, dates: [date], value }));
        });
      }
      return Promise.all(dates.map((date) => values.get(date)!));
    },
  };
}
export type ChangeCache<V> = ReturnType<typeof createChangeCache<V>>;
