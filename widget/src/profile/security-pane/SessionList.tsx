import { Button, Spinner } from '@wf/ui';
import { useEffect, useId, useRef } from 'react';
import type { Translate } from '../../i18n/index.ts';
import type { SessionsState } from '../types.ts';
import { SessionRow } from './SessionRow.tsx';

export interface SessionListProps {
  t: Translate;
  /** The Intl tag of dates (i18n/intlLocale.ts). */
  intlLocale: string;
  sessions: SessionsState;
  /** The time 'Last active' counts from. */
  now: Date;
  /** A profile action runs: the buttons wait. */
  busy?: boolean;
  /** 'Sign out' on another session, by its id. */
  onSignOut?: (sessionId: string) => void;
  /** 'Sign out of all other sessions'. */
  onSignOutOthers?: () => void;
  /** 'Try again' after the list failed to load. */
  onRetry?: () => void;
}

/** What the section shows, in the DOM as data-state. */
type ListState = 'loading' | 'error' | 'list' | 'empty';

const FOCUSABLE = 'button:not(:disabled)';

/**
 * docs/product/widget.md §2 "Security pane": where the member is signed in, this device first,
 * each other session with its 'Sign out', and 'Sign out of all other sessions' when there are any.
 */
export function SessionList({
  t,
  intlLocale,
  sessions,
  now,
  busy = false,
  onSignOut,
  onSignOutOthers,
  onRetry,
}: SessionListProps) {
  const headingId = useId();
  const section = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const signingOut = useRef(false);
  const list = sessions.status === 'ready' ? sessions.sessions : [];
  const ordered = [
    ...list.filter((session) => session.current),
    ...list.filter((session) => !session.current),
  ];
  const others = ordered.length - list.filter((session) => session.current).length;
  const state: ListState = sessions.status === 'ready' ? (others > 0 ? 'list' : 'empty') : sessions.status;

  // A signed-out row takes its focused button with it (and a running call disables the rest):
  // once the call is over, keep the focus in the section.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list or the busy flag changes.
  useEffect(() => {
    if (!signingOut.current || busy) return;
    signingOut.current = false;
    const root = section.current;
    if (!root) return;
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && root.contains(active)) return;
    (root.querySelector<HTMLElement>(FOCUSABLE) ?? heading.current)?.focus();
  }, [sessions, busy]);

  const signOut = (sessionId: string) => {
    signingOut.current = true;
    onSignOut?.(sessionId);
  };
  const signOutOthers = () => {
    signingOut.current = true;
    onSignOutOthers?.();
  };

  return (
    <div
      ref={section}
      className="wf-profile-pane__section wf-profile-sessions"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      <h4 ref={heading} id={headingId} className="wf-profile-pane__section-title" tabIndex={-1}>
        {t('profile_sessions_heading')}
      </h4>
      {sessions.status === 'loading' ? (
        <p className="wf-profile-sessions__loading">
          <Spinner size="sm" />
          {t('profile_loading')}
        </p>
      ) : null}
      {sessions.status === 'error' ? (
        <div className="wf-profile-sessions__error">
          <p className="wf-profile-pane__error" role="alert">
            {sessions.message}
          </p>
          <Button variant="secondary" size="sm" disabled={busy} onClick={onRetry}>
            {t('profile_sessions_retry')}
          </Button>
        </div>
      ) : null}
      {ordered.length > 0 ? (
        <ul className="wf-profile-sessions__list" aria-labelledby={headingId}>
          {ordered.map((session) => (
            <SessionRow
              key={session.id}
              t={t}
              session={session}
              now={now}
              intlLocale={intlLocale}
              busy={busy}
              onSignOut={signOut}
            />
          ))}
        </ul>
      ) : null}
      {state === 'empty' ? <p className="wf-profile-pane__text">{t('profile_sessions_only_here')}</p> : null}
      {state === 'list' ? (
        <Button
          variant="secondary"
          size="sm"
          className="wf-profile-sessions__sign-out-others"
          disabled={busy}
          onClick={signOutOthers}
        >
          {t('profile_sessions_sign_out_others')}
        </Button>
      ) : null}
    </div>
  );
}
