import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // One jsdom and one module graph per worker, not per file: the setup file's afterEach leaves
    // the DOM, storage and toasts empty between tests. The web run took 231 s isolated and 88 s
    // not (2026-11-27).
    isolate: false,
  },
});
