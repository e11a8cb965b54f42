/**
 * Runs tasks with the same key one after another, in arrival order, within this process. Stripe
 * sends a subscription's events close together and in any order, and each reads the subscription
 * before storing it (docs/product/payments-and-providers.md "Providers of payments"): taking them
 * one at a time per subscription keeps an earlier read from being stored over a later one.
 */

/** Runs `task` once every task queued before it under `key` has settled. */
export type OneAtATime = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function oneAtATimePerKey(): OneAtATime {
  const tails = new Map<string, Promise<void>>();
  return (key, task) => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // Forget a key once nothing waits on it, so the map holds only keys in use.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
