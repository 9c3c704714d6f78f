import { PRERENDER_TESTS, webProject } from './vitest.shared';

export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  // Their server renderer marks the contexts it rendered (Mantine's, the router's) as its own,
  // and the browser renderer that renders them next in the same module graph warns of two
  // renderers: they run in vitest.prerender.config.ts, each file with modules of its own.
  exclude: [PRERENDER_TESTS],
  // One jsdom and one module graph per worker, not per file: the setup file's afterEach leaves
  // the DOM, storage and toasts empty between tests. The web run took 231 s isolated and 88 s
  // not (2026-11-27).
  isolate: false,
});
