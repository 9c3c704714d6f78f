import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CourtChange, SlotEvent } from '@courtbook/shared';

export type { CourtChange };

/** The channel the database announces court changes on (migration 0005_court_change_events). */
export const COURT_CHANGES_CHANNEL = 'court_changes';

/** What a listener hears: a change, or `resync` when changes may have been missed. */
export type CourtEvent = { type: 'change'; change: CourtChange } | { type: 'resync' };
export type CourtEventListener = (event: CourtEvent) => void;

export interface CourtEvents {
  /** Hears the location's changes until the answered function is called. */
  subscribe(locationId: number, listener: CourtEventListener): () => void;
  /** Hears every location's changes (caches that must forget what changed). */
  subscribeAll(listener: CourtEventListener): () => void;
  /** False while the database connection that hears changes is lost: nothing may be kept then. */
  readonly listening: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    courtEvents: CourtEvents;
  }
}

const SLOT_EVENTS = new Set<unknown>(['slot.taken', 'slot.freed'] satisfies SlotEvent['event'][]);

const parseChange = (payload: string): CourtChange | undefined => {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const { location_id, date, event, court_id, start_time, end_time } = value;
    if (typeof location_id !== 'number') return undefined;
    if (
      SLOT_EVENTS.has(event) &&
      typeof date === 'string' &&
      typeof court_id === 'number' &&
      typeof start_time === 'string' &&
      typeof end_time === 'string'
    ) {
      const slot = { event: event as SlotEvent['event'], court_id, start_time, end_time };
      return { location_id, date, ...slot };
    }
    return { location_id, date: typeof date === 'string' ? date : null };
  } catch {
    return undefined;
  }
};

/**
 * Every process hears every court change from the database (LISTEN/NOTIFY on PostgreSQL; the
 * embedded engine's own notifications in-process) and hands it to the listeners of its location.
 * The database announces changes itself, by trigger, so no code path can forget to.
 */
export default fp(
  async function courtEvents(app: FastifyInstance) {
    const listeners = new Map<number, Set<CourtEventListener>>();
    const anywhere = new Set<CourtEventListener>();
    let listening = true;
    const everyone = () => [...anywhere, ...[...listeners.values()].flatMap((set) => [...set])];

    const stop = await app.database.listen(COURT_CHANGES_CHANNEL, {
      onNotify(payload) {
        const change = parseChange(payload);
        if (!change) return;
        for (const listener of [...anywhere, ...(listeners.get(change.location_id) ?? [])]) {
          listener({ type: 'change', change });
        }
      },
      onLost() {
        listening = false;
        app.log.warn('lost the database connection that hears court changes; reconnecting');
      },
      onResume() {
        listening = true;
        app.log.info('listening for court changes again; open pages refetch');
        for (const listener of everyone()) listener({ type: 'resync' });
      },
    });
    app.addHook('onClose', stop);

    app.decorate<CourtEvents>('courtEvents', {
      subscribe(locationId, listener) {
        const set = listeners.get(locationId) ?? new Set();
        set.add(listener);
        listeners.set(locationId, set);
        return () => {
          set.delete(listener);
          if (set.size === 0) listeners.delete(locationId);
        };
      },
      get listening() {
        return listening;
      },
      subscribeAll(listener) {
        anywhere.add(listener);
        return () => anywhere.delete(listener);
      },
    });
  },
  { name: 'court-events', dependencies: ['database'] },
);
