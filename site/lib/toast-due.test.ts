import { dismissAllToasts, getToasts, subscribeToToasts, toast } from '@wf/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DUE_EVENT, watchToastsDue } from './toast-due.ts';

afterEach(() => dismissAllToasts());

function listen() {
  const target = new EventTarget();
  const due = vi.fn();
  target.addEventListener(TOAST_DUE_EVENT, due);
  return { target, due };
}

describe('watchToastsDue', () => {
  it('given an empty queue / when the first toast is raised / it says so once', () => {
    const { target, due } = listen();
    watchToastsDue({ getToasts, subscribeToToasts }, target);
    expect(due).not.toHaveBeenCalled();
    toast({ title: 'Access Denied' });
    toast({ title: 'Pass opened' });
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('given a toast already queued / it says so at once', () => {
    toast({ title: 'Access Denied' });
    const { target, due } = listen();
    watchToastsDue({ getToasts, subscribeToToasts }, target);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('given stop() / when a toast is raised / it says nothing', () => {
    const { target, due } = listen();
    watchToastsDue({ getToasts, subscribeToToasts }, target)();
    toast({ title: 'Access Denied' });
    expect(due).not.toHaveBeenCalled();
  });
});
