import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Inter is bundled and served by the app itself (no font CDN).
import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
