/**
 * `client:member` (docs/architecture.md "Speed"): an island whose only state for a visitor is
 * what the server drew hydrates at once when the `_ms-mem` cache holds a member, and otherwise
 * not until someone signs in: in another tab (`storage`) or through this page's widget
 * (MEMBER_CHANGE_EVENT). A visitor then runs none of its script: no React, no widget.
 *
 * It makes the same decision as the island would after hydrating: the widget fills its store from
 * the same cache (readCachedMember), and fetches nothing for a visitor (site/lib/member-sync/sync.ts),
 * so a visitor's hydrated island would only have drawn the visitor view the server already sent.
 */

import { MEMBER_CACHE_KEY } from '@wf/sdk/constants';
import { readCachedMember } from '@wf/widget/cached-member';
import type { ClientDirective } from 'astro';
import { MEMBER_CHANGE_EVENT } from '../member-sync/constants.ts';

const memberDirective: ClientDirective = (load) => {
  let hydrated = false;
  const hydrate = async () => {
    if (hydrated) return;
    hydrated = true;
    removeEventListener('storage', onStorage);
    document.removeEventListener(MEMBER_CHANGE_EVENT, hydrate);
    const render = await load();
    await render();
  };
  const onStorage = (event: StorageEvent) => {
    if ((event.key === null || event.key === MEMBER_CACHE_KEY) && readCachedMember()) void hydrate();
  };
  if (readCachedMember()) {
    void hydrate();
    return;
  }
  addEventListener('storage', onStorage);
  document.addEventListener(MEMBER_CHANGE_EVENT, hydrate);
};

export default memberDirective;
