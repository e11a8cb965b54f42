/**
 * The SDK method that calls each route of the route table (docs/architecture.md "One route
 * table"). The type below lists every route: one the SDK does not call fails the type check
 * until a method calls it or the reason it is called from elsewhere is written here.
 */
import type { WfClient } from './client.ts';
import type { ApiRouteName } from './contract/routes.ts';

/** A route no SDK method calls, and who calls it instead. */
export interface NotCalled {
  notCalled: string;
}

/** The SDK method of each route. */
export const ROUTE_METHODS = {
  login: 'loginMemberEmailPassword',
  signup: 'signupMemberEmailPassword',
  signupPasswordless: 'signupMemberPasswordless',
  sendLoginCode: 'sendMemberLoginPasswordlessEmail',
  sendSignupCode: 'sendMemberSignupPasswordlessEmail',
  loginPasswordless: 'loginMemberPasswordless',
  captchaChallenge: 'getCaptchaChallenge',
  sendEmailVerification: 'sendMemberVerificationEmail',
  verifyEmail: { notCalled: 'opened by the member from the verification e-mail' },
  confirmEmailVerification: { notCalled: "the button of the verification link's page" },
  sendResetPasswordEmail: 'sendMemberResetPasswordEmail',
  resetPassword: 'resetMemberPassword',
  logout: 'logout',
  getMember: 'getCurrentMember',
  updateMember: 'updateMember',
  updateMemberAuth: 'updateMemberAuth',
  sendReauthenticationCode: 'sendMemberReauthenticationCode',
  emailChangePage: { notCalled: 'opened from the e-mail that confirms a new address' },
  confirmEmailChange: { notCalled: "the button of the new address's page" },
  secureAccountPage: { notCalled: 'opened from the "this wasn\'t me" link of a security notice' },
  secureAccount: { notCalled: 'the button of the "this wasn\'t me" page' },
  getMemberSessions: 'getMemberSessions',
  revokeMemberSession: 'signOutSession',
  revokeOtherMemberSessions: 'signOutOtherSessions',
  setPassword: 'setPassword',
  getMemberJson: 'getMemberJSON',
  updateMemberJson: 'updateMemberJSON',
  profileImage: 'updateMemberProfileImage',
  deleteProfileImage: 'deleteMemberProfileImage',
  deleteMember: 'deleteMember',
  disconnectProvider: 'disconnectProvider',
  addPlan: 'addPlan',
  removePlan: 'removePlan',
  createCheckoutSession: 'purchasePlansWithCheckout',
  createBillingPortalSession: 'launchStripeCustomerPortal',
  providerSignup: { notCalled: 'the popup window signupWithProvider opens' },
  providerLogin: { notCalled: 'the popup window loginWithProvider opens' },
  providerConnect: { notCalled: 'the popup window connectProvider opens' },
  providerCallback: { notCalled: 'the browser, sent back by the provider' },
  testProviderPage: { notCalled: 'the browser, sent there by a provider popup (test mode)' },
  testProviderSubmit: { notCalled: "the test provider's sign-in form" },
  providerConfirm: { notCalled: "the popup's form for the code that proves a provider's address" },
  checkoutReturn: { notCalled: "the browser, sent there by the payment provider's checkout" },
  testCheckoutPage: { notCalled: 'the browser, sent there by purchasePlansWithCheckout (test mode)' },
  testCheckoutSubmit: { notCalled: "the test checkout page's form" },
  testPortalPage: { notCalled: 'the browser, sent there by launchStripeCustomerPortal (test mode)' },
  testPortalAction: { notCalled: "the test portal page's buttons" },
  stripeWebhook: { notCalled: 'Stripe, with signed events' },
  joinTeam: 'joinTeam',
  getTeam: 'getTeam',
  removeTeamMember: 'removeMemberFromTeam',
  generateInviteLink: 'generateInviteToken',
  getApp: 'getApp',
  getAppMember: 'getAppAndMember',
  pageView: { notCalled: '@memberstack/dom clients, which report each page view unless told not to' },
  getPlan: 'getPlan',
  secureContent: 'getSecureContent',
  health: { notCalled: "asked by load balancers and the end-to-end tests' start-up" },
  openApi: { notCalled: 'read by people and tools that integrate the API' },
} as const satisfies { [K in ApiRouteName]: keyof WfClient | NotCalled };
