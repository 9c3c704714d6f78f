import { describe, expect, it } from 'vitest';
import { afterThisTask } from './after-this-task';

describe('afterThisTask', () => {
  it('runs the callback once, after the current task and its microtasks', async () => {
    const order: string[] = [];
    const ran = new Promise<void>((resolve) =>
      afterThisTask(() => {
        order.push('next task');
        resolve();
      }),
    );
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('this task');
    await ran;
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });
});
