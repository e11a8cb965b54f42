/**
 * Runs tasks in arrival order. PGlite is one connection (docs/toolchain.md): every query and
 * transaction goes through one queue so that a transaction never interleaves with another
 * caller's statements. A transaction runs alone ({@link SerialQueue.run}); single statements
 * ({@link SerialQueue.runShared}) queued one after another may be under way together: the
 * database answers them in the order they were sent, and with PGlite in a worker thread
 * (pglite-worker-client.ts) a statement need not wait for the answer to the one before it.
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

/** Statements queued one after another, under way together. */
interface SharedGroup {
  /** Settles when everything queued before the group has. */
  start: Promise<unknown>;
  pending: number;
  /** All of its statements have settled: a statement queued now starts a new group. */
  done: boolean;
  settle: () => void;
}

export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #holder: object | undefined;
  #context = new AsyncLocalStorage<object>();
  #group: SharedGroup | undefined;

  /** Runs `task` alone, after every task queued before it has settled. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const caller = this.#context.getStore();
    if (caller !== undefined && caller === this.#holder) return Promise.reject(new ReentrantQueueError());
    this.#group = undefined;
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

  /**
   * Runs `task`, a single statement that runs no caller code, after every task {@link run} queued
   * before it has settled, alongside the statements queued with it since then; a task
   * {@link run} queues after it waits for it.
   */
  runShared<T>(task: () => Promise<T>): Promise<T> {
    const caller = this.#context.getStore();
    if (caller !== undefined && caller === this.#holder) return Promise.reject(new ReentrantQueueError());
    let group = this.#group;
    if (!group || group.done) {
      let settle = () => {};
      const settled = new Promise<void>((resolve) => {
        settle = resolve;
      });
      group = { start: this.#tail, pending: 0, done: false, settle };
      this.#group = group;
      this.#tail = settled;
    }
    const joined = group;
    joined.pending += 1;
    const result = joined.start.then(() => task());
    const finish = () => {
      joined.pending -= 1;
      if (joined.pending === 0) {
        joined.done = true;
        joined.settle();
      }
    };
    result.then(finish, finish);
    return result;
  }

  #release(turn: object): void {
    if (this.#holder === turn) this.#holder = undefined;
  }
}
