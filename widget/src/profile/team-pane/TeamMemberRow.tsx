import type { Team } from '@wf/sdk/contract';
import { Badge, Button } from '@wf/ui';
import { REMOVE_CONFIRM_MS } from '../../constants.ts';
import type { Translate } from '../../i18n/index.ts';
import { Avatar } from '../shared/Avatar.tsx';
import { useTransientFlag } from '../shared/useTransientFlag.ts';

export interface TeamMemberRowProps {
  t: Translate;
  entry: Team['members'][number];
  busy?: boolean;
  onRemove?: (memberId: string) => void;
}

/**
 * One member of the team. docs/product/widget.md §4: a non-OWNER's remove control first asks
 * 'Are you sure?' for 3 seconds; a second click in that time removes.
 */
export function TeamMemberRow({ t, entry, busy, onRemove }: TeamMemberRowProps) {
  const [confirming, askConfirm, clear] = useTransientFlag(REMOVE_CONFIRM_MS);
  const { member, role } = entry;
  const email = member.auth.email;
  const owner = role === 'OWNER';

  const click = () => {
    if (!confirming) {
      askConfirm();
      return;
    }
    clear();
    onRemove?.(member.id);
  };

  return (
    <li className="wf-profile-team-member">
      <Avatar image={member.profileImage} email={email} alt="" />
      <span className="wf-profile-team-member__email">{email}</span>
      <Badge tone={owner ? 'success' : 'neutral'}>
        {owner ? t('profile_role_owner') : t('profile_role_member')}
      </Badge>
      {owner ? (
        <span className="wf-profile-team-member__spacer" />
      ) : (
        <Button
          variant={confirming ? 'destructive' : 'ghost'}
          size="sm"
          className="wf-profile-team-member__remove"
          data-state={confirming ? 'confirming' : 'idle'}
          disabled={busy}
          onClick={click}
        >
          {confirming ? t('profile_remove_confirm') : t('profile_remove_member')}
          <span className="wf-visually-hidden"> {email}</span>
        </Button>
      )}
    </li>
  );
}
