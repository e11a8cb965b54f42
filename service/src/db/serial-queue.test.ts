import { describe, expect, it } from 'vitest';
import { ReentrantQueueError, SerialQueue } from './serial-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('SerialQueue', () => {
  it('given overlapping tasks, it runs them one after another in arrival order', async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([queue.run(task('a')), queue.run(task('b')), queue.run(task('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('given a failing task, the next task still runs', async () => {
    const queue = new SerialQueue();
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('given a task that queues another task, it fails at once instead of waiting forever', async () => {
    const queue = new SerialQueue();
    await expect(queue.run(() => queue.run(async () => 'inner'))).rejects.toBeInstanceOf(ReentrantQueueError);
    await expect(queue.run(async () => 'after')).resolves.toBe('after');
  });
});
