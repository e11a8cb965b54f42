import { getWidget, setMember } from '@wf/widget';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { startPageMemberSync } from '../../lib/member-sync/page.ts';
import { USER_MENU_LIVE_ATTRIBUTE } from './firstPaint.ts';
import { UserMenu } from './UserMenu.tsx';

/**
 * Renders the user menu island in the header's account slot, in place of what the page drew
 * from the `_ms-mem` cache (SiteHeader.astro), and starts the page's member upkeep. The page's
 * loader (BaseLayout.astro) imports this when the member opens the menu, then passes the
 * gesture on to the island's button. The slot's data attributes carry the island's props.
 */
export function mountUserMenu(slot: HTMLElement): void {
  if (slot.hasAttribute(USER_MENU_LIVE_ATTRIBUTE)) return;
  slot.setAttribute(USER_MENU_LIVE_ATTRIBUTE, '');
  try {
    // The widget reads the cache into the store, so the island's first render is the page's.
    getWidget();
    startPageMemberSync();
  } catch (error) {
    // A page without its configuration element cannot sign anyone in: show the visitor view.
    console.error(error);
    setMember(null);
  }
  const { loginLabel = '', loginHref = '', loginCurrent } = slot.dataset;
  const root = createRoot(slot);
  // Synchronously, so the button is there for the gesture that asked for it.
  flushSync(() =>
    root.render(
      <UserMenu login={{ label: loginLabel, href: loginHref }} loginCurrent={loginCurrent !== undefined} />,
    ),
  );
}
