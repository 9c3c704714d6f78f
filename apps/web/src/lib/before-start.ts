import { useEffectEvent, useLayoutEffect } from 'react';

/**
 * A prerendered page (scripts/prerender.mjs) shows before the app's code has arrived, and people
 * use it: its fields take typing and ticks, and public/before-start.js notes the taps and sends of
 * elements marked `data-before-start` (holding a form's sending back). When the app takes the page
 * over, the component rendering a marked element carries out what was done to it
 * (`useBeforeStart`), whether React hydrated the page's nodes or replaced them.
 */
const BEFORE_START_ATTRIBUTE = 'data-before-start';

declare global {
  interface Window {
    /** Marks of the elements tapped or sent before the app started (public/before-start.js). */
    usedBeforeStart?: string[];
  }
}

/** The prerendered page's marked elements, by mark: still on the page, or replaced by now. */
let marked = new Map<string, Element>();

/** Called as the app takes over `container`, before React hydrates or replaces its nodes. */
export function keepPrerenderedPage(container: HTMLElement): void {
  marked = new Map(
    Array.from(container.querySelectorAll(`[${BEFORE_START_ATTRIBUTE}]`), (element) => [
      element.getAttribute(BEFORE_START_ATTRIBUTE) ?? '',
      element,
    ]),
  );
}

/** Called once the app's first page has mounted: nothing later may act on the old page. */
export function forgetPrerenderedPage(): void {
  marked.clear();
  window.usedBeforeStart?.splice(0);
}

export interface BeforeStart {
  /** The prerendered element, with the values and ticks its fields were given. */
  element: Element;
  /** Whether it was tapped (a button) or sent (a form). */
  used: boolean;
}

/**
 * Runs `carryOut` once, before the first paint of the component that renders the element marked
 * `mark`, when that element was on the prerendered page the app has just taken over.
 */
export function useBeforeStart(mark: string, carryOut: (before: BeforeStart) => void): void {
  const onTakeOver = useEffectEvent(carryOut);
  useLayoutEffect(() => {
    const element = marked.get(mark);
    if (!element) return;
    marked.delete(mark);
    onTakeOver({ element, used: window.usedBeforeStart?.includes(mark) ?? false });
  }, [mark]);
}

/** What was typed into the field `name` of a prerendered form, when it differs from its HTML. */
export function typedBeforeStart(form: Element, name: string): string | undefined {
  if (!(form instanceof HTMLFormElement)) return undefined;
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLInputElement) || field.value === field.defaultValue) return undefined;
  return field.value;
}

/** The radio ticked in a prerendered group, when it is not the one its HTML ticked. */
export function tickedBeforeStart(group: Element): string | undefined {
  const ticked = group.querySelector('input[type="radio"]:checked');
  if (!(ticked instanceof HTMLInputElement) || ticked.defaultChecked) return undefined;
  return ticked.value;
}
