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

  it('given statements queued one after another, they are under way together, started in arrival order', async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([queue.runShared(task('a')), queue.runShared(task('b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(events.slice(0, 2)).toEqual(['a start', 'b start']);
  });

  it('given statements and transactions, a transaction runs alone: after the statements before it, before those after it', async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
    };
    await Promise.all([
      queue.runShared(task('s1')),
      queue.runShared(task('s2')),
      queue.run(task('tx')),
      queue.runShared(task('s3')),
      queue.runShared(task('s4')),
    ]);
    const at = (event: string) => events.indexOf(event);
    expect(at('tx start')).toBeGreaterThan(Math.max(at('s1 end'), at('s2 end')));
    expect(Math.min(at('s3 start'), at('s4 start'))).toBeGreaterThan(at('tx end'));
  });

  it('given a statement that fails, the transaction after it still runs', async () => {
    const queue = new SerialQueue();
    await expect(queue.runShared(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('given a transaction that queues a statement, it fails at once instead of waiting forever', async () => {
    const queue = new SerialQueue();
    await expect(queue.run(() => queue.runShared(async () => 'inner'))).rejects.toBeInstanceOf(
      ReentrantQueueError,
    );
    await expect(queue.runShared(async () => 'after')).resolves.toBe('after');
  });
});
