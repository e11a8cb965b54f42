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
  getPosts: (c) => c.getPosts({ channelKey: 'ch' }),
  getThreads: (c) => c.getThreads({ postId: 'cmt_1' }),
  createPost: (c) => c.createPost({ channelKey: 'ch', content: 'Hello' }),
  updatePost: (c) => c.updatePost({ postId: 'cmt_1', content: 'Hello' }),
  postVote: (c) => c.postVote({ postId: 'cmt_1', vote: 'UP' }),
  deletePost: (c) => c.deletePost({ postId: 'cmt_1' }),
  createThread: (c) => c.createThread({ postId: 'cmt_1', content: 'Hi' }),
  updateThread: (c) => c.updateThread({ threadId: 'cmt_2', content: 'Hi' }),
  threadVote: (c) => c.threadVote({ threadId: 'cmt_2', vote: 'DOWN' }),
  deleteThread: (c) => c.deleteThread({ threadId: 'cmt_2' }),
  getChannelInfo: (c) => c.getChannelInfo({ channelKey: 'ch' }),
  subscribeToChannel: (c) => c.subscribeToChannel({ channelKey: 'ch', action: 'THREADS_ONLY' }),
  postIsTyping: (c) => c.postIsTyping({ channelKey: 'ch' }),
  subscribeToChannelEvents: async (c) => {
    const stop = c.subscribeToChannelEvents({ channelKey: 'ch' }, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
  },
  reportComment: (c) => c.reportComment({ commentId: 'cmt_1', reason: 'spam' }),
  setCommentStatus: (c) => c.setCommentStatus({ commentId: 'cmt_1', status: 'hidden' }),
  pinPost: (c) => c.pinPost({ commentId: 'cmt_1', pinned: true }),
  blockCommenter: (c) => c.blockCommenter({ memberId: 'mem_1', minutes: 5 }),
  getCommentReports: (c) => c.getCommentReports(),
  reviewCommentReports: (c) => c.reviewCommentReports({ commentId: 'cmt_1', action: 'restore' }),
  setChannelSettings: (c) => c.setChannelSettings({ channelKey: 'ch', accessRule: 'members' }),
};

/** The path parameters the calls above use. */
const PARAMS = {
  teamId: 'team_1',
  planId: 'pln_1',
  postId: 'cmt_1',
  threadId: 'cmt_2',
  commentId: 'cmt_1',
};

/** The query the calls above send, for the routes that read one. */
const QUERIES: Partial<Record<ApiRouteName, Record<string, string>>> = {
  getPosts: { channelKey: 'ch' },
  getThreads: { postId: 'cmt_1' },
  getChannelInfo: { channelKey: 'ch' },
  commentStream: { channelKey: 'ch' },
};

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
        `${route.method} ${pathOf(route, PARAMS, QUERIES[name as ApiRouteName])}`,
      );
    },
  );
});
