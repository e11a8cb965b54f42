import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect.ts';
import { signInKeepingTrial, signupIntent } from './signupIntent.ts';

describe('signupIntent', () => {
  it('given ?plan=trial / it leads into the trial', () => {
    expect(signupIntent('?plan=trial')).toBe('trial');
    expect(signupIntent('?inviteToken=abc&plan=trial')).toBe('trial');
  });

  it('given no plan, another plan or an invite / it only creates the account', () => {
    expect(signupIntent('')).toBe('account');
    expect(signupIntent('?plan=gold')).toBe('account');
    expect(signupIntent('?inviteToken=abc')).toBe('account');
  });
});

describe('signInKeepingTrial', () => {
  it('given the login link / it comes back to the trial after signing in', () => {
    const href = signInKeepingTrial('/login');
    expect(href).toBe('/login?redirect=%2Fsignup%3Fplan%3Dtrial');
    expect(redirectTarget(new URL(href, 'https://wf.test').search, 'https://wf.test')).toBe(
      '/signup?plan=trial',
    );
  });
});
