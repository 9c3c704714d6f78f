import { describe, expect, it } from 'vitest';
import type { CourtEvent, CourtEventListener, CourtEvents } from '../../plugins/court-events';
import { createChangeCache } from './change-cache';

/** Announcements as the database's would arrive, told by the test. */
function announcer() {
  const listeners: CourtEventListener[] = [];
  const events: CourtEvents & { listening: boolean } = {
    listening: true,
    subscribe: () => () => undefined,
    subscribeAll(listener) {
      listeners.push(listener);
      return () => undefined;
    },
  };
  const announce = (event: CourtEvent) => listeners.forEach((listener) => listener(event));
  const change = (locationId: number, date: string | null) =>
    announce({ type: 'change', change: { location_id: locationId, date } });
  return { events, announce, change };
}

describe('createChangeCache', () => {
  /** A cache whose loads are counted by key, each load answering a new value. */
  function counted() {
    const { events, announce, change } = announcer();
    const cache = createChangeCache<number>(events, { maxAgeMs: 60_000, maxEntries: 3 });
    const loads = new Map<string, number>();
    const load = (name: string) => () => {
      loads.set(name, (loads.get(name) ?? 0) + 1);
      return Promise.resolve(loads.get(name)!);
    };
    return { events, announce, change, cache, load, loads };
  }

  it('keeps nothing with a maximum age of 0 (AVAILABILITY_CACHE_MS=0)', async () => {
    const { events } = announcer();
    const cache = createChangeCache<number>(events, { maxAgeMs: 0 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get(1, '2030-01-01', load)).toBe(1);
    expect(await cache.get(1, '2030-01-01', load)).toBe(2);
    expect(await cache.getMany(1, ['2030-01-01'], (dates) => Promise.all(dates.map(load)))).toEqual(
      [3],
    );
  });

  it('keeps a value until a change on one of its dates, or to its location', async () => {
    const { cache, change, load } = counted();
    const weekly = () =>
      cache.getForDates(1, ['2030-01-01', '2030-01-08'], '18:00', load('weekly'));
    expect(await weekly()).toBe(1);
    expect(await weekly()).toBe(1);

    change(1, '2030-01-15');
    change(2, '2030-01-08');
    expect(await weekly()).toBe(1);

    change(1, '2030-01-08');
    expect(await weekly()).toBe(2);
    change(1, null);
    expect(await weekly()).toBe(3);
  });

  it('tells values of the same dates apart, and forgets a whole-location value only by a location change', async () => {
    const { cache, change, load } = counted();
    const at = (times: string) => cache.getForDates(1, ['2030-01-01'], times, load(times));
    const layout = () => cache.get(1, null, load('layout'));
    expect([await at('18:00'), await at('19:00'), await layout()]).toEqual([1, 1, 1]);

    change(1, '2030-01-01');
    expect([await at('18:00'), await at('19:00'), await layout()]).toEqual([2, 2, 1]);
    change(1, null);
    expect(await layout()).toBe(2);
  });

  it('keeps nothing while changes may be missed, and forgets everything when they may have been', async () => {
    const { cache, events, announce, load } = counted();
    const day = () => cache.get(1, '2030-01-01', load('day'));
    expect(await day()).toBe(1);
    events.listening = false;
    expect([await day(), await day()]).toEqual([2, 3]);
    events.listening = true;
    expect(await day()).toBe(1);
    announce({ type: 'resync' });
    expect(await day()).toBe(4);
  });

  it('lets the oldest value go when full, and a change forgets only what it touches', async () => {
    const { cache, change, load, loads } = counted();
    for (const date of ['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04']) {
      await cache.get(1, date, load(date));
    }
    await cache.get(1, '2030-01-01', load('2030-01-01'));
    expect(loads.get('2030-01-01')).toBe(2);
    change(1, '2030-01-04');
    await cache.get(1, '2030-01-03', load('2030-01-03'));
    expect(loads.get('2030-01-03')).toBe(1);
  });
});
