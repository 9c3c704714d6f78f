import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runEvery } from './run-every';

/** A promise and the function that settles it, for a task the test lets finish. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('runEvery', () => {
  it('never starts a run while one is under way, and closes only after it', async () => {
    const app = Fastify({ logger: false });
    const started = gate();
    const finish = gate();
    const events: string[] = [];
    let runs = 0;
    // Added first, so it runs last on closing, as the database plugin's does.
    app.addHook('onClose', async () => {
      events.push('database closed');
    });
    runEvery(app, { name: 'slow work', intervalMs: 5 }, async () => {
      runs++;
      started.open();
      await finish.opened;
      events.push('run finished');
    });
    await app.ready();

    await started.opened;
    // Many ticks pass while the run waits; none starts another.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(1);

    const closing = app.close();
    setImmediate(() => finish.open());
    await closing;
    expect(events).toEqual(['run finished', 'database closed']);
  });

  it('logs a failed run by its name and runs again on the next tick', async () => {
    const logged: { msg: string; err?: { message: string } }[] = [];
    const app = Fastify({
      logger: {
        level: 'error',
        stream: {
          write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[0]),
        },
      },
    });
    const again = gate();
    let runs = 0;
    runEvery(app, { name: 'flaky work', intervalMs: 5 }, async () => {
      runs++;
      if (runs === 1) throw new Error('the database is away');
      again.open();
    });
    await app.ready();

    await again.opened;
    await app.close();
    expect(logged.map(({ msg, err }) => [msg, err?.message])).toEqual([
      ['flaky work failed', 'the database is away'],
    ]);
  });
});
