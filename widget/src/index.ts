/** @wf/widget: the membership widget's ES module entry (the script-tag loader is entries/script.ts). */
export type { AuthFlowProps } from './auth-flow/AuthFlow.tsx';
export { AuthFlow } from './auth-flow/AuthFlow.tsx';
export * from './constants.ts';
export type { Locale, Translate, Translations } from './i18n/index.ts';
export { createTranslator } from './i18n/index.ts';
export { WidgetToaster } from './root/WidgetToaster.tsx';
export { readCachedMember } from './runtime/cached-member.ts';
export type { CompletionApi, Timers } from './runtime/completion.ts';
export {
  loginPollInterval,
  loginWithModal,
  SignupTimeoutError,
  signupWithModal,
} from './runtime/completion.ts';
export type { WidgetConfig } from './runtime/config.ts';
export { isTestMode, readConfig } from './runtime/config.ts';
export type {
  CheckoutParams,
  ModalParams,
  ModalRequest,
  ModalResult,
  ModalResultType,
  ModalType,
  PendingCheckout,
} from './runtime/modal.ts';
export { $modal } from './runtime/modal.ts';
export { CONFIG_ELEMENT_ID, getWidget } from './runtime/page.ts';
export type { AuthStatus } from './runtime/store.ts';
export { $authStatus, $member, setMember } from './runtime/store.ts';
export type { AuthListener, UiContext, UiModule, WidgetApi, WidgetOptions } from './runtime/widget.ts';
export { createWidget, SDK_METHODS } from './runtime/widget.ts';
