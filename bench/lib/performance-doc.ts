import { readFile, writeFile } from 'node:fs/promises';

const performanceDoc = new URL('../../docs/performance.md', import.meta.url);

/**
 * A bench's `--write`: replaces what stands between `<!-- bench:<section>:start -->` and its end
 * marker in docs/performance.md with the run's context line and its table.
 */
export async function writePerformanceTable(section: string, context: string, table: string) {
  const doc = await readFile(performanceDoc, 'utf8');
  const start = `<!-- bench:${section}:start -->`;
  const end = `<!-- bench:${section}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`docs/performance.md has no ${start} ${end} markers`);
  await writeFile(
    performanceDoc,
    `${doc.slice(0, from + start.length)}\n\n${context}.\n\n${table}\n\n${doc.slice(to)}`,
  );
  console.info('docs/performance.md updated');
}
