/**
 * The route table walked from the SDK's side (docs/architecture.md "One route table"): every
 * route the SDK calls is called by the method ROUTE_METHODS names, with the route's method and
 * path; every other route says who calls it instead.
 */
import { describe, expect, it } from 'vitest';
import { createClient, type WfClient } from './client.ts';
import { pathOf } from './contract/route.ts';
import { API_ROUTES, type ApiRouteName } from './contract/routes.ts';
import { ROUTE_METHODS } from './route-methods.ts';
import { memoryStorage } from './storage.ts';
import { createFakeFetch } from './testing/fakeFetch.ts';

type CallingMethod = Extract<(typeof ROUTE_METHODS)[ApiRouteName], keyof WfClient>;

/** One call of each method, with arguments of the right shape. */
const CALLS: { [M in CallingMethod]: (client: WfClient) => Promise<unknown> } = {
  loginMemberEmailPassword: (c) => c.loginMemberEmailPassword({ email: 'a@b.co', password: 'pw' }),
  signupMemberEmailPassword: (c) => c.signupMemberEmailPassword({ email: 'a@b.co', password: '12345678' }),
  signupMemberPasswordless: (c) =>
    c.signupMemberPasswordless({ email: 'a@b.co', passwordlessToken: '123456' }),
  sendMemberLoginPasswordlessEmail: (c) => c.sendMemberLoginPasswordlessEmail({ email: 'a@b.co' }),
  sendMemberSignupPasswordlessEmail: (c) => c.sendMemberSignupPasswordlessEmail({ email: 'a@b.co' }),
  loginMemberPasswordless: (c) => c.loginMemberPasswordless({ email: 'a@b.co', passwordlessToken: '123456' }),
  getCaptchaChallenge: (c) => c.getCaptchaChallenge(),
  sendMemberVerificationEmail: (c) => c.sendMemberVerificationEmail(),
  sendMemberResetPasswordEmail: (c) => c.sendMemberResetPasswordEmail({ email: 'a@b.co' }),
  resetMemberPassword: (c) => c.resetMemberPassword({ token: '123456', newPassword: '12345678' }),
  logout: (c) => c.logout(),
  getCurrentMember: (c) => c.getCurrentMember(),
  updateMember: (c) => c.updateMember({ customFields: {} }),
  updateMemberAuth: (c) => c.updateMemberAuth({ email: 'a@b.co' }),
  sendMemberReauthenticationCode: (c) => c.sendMemberReauthenticationCode(),
  getMemberSessions: (c) => c.getMemberSessions(),
  signOutSession: (c) => c.signOutSession({ sessionId: 'ses_1' }),
  signOutOtherSessions: (c) => c.signOutOtherSessions(),
  setPassword: (c) => c.setPassword({ password: '12345678' }),
  getMemberJSON: (c) => c.getMemberJSON(),
  updateMemberJSON: (c) => c.updateMemberJSON({ json: {} }),
  updateMemberProfileImage: (c) =>
    c.updateMemberProfileImage({ profileImage: new Blob(['x'], { type: 'image/png' }) }),
  deleteMemberProfileImage: (c) => c.deleteMemberProfileImage(),
  deleteMember: (c) => c.deleteMember(),
  disconnectProvider: (c) => c.disconnectProvider({ provider: 'google' }),
  addPlan: (c) => c.addPlan({ planId: 'pln_1' }),
  removePlan: (c) => c.removePlan({ planId: 'pln_1' }),
  launchStripeCustomerPortal: (c) => c.launchStripeCustomerPortal({ autoRedirect: false }),
  purchasePlansWithCheckout: (c) => c.purchasePlansWithCheckout({ priceId: 'prc_1', autoRedirect: false }),
  joinTeam: (c) => c.joinTeam({ inviteToken: 'tok' }),
  getTeam: (c) => c.getTeam({ teamId: 'team_1' }),
  removeMemberFromTeam: (c) => c.removeMemberFromTeam({ teamId: 'team_1', memberId: 'mem_1' }),
  generateInviteToken: (c) => c.generateInviteToken({ teamId: 'team_1' }),
  getApp: (c) => c.getApp(),
  getAppAndMember: (c) => c.getAppAndMember(),
  getPlan: (c) => c.getPlan({ planId: 'pln_1' }),
  getSecureContent: (c) => c.getSecureContent({ contentId: 'video:1' }),
};

/** The path parameters the calls above use. */
const PARAMS = { teamId: 'team_1', planId: 'pln_1' };

describe('ROUTE_METHODS', () => {
  it.each(Object.entries(ROUTE_METHODS))(
    'given the route %s, its SDK method calls it',
    async (name, method) => {
      const route = API_ROUTES[name as ApiRouteName];
      if (typeof method !== 'string') {
        expect(method.notCalled.length).toBeGreaterThan(10);
        return;
      }
      const fetch = createFakeFetch(() => ({
        status: 418,
        body: { error: { code: 'teapot', message: 'stop here' } },
      }));
      const client = createClient({
        apiUrl: 'https://api.test',
        appId: 'app_1',
        publicKey: 'pk_1',
        fetch,
        storage: memoryStorage(),
      });
      await CALLS[method as CallingMethod](client).catch(() => undefined);
      expect(fetch.requests.map((request) => `${request.method} ${request.path}`)).toContain(
        `${route.method} ${pathOf(route, PARAMS)}`,
      );
    },
  );
});
