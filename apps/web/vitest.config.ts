import { PRERENDER_TESTS, webProject } from './vitest.shared';

export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  // The prerender tests use React's server renderer, which leaves the contexts it rendered
  // (Mantine's, the router's) marked as its own; the next file to render them in the same module
  // graph would see React warn of two renderers. They run in vitest.prerender.config.ts instead,
  // each file with modules of its own.
  exclude: [PRERENDER_TESTS],
  // One jsdom and one module graph per worker, not per file: the setup file's afterEach leaves
  // the DOM, storage and toasts empty between tests. The web run took 231 s isolated and 88 s
  // not (2026-11-27).
  isolate: false,
});
