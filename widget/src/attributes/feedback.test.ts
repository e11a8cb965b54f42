// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_AUTO_HIDE_MS } from '../constants.ts';
import { setFeedbackLabels, showMessage, withLoader } from './feedback.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('message boxes (§5)', () => {
  it('without boxes of its own, a page gets an accessible default that hides itself after 7 s', () => {
    vi.useFakeTimers();
    showMessage('error', 'Invalid email or password.');
    const box = document.querySelector<HTMLElement>('[data-ms-message="error"]');
    expect(box?.getAttribute('role')).toBe('alert');
    expect(box?.querySelector('[data-ms-message-text]')?.textContent).toBe('Invalid email or password.');
    expect(box?.querySelector('button[aria-label="Close message"]')).not.toBeNull();
    expect(getComputedStyle(box as HTMLElement).display).not.toBe('none');
    vi.advanceTimersByTime(MESSAGE_AUTO_HIDE_MS - 1);
    expect(getComputedStyle(box as HTMLElement).display).not.toBe('none');
    vi.advanceTimersByTime(1);
    expect(getComputedStyle(box as HTMLElement).display).toBe('none');
    expect(MESSAGE_AUTO_HIDE_MS).toBe(7000);
  });

  it("uses the page's first box, and a success hides a shown error", () => {
    document.body.innerHTML = `
      <div data-ms-message="error" style="display:none"><span data-ms-message-text></span></div>
      <div data-ms-message="success" style="display:none"><span data-ms-message-text></span></div>`;
    showMessage('error', 'No.');
    showMessage('success', 'Saved.');
    const [error, success] = document.querySelectorAll<HTMLElement>('[data-ms-message]');
    expect(getComputedStyle(error as HTMLElement).display).toBe('none');
    expect(getComputedStyle(success as HTMLElement).display).not.toBe('none');
    expect(success?.textContent?.trim()).toBe('Saved.');
    expect(document.querySelectorAll('[data-ms-message]')).toHaveLength(2); // no default added
  });

  it('the default box sits at the top centre, clear of the test-mode badge at the bottom centre', () => {
    showMessage('success', 'You are signed in.');
    const style = document.querySelector('[data-ms-message="success"]')?.getAttribute('style') ?? '';
    expect(style).toContain('top:');
    expect(style).not.toMatch(/(^|;)\s*bottom:/);
  });

  it('the default box’s close button speaks the install’s language', () => {
    setFeedbackLabels({ close: 'Cerrar mensaje', working: 'Procesando…' });
    showMessage('error', 'No.');
    expect(document.querySelector('[data-ms-message="error"] button')?.getAttribute('aria-label')).toBe(
      'Cerrar mensaje',
    );
    setFeedbackLabels({ close: 'Close message', working: 'Working…' });
  });
});

describe('the loader (§5)', () => {
  it('shows while the work runs, once for nested work, and hides when it fails too', async () => {
    document.body.innerHTML = '<div data-ms-loader style="display:none">Working</div>';
    const loader = document.querySelector<HTMLElement>('[data-ms-loader]');
    let finish!: () => void;
    const outer = withLoader(() => new Promise<void>((resolve) => (finish = resolve)));
    const inner = withLoader(() => Promise.reject(new Error('refused')));
    await expect(inner).rejects.toThrow('refused');
    expect(loader?.style.display).toBe('flex');
    finish();
    await outer;
    expect(loader?.style.display).toBe('none');
  });
});
