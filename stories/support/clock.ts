/**
 * A clock for play functions: the component's own timers wait for `advance()` instead of real
 * time, so a story shows "nothing happens for 3 s" and "then it happens" at once (docs/toolchain.md
 * "Test speed"). Only the timers whose delay `holds` picks are held: Testing Library's polling,
 * React's scheduler and userEvent keep the real clock, so `waitFor` and clicks work as usual.
 * Storybook's test helpers have no fake timers, and Vitest's cannot be imported by a story that
 * also runs in the Storybook UI.
 *
 * Install it in a story's `beforeEach`, before the component mounts and starts its timers, and
 * return `restore` as the cleanup. A play function ends with `release()`: the timers still waiting
 * go back to the real clock, so the story keeps moving in the Storybook UI afterwards.
 */

/** The held timers of a story, moved by hand. */
export interface StoryClock {
  /** Moves time `ms` on: the held timers due by then run in order, the page rendering after each. */
  advance(ms: number): Promise<void>;
  /** How many held timers are waiting (0: nothing is due to happen by itself). */
  pending(): number;
  /** Stops holding: the timers still waiting, and every new one, run on the real clock. */
  release(): void;
  /** Releases, and puts the window's own timer functions back (the story's `beforeEach` cleanup). */
  restore(): void;
}

interface HeldTimer {
  due: number;
  run: () => void;
  /** An interval's period; undefined for a timeout. */
  every?: number;
}

/** Ids of held timers: far above the browser's own, so the clear functions can tell them apart. */
const FIRST_ID = 1_000_000_000;

/** Lets React commit what a timer's callback changed before the next one runs. */
function rendered(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Options of {@link holdTimers}. */
export interface HoldOptions {
  /**
   * `Date.now()` follows the clock too, for a component that measures the time a held timer had
   * left (the toast's pause). The real time at install plus the time advanced.
   */
  dateNow?: boolean;
}

/** Holds, from now on, every timer whose delay `holds` accepts. */
export function holdTimers(holds: (delay: number) => boolean, options: HoldOptions = {}): StoryClock {
  const real = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
  };
  const realDateNow = Date.now;
  /** The browser's own timers, called as the page would. */
  const browser = {
    setTimeout: (...args: unknown[]) => Reflect.apply(real.setTimeout, window, args) as number,
    setInterval: (...args: unknown[]) => Reflect.apply(real.setInterval, window, args) as number,
    clear: (id: number | undefined) => Reflect.apply(real.clearTimeout, window, [id]),
  };
  const held = new Map<number, HeldTimer>();
  /** Held timers handed to the real clock on release: our id, the browser's. */
  const handedBack = new Map<number, number>();
  let now = 0;
  let nextId = FIRST_ID;
  let released = false;

  function hold(handler: TimerHandler, delay: number | undefined, args: unknown[], every?: number): number {
    const id = nextId++;
    const run = () => (typeof handler === 'function' ? handler(...args) : undefined);
    held.set(id, { due: now + (delay ?? 0), run, every });
    return id;
  }

  /** Clears a held timer, one handed back, or one of the browser's. */
  function clear(id: number | undefined): void {
    if (id === undefined || held.delete(id)) return;
    const browserId = handedBack.get(id);
    handedBack.delete(id);
    // A browser id clears a timeout and an interval alike.
    browser.clear(browserId ?? id);
  }

  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    !released && typeof handler === 'function' && holds(delay ?? 0)
      ? hold(handler, delay, args)
      : browser.setTimeout(handler, delay, ...args)) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    !released && typeof handler === 'function' && holds(delay ?? 0)
      ? hold(handler, delay, args, delay ?? 0)
      : browser.setInterval(handler, delay, ...args)) as typeof window.setInterval;
  window.clearTimeout = clear as typeof window.clearTimeout;
  window.clearInterval = clear as typeof window.clearInterval;
  if (options.dateNow) {
    const start = realDateNow();
    Date.now = () => (released ? realDateNow() : start + now);
  }

  const clock: StoryClock = {
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...held.entries()].sort(([, a], [, b]) => a.due - b.due)[0];
        if (!next || next[1].due > end) break;
        const [id, timer] = next;
        now = timer.due;
        if (timer.every === undefined) held.delete(id);
        else timer.due = now + Math.max(1, timer.every);
        timer.run();
        await rendered();
      }
      now = end;
    },
    pending: () => held.size,
    release() {
      if (released) return;
      released = true;
      for (const [id, timer] of held) {
        const wait = timer.due - now;
        const { every } = timer;
        if (every === undefined) {
          handedBack.set(
            id,
            browser.setTimeout(() => {
              handedBack.delete(id);
              timer.run();
            }, wait),
          );
        } else {
          handedBack.set(
            id,
            browser.setTimeout(() => {
              handedBack.set(id, browser.setInterval(timer.run, every));
              timer.run();
            }, wait),
          );
        }
      }
      held.clear();
    },
    restore() {
      clock.release();
      Object.assign(window, real);
      Date.now = realDateNow;
    },
  };
  return clock;
}
