/**
 * `npm run bench:landing-js -w bench` (after `npm run build -w apps/web`): the JavaScript the
 * landing page loads before it can run, that is the entry chunk and every chunk it imports
 * statically (the build's manifest says which), gzipped. Lazy chunks (other pages, the staff area,
 * the payment libraries) are listed apart. Exits 1 over BUDGET_KB (default 170).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = new URL('../apps/web/dist/', import.meta.url);
const budgetKb = Number(process.env.BUDGET_KB ?? 170);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const gzipKb = (file: string) => gzipSync(readFileSync(new URL(file, dist))).length / 1024;

const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey) throw new Error('no entry chunk in the manifest: build the web app first');

const initial = new Set<string>();
const visit = (key: string) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
visit(entryKey);

const rows = [...initial]
  .map((key) => ({ file: manifest[key]!.file, kb: gzipKb(manifest[key]!.file) }))
  .sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, row) => sum + row.kb, 0);
const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => !initial.has(key) && chunk.file.endsWith('.js'))
  .reduce((sum, [, chunk]) => sum + gzipKb(chunk.file), 0);

console.info('landing page, initial JavaScript (gzip):');
for (const row of rows) console.info(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.info(`  ${total.toFixed(1).padStart(7)} KB  total (budget ${budgetKb} KB)`);
console.info(`  ${lazy.toFixed(1).padStart(7)} KB  in lazy chunks, loaded when a page needs them`);
if (total > budgetKb) {
  console.error(`over budget by ${(total - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
