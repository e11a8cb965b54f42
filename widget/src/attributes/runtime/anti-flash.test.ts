// @vitest-environment happy-dom
/** Adding and removing the anti-flash style (docs/product/data-attributes.md §1). */
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANTI_FLASH_ATTRIBUTE,
  addAntiFlashStyle,
  installedLate,
  mayHaveFlashed,
  removeAntiFlashStyles,
} from './anti-flash.ts';

afterEach(() => {
  for (const style of document.querySelectorAll(`style[${ANTI_FLASH_ATTRIBUTE}]`)) style.remove();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function styleText(): string {
  return document.querySelector(`style[${ANTI_FLASH_ATTRIBUTE}]`)?.textContent ?? '';
}

describe('addAntiFlashStyle', () => {
  it('given a member and cached groups / the style lets through what the member sees, group keys included', () => {
    const groups = sampleApp().contentGroups;
    addAntiFlashStyle(document, { member: sampleMember(), groups });
    expect(document.head.querySelector(`style[${ANTI_FLASH_ATTRIBUTE}]`)).not.toBeNull();
    expect(styleText()).toContain(':not([data-ms-content="members"])');
    expect(styleText()).toContain(':not([data-ms-content="!members-videos"])');
    expect(styleText()).not.toContain(':not([data-ms-content="members-videos"])');
  });

  it('given a visitor / the signed-out removals are hidden too', () => {
    addAntiFlashStyle(document, { member: null, groups: null });
    expect(styleText()).toContain('[data-ms-action="logout"]');
    expect(styleText()).toContain(':not([data-ms-content="!members"])');
  });
});

describe('installedLate', () => {
  it('given a page not painted yet / not late', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    expect(installedLate(document)).toBe(false);
  });

  it('given a painted page / late, unless the page carries its own copy of the style', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{} as PerformanceEntry]);
    expect(installedLate(document)).toBe(true);
    document.head.insertAdjacentHTML('beforeend', `<style ${ANTI_FLASH_ATTRIBUTE}></style>`);
    expect(installedLate(document)).toBe(false);
  });
});

describe('removeAntiFlashStyles', () => {
  it('given ours and the page’s copy / both go, quietly when nothing flashed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.head.insertAdjacentHTML('beforeend', `<style ${ANTI_FLASH_ATTRIBUTE}></style>`);
    addAntiFlashStyle(document, { member: null, groups: null });
    removeAntiFlashStyles(document, false);
    expect(document.querySelector(`style[${ANTI_FLASH_ATTRIBUTE}]`)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('given a late install on a page with gated content / the console says how to avoid the flash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<p data-ms-content="members">m</p>';
    const flashed = mayHaveFlashed(document, true);
    removeAntiFlashStyles(document, flashed);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ran after the page was first shown'));
  });

  it('given a late install on a page without gated content, or an install in time / nothing flashed', () => {
    expect(mayHaveFlashed(document, true)).toBe(false);
    document.body.innerHTML = '<p data-ms-content="members">m</p>';
    expect(mayHaveFlashed(document, false)).toBe(false);
  });
});
