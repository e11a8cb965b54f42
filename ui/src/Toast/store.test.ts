import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, dismissToast, getToasts, subscribeToToasts, toast } from './store.ts';
import { Toaster } from './Toaster.tsx';

afterEach(() => dismissAllToasts());

describe('toast store', () => {
  it('given an empty queue / when a toast is raised / it queues it and returns its id', () => {
    const id = toast({ title: 'Pass opened' });
    expect(getToasts()).toEqual([{ id, title: 'Pass opened' }]);
  });

  it('given two toasts / when one is dismissed / only the other remains', () => {
    const first = toast({ title: 'Member Enrolled', variant: 'success' });
    const second = toast({ title: 'Connection Error', variant: 'error' });
    expect(first).not.toBe(second);
    dismissToast(first);
    expect(getToasts().map((item) => item.id)).toEqual([second]);
  });

  it('given a subscriber / when the queue changes / it is told, and no longer once unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = toast({ title: 'Pass opened' });
    dismissToast(id);
    dismissToast('unknown');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: 'Pass opened' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('given queued toasts / when the Toaster renders on the server / it renders an empty live region', () => {
    toast({ title: 'Pass opened' });
    const html = renderToString(createElement(Toaster));
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('Pass opened');
  });
});
