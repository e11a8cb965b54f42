/**
 * The X-ray layer (docs/product/inspector.md; docs/product/widget.md §9 "X-ray outline" and "X-ray
 * z-order"; docs/product/data-attributes.md §13): an outline around every visible element the scan
 * marked, in the colour of its level, with the tooltip's message on errors and warnings. Plain DOM,
 * no React, so the controller can run it beside the overlay's own shadow root.
 */
import type { FindingLevel } from './rules/types.ts';

/** One element to outline and what to say about it. */
export interface XRayMark {
  element: Element;
  level: FindingLevel;
  /** The tooltip, e.g. 'Broken Plan Button Found' (shown for errors and warnings). */
  message: string;
}

export interface XRayLayer {
  /** Outlines these marks, replacing the previous ones; kept up to date on resize. */
  draw(marks: readonly XRayMark[]): void;
  /** Removes every outline (the layer stays, ready to draw again). */
  clear(): void;
  /** Removes the layer and its listeners for good. */
  destroy(): void;
}

/** docs/product/data-attributes.md §13: red for errors, yellow for warnings, green for found. */
export const XRAY_COLOURS = { error: '#e06657', warning: '#efd350', found: '#5c9d6f' } as const;

/** docs/product/widget.md §9: the outline stands 6 px off the element, with a 2 px border. */
export const XRAY_MARGIN_PX = 6;
export const XRAY_BORDER_PX = 2;
/** docs/product/widget.md §9: the z-index taken for an element whose own is 'auto' or invalid. */
export const XRAY_DEFAULT_Z_INDEX = 50;
/** docs/product/widget.md §9: errors above warnings above found items. */
const Z_OFFSETS: Record<FindingLevel, number> = { error: 3, warning: 2, found: 1 };

/** The attribute on the layer's host element (tests and the controller find it by it). */
export const XRAY_HOST_ATTRIBUTE = 'data-wf-xray';

/**
 * docs/product/widget.md §9 "X-ray z-order": the element's own z-index (its computed value read
 * as an integer; 50 when 'auto' or invalid) plus 3 for errors, 2 for warnings, 1 for found.
 */
export function xRayZIndex(element: Element, level: FindingLevel): number {
  const view = element.ownerDocument.defaultView;
  const own = view ? Number.parseInt(view.getComputedStyle(element).zIndex, 10) : Number.NaN;
  return (Number.isFinite(own) ? own : XRAY_DEFAULT_Z_INDEX) + Z_OFFSETS[level];
}

