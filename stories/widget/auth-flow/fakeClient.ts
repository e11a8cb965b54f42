/**
 * A fake SDK client for the auth-flow stories: the boundary the container talks to. Each method
 * answers like the service would (contract-shaped values), or fails with a WfError when told to.
 */
import { type WfClient, WfError } from '@wf/sdk';
import type { Member } from '@wf/sdk/contract';
import { sampleMember } from '@wf/sdk/testing';
import { fn } from 'storybook/test';

const tokens = { accessToken: 'tok_story', expires: Date.now() + 86_400_000 };

/** What a story can make fail, by method name, with the error's message. */
export type Failures = Partial<Record<keyof WfClient, string>>;

export function fakeAuthClient(member: Member = sampleMember(), failures: Failures = {}) {
  const answer = <T>(name: keyof WfClient, value: T) =>
    fn(async () => {
      const message = failures[name];
      if (message) throw new WfError('auth/invalid-credentials', message, { status: 400 });
      return value;
    }).mockName(name);
  const signedIn = { data: { member, tokens } };
  const sent = { data: { success: true }, message: 'Please check your email for a 6-digit code.' };
  return {
    loginMemberEmailPassword: answer('loginMemberEmailPassword', signedIn),
    signupMemberEmailPassword: answer('signupMemberEmailPassword', signedIn),
    sendMemberLoginPasswordlessEmail: answer('sendMemberLoginPasswordlessEmail', sent),
    sendMemberSignupPasswordlessEmail: answer('sendMemberSignupPasswordlessEmail', sent),
    loginMemberPasswordless: answer('loginMemberPasswordless', signedIn),
    signupMemberPasswordless: answer('signupMemberPasswordless', signedIn),
    sendMemberResetPasswordEmail: answer('sendMemberResetPasswordEmail', sent),
    resetMemberPassword: answer('resetMemberPassword', {
      data: { success: true },
      message: 'Your password has been reset.',
    }),
    loginWithProvider: answer('loginWithProvider', signedIn),
    signupWithProvider: answer('signupWithProvider', signedIn),
  };
}

/** The fake as the container's client type (only these methods are ever called by it). */
export function asClient(fake: ReturnType<typeof fakeAuthClient>): WfClient {
  return fake as unknown as WfClient;
}
