/**
 * The `_ms-mem` check of the widget (readCachedMember, widget/src/runtime/cached-member.ts) as
 * ES5 source, for the inline scripts that draw a page's member or visitor state before first
 * paint (docs/architecture.md "Speed"): the header's account slot, the home page's 'Membership
 * Options' and the videos page's visitor view. One check for all of them, so that a cache the
 * widget would not trust draws the visitor everywhere (`cached-member-script.test.ts` holds the
 * two to the same answers).
 */
import { MEMBER_CACHE_KEY, MEMBER_CACHED_ATTRIBUTE } from '../../constants.ts';

const json = JSON.stringify;

/** A function expression: the cached member when it has the shape every reader relies on, else null. */
export const cachedMemberFunctionSource = `function(){try{var v=JSON.parse(localStorage.getItem(${json(MEMBER_CACHE_KEY)})||'null');return v&&typeof v=='object'&&typeof v.id=='string'&&v.auth&&typeof v.auth.email=='string'&&v.customFields&&typeof v.customFields=='object'&&Array.isArray(v.planConnections)?v:null}catch(e){return null}}`;

/** Sets MEMBER_CACHED_ATTRIBUTE on `<html>` when a member is cached; inline it in the page before what depends on it. */
export const memberCachedScript = `(function(){if((${cachedMemberFunctionSource})())document.documentElement.setAttribute(${json(MEMBER_CACHED_ATTRIBUTE)},'')})();`;
