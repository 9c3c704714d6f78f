import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` in this process, never two runs at once, logging a failure as
 * `<name> failed`. The timer never keeps the process alive, and a run under way finishes before
 * the app closes its database (the hooks that close it run after this one).
 */
export function runEvery(
  app: FastifyInstance,
  { name, intervalMs }: { name: string; intervalMs: number },
  task: () => Promise<void>,
): void {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= task()
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
