/**
 * The widget's public API (docs/architecture.md "The widget": the method names of @memberstack/dom), shared by the
 * script-tag loader and the ES module entry. The SDK client and the React UI arrive through
 * loaders, so the script-tag build can fetch them on first use.
 */
import type { WfClient } from '@wf/sdk';
import type { App, Member } from '@wf/sdk/contract';
import { ERROR_CODES, MEMBER_NOT_LOGGED_IN_MESSAGE, WfError } from '@wf/sdk/errors';
import type { ReadableAtom, WritableAtom } from 'nanostores';
import { WIDGET_ERROR_CODES } from '../constants.ts';
import { readCachedMember } from './cached-member.ts';
import { type KeyMode, keyMode, type WidgetConfig } from './config.ts';
import {
  $modal,
  type CheckoutParams,
  type ModalParams,
  type ModalRequest,
  type ModalResult,
  type ModalType,
} from './modal.ts';
import { $authStatus, $member, setMember } from './store.ts';

/**
 * The runtime's stores, handed to the UI: the script-tag build's UI chunk is a separate bundle
 * with its own copy of every module, so it must use these instances, not import its own.
 */
export interface RuntimeStores {
  modal: WritableAtom<ModalRequest | null>;
  member: ReadableAtom<Member | null>;
  setMember(member: Member | null): void;
}

/** What the UI chunk needs from the runtime. */
export interface UiContext {
  client: WfClient;
  config: WidgetConfig;
  stores: RuntimeStores;
  /** Whether the widget shows toasts itself (false where the page already has a toaster). */
  toaster: boolean;
}

/** The UI chunk: mounts the modals once, in a shadow root. */
export interface UiModule {
  mountUi(context: UiContext): void;
}

/** How the runtime gets its heavy parts. */
export interface WidgetOptions {
  config: WidgetConfig;
  /** The SDK client (created once; the loader fetches the SDK chunk first). */
  loadClient(): Promise<WfClient>;
  /** The UI chunk (React and the modals). */
  loadUi(): Promise<UiModule>;
  /** False when the page shows the toasts itself (the site mounts <WidgetToaster />). Default true. */
  toaster?: boolean;
}

/** SDK calls offered on the widget API as they are (docs/product/widget.md §7). */
export const SDK_METHODS = [
  'loginMemberEmailPassword',
  'sendMemberLoginPasswordlessEmail',
  'loginMemberPasswordless',
  'signupMemberEmailPassword',
  'sendMemberSignupPasswordlessEmail',
  'signupMemberPasswordless',
  'sendMemberResetPasswordEmail',
  'resetMemberPassword',
  'sendMemberVerificationEmail',
  'loginWithProvider',
  'signupWithProvider',
  'connectProvider',
  'disconnectProvider',
  'updateMember',
  'updateMemberAuth',
  'sendMemberReauthenticationCode',
  'getMemberSessions',
  'signOutSession',
  'signOutOtherSessions',
  'setPassword',
  'updateMemberProfileImage',
  'deleteMemberProfileImage',
  'deleteMember',
  'getMemberJSON',
  'updateMemberJSON',
  'addPlan',
  'removePlan',
  'launchStripeCustomerPortal',
  'joinTeam',
  'getTeam',
  'removeMemberFromTeam',
  'generateInviteToken',
  'getApp',
  'getAppAndMember',
  'getPlan',
  'getPlans',
  'getSecureContent',
  'getCaptchaChallenge',
  // Comments (docs/comments.md): the names @memberstack/dom pages call, and the comment attributes use.
  'getPosts',
  'getThreads',
  'createPost',
  'updatePost',
  'deletePost',
  'postVote',
  'createThread',
  'updateThread',
  'deleteThread',
  'threadVote',
  'getChannelInfo',
  'subscribeToChannel',
  'postIsTyping',
] as const satisfies readonly (keyof WfClient)[];

type SdkMethodName = (typeof SDK_METHODS)[number];

/** Unsubscribes; also callable as `.unsubscribe()`, as @memberstack/dom's listener is. */
export type AuthListener = (() => void) & { unsubscribe(): void };

/** The widget API, on `window.$memberstackDom` and from `@wf/widget`. */
export type WidgetApi = Pick<
  WfClient,
  SdkMethodName | 'purchasePlansWithCheckout' | 'subscribeToChannelEvents'
> & {
  /** Opens a modal; resolves when it completes (login, signup, password reset, continue). */
  openModal(type: ModalType, params?: ModalParams): Promise<ModalResult>;
  /** Closes the open modal, if any. */
  hideModal(): void;
  /** The signed-in member (`{ data: null }` when nobody is); refreshes the member store. */
  getCurrentMember(options?: { useCache?: boolean }): Promise<{ data: Member | null }>;
  /** Calls back with the member after every sign-in, change and sign-out (null when signed out). */
  onAuthChange(callback: (member: Member | null) => void): AuthListener;
  /** Signs out; resolves `{ data: null, type: 'LOGOUT' }`... as the success callback does. */
  logout(): Promise<ModalResult>;
  /** Loads the SDK and the modals now (the loader calls this when the browser is idle). */
  preload(): Promise<void>;
  /**
   * Ours: whether the page runs in test or live mode. The tag's key says it at once; an install
   * with the app id alone learns it from the service's first answer about the app (`App.mode`),
   * which the data-attribute runtime asks for at boot anyway.
   */
  mode(): Promise<KeyMode>;
  /** The configuration in use. */
  readonly config: WidgetConfig;
};

