/**
 * A session in the reader's words (docs/product/widget.md §2 "Security pane"): its device and
 * browser, its place, and when it was last used, relative while recent and a short date after.
 */
import type { MemberSession } from '@wf/sdk/contract';
import type { MessageKey, Translate } from '../../i18n/index.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From a week on, 'Last active' gives a date rather than a count of days. */
const RELATIVE_UNTIL_MS = 7 * DAY_MS;

/**
 * The service's words for devices and places that are not names (docs/product/widget.md §7
 * getMemberSessions), translated; anything else ('iPhone', 'Mac') is shown as the service says it.
 */
const SERVICE_WORDS: Readonly<Record<string, MessageKey>> = {
  'Android phone': 'profile_session_device_android_phone',
  'Android tablet': 'profile_session_device_android_tablet',
  'Windows computer': 'profile_session_device_windows',
  'Linux computer': 'profile_session_device_linux',
  'This computer': 'profile_session_place_this_computer',
  'Local network': 'profile_session_place_local_network',
};

function inWords(text: string, t: Translate): string {
  const key = SERVICE_WORDS[text];
  return key ? t(key) : text;
}

/** 'iPhone · Safari 18', either half alone when the other is unknown, else 'Unknown device'. */
export function deviceText(session: Pick<MemberSession, 'device' | 'browser'>, t: Translate): string {
  const parts = [session.device ? inWords(session.device, t) : null, session.browser].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length > 0 ? parts.join(' · ') : t('profile_session_unknown_device');
}

/** Where the session was used, when the service could tell. */
export function placeText(session: Pick<MemberSession, 'place'>, t: Translate): string | null {
  return session.place ? inWords(session.place, t) : null;
}

/** 'just now', '5 minutes ago', 'yesterday', then 'Nov 3' (with the year when it is not this one). */
export function lastActiveText(lastActiveAt: string, now: Date, intlLocale: string, t: Translate): string {
  const then = new Date(lastActiveAt);
  const ago = Math.max(0, now.getTime() - then.getTime());
  if (ago < MINUTE_MS) return t('profile_session_just_now');
  if (ago < RELATIVE_UNTIL_MS) {
    const relative = new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' });
    if (ago < HOUR_MS) return relative.format(-Math.floor(ago / MINUTE_MS), 'minute');
    if (ago < DAY_MS) return relative.format(-Math.floor(ago / HOUR_MS), 'hour');
    return relative.format(-Math.floor(ago / DAY_MS), 'day');
  }
  return new Intl.DateTimeFormat(intlLocale, {
    day: 'numeric',
    month: 'short',
    year: then.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(then);
}
