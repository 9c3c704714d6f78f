import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useCourtEvents } from './use-court-events';

/** A stand-in for the browser's EventSource, which jsdom lacks; the real one runs in the journeys. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }));
    }
  }
  close() {
    this.closed = true;
  }
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  FakeEventSource.all = [];
  visibility = 'visible';
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useCourtEvents', () => {
  it("opens the location's stream and hands over each change", () => {
    const onChange = vi.fn();
    const onResync = vi.fn();
    renderHook(() => useCourtEvents('7', { onChange, onResync }));
    const [source] = FakeEventSource.all;
    expect(source?.url).toBe('/api/court_events/?location_id=7');
    source!.emit('open');
    source!.emit('change', '{"location_id":7,"date":"2030-05-01"}');
    expect(onChange).toHaveBeenCalledWith({ location_id: 7, date: '2030-05-01' });
    expect(onResync).not.toHaveBeenCalled();
    source!.emit('resync', '{}');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('refetches after the stream reopens, when changes may have been missed', () => {
    const onResync = vi.fn();
    renderHook(() => useCourtEvents('7', { onChange: vi.fn(), onResync }));
    const [source] = FakeEventSource.all;
    source!.emit('open');
    expect(onResync).not.toHaveBeenCalled();
    // EventSource reconnects by itself after a drop and says so with another open.
    source!.emit('open');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('holds no connection while the page is hidden, and catches up when it is shown', () => {
    const onResync = vi.fn();
    renderHook(() => useCourtEvents('7', { onChange: vi.fn(), onResync }));
    const first = FakeEventSource.all[0]!;
    first.emit('open');
    setVisibility('hidden');
    expect(first.closed).toBe(true);
    expect(FakeEventSource.all).toHaveLength(1);
    setVisibility('visible');
    const second = FakeEventSource.all[1]!;
    expect(second.closed).toBe(false);
    second.emit('open');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('closes its stream when the page leaves, and opens none without a location', () => {
    const { unmount } = renderHook(() =>
      useCourtEvents('7', { onChange: vi.fn(), onResync: vi.fn() }),
    );
    unmount();
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    renderHook(() => useCourtEvents(null, { onChange: vi.fn(), onResync: vi.fn() }));
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
