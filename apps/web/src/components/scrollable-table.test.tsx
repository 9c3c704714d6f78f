import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { ScrollableTable, scrollEdges } from './scrollable-table';

describe('scrollEdges', () => {
  it('says which sides hide columns', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 390, clientWidth: 390 })).toEqual({
      left: false,
      right: false,
    });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 640, clientWidth: 358 })).toEqual({
      left: false,
      right: true,
    });
    expect(scrollEdges({ scrollLeft: 120, scrollWidth: 640, clientWidth: 358 })).toEqual({
      left: true,
      right: true,
    });
    // Scrolled to the end, give or take the pixel a zoomed screen rounds away.
    expect(scrollEdges({ scrollLeft: 281.5, scrollWidth: 640, clientWidth: 358 })).toEqual({
      left: true,
      right: false,
    });
  });
});

/** Lays every element out `clientWidth` wide around content `scrollWidth` wide (jsdom has no layout). */
function layOut(clientWidth: number, scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  return vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(0);
}

const renderTable = () =>
  render(
    <MantineProvider>
      <ScrollableTable label="Courts table" minWidth={640}>
        <table>
          <tbody>
            <tr>
              <td>Court 1</td>
            </tr>
          </tbody>
        </table>
      </ScrollableTable>
    </MantineProvider>,
  );

describe('ScrollableTable', () => {
  it('says the table scrolls sideways, and takes the focus, when its columns do not fit', () => {
    const scrollLeft = layOut(358, 640);
    renderTable();
    const region = screen.getByRole('region', { name: 'Courts table' });
    expect(region).toHaveAccessibleDescription('Scroll sideways to see every column.');
    expect(screen.getByText('Scroll sideways to see every column.')).toBeVisible();
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.parentElement).toHaveAttribute('data-more-right');
    expect(region.parentElement).not.toHaveAttribute('data-more-left');
    expect(screen.getByRole('table')).toBeInTheDocument();

    // Scrolled to the far end: the shadow moves to the left side.
    scrollLeft.mockReturnValue(282);
    fireEvent.scroll(region);
    expect(region.parentElement).toHaveAttribute('data-more-left');
    expect(region.parentElement).not.toHaveAttribute('data-more-right');
    expect(screen.getByText('Scroll sideways to see every column.')).toBeVisible();
  });

  it('says nothing and adds no tab stop when the table fits', () => {
    layOut(1000, 1000);
    renderTable();
    const region = screen.getByRole('region', { name: 'Courts table' });
    expect(region).not.toHaveAttribute('tabindex');
    expect(region).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
    expect(region.parentElement).not.toHaveAttribute('data-more-right');
  });
});
