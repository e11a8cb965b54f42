import { sampleTeam } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite.ts';

describe('inviteLink', () => {
  it('joins the origin, the plan signup path and the token', () => {
    expect(inviteLink(sampleTeam(), 'https://example.org')).toBe(
      'https://example.org/signup?inviteToken=inv_abc123',
    );
  });

  it('given no token or no signup path, there is no link', () => {
    expect(inviteLink(sampleTeam({ inviteToken: null }), 'https://example.org')).toBeNull();
    const team = sampleTeam();
    expect(
      inviteLink(
        { ...team, plan: { ...team.plan, teamAccountInviteSignupLink: null } },
        'https://example.org',
      ),
    ).toBeNull();
  });
});
