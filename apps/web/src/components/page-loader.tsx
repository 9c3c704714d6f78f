import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a page's code loads on the first visit to it (a lazy route). */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
