import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourtBookingFilters } from '../../api/court-bookings';
import { CourtBookingsFilters } from './court-bookings-filters';

const NO_FILTERS: CourtBookingFilters = {
  type: 'upcoming',
  page: 1,
  search: '',
  location: '',
  status: '',
  start_date: '',
  end_date: '',
};

describe('CourtBookingsFilters search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps letters typed while its earlier search reaches the URL, and shows a Clear', () => {
    const onChange = vi.fn();
    const box = (search: string) => (
      <MantineProvider>
        <CourtBookingsFilters
          locations={{ options: [], failed: false }}
          filters={{ ...NO_FILTERS, search }}
          rangeInvalid={false}
          filtered={search !== ''}
          onChange={onChange}
          onClear={() => {}}
        />
      </MantineProvider>
    );
    const { rerender } = render(box(''));
    const search = screen.getByLabelText('Search');

    fireEvent.change(search, { target: { value: 'n' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onChange).toHaveBeenLastCalledWith('search', 'n');
    // More typed before the page (a slow one) puts 'n' in the URL.
    fireEvent.change(search, { target: { value: 'no' } });
    rerender(box('n'));
    expect(search).toHaveValue('no');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onChange).toHaveBeenLastCalledWith('search', 'no');
    rerender(box('no'));
    expect(search).toHaveValue('no');

    // Clear filters (or Back) changes the URL under the box: it shows the URL's search.
    rerender(box(''));
    expect(search).toHaveValue('');
  });
});
