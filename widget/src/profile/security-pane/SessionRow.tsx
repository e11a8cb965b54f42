import type { MemberSession } from '@wf/sdk/contract';
import { Badge, Button } from '@wf/ui';
import type { Translate } from '../../i18n/index.ts';
import { DeviceIcon } from './DeviceIcon.tsx';
import { deviceText, lastActiveText, placeText } from './sessionText.ts';

export interface SessionRowProps {
  t: Translate;
  session: MemberSession;
  /** The time 'Last active' counts from. */
  now: Date;
  /** The Intl tag of dates (i18n/intlLocale.ts). */
  intlLocale: string;
  busy?: boolean;
  onSignOut?: (sessionId: string) => void;
}

/**
 * One place the member is signed in: the device, where and when, and 'This device' or a 'Sign
 * out' button named after the device ('Sign out of iPhone · Safari 18').
 */
export function SessionRow({ t, session, now, intlLocale, busy, onSignOut }: SessionRowProps) {
  const device = deviceText(session, t);
  const when = session.current
    ? t('profile_session_active_now')
    : t('profile_session_last_active', { when: lastActiveText(session.lastActiveAt, now, intlLocale, t) });
  const details = [placeText(session, t), when].filter((part): part is string => part !== null);
  return (
    <li className="wf-profile-session" data-current={session.current || undefined}>
      <span className="wf-profile-session__device-icon">
        <DeviceIcon device={session.device} />
      </span>
      <span className="wf-profile-session__text">
        <span className="wf-profile-session__device">
          <span className="wf-profile-session__name">{device}</span>
          {session.current ? <Badge tone="primary">{t('profile_session_this_device')}</Badge> : null}
        </span>
        <span className="wf-profile-session__details">{details.join(' · ')}</span>
      </span>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="wf-profile-session__sign-out"
          aria-label={t('profile_session_sign_out_of', { device })}
          disabled={busy}
          onClick={() => onSignOut?.(session.id)}
        >
          {t('profile_session_sign_out')}
        </Button>
      )}
    </li>
  );
}
