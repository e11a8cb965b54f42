import { type App, canonicalEmail, type Member } from '@wf/sdk/contract';
import { Button } from '@wf/ui';
import { useId } from 'react';
import { intlLocale } from '../../i18n/intlLocale.ts';
import { visibleProviders } from '../../modals/shared/app.ts';
import { useTranslator } from '../../modals/shared/useTranslator.ts';
import { PaneHeader } from '../shared/PaneHeader.tsx';
import type { EmailChange, ProfileTextProps, SessionsState } from '../types.ts';
import { EmailForm } from './EmailForm.tsx';
import { ProviderList } from './ProviderList.tsx';
import { SessionList } from './SessionList.tsx';

export interface SecurityPaneProps extends ProfileTextProps {
  app: App;
  member: Member;
  /** A profile action runs: the buttons wait. */
  busy?: boolean;
  /** Keeps the pane's heading for screen readers only (the mobile dialog title says it). */
  hideHeading?: boolean;
  /** A new, valid address to ask for, with the current password or the mailed code. */
  onSaveEmail?: (change: EmailChange) => void;
  /** 'Send code': a member without a password asks for the code that confirms a new address. */
  onSendEmailCode?: () => void;
  /** A new address that waits for its link to be opened (shown under the e-mail field). */
  pendingEmail?: string;
  /** Changes after each request of a new address: the e-mail form returns to the current address. */
  emailResetKey?: string | number;
  /** Where the member is signed in; the section is left out without it. */
  sessions?: SessionsState;
  /** The time 'Last active' counts from (default: when the pane renders). */
  now?: Date;
  /** 'Sign out' on another session, by its id. */
  onSignOutSession?: (sessionId: string) => void;
  /** 'Sign out of all other sessions'. */
  onSignOutOtherSessions?: () => void;
  /** 'Try again' after the sessions failed to load. */
  onRetrySessions?: () => void;
  /** The person asked for the change (or set) password view. */
  onChangePassword?: () => void;
  /** Link a provider account (its machine name). */
  onConnectProvider?: (provider: string) => void;
  /** Unlink a provider account (its machine name). */
  onDisconnectProvider?: (provider: string) => void;
}

/**
 * docs/product/widget.md §2 "Security pane": e-mail, the password button, the provider accounts
 * and where the member is signed in.
 */
export function SecurityPane({
  app,
  member,
  locale,
  translations,
  busy = false,
  hideHeading,
  onSaveEmail,
  onSendEmailCode,
  pendingEmail,
  emailResetKey,
  sessions,
  now,
  onSignOutSession,
  onSignOutOtherSessions,
  onRetrySessions,
  onChangePassword,
  onConnectProvider,
  onDisconnectProvider,
}: SecurityPaneProps) {
  const t = useTranslator(locale, translations);
  const headingId = useId();
  const providers = visibleProviders(app);
  const email = member.auth.email;
  const hasPassword = member.auth.hasPassword;
  return (
    <section className="wf-profile-pane wf-profile-security" aria-labelledby={headingId}>
      <PaneHeader id={headingId} title={t('profile_title_security')} hidden={hideHeading} />
      <EmailForm
        key={`${email}:${hasPassword}:${emailResetKey ?? ''}`}
        t={t}
        email={email}
        hasPassword={hasPassword}
        pendingEmail={pendingEmail && canonicalEmail(pendingEmail) !== email ? pendingEmail : undefined}
        busy={busy}
        onSave={onSaveEmail}
        onSendCode={onSendEmailCode}
      />
      <div className="wf-profile-pane__section wf-profile-security__password">
        <h4 className="wf-profile-pane__section-title">{t('profile_password_heading')}</h4>
        <Button variant="secondary" disabled={busy} onClick={onChangePassword}>
          {hasPassword ? t('profile_title_change_password') : t('profile_title_set_password')}
        </Button>
      </div>
      {providers.length > 0 ? (
        <div className="wf-profile-pane__section">
          <h4 className="wf-profile-pane__section-title">{t('profile_connect_accounts')}</h4>
          <ProviderList
            t={t}
            providers={providers}
            connected={member.auth.providers.map((provider) => provider.provider)}
            busy={busy}
            onConnect={onConnectProvider}
            onDisconnect={onDisconnectProvider}
          />
        </div>
      ) : null}
      {sessions ? (
        <SessionList
          t={t}
          intlLocale={intlLocale(locale)}
          sessions={sessions}
          now={now ?? new Date()}
          busy={busy}
          onSignOut={onSignOutSession}
          onSignOutOthers={onSignOutOtherSessions}
          onRetry={onRetrySessions}
        />
      ) : null}
    </section>
  );
}
