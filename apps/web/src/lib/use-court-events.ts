import { useEffect, useRef } from 'react';
import type { CourtChange } from '@courtbook/shared';
import { buildUrl } from './api-client';

export type { CourtChange };

export interface CourtEventHandlers {
  /** A slot of the location was taken or freed, or a court closed or changed. */
  onChange(change: CourtChange): void;
  /** Changes may have been missed (the stream reopened): refetch everything about the location. */
  onResync(): void;
}

const isCourtChange = (value: unknown): value is CourtChange =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CourtChange).location_id === 'number';

/**
 * Hears the location's court changes (GET /court_events/, Server-Sent Events) while the page is
 * visible. The browser's EventSource reconnects by itself after a drop; a hidden page closes its
 * stream and, back in view, opens it again and refetches what it may have missed.
 */
export function useCourtEvents(locationId: string | null, handlers: CourtEventHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (locationId === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let opened = false;

    const open = () => {
      if (source) return;
      source = new EventSource(buildUrl('/court_events/', { location_id: locationId }));
      source.addEventListener('open', () => {
        // The first open follows the page's own fetch; any later one follows a gap.
        if (opened) latest.current.onResync();
        opened = true;
      });
      source.addEventListener('change', (event) => {
        try {
          const change: unknown = JSON.parse((event as MessageEvent<string>).data);
          if (isCourtChange(change)) latest.current.onChange(change);
        } catch {
          latest.current.onResync();
        }
      });
      source.addEventListener('resync', () => latest.current.onResync());
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') open();
      else close();
    };

    if (document.visibilityState === 'visible') open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [locationId]);
}
