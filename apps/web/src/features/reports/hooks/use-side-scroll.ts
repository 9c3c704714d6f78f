import { useEffect, useState } from 'react';

export interface SideScroll {
  /** The callback ref of the element that scrolls sideways. */
  track: (element: HTMLElement | null) => void;
  /** Its content is wider than it is. */
  overflows: boolean;
  /** Scrolled to the far right, or nothing to scroll. */
  atEnd: boolean;
}

/** Whether an element scrolls sideways and has more to show on the right, kept up to date. */
export function useSideScroll(): SideScroll {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [state, setState] = useState({ overflows: false, atEnd: true });
  useEffect(() => {
    if (!element) return;
    const update = () => {
      const overflows = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setState((now) =>
        now.overflows === overflows && now.atEnd === atEnd ? now : { overflows, atEnd },
      );
    };
    update();
    // The box (a rotated phone) and its content (another page of rows) both change the answer.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [element]);
  return { track: setElement, ...state };
}