/** Creates the widget runtime. Nothing is fetched until a method needs it. */
export function createWidget(options: WidgetOptions): WidgetApi {
  const { config } = options;
  let client: Promise<WfClient> | undefined;
  let ui: Promise<void> | undefined;
  let nextModalId = 0;
  /** Known at once from a key on the tag; otherwise from the first answer about the app. */
  let mode: KeyMode | null = keyMode(config);
  let appAnswer: Promise<unknown> | undefined;

  setMember(readCachedMember());

  function learnMode(app: Pick<App, 'mode'> | undefined): void {
    if (mode === null && app?.mode) mode = app.mode === 'sandbox' ? 'test' : 'live';
  }

  /** An answer about the app (GET /app, GET /app-member): it says the mode, for whoever waits on it. */
  function watchAnswer<T>(
    answer: Promise<T>,
    appOf: (value: T) => Pick<App, 'mode'> | undefined,
  ): Promise<T> {
    const learned = answer.then((value) => {
      learnMode(appOf(value));
      return value;
    });
    appAnswer ??= learned.catch(() => {
      appAnswer = undefined; // failed: the next who needs the mode asks again
    });
    return learned;
  }

  async function resolveMode(): Promise<KeyMode> {
    if (mode) return mode;
    if (appAnswer) await appAnswer;
    if (mode) return mode;
    await sdkCalls.getApp();
    // An answer that states no mode (an older service): live, never the test tools by a guess.
    return mode ?? 'live';
  }

  function getClient(): Promise<WfClient> {
    client ??= options.loadClient().then((created) => {
      // The SDK notices sign-ins, changes and other tabs; the store follows it.
      created.onAuthChange((member) => setMember(member));
      return created;
    });
    return client;
  }

  function ensureUi(): Promise<void> {
    ui ??= Promise.all([getClient(), options.loadUi()]).then(([created, module]) => {
      module.mountUi({
        client: created,
        config,
        stores: { modal: $modal, member: $member, setMember },
        toaster: options.toaster ?? true,
      });
    });
    ui.catch(() => {
      ui = undefined;
    });
    return ui;
  }

  async function getCurrentMember(opts: { useCache?: boolean } = {}) {
    const created = await getClient();
    const response = await created.getCurrentMember(opts);
    setMember(response.data);
    return response;
  }

  /** Shows a modal; the promise settles as the modal says (docs/product/widget.md §4). */
  function show<T>(type: ModalType, params: ModalParams, checkout?: CheckoutParams): Promise<T> {
    return ensureUi().then(
      () =>
        new Promise<T>((resolve, reject) => {
          const settle = resolve as (value: unknown) => void;
          nextModalId += 1;
          $modal.set({
            id: nextModalId,
            type,
            params,
            resolve: settle,
            reject,
            checkout: checkout && { params: checkout, resolve: settle },
          });
        }),
    );
  }

  function openModal(type: ModalType, params: ModalParams = {}): Promise<ModalResult> {
    if (type === 'TEST_CARD') {
      const open = (current: KeyMode): Promise<ModalResult> =>
        current === 'test'
          ? show(type, params)
          : Promise.reject(
              new WfError(WIDGET_ERROR_CODES.testModeOnly, 'The test card modal exists in test mode only.'),
            );
      return mode ? open(mode) : resolveMode().then(open);
    }
    if (type === 'PROFILE' && $member.get() === null) {
      return Promise.reject(new WfError(ERROR_CODES.notLoggedIn, MEMBER_NOT_LOGGED_IN_MESSAGE));
    }
    return show(type, params);
  }

  const sdkCalls = Object.fromEntries(
    SDK_METHODS.map((name) => [
      name,
      async (...args: unknown[]) => {
        const created = await getClient();
        return (created[name] as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as Pick<WfClient, SdkMethodName>;
  // Watched from the call on, so that whoever needs the mode meanwhile waits for this answer.
  sdkCalls.getApp = () =>
    watchAnswer(
      getClient().then((created) => created.getApp()),
      (answer) => answer.data,
    );
  sdkCalls.getAppAndMember = () =>
    watchAnswer(
      getClient().then((created) => created.getAppAndMember()),
      (answer) => answer.data.app,
    );

  return {
    ...sdkCalls,
    config,
    openModal,
    // docs/product/widget.md §2 "Test Card modal": in test mode the modal comes first, and its
    // Continue starts the checkout (widget/src/test-card/TestCardCheckout.tsx settles the call).
    purchasePlansWithCheckout(params) {
      const buy = async (current: KeyMode) => {
        if (current === 'test')
          return show<Awaited<ReturnType<WfClient['purchasePlansWithCheckout']>>>('TEST_CARD', {}, params);
        return (await getClient()).purchasePlansWithCheckout(params);
      };
      return mode ? buy(mode) : resolveMode().then(buy);
    },
    hideModal: () => $modal.set(null),
    // Answers its stopper at once, as the SDK's does; the stream opens once the SDK is loaded.
    subscribeToChannelEvents(query, onEvent, events) {
      let stop: (() => void) | undefined;
      let stopped = false;
      void getClient().then((created) => {
        if (!stopped) stop = created.subscribeToChannelEvents(query, onEvent, events);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    getCurrentMember,
    onAuthChange(callback) {
      // listen (not subscribe): called on changes, as @memberstack/dom does.
      const stop = $member.listen((member) => callback(member));
      return Object.assign(() => stop(), { unsubscribe: stop });
    },
    async logout() {
      const created = await getClient();
      try {
        await created.logout();
      } finally {
        setMember(null);
      }
      return { type: 'LOGOUT', data: null };
    },
    async preload() {
      await ensureUi();
    },
    mode: resolveMode,
  };
}

export { $authStatus, $member };
