/** One fetch of the handlers chunk, shared (docs/product/data-attributes.md §1: fetched on first use). */
import { describe, expect, it, vi } from 'vitest';
import { type ActionsModule, lazyActions } from './handlers.ts';

const chunk = {} as ActionsModule;

describe('lazyActions', () => {
  it('given several callers / the chunk is fetched once', async () => {
    const load = vi.fn(async () => chunk);
    const actions = lazyActions(load);
    await Promise.all([actions(), actions(), actions()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given a fetch that fails / the next caller fetches again', async () => {
    const load = vi.fn<() => Promise<ActionsModule>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(chunk);
    const actions = lazyActions(load);
    await expect(actions()).rejects.toThrow('offline');
    await expect(actions()).resolves.toBe(chunk);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
