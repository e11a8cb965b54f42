// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createXRayLayer, XRAY_COLOURS, xRayZIndex } from './xray.ts';

/** happy-dom lays nothing out: give an element the box a browser would. */
function place(element: Element, rect: { left: number; top: number; width: number; height: number }) {
  const domRect = {
    ...rect,
    x: rect.left,
    y: rect.top,
    right: rect.left + rect.width,
    bottom: rect.top + rect.height,
  };
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    ...domRect,
    toJSON: () => domRect,
  } as DOMRect);
  vi.spyOn(element, 'getClientRects').mockReturnValue([domRect] as unknown as DOMRectList);
}

function boxes() {
  const host = document.querySelector('[data-wf-xray]');
  return [...(host?.shadowRoot?.querySelectorAll<HTMLElement>('.box') ?? [])];
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('xRayZIndex (docs/product/widget.md §9 "X-ray z-order")', () => {
  it('given an element with no z-index, it takes 50 plus 3, 2 or 1 by level', () => {
    const element = document.createElement('div');
    document.body.append(element);
    expect(xRayZIndex(element, 'error')).toBe(53);
    expect(xRayZIndex(element, 'warning')).toBe(52);
    expect(xRayZIndex(element, 'found')).toBe(51);
  });

  it('given a positioned element with z-index 10, an error goes to 13', () => {
    const element = document.createElement('div');
    element.style.position = 'relative';
    element.style.zIndex = '10';
    document.body.append(element);
    expect(xRayZIndex(element, 'error')).toBe(13);
  });
});

describe('createXRayLayer', () => {
  it('when drawing, it outlines each mark 6 px off with its colour and labels errors and warnings', () => {
    const button = document.createElement('button');
    const form = document.createElement('form');
    document.body.append(button, form);
    place(button, { left: 100, top: 200, width: 80, height: 30 });
    place(form, { left: 10, top: 300, width: 200, height: 100 });
    const layer = createXRayLayer(document);

    layer.draw([
      { element: button, level: 'error', message: 'Broken Plan Button Found' },
      { element: form, level: 'found', message: 'Signup form' },
    ]);

    const host = document.querySelector<HTMLElement>('[data-wf-xray]');
    expect(host?.parentElement).toBe(document.body);
    expect(host?.getAttribute('aria-hidden')).toBe('true');
    expect(host?.style.zIndex).toBe('auto');
    const [error, found] = boxes();
    expect(error?.dataset.level).toBe('error');
    // 6 px margin and 2 px border: the box starts 8 px before the element and is 16 px larger.
    expect(error?.style.left).toBe('92px');
    expect(error?.style.top).toBe('192px');
    expect(error?.style.width).toBe('96px');
    expect(error?.style.height).toBe('46px');
    expect(error?.style.zIndex).toBe('53');
    expect(error?.querySelector('.label')?.textContent).toBe('Broken Plan Button Found');
    expect(found?.dataset.level).toBe('found');
    expect(found?.style.zIndex).toBe('51');
    expect(found?.querySelector('.label')).toBeNull();
    expect(XRAY_COLOURS).toEqual({ error: '#e06657', warning: '#efd350', found: '#5c9d6f' });
    layer.destroy();
  });

  it('given hidden elements (no boxes, or visibility hidden), it skips them', () => {
    const gone = document.createElement('div');
    const invisible = document.createElement('div');
    invisible.style.visibility = 'hidden';
    document.body.append(gone, invisible);
    vi.spyOn(gone, 'getClientRects').mockReturnValue([] as unknown as DOMRectList);
    place(invisible, { left: 0, top: 50, width: 10, height: 10 });
    const layer = createXRayLayer(document);

    layer.draw([
      { element: gone, level: 'error', message: 'Gone' },
      { element: invisible, level: 'warning', message: 'Invisible' },
    ]);

    expect(boxes()).toHaveLength(0);
    layer.destroy();
  });

  it('when drawing again, it replaces the boxes; clear empties them; destroy removes the host', () => {
    const element = document.createElement('a');
    document.body.append(element);
    place(element, { left: 0, top: 100, width: 10, height: 10 });
    const layer = createXRayLayer(document);
    layer.draw([{ element, level: 'warning', message: 'Forgot Password Form Missing Redirect' }]);
    layer.draw([{ element, level: 'found', message: '' }]);
    expect(boxes().map((box) => box.dataset.level)).toEqual(['found']);
    layer.clear();
    expect(boxes()).toHaveLength(0);
    expect(document.querySelector('[data-wf-xray]')).not.toBeNull();
    layer.destroy();
    expect(document.querySelector('[data-wf-xray]')).toBeNull();
  });

  it('given a mark at the very top of the document, its label goes below the box', () => {
    const element = document.createElement('a');
    document.body.append(element);
    place(element, { left: 0, top: 4, width: 10, height: 10 });
    const layer = createXRayLayer(document);
    layer.draw([{ element, level: 'error', message: 'Incorrect Plan ID' }]);
    expect(boxes()[0]?.hasAttribute('data-label-below')).toBe(true);
    layer.destroy();
  });
});

describe('redrawing', () => {
  it('when the window is resized, it moves the boxes once, in the next frame', async () => {
    const element = document.createElement('a');
    document.body.append(element);
    place(element, { left: 10, top: 100, width: 10, height: 10 });
    const layer = createXRayLayer(document);
    layer.draw([{ element, level: 'found', message: '' }]);
    const [box] = boxes();
    vi.restoreAllMocks();
    place(element, { left: 50, top: 100, width: 10, height: 10 });

    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('resize'));
    expect(box?.style.left).toBe('2px');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));

    expect(boxes()).toEqual([box]);
    expect(box?.style.left).toBe('42px');
    // Two resize events, one redraw.
    expect(vi.mocked(element.getBoundingClientRect)).toHaveBeenCalledTimes(1);
    layer.destroy();
  });
});
