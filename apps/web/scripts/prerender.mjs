// After `vite build`: renders the public entry pages to HTML (src/prerender/render-page.tsx) and
// writes each into a copy of dist/index.html under dist/pages/, which the API serves for that path.
// The page paints from this HTML while the app's code loads, and the app then hydrates it.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/** Pages a visitor opens first, whose content needs no data: path → file in dist/pages. */
const PAGES = { '/': 'index.html', '/user-select-location': 'user-select-location.html' };

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'node_modules/.prerender');

await build({
  root: webRoot,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
  // One self-contained file: workspace packages and libraries alike.
  ssr: { noExternal: true },
});

const { renderPage } = await import(pathToFileURL(path.join(ssrOut, 'render-page.js')).href);
const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
// The shell's root holds only a loading line, which a prerendered page replaces.
const STARTING_ROOT = '<div id="root"><p class="app-starting" role="status">Loading…</p></div>';
if (!shell.includes(STARTING_ROOT)) throw new Error(`dist/index.html has no ${STARTING_ROOT}`);

/**
 * The shell with public/before-start.js after the colour-mode script: it keeps a visitor's taps and
 * sends on the prerendered page until the app, which loads as on every page, takes it over.
 */
const COLOR_SCHEME_SCRIPT = '<script src="/color-scheme.js"></script>';
if (!shell.includes(COLOR_SCHEME_SCRIPT))
  throw new Error(`dist/index.html has no ${COLOR_SCHEME_SCRIPT}`);
const prerenderedShell = shell.replace(
  COLOR_SCHEME_SCRIPT,
  `${COLOR_SCHEME_SCRIPT}\n    <script src="/before-start.js"></script>`,
);
await mkdir(path.join(dist, 'pages'), { recursive: true });
for (const [pathname, file] of Object.entries(PAGES)) {
  const html = await renderPage(pathname);
  await writeFile(
    path.join(dist, 'pages', file),
    prerenderedShell.replace(STARTING_ROOT, `<div id="root" data-prerendered>${html}</div>`),
  );
}
await rm(ssrOut, { recursive: true, force: true });
console.info(`prerendered ${Object.keys(PAGES).join(', ')}`);
