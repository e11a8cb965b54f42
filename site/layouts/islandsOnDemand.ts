/**
 * The page's loader for the two islands every page has (docs/architecture.md "The site", "Speed"):
 * neither is fetched before it is needed, so a page without islands of its own runs no React.
 *
 * - The header's user menu: the account slot is drawn without React (SiteHeader.astro). When the
 *   member opens the menu (a click, or Enter, Space, ArrowDown or ArrowUp on its button), the
 *   island is imported, rendered in the slot, and given the same gesture, so the menu opens at
 *   once. Pointing at the slot or focusing the button fetches it ahead.
 * - The toaster: imported when the previous page kept a toast (site/lib/flash-toast.ts) or at
 *   the page's first toast (site/lib/toast-due.ts).
 */
import { hasFlashToast } from '../lib/flash-toast.ts';
import { TOAST_DUE_EVENT } from '../lib/toast-due.ts';

const TRIGGER_SELECTOR = '.wf-menu__trigger';
/** Keys the menu button answers (ui's Menu); Enter and Space reach it as a click. */
const OPENING_KEYS = ['ArrowDown', 'ArrowUp'];

const slot = document.querySelector<HTMLElement>('[data-user-menu-slot]');
if (slot) {
  let userMenu: Promise<typeof import('../islands/UserMenu/mount.tsx')> | undefined;
  let pending = false;
  const load = () => {
    userMenu ??= import('../islands/UserMenu/mount.tsx');
    return userMenu;
  };
  const trigger = (event: Event) =>
    !slot.hasAttribute('data-live') && event.target instanceof Element
      ? event.target.closest<HTMLElement>(TRIGGER_SELECTOR)
      : null;
  /** Renders the island, then hands the gesture to its own button. */
  const takeOver = (event: Event, replay: (button: HTMLElement) => void) => {
    event.preventDefault();
    if (pending) return;
    pending = true;
    load()
      .then(({ mountUserMenu }) => {
        mountUserMenu(slot);
        const button = slot.querySelector<HTMLElement>(TRIGGER_SELECTOR);
        if (button) replay(button);
      })
      .catch((error: unknown) => console.error('World Family: the user menu could not be loaded.', error))
      .finally(() => {
        pending = false;
      });
  };
  const prefetch = (event: Event) => {
    if (trigger(event) ?? (event.type === 'pointerenter' && slot.querySelector(TRIGGER_SELECTOR)))
      void load();
  };
  slot.addEventListener('pointerenter', prefetch);
  slot.addEventListener('focusin', prefetch);
  slot.addEventListener('click', (event) => {
    if (trigger(event)) takeOver(event, (button) => button.click());
  });
  slot.addEventListener('keydown', (event) => {
    if (!trigger(event) || !OPENING_KEYS.includes(event.key)) return;
    const { key } = event;
    takeOver(event, (button) => {
      button.focus();
      button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  });
}

const toasterHost = document.querySelector<HTMLElement>('[data-site-toaster]');
if (toasterHost) {
  const showToaster = () => {
    import('../islands/SiteToaster/mount.tsx')
      .then(({ mountSiteToaster }) => mountSiteToaster(toasterHost))
      .catch((error: unknown) => console.error('World Family: the toaster could not be loaded.', error));
  };
  if (hasFlashToast()) showToaster();
  else document.addEventListener(TOAST_DUE_EVENT, showToaster, { once: true });
}
