import { describe, expect, it } from 'vitest';
import { oneAtATimePerKey } from './one-at-a-time.ts';

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

describe('oneAtATimePerKey', () => {
  it('given tasks of one key, it runs each after the one before it has settled, failures included', async () => {
    const inTurn = oneAtATimePerKey();
    const log: string[] = [];
    const first = inTurn('sub_1', async () => {
      log.push('first starts');
      await later(20, null);
      log.push('first ends');
      throw new Error('first failed');
    });
    const second = inTurn('sub_1', async () => {
      log.push('second starts');
      return 'second';
    });

    await expect(first).rejects.toThrow('first failed');
    expect(await second).toBe('second');
    expect(log).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('given tasks of different keys, it runs them side by side', async () => {
    const inTurn = oneAtATimePerKey();
    const log: string[] = [];
    const slow = inTurn('sub_1', async () => {
      await later(20, null);
      log.push('slow');
    });
    const fast = inTurn('sub_2', async () => {
      log.push('fast');
    });

    await Promise.all([slow, fast]);
    expect(log).toEqual(['fast', 'slow']);
  });
});