/** True when the element takes up room and can be seen (data-attributes.md §13: hidden ones are skipped). */
function isShown(element: Element): boolean {
  // No boxes: display none (on it or an ancestor), or not in the document.
  if (!element.isConnected || element.getClientRects().length === 0) return false;
  const view = element.ownerDocument.defaultView;
  const visibility = view?.getComputedStyle(element).visibility;
  if (visibility === 'hidden' || visibility === 'collapse') return false;
  // Where supported, also catches content-visibility: hidden ancestors.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * The host's inline style. It is positioned but has no z-index, transform, opacity or filter:
 * it must not form a stacking context, so each box's z-index competes with the page's own
 * elements (docs/product/widget.md §9 "X-ray z-order"). `!important` keeps a page's rules such as
 * `body > div { position: relative; z-index: 1 }` from changing that.
 */
const HOST_STYLE = [
  'position:absolute',
  'top:0',
  'left:0',
  'width:0',
  'height:0',
  'margin:0',
  'padding:0',
  'border:0',
  'display:block',
  'pointer-events:none',
  'z-index:auto',
  'transform:none',
  'opacity:1',
  'filter:none',
  'contain:none',
]
  .map((declaration) => `${declaration}!important`)
  .join(';');

/** The boxes' sheet, inside the host's shadow root (page CSS cannot reach it). */
const LAYER_CSS = `
.box {
  position: absolute;
  box-sizing: border-box;
  border: ${XRAY_BORDER_PX}px solid;
  border-radius: 4px;
  pointer-events: none;
}
.label {
  position: absolute;
  left: -${XRAY_BORDER_PX}px;
  bottom: 100%;
  max-width: 280px;
  padding: 2px 6px;
  border-radius: 4px 4px 4px 0;
  color: #1b1b1b;
  font: 600 11px/1.3 system-ui, -apple-system, "Segoe UI", sans-serif;
  letter-spacing: normal;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
.box[data-label-below] .label {
  top: 100%;
  bottom: auto;
  border-radius: 0 4px 4px 4px;
}
`;

/** Height of a label chip, to know when one would stick out above the top of the document. */
const LABEL_ROOM_PX = 18;

interface Geometry {
  mark: XRayMark;
  top: number;
  left: number;
  width: number;
  height: number;
  zIndex: number;
}

/**
 * Creates the layer: a host element appended to the body, its boxes in a shadow root, absolutely
 * positioned in document coordinates (so they scroll with the page without being redrawn).
 */
export function createXRayLayer(doc: Document = document): XRayLayer {
  const view = doc.defaultView;
  const host = doc.createElement('div');
  host.setAttribute(XRAY_HOST_ATTRIBUTE, '');
  // The sidebar lists the same findings in words; the outlines are a visual aid only.
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = HOST_STYLE;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = LAYER_CSS;
  const boxes = doc.createElement('div');
  shadow.append(style, boxes);

  let marks: readonly XRayMark[] = [];
  let frame = 0;
  let destroyed = false;

  function render() {
    if (destroyed) return;
    if (!marks.length) {
      boxes.replaceChildren();
      return;
    }
    if (!host.isConnected) doc.body.append(host);
    // Measure everything first, then write: one layout, not one per box.
    const origin = host.getBoundingClientRect();
    const shown: Geometry[] = [];
    for (const mark of marks) {
      if (!isShown(mark.element)) continue;
      const rect = mark.element.getBoundingClientRect();
      const offset = XRAY_MARGIN_PX + XRAY_BORDER_PX;
      shown.push({
        mark,
        // Relative to the host, which sits at the document's origin unless the body is positioned.
        top: rect.top - origin.top - offset,
        left: rect.left - origin.left - offset,
        width: rect.width + 2 * offset,
        height: rect.height + 2 * offset,
        zIndex: xRayZIndex(mark.element, mark.level),
      });
    }
    // Reuse the boxes already drawn (a redraw on resize moves them rather than making new ones).
    shown.forEach((geometry, index) => {
      const existing = boxes.children[index] as HTMLElement | undefined;
      const element = existing ?? boxes.appendChild(doc.createElement('div'));
      paint(element, geometry, origin.top);
    });
    while (boxes.children.length > shown.length) boxes.lastElementChild?.remove();
  }

  function paint(
    element: HTMLElement,
    { mark, top, left, width, height, zIndex }: Geometry,
    originTop: number,
  ) {
    element.className = 'box';
    element.dataset.level = mark.level;
    element.style.cssText = `top:${top}px;left:${left}px;width:${width}px;height:${height}px;z-index:${zIndex};border-color:${XRAY_COLOURS[mark.level]}`;
    element.removeAttribute('data-label-below');
    if (mark.level === 'found' || !mark.message) {
      element.replaceChildren();
      return;
    }
    const label =
      (element.firstElementChild as HTMLElement | null) ?? element.appendChild(doc.createElement('span'));
    label.className = 'label';
    label.textContent = mark.message;
    label.style.background = XRAY_COLOURS[mark.level];
    // Near the top of the document the chip goes under the box, where it can be seen.
    const scrollTop = view?.scrollY ?? 0;
    if (top + originTop + scrollTop < LABEL_ROOM_PX) element.dataset.labelBelow = '';
  }

  // Redraw at most once a frame when the window or the body changes size.
  function schedule() {
    if (frame || destroyed || !view) return;
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      render();
    });
  }
  view?.addEventListener('resize', schedule);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  if (doc.body) {
    observer?.observe(doc.body);
    doc.body.append(host);
  }

  return {
    draw(next) {
      marks = [...next];
      render();
    },
    clear() {
      marks = [];
      render();
    },
    destroy() {
      marks = [];
      destroyed = true;
      if (frame) view?.cancelAnimationFrame(frame);
      view?.removeEventListener('resize', schedule);
      observer?.disconnect();
      host.remove();
    },
  };
}
