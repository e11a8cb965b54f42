/**
 * The header's account slot without React (docs/architecture.md "The site", "Speed"): a classic
 * script of a few hundred bytes, inlined right after the slot, draws the visitor's or the
 * member's state from the `_ms-mem` cache before first paint, by cloning one of two templates
 * the server rendered from UserMenuView (the island's own markup, classes and accessible names).
 * It draws again when another tab signs in or out (`storage`) and when the page's member store
 * changes (MEMBER_CHANGE_EVENT), until the island takes the slot over (USER_MENU_LIVE_ATTRIBUTE).
 * The member's label and the cache check are those of the island (menuMember's displayName, the
 * widget's readCachedMember, as site/lib/member-sync/cached-member-script.ts).
 */
import { MEMBER_CACHE_KEY, MEMBER_CACHED_ATTRIBUTE } from '../../constants.ts';
import { cachedMemberFunctionSource } from '../../lib/member-sync/cached-member-script.ts';
import { MEMBER_CHANGE_EVENT } from '../../lib/member-sync/constants.ts';
import { USER_MENU_COPY } from './copy.ts';

/** The account slot in the header. */
export const USER_MENU_SLOT_ATTRIBUTE = 'data-user-menu-slot';
/** Set on the slot once the island draws it; the script leaves it alone from then on. */
export const USER_MENU_LIVE_ATTRIBUTE = 'data-live';
/** The templates: the visitor's 'Log in' link and the member's menu button. */
export const USER_MENU_VISITOR_TEMPLATE_ID = 'wf-user-menu-visitor';
export const USER_MENU_MEMBER_TEMPLATE_ID = 'wf-user-menu-member';
/** The element of the member's template that takes the member's label. */
export const USER_MENU_NAME_SELECTOR = '.wf-user-menu__name';

const json = JSON.stringify;

/** The script's source (ES5-level, no framework): the slot is drawn as the server left it, the visitor's. */
export const userMenuFirstPaintScript = `(function(){var d=document,s=d.querySelector('[${USER_MENU_SLOT_ATTRIBUTE}]');if(!s)return;var c='',m=${cachedMemberFunctionSource};function n(v){var x=v.customFields.name;x=typeof x=='string'?x.trim():'';return x||(v.auth.email.split('@')[0]||'').trim()||${json(USER_MENU_COPY.fallbackName)}}function draw(e){if(s.hasAttribute(${json(USER_MENU_LIVE_ATTRIBUTE)}))return;var v=m(),l=v?n(v):'';if(e)d.documentElement.toggleAttribute(${json(MEMBER_CACHED_ATTRIBUTE)},!!v);if(l===c)return;c=l;var t=d.getElementById(v?${json(USER_MENU_MEMBER_TEMPLATE_ID)}:${json(USER_MENU_VISITOR_TEMPLATE_ID)}).content.cloneNode(true);if(v)t.querySelector(${json(USER_MENU_NAME_SELECTOR)}).textContent=l;s.replaceChildren(t)}draw();addEventListener('storage',function(e){if(e.key===null||e.key===${json(MEMBER_CACHE_KEY)})draw(e)});d.addEventListener(${json(MEMBER_CHANGE_EVENT)},draw)})();`;
