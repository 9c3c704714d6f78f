import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { AppProvider } from '../app/provider';
import { createTestQueryClient } from '../test/render';
import { notify } from './notify';

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('notify', () => {
  it('shows success and error toasts', async () => {
    render(
      <AppProvider queryClient={createTestQueryClient()} env="test">
        {null}
      </AppProvider>,
    );
    act(() => {
      notify.success('Saved.');
      notify.error('Could not save.');
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByText('Could not save.')).toBeInTheDocument();
  });

  it('closes a toast after 5000 ms', async () => {
    vi.useFakeTimers();
    render(
      <AppProvider queryClient={createTestQueryClient()} env="test">
        {null}
      </AppProvider>,
    );
    act(() => {
      notify.success('Booked.');
    });
    expect(screen.getByText('Booked.')).toBeInTheDocument();
    const shown = () => notificationsStore.getState().notifications.map((toast) => toast.message);
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(shown()).toEqual(['Booked.']);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(shown()).toEqual([]);
    // Then the exit transition runs and the toast leaves the page.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Booked.')).toBeNull();
  });
});
