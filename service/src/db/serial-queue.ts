/**
 * Runs tasks one at a time, in arrival order. PGlite is one connection (docs/toolchain.md):
 * every query and transaction goes through one queue so that a transaction never interleaves
 * with another caller's statements.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Raised when code inside a queued task queues another task: that would wait forever. */
export class ReentrantQueueError extends Error {
  constructor() {
    super(
      'Database access inside a transaction must use the transaction handle (tx), not the database: ' +
        'the embedded database has one connection, so this query would wait for the transaction forever.',
    );
    this.name = 'ReentrantQueueError';
  }
}

export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #holder: object | undefined;
  #context = new AsyncLocalStorage<object>();

  /** Runs `task` after every task queued before it has settled. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const caller = this.#context.getStore();
    if (caller !== undefined && caller === this.#holder) return Promise.reject(new ReentrantQueueError());
    const turn = {};
    const result = this.#tail.then(() => {
      this.#holder = turn;
      return this.#context.run(turn, task);
    });
    this.#tail = result.then(
      () => this.#release(turn),
      () => this.#release(turn),
    );
    return result;
  }

  #release(turn: object): void {
    if (this.#holder === turn) this.#holder = undefined;
  }
}
