/**
 * What openModal takes and gives (the method names and values of @memberstack/dom), and the
 * one open modal request the UI renders.
 */
import type { WfClient } from '@wf/sdk';
import type { Member, RedirectResponse } from '@wf/sdk/contract';
import { atom } from 'nanostores';
import type { Translations } from '../i18n/index.ts';

/** The modals a page can open (docs/architecture.md "The widget"; TEST_CARD only in test mode). */
export type ModalType = 'LOGIN' | 'SIGNUP' | 'FORGOT_PASSWORD' | 'RESET_PASSWORD' | 'PROFILE' | 'TEST_CARD';

/** docs/product/widget.md §4 success callback: what a completed modal resolves with. */
export type ModalResultType = 'LOGIN' | 'SIGNUP' | 'LOGOUT' | 'PASSWORD_RESET' | 'TEST_CARD';

/** The value openModal's promise resolves with. */
export interface ModalResult {
  type: ModalResultType;
  /** LOGIN and SIGNUP: the member; PASSWORD_RESET: the service's message; LOGOUT: null. */
  data: { member?: Member; message?: string } | null;
}

/** Options of openModal (docs/product/widget.md §6 Params). */
export interface ModalParams {
  /** Hides the close button; Escape and the backdrop then do nothing either. */
  hideCloseButton?: boolean;
  /** SIGNUP: plans to join, as a list of `{ planId }` (docs/product/widget.md §3 Signup plans). */
  signup?: { plans?: { planId: string }[] };
  /** PROFILE: hides the Profile section (opens on Security). */
  hideProfile?: boolean;
  /**
   * PROFILE: the pane it opens on, as `data-ms-modal-tab` names it (docs/product/data-attributes.md
   * §6); a pane the member does not have falls back to the first.
   */
  tab?: 'profile' | 'security' | 'changePassword' | 'plans' | 'team';
  /** Language of this modal ('es', 'en'); the install's data-locale otherwise. */
  locale?: string;
  /** Overrides of any dictionary entry (docs/product/widget.md §3 UI text dictionary). */
  translations?: Translations;
}

/** What purchasePlansWithCheckout takes (the SDK's parameters, passed on as they are). */
export type CheckoutParams = Parameters<WfClient['purchasePlansWithCheckout']>[0];

/**
 * A checkout waiting on the test card modal (docs/product/widget.md §2 "Test Card modal"): the
 * page's purchasePlansWithCheckout params, which 'Continue to Test Checkout' passes to the SDK,
 * and how its promise resolves with the SDK's answer (its failures go through the request's reject).
 */
export interface PendingCheckout {
  params: CheckoutParams;
  resolve(response: RedirectResponse): void;
}

/** The modal on screen, with the promise openModal (or purchasePlansWithCheckout) returned. */
export interface ModalRequest {
  /** Changes with every openModal, so the UI starts each one fresh. */
  id: number;
  type: ModalType;
  params: ModalParams;
  resolve(result: ModalResult): void;
  reject(error: unknown): void;
  /** TEST_CARD opened by purchasePlansWithCheckout in test mode. */
  checkout?: PendingCheckout;
}

/** The modal on screen, or null. The UI chunk renders it; hideModal clears it. */
export const $modal = atom<ModalRequest | null>(null);
