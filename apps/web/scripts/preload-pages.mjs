// After `vite build`: for pages a visitor opens directly whose code is a lazy route chunk, writes
// a copy of dist/index.html under dist/pages/ that names the route's chunks and styles in its
// head, which the API serves for that path. The browser then fetches them while it parses the
// HTML, and the app's first task no longer inserts some 25 preload links before it can render.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Path → the module its route loads (src/app/router.tsx). */
const PAGES = {
  '/user-book-court': 'src/app/routes/book-court.tsx',
  '/book-court': 'src/app/routes/book-court.tsx',
  '/user-bookings': 'src/app/routes/bookings.tsx',
  '/bookings': 'src/app/routes/bookings.tsx',
};

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes('</head>')) throw new Error('dist/index.html has no </head>');

/** The manifest keys of `key` and every chunk it imports statically, in import order. */
function withStaticImports(key, found = new Set()) {
  if (found.has(key)) return found;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: is it still a route's module?`);
  found.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, found);
  return found;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const alreadyLoaded = withStaticImports(entryKey);

/** The shell with `<link>`s for what the route loads beyond the entry, as Vite's loader would. */
function shellFor(moduleKey) {
  if (!manifest[moduleKey]?.isDynamicEntry) {
    throw new Error(`${moduleKey} is not a lazily loaded chunk of the build`);
  }
  const chunks = [...withStaticImports(moduleKey)].filter((key) => !alreadyLoaded.has(key));
  const scripts = chunks.map(
    (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`,
  );
  const styles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].map(
    (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
  );
  return shell.replace('</head>', `  ${[...scripts, ...styles].join('\n    ')}\n  </head>`);
}

await mkdir(path.join(dist, 'pages'), { recursive: true });
for (const [pathname, moduleKey] of Object.entries(PAGES)) {
  await writeFile(path.join(dist, 'pages', `${pathname.slice(1)}.html`), shellFor(moduleKey));
}
console.info(`preloaded the code of ${Object.keys(PAGES).join(', ')}`);
