import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import classes from './scrollable-table.module.css';

export interface ScrollEdges {
  /** Columns are hidden to the left (the reader has scrolled). */
  left: boolean;
  /** Columns are hidden to the right. */
  right: boolean;
}

type Scroller = Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>;

/** Which sides of a sideways scroller hide content (a pixel of rounding aside). */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: Scroller): ScrollEdges {
  return { left: scrollLeft > 1, right: scrollLeft + clientWidth < scrollWidth - 1 };
}

interface ScrollableTableProps {
  /** Names the table's region for screen readers, e.g. "Courts table". */
  label: string;
  /** Narrower than this, the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways on a narrow screen, and shows it: a line says so, and a
 * shadow marks each side with columns out of view. While it scrolls, the region takes the keyboard
 * focus (the arrow keys then scroll it).
 */
export function ScrollableTable({ label, minWidth, children }: ScrollableTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });

  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const update = () =>
      setEdges((was) => {
        const now = scrollEdges(region);
        return now.left === was.left && now.right === was.right ? was : now;
      });
    update();
    region.addEventListener('scroll', update, { passive: true });
    // The table grows and shrinks with its rows (a page loads), the region with the window.
    const observer = new ResizeObserver(update);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => {
      region.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  const scrolls = edges.left || edges.right;
  return (
    <div className={classes.root}>
      {scrolls ? (
        <Group id={hintId} gap={6} className={classes.hint} wrap="nowrap">
          <IconArrowsHorizontal size={16} aria-hidden="true" />
          <Text size="sm" c="dimmed" span>
            Scroll sideways to see every column.
          </Text>
        </Group>
      ) : null}
      <div
        className={classes.frame}
        data-more-left={edges.left || undefined}
        data-more-right={edges.right || undefined}
      >
        <div
          ref={ref}
          className={classes.region}
          role="region"
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={scrolls ? 0 : undefined}
        >
          <div style={{ minWidth }}>{children}</div>
        </div>
      </div>
    </div>
  );
}
