import { PRERENDER_TESTS, webProject } from './vitest.shared';

// Apart from the other web tests: see vitest.config.ts.
export default webProject({ name: 'web-prerender', include: [PRERENDER_TESTS], isolate: true });
