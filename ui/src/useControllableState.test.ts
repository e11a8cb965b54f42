import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  type ControllableStateOptions,
  controllableState,
  useControllableState,
} from './useControllableState.ts';

/** Renders the value the hook gives on the first render. */
function Probe(options: ControllableStateOptions<string>) {
  const [value] = useControllableState(options);
  return createElement('output', null, value);
}

describe('useControllableState', () => {
  it('given no value / when first rendered / it shows the default value', () => {
    expect(renderToStaticMarkup(createElement(Probe, { defaultValue: 'videos' }))).toBe(
      '<output>videos</output>',
    );
  });

  it("given a value / when first rendered / it shows the consumer's value, not the default", () => {
    expect(renderToStaticMarkup(createElement(Probe, { value: 'temples', defaultValue: 'videos' }))).toBe(
      '<output>temples</output>',
    );
  });
});

describe('controllableState', () => {
  it("given no value / it is the component's own state", () => {
    const [value] = controllableState<string>({}, 'own', vi.fn());
    expect(value).toBe('own');
  });

  it("given no value / when set / it calls the consumer's handler first, then keeps the new value", () => {
    const calls: string[] = [];
    const onChange = vi.fn((next: string) => calls.push(`consumer ${next}`));
    const setOwn = vi.fn((next: string) => calls.push(`own ${next}`));
    const [, setValue] = controllableState({ onChange }, 'videos', setOwn);
    setValue('temples');
    expect(calls).toEqual(['consumer temples', 'own temples']);
  });

  it('given no value and no handler / when set / it keeps the new value', () => {
    const setOwn = vi.fn();
    const [, setValue] = controllableState<string>({}, 'videos', setOwn);
    setValue('temples');
    expect(setOwn).toHaveBeenCalledExactlyOnceWith('temples');
  });

  it("given a value / when set / it calls the consumer's handler and keeps nothing of its own", () => {
    const onChange = vi.fn();
    const setOwn = vi.fn();
    const [value, setValue] = controllableState({ value: 'videos', onChange }, 'own', setOwn);
    setValue('temples');
    expect(value).toBe('videos');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('temples');
    expect(setOwn).not.toHaveBeenCalled();
  });

  it('given a value of false, 0 or the empty string / it is still controlled', () => {
    for (const controlled of [false, 0, ''] as const) {
      const setOwn = vi.fn();
      const [value, setValue] = controllableState<boolean | number | string>(
        { value: controlled },
        'own',
        setOwn,
      );
      setValue(true);
      expect(value, String(controlled)).toBe(controlled);
      expect(setOwn, String(controlled)).not.toHaveBeenCalled();
    }
  });

  it('given a default value that may be undefined / it starts undefined and takes the set value', () => {
    const setOwn = vi.fn();
    const [value, setValue] = controllableState<string, string | undefined>({}, undefined, setOwn);
    expect(value).toBeUndefined();
    setValue('videos');
    expect(setOwn).toHaveBeenCalledExactlyOnceWith('videos');
  });
});
