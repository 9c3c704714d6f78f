import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The tests that render pages to HTML with React's server renderer, then hydrate them. */
export const PRERENDER_TESTS = 'src/prerender/**/*.test.{ts,tsx}';

interface WebProject {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}

/** A project of the web app's tests: jsdom, the setup file, mocks and globals restored. */
export const webProject = ({ name, include, exclude = [], isolate }: WebProject) =>
  defineConfig({
    plugins: [react()],
    test: {
      name,
      root: import.meta.dirname,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      restoreMocks: true,
      unstubGlobals: true,
      isolate,
    },
  });
