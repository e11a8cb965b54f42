/**
 * Message boxes and the loader (docs/product/data-attributes.md §5). The page's own
 * `data-ms-message` boxes and `data-ms-loader` are used when it has them; otherwise the runtime
 * adds plain, accessible defaults to the body. The default box sits at the top centre: the
 * bottom centre is the test-mode inspector's badge's, and its sidebar takes a side
 * (docs/product/widget.md §2 "Inspector").
 */
import { MESSAGE_AUTO_HIDE_MS } from '../constants.ts';

type Kind = 'success' | 'error';

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The defaults' own words, in the install's language (the runtime sets them: text.ts). */
export interface FeedbackLabels {
  close: string;
  working: string;
}

let labels: FeedbackLabels = { close: 'Close message', working: 'Working…' };

/** Sets the words of the default box and loader (before they are first made). */
export function setFeedbackLabels(next: FeedbackLabels): void {
  labels = next;
}

/** Where the default box sits: top centre, clear of the inspector's badge (bottom centre) and, on most screens, its 242 px sidebar. */
export const DEFAULT_BOX_POSITION = 'position:fixed;left:50%;top:16px;transform:translateX(-50%)';

function defaultBox(doc: Document, kind: Kind): HTMLElement {
  const box = doc.createElement('div');
  box.setAttribute('data-ms-message', kind);
  box.setAttribute('data-wf-default', '');
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  const colour = kind === 'error' ? '#b3261e' : '#1e6b3a';
  box.style.cssText = `display:none;${DEFAULT_BOX_POSITION};z-index:10000001;width:max-content;max-width:min(480px,calc(100vw - 32px));box-sizing:border-box;padding:12px 44px 12px 16px;border-radius:8px;border:1px solid ${colour};border-left-width:6px;background:#fff;color:#1b1b1f;font:15px/1.4 ${FONT};box-shadow:0 6px 24px rgba(0,0,0,.18)`;
  const text = doc.createElement('span');
  text.setAttribute('data-ms-message-text', '');
  const close = doc.createElement('button');
  close.type = 'button';
  close.setAttribute('data-ms-message-close', '');
  close.setAttribute('aria-label', labels.close);
  close.textContent = '×';
  close.style.cssText = `position:absolute;top:6px;right:6px;width:32px;height:32px;border:0;border-radius:6px;background:transparent;color:#1b1b1f;font:22px/1 ${FONT};cursor:pointer`;
  box.append(text, close);
  doc.body.append(box);
  return box;
}

function boxFor(doc: Document, kind: Kind): HTMLElement {
  return doc.querySelector<HTMLElement>(`[data-ms-message="${kind}"]`) ?? defaultBox(doc, kind);
}

function hide(box: HTMLElement): void {
  box.style.display = 'none';
  clearTimeout(timers.get(box));
}

/**
 * Shows an element the page designed hidden (or the runtime hid): its own CSS decides the
 * layout when it shows anything; otherwise it becomes a block.
 */
export function reveal(element: HTMLElement): void {
  element.style.removeProperty('display');
  if (getComputedStyle(element).display === 'none') element.style.display = 'block';
}

/** Shows `text` in the page's success or error box (the other one is hidden), for 7 s. */
export function showMessage(kind: Kind, text: string, doc: Document = document): void {
  hide(boxFor(doc, kind === 'error' ? 'success' : 'error'));
  const box = boxFor(doc, kind);
  const target = box.querySelector('[data-ms-message-text]') ?? box;
  target.textContent = text;
  reveal(box);
  clearTimeout(timers.get(box));
  timers.set(
    box,
    setTimeout(() => hide(box), MESSAGE_AUTO_HIDE_MS),
  );
}

/** Closes a message box from its `[data-ms-message-close]` control (delegated by the runtime). */
export function closeMessage(control: Element): void {
  const box = control.closest<HTMLElement>('[data-ms-message]');
  if (box) hide(box);
}

let running = 0;

function defaultLoader(doc: Document): HTMLElement {
  const overlay = doc.createElement('div');
  overlay.setAttribute('data-ms-loader', '');
  overlay.setAttribute('data-wf-default', '');
  overlay.setAttribute('role', 'progressbar');
  overlay.setAttribute('aria-label', labels.working);
  overlay.style.cssText =
    'display:none;position:fixed;inset:0;z-index:10000000;align-items:center;justify-content:center;background:rgba(255,255,255,.55)';
  const spinner = doc.createElement('div');
  spinner.style.cssText =
    'width:36px;height:36px;border-radius:50%;border:4px solid rgba(0,0,0,.15);border-top-color:#2962ff;animation:wf-spin .8s linear infinite';
  const style = doc.createElement('style');
  style.textContent =
    '@keyframes wf-spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){[data-wf-default][data-ms-loader] div{animation:none}}';
  overlay.append(style, spinner);
  doc.body.append(overlay);
  return overlay;
}

/** Shows the loader while `work` runs (nested calls share it). */
export async function withLoader<T>(work: () => Promise<T>, doc: Document = document): Promise<T> {
  const loader = doc.querySelector<HTMLElement>('[data-ms-loader]') ?? defaultLoader(doc);
  running += 1;
  loader.style.display = 'flex';
  try {
    return await work();
  } finally {
    running -= 1;
    if (running === 0) loader.style.display = 'none';
  }
}
