import { describe, expect, it } from 'vitest';
import { createClient, type WfClient } from './client.ts';
import { memoryStorage } from './storage.ts';
import { createFakeFetch } from './testing/fakeFetch.ts';
import { sampleApp, sampleMember, samplePaidPlan, sampleTeam } from './testing/fixtures.ts';

const auth = { data: { member: sampleMember(), tokens: { accessToken: 'tok', expires: Date.now() + 1000 } } };
const ack = { data: { success: true }, message: 'Done' };
const member = { data: sampleMember(), message: 'Saved' };
const team = { data: sampleTeam() };

interface Row {
  name: string;
  call: (client: WfClient) => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
  answer: unknown;
}

// docs/product/widget.md §7: the SDK HTTP table, one row per SDK method.
const rows: Row[] = [
  {
    name: 'loginMemberEmailPassword',
    call: (c) =>
      c.loginMemberEmailPassword({
        email: 'a@b.co',
        password: 'pw',
        options: { includeContentGroups: true },
      }),
    method: 'POST',
    path: '/auth/login',
    body: { email: 'a@b.co', password: 'pw', options: { includeContentGroups: true } },
    answer: auth,
  },
  {
    name: 'sendMemberLoginPasswordlessEmail',
    call: (c) => c.sendMemberLoginPasswordlessEmail({ email: 'a@b.co' }),
    method: 'POST',
    path: '/auth/passwordless/login/send',
    body: { email: 'a@b.co' },
    answer: ack,
  },
  {
    name: 'loginMemberPasswordless',
    call: (c) => c.loginMemberPasswordless({ passwordlessToken: '123456', email: 'a@b.co' }),
    method: 'POST',
    path: '/auth/passwordless/login',
    body: { passwordlessToken: '123456', email: 'a@b.co' },
    answer: auth,
  },
  {
    name: 'signupMemberEmailPassword',
    call: (c) =>
      c.signupMemberEmailPassword({
        email: 'a@b.co',
        password: '12345678',
        plans: [{ planId: 'pln_free' }],
        customFields: { 'first-name': 'Ada' },
        captchaToken: 'cap',
      }),
    method: 'POST',
    path: '/auth/signup',
    body: {
      email: 'a@b.co',
      password: '12345678',
      plans: [{ planId: 'pln_free' }],
      customFields: { 'first-name': 'Ada' },
      captchaToken: 'cap',
    },
    answer: auth,
  },
  {
    name: 'sendMemberSignupPasswordlessEmail',
    call: (c) => c.sendMemberSignupPasswordlessEmail({ email: 'a@b.co' }),
    method: 'POST',
    path: '/auth/passwordless/signup/send',
    body: { email: 'a@b.co' },
    answer: ack,
  },
  {
    name: 'signupMemberPasswordless',
    call: (c) =>
      c.signupMemberPasswordless({
        passwordlessToken: '123456',
        email: 'a@b.co',
        plans: [],
        customFields: {},
      }),
    method: 'POST',
    path: '/auth/signup?isPasswordless=true',
    body: { passwordlessToken: '123456', email: 'a@b.co', plans: [], customFields: {} },
    answer: auth,
  },
  {
    name: 'sendMemberResetPasswordEmail',
    call: (c) => c.sendMemberResetPasswordEmail({ email: 'a@b.co' }),
    method: 'POST',
    path: '/auth/send-reset-password-email',
    body: { email: 'a@b.co' },
    answer: ack,
  },
  {
    name: 'resetMemberPassword',
    call: (c) => c.resetMemberPassword({ token: '123456', newPassword: '12345678' }),
    method: 'POST',
    path: '/auth/reset-password',
    body: { token: '123456', newPassword: '12345678' },
    answer: ack,
  },
  {
    name: 'sendMemberVerificationEmail',
    call: (c) => c.sendMemberVerificationEmail(),
    method: 'POST',
    path: '/auth/send-email-verification',
    body: {},
    answer: ack,
  },
  {
    name: 'logout',
    call: (c) => c.logout(),
    method: 'POST',
    path: '/member/logout',
    body: undefined,
    answer: ack,
  },
  {
    name: 'getCurrentMember',
    call: (c) => c.getCurrentMember(),
    method: 'GET',
    path: '/member',
    body: undefined,
    answer: { data: sampleMember() },
  },
  {
    name: 'updateMember',
    call: (c) => c.updateMember({ customFields: { 'first-name': 'Ada' } }),
    method: 'POST',
    path: '/member',
    body: { customFields: { 'first-name': 'Ada' } },
    answer: member,
  },
  {
    name: 'updateMemberAuth',
    call: (c) => c.updateMemberAuth({ oldPassword: 'old', newPassword: '12345678' }),
    method: 'POST',
    path: '/member-auth',
    body: { oldPassword: 'old', newPassword: '12345678' },
    answer: member,
  },
  {
    name: 'setPassword',
    call: (c) => c.setPassword({ password: '12345678' }),
    method: 'POST',
    path: '/member/set-password',
    body: { password: '12345678' },
    answer: member,
  },
  {
    name: 'getMemberJSON',
    call: (c) => c.getMemberJSON(),
    method: 'GET',
    path: '/member/json',
    body: undefined,
    answer: { data: { theme: 'dark' } },
  },
  {
    name: 'updateMemberJSON',
    call: (c) => c.updateMemberJSON({ json: { theme: 'dark' } }),
    method: 'POST',
    path: '/member/json',
    body: { json: { theme: 'dark' } },
    answer: { data: { theme: 'dark' } },
  },
  {
    name: 'addPlan',
    call: (c) => c.addPlan({ planId: 'pln_free' }),
    method: 'POST',
    path: '/member/plans/add',
    body: { planId: 'pln_free' },
    answer: member,
  },
  {
    name: 'removePlan',
    call: (c) => c.removePlan({ planId: 'pln_free' }),
    method: 'POST',
    path: '/member/plans/remove',
    body: { planId: 'pln_free' },
    answer: member,
  },
  {
    name: 'launchStripeCustomerPortal',
    call: (c) => c.launchStripeCustomerPortal({ priceIds: [], autoRedirect: true }),
    method: 'POST',
    path: '/member/create-billing-portal-session',
    body: { priceIds: [] },
    answer: { data: { url: 'https://billing.test/session' } },
  },
  {
    name: 'purchasePlansWithCheckout',
    call: (c) => c.purchasePlansWithCheckout({ priceId: 'prc_monthly', autoRedirect: true }),
    method: 'POST',
    path: '/member/plans/create-checkout-session',
    body: { priceId: 'prc_monthly' },
    answer: { data: { url: 'https://billing.test/checkout' } },
  },
  {
    name: 'disconnectProvider',
    call: (c) => c.disconnectProvider({ provider: 'google' }),
    method: 'POST',
    path: '/member/disconnect-provider',
    body: { provider: 'google' },
    answer: { data: { providers: [] }, message: 'Disconnected' },
  },
  {
    name: 'joinTeam',
    call: (c) => c.joinTeam({ inviteToken: 'inv_1' }),
    method: 'POST',
    path: '/member/team/join',
    body: { inviteToken: 'inv_1' },
    answer: member,
  },
  {
    name: 'getTeam',
    call: (c) => c.getTeam({ teamId: 'team/1' }),
    method: 'GET',
    path: '/member/team/team%2F1',
    body: undefined,
    answer: team,
  },
  {
    name: 'removeMemberFromTeam',
    call: (c) => c.removeMemberFromTeam({ teamId: 'team_1', memberId: 'mem_2' }),
    method: 'POST',
    path: '/member/team/remove-member',
    body: { teamId: 'team_1', memberId: 'mem_2' },
    answer: team,
  },
  {
    name: 'generateInviteToken',
    call: (c) => c.generateInviteToken({ teamId: 'team_1' }),
    method: 'POST',
    path: '/member/team/generate-invite-link',
    body: { teamId: 'team_1' },
    answer: { data: { inviteToken: 'inv_2' } },
  },
  {
    name: 'getApp',
    call: (c) => c.getApp(),
    method: 'GET',
    path: '/app',
    body: undefined,
    answer: { data: sampleApp() },
  },
  {
    name: 'getAppAndMember',
    call: (c) => c.getAppAndMember(),
    method: 'GET',
    path: '/app-member',
    body: undefined,
    answer: { data: { app: sampleApp(), member: null } },
  },
  {
    name: 'getPlan',
    call: (c) => c.getPlan({ planId: 'pln_membership' }),
    method: 'GET',
    path: '/app/plans/pln_membership',
    body: undefined,
    answer: { data: samplePaidPlan() },
  },
  {
    name: 'getPlans',
    call: (c) => c.getPlans(),
    method: 'GET',
    path: '/app',
    body: undefined,
    answer: { data: sampleApp() },
  },
  {
    name: 'getSecureContent',
    call: (c) => c.getSecureContent({ contentId: 'video-42' }),
    method: 'POST',
    path: '/secure-content',
    body: { contentId: 'video-42' },
    answer: { data: { contentId: 'video-42', content: { vimeoId: '123' } } },
  },
  {
    name: 'getCaptchaChallenge',
    call: (c) => c.getCaptchaChallenge(),
    method: 'GET',
    path: '/auth/captcha/challenge',
    body: undefined,
    answer: {
      algorithm: 'SHA-256',
      challenge: 'a'.repeat(64),
      salt: 's?expires=1',
      signature: 'b'.repeat(64),
      maxnumber: 100000,
    },
  },
];

describe('SDK methods', () => {
  describe.each(rows)('given $name', (row) => {
    it(`when called / it sends ${row.method} ${row.path} with the spec's fields`, async () => {
      const fetch = createFakeFetch(() => ({ body: row.answer }), 'https://api.test');
      const client = createClient({
        apiUrl: 'https://api.test',
        appId: 'app_1',
        publicKey: 'pk_1',
        fetch,
        storage: memoryStorage(),
      });

      await row.call(client);

      expect(fetch.requests).toHaveLength(1);
      const [request] = fetch.requests;
      expect(request?.method).toBe(row.method);
      expect(request?.path).toBe(row.path);
      expect(request?.body).toEqual(row.body);
    });
  });

  describe('given getPlans', () => {
    it('when the app answers / it resolves with the app plans', async () => {
      const fetch = createFakeFetch(() => ({ body: { data: sampleApp() } }), 'https://api.test');
      const client = createClient({
        apiUrl: 'https://api.test',
        appId: 'a',
        publicKey: 'p',
        fetch,
        storage: memoryStorage(),
      });
      await expect(client.getPlans()).resolves.toEqual({ data: sampleApp().plans });
    });
  });
});
