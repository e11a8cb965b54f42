import { describe, expect, it } from 'vitest';
import { flashToast, hasFlashToast } from './flash-toast.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('hasFlashToast', () => {
  it('given a toast kept by another page / it is due here', () => {
    const storage = memoryStorage();
    flashToast({ title: 'Access Denied', variant: 'error' }, storage, '/admin/videos');
    expect(hasFlashToast(storage, '/')).toBe(true);
  });

  it('given a toast kept by this very page / it waits for the next one', () => {
    const storage = memoryStorage();
    flashToast({ title: 'Access Denied' }, storage, '/');
    expect(hasFlashToast(storage, '/')).toBe(false);
  });

  it('given nothing kept, or something unreadable / nothing is due', () => {
    const storage = memoryStorage();
    expect(hasFlashToast(storage, '/')).toBe(false);
    storage.setItem('wf-flash-toast', '{');
    expect(hasFlashToast(storage, '/')).toBe(false);
  });
});
