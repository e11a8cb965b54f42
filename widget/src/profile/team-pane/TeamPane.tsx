import type { Team } from '@wf/sdk/contract';
import { Badge, Button, Spinner } from '@wf/ui';
import { useId } from 'react';
import { useTranslator } from '../../modals/shared/useTranslator.ts';
import { PaneHeader } from '../shared/PaneHeader.tsx';
import type { ProfileTextProps } from '../types.ts';
import { InviteLink } from './InviteLink.tsx';
import { copyToClipboard, inviteLink } from './invite.ts';
import { TeamMemberRow } from './TeamMemberRow.tsx';

export interface TeamPaneProps extends ProfileTextProps {
  /** The owned team, or null while it loads. */
  team: Team | null;
  /** Origin of the invite link (default: the page's). */
  origin?: string;
  /** Puts text on the clipboard (default: navigator.clipboard.writeText). */
  copy?: (text: string) => Promise<void>;
  /** A profile action runs: the buttons wait. */
  busy?: boolean;
  /** 'Regenerate Invite Link'. */
  onRegenerateInvite?: () => void;
  /** A confirmed removal of a (non-OWNER) member, by member id. */
  onRemoveMember?: (memberId: string) => void;
}

/** docs/product/widget.md §2 "Team pane": seats, the invite link (or the full-team warning) and the members. */
export function TeamPane({
  team,
  origin = globalThis.location?.origin ?? '',
  copy = copyToClipboard,
  locale,
  translations,
  busy = false,
  onRegenerateInvite,
  onRemoveMember,
}: TeamPaneProps) {
  const t = useTranslator(locale, translations);
  const headingId = useId();
  if (!team) {
    return (
      <section className="wf-profile-pane wf-profile-team" aria-labelledby={headingId} aria-busy="true">
        <PaneHeader id={headingId} title={t('profile_title_team')} />
        <p className="wf-profile-team__loading">
          <Spinner size="sm" />
          {t('profile_loading')}
        </p>
      </section>
    );
  }
  const used = team.members.length;
  const seatsLeft = used < team.maxTeamMembers;
  const link = inviteLink(team, origin);
  return (
    <section className="wf-profile-pane wf-profile-team" aria-labelledby={headingId}>
      <PaneHeader
        id={headingId}
        title={t('profile_title_team')}
        end={
          <Badge tone={seatsLeft ? 'neutral' : 'warning'}>
            {t('profile_team_seats', { used: String(used), max: String(team.maxTeamMembers) })}
          </Badge>
        }
      />
      <div className="wf-profile-team__invite">
        {link ? <InviteLink t={t} link={link} copy={copy} /> : null}
        {seatsLeft ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={onRegenerateInvite}>
            {t('profile_regenerate_invite')}
          </Button>
        ) : (
          <p className="wf-profile-team__full">{t('profile_team_full')}</p>
        )}
      </div>
      <div className="wf-profile-pane__section">
        <h4 className="wf-profile-pane__section-title">{t('profile_team_members')}</h4>
        <ul className="wf-profile-team__members">
          {team.members.map((entry) => (
            <TeamMemberRow key={entry.member.id} t={t} entry={entry} busy={busy} onRemove={onRemoveMember} />
          ))}
        </ul>
      </div>
    </section>
  );
}
