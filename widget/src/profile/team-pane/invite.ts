import type { Team } from '@wf/sdk/contract';

/**
 * docs/product/widget.md §7: the origin, the plan's team signup path and `?inviteToken=`; null while the
 * team has no token or no signup path.
 */
export function inviteLink(team: Team, origin: string): string | null {
  const path = team.plan.teamAccountInviteSignupLink;
  if (!path || !team.inviteToken) return null;
  return `${origin}${path}?inviteToken=${encodeURIComponent(team.inviteToken)}`;
}

/** Copies text with the browser's clipboard (the default of the team pane's `copy`). */
export function copyToClipboard(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}
