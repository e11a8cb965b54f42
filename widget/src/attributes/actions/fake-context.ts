/**
 * The handlers' context for their unit suites: the widget faked at its boundary (docs/style.md
 * "Inject the client"), the page's navigation recorded, the app and member as the test says.
 */
import type { App, Member } from '@wf/sdk/contract';
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { vi } from 'vitest';
import type { WidgetApi } from '../../runtime/widget.ts';
import type { AttributeContext } from '../context.ts';

const TOKENS = { accessToken: 'tok', expires: Date.now() + 60_000, type: 'bearer' as const };

/** What a handler's context holds in a test. */
export interface FakeSetup {
  app?: App | null;
  member?: Member | null;
  locale?: string;
}

/** The widget calls the handlers make, each a spy answering as the service would. */
export function fakeWidget({ app = sampleApp(), member = null, locale }: FakeSetup = {}) {
  const joined = sampleMember({ id: 'mem_new', createdAt: new Date().toISOString() });
  const signedIn = member ?? sampleMember();
  return {
    config: { appId: 'app_world-family', apiUrl: 'https://members.example/api', assetBase: '/', locale },
    getApp: vi.fn(async () => ({ data: app ?? sampleApp() })),
    preload: vi.fn(async () => undefined),
    // A modal closed with × or Escape never settles (docs/product/widget.md §4).
    openModal: vi.fn((): Promise<unknown> => new Promise(() => {})),
    signupMemberEmailPassword: vi.fn(async () => ({ data: { member: joined, tokens: TOKENS } })),
    loginMemberEmailPassword: vi.fn(async () => ({ data: { member: signedIn, tokens: TOKENS } })),
    sendMemberSignupPasswordlessEmail: vi.fn(async () => ({ data: { success: true } })),
    sendMemberLoginPasswordlessEmail: vi.fn(async () => ({ data: { success: true } })),
    signupMemberPasswordless: vi.fn(async () => ({ data: { member: joined, tokens: TOKENS } })),
    loginMemberPasswordless: vi.fn(async () => ({ data: { member: signedIn, tokens: TOKENS } })),
    sendMemberResetPasswordEmail: vi.fn(async () => ({ data: {}, message: null as string | null })),
    resetMemberPassword: vi.fn(async () => ({ data: {}, message: null as string | null })),
    updateMember: vi.fn(async () => ({ data: signedIn })),
    updateMemberAuth: vi.fn(async () => ({ data: signedIn, message: null as string | null })),
    setPassword: vi.fn(async () => ({ data: signedIn })),
    getCurrentMember: vi.fn(async () => ({ data: member })),
    purchasePlansWithCheckout: vi.fn(async () => ({ data: { url: 'https://checkout.example/' } })),
    launchStripeCustomerPortal: vi.fn(async () => ({ data: { url: 'https://portal.example/' } })),
    addPlan: vi.fn(async () => ({ data: {} })),
    removePlan: vi.fn(async () => ({ data: {} })),
    signupWithProvider: vi.fn(async () => ({ data: { member: joined, tokens: TOKENS } })),
    loginWithProvider: vi.fn(async () => ({ data: { member: signedIn, tokens: TOKENS } })),
    connectProvider: vi.fn(async () => ({ data: {} })),
    disconnectProvider: vi.fn(async () => ({ data: {} })),
    logout: vi.fn(async () => ({ type: 'LOGOUT', data: null })),
    sendMemberVerificationEmail: vi.fn(async () => ({ data: {}, message: null as string | null })),
    updateMemberProfileImage: vi.fn(async () => ({ data: signedIn })),
    deleteMember: vi.fn(async () => ({ data: {} })),
    getSecureContent: vi.fn(
      async (): Promise<{ data: { contentId: string; content: unknown } }> => ({
        data: { contentId: 'c', content: '<p>secret</p>' },
      }),
    ),
    getCaptchaChallenge: vi.fn(),
  };
}

export type FakeWidget = ReturnType<typeof fakeWidget>;

/** A context over a faked widget; `member()` and `app()` answer what the setup says. */
export function fakeContext(setup: FakeSetup = {}) {
  const widget = fakeWidget(setup);
  const navigate = { assign: vi.fn(), reload: vi.fn() };
  const rerender = vi.fn();
  const context: AttributeContext = {
    widget: widget as unknown as WidgetApi,
    doc: document,
    member: () => setup.member ?? null,
    app: () => (setup.app === undefined ? sampleApp() : setup.app),
    rerender,
    removed: () => new Map(),
    navigate,
  };
  return { context, widget, navigate, rerender };
}

/** The text of the page's success or error box (the runtime's default ones included). */
export function messageText(kind: 'success' | 'error'): string | null | undefined {
  return document.querySelector(`[data-ms-message="${kind}"] [data-ms-message-text]`)?.textContent;
}

/** The first element `selector` finds in `html`, put in the page's body. */
export function mount<E extends Element = HTMLElement>(html: string, selector: string): E {
  document.body.innerHTML = html;
  const element = document.querySelector<E>(selector);
  if (!element) throw new Error(`no ${selector} in the page`);
  return element;
}
