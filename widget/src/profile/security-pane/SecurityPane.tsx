import type { App, Member } from '@wf/sdk/contract';
import { Button } from '@wf/ui';
import { useId } from 'react';
import { visibleProviders } from '../../modals/shared/app.ts';
import { useTranslator } from '../../modals/shared/useTranslator.ts';
import { PaneHeader } from '../shared/PaneHeader.tsx';
import type { ProfileTextProps } from '../types.ts';
import { EmailForm } from './EmailForm.tsx';
import { ProviderList } from './ProviderList.tsx';

export interface SecurityPaneProps extends ProfileTextProps {
  app: App;
  member: Member;
  /** A profile action runs: the buttons wait. */
  busy?: boolean;
  /** Keeps the pane's heading for screen readers only (the mobile dialog title says it). */
  hideHeading?: boolean;
  /** A new, valid address to save. */
  onSaveEmail?: (email: string) => void;
  /** The person asked for the change (or set) password view. */
  onChangePassword?: () => void;
  /** Link a provider account (its machine name). */
  onConnectProvider?: (provider: string) => void;
  /** Unlink a provider account (its machine name). */
  onDisconnectProvider?: (provider: string) => void;
}

/** docs/product/widget.md §2 "Security pane": e-mail, the password button and the provider accounts. */
export function SecurityPane({
  app,
  member,
  locale,
  translations,
  busy = false,
  hideHeading,
  onSaveEmail,
  onChangePassword,
  onConnectProvider,
  onDisconnectProvider,
}: SecurityPaneProps) {
  const t = useTranslator(locale, translations);
  const headingId = useId();
  const providers = visibleProviders(app);
  const hasPassword = member.auth.hasPassword;
  return (
    <section className="wf-profile-pane wf-profile-security" aria-labelledby={headingId}>
      <PaneHeader id={headingId} title={t('profile_title_security')} hidden={hideHeading} />
      <EmailForm key={member.auth.email} t={t} email={member.auth.email} busy={busy} onSave={onSaveEmail} />
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
    </section>
  );
}
