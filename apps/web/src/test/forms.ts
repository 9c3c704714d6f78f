import { vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';

/**
 * Replaces a field's value in one change, as pasting over a selection does (typing key by key is
 * slow in jsdom).
 */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  if (field instanceof HTMLInputElement && field.value !== '') {
    field.setSelectionRange(0, field.value.length);
  }
  await user.paste(value);
}

/**
 * A toast shown so far, by text (Mantine renders them in the page in tests); the same words
 * elsewhere on the page (a form's own error line) are not the toast.
 */
export const toast = (text: string) =>
  waitFor(
    () => {
      const found = screen
        .getAllByText(text)
        .find((element) => element.closest('.mantine-Notification-root') !== null);
      if (!found) throw new Error(`No toast reads "${text}".`);
      return found;
    },
    { timeout: 3000 },
  );

/** Toasts live in a global store: forget them between tests. */
export const clearToasts = () => act(() => notifications.clean());

/** The JSON body of a recorded request. */
export const jsonBody = (request: { body: string } | undefined): unknown =>
  JSON.parse(request?.body ?? 'null');

/**
 * jsdom brings its own FormData and File, but fetch in tests is Node's, which cannot stream a
 * jsdom File. For an upload test, use Node's FormData (found through a Node Response) and
 * Node's File; undo with vi.unstubAllGlobals (automatic in this project's Vitest config).
 */
export async function stubNodeFormData(): Promise<void> {
  const probe = await new Response(new URLSearchParams('probe=1')).formData();
  vi.stubGlobal('FormData', probe.constructor);
}

/** Multi-step form journeys re-render a lot in jsdom; on a loaded machine 5 s is too tight. */
export const JOURNEY_TIMEOUT_MS = 30_000;
