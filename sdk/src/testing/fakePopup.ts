/** A fake window for the provider popup (sdk/src/popup.ts): records what opens, posts messages, runs the timers by hand. */
import type { PopupHost } from '../popup.ts';

export interface FakePopupWindow {
  closed: boolean;
  close(): void;
}

export function createFakePopupHost(options: { blocked?: boolean } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const timers = new Map<number, () => void>();
  const opened: { url: string; target: string; features: string; window: FakePopupWindow }[] = [];
  let nextTimer = 0;
  const host: PopupHost = {
    open(url, target, features) {
      if (options.blocked) return null;
      const window: FakePopupWindow = {
        closed: false,
        close() {
          window.closed = true;
        },
      };
      opened.push({ url, target, features, window });
      return window;
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    screenX: 100,
    screenY: 40,
    outerWidth: 1400,
    outerHeight: 900,
    setInterval(callback) {
      nextTimer += 1;
      timers.set(nextTimer, callback);
      return nextTimer as unknown as ReturnType<typeof setInterval>;
    },
    clearInterval(id) {
      timers.delete(id as unknown as number);
    },
  };
  return {
    host,
    opened,
    /** Delivers a message as the browser would, from `source` at `origin`. */
    post(data: unknown, from: { origin: string; source: unknown }) {
      for (const listener of [...listeners]) listener({ data, ...from } as unknown as MessageEvent);
    },
    /** Runs every interval once (the closed-window check). */
    tick() {
      for (const callback of [...timers.values()]) callback();
    },
    listenerCount: () => listeners.size,
    timerCount: () => timers.size,
  };
}
