/**
 * docs/product/widget.md §4 "Login completion" and "Signup completion", for pages that open the modals and
 * then wait for the member (the site's Sign In and Join Us pages). Timers are injectable.
 */
import type { Member } from '@wf/sdk/contract';
import { WfError } from '@wf/sdk/errors';
import {
  LOGIN_POLL_FIRST_DELAY_MS,
  LOGIN_POLL_INTERVAL_MOBILE_MS,
  LOGIN_POLL_INTERVAL_MS,
  LOGIN_POLL_MAX_RETRIES,
  MOBILE_BREAKPOINT_PX,
  SIGNUP_CHECK_DELAY_MS,
  SIGNUP_TIMEOUT_MS,
  WIDGET_ERROR_CODES,
} from '../constants.ts';
import { en } from '../i18n/en.ts';
import type { ModalParams, ModalResult } from './modal.ts';

/** The parts of the widget API the completions use. */
export interface CompletionApi {
  openModal(type: 'LOGIN' | 'SIGNUP', params?: ModalParams): Promise<ModalResult>;
  hideModal(): void;
  getCurrentMember(): Promise<{ data: Member | null }>;
}

/** Clock functions (the browser's by default). */
export interface Timers {
  wait(ms: number): Promise<void>;
  /** Viewport width in CSS pixels. */
  viewportWidth(): number;
}

const browserTimers: Timers = {
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  viewportWidth: () => globalThis.innerWidth ?? Number.POSITIVE_INFINITY,
};

/** The login poll's interval: 1 s, or 0.5 s below the mobile breakpoint. */
export function loginPollInterval(viewportWidth: number): number {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? LOGIN_POLL_INTERVAL_MOBILE_MS : LOGIN_POLL_INTERVAL_MS;
}

/**
 * Opens the login modal; once it completes, polls the current member (first after 0.5 s, then
 * every 1 s or 0.5 s on mobile, at most 10 retries), hides the modal and returns the member.
 * Resolves null when no member appeared.
 */
export async function loginWithModal(
  api: CompletionApi,
  params: ModalParams = {},
  timers: Timers = browserTimers,
): Promise<Member | null> {
  await api.openModal('LOGIN', params);
  await timers.wait(LOGIN_POLL_FIRST_DELAY_MS);
  const interval = loginPollInterval(timers.viewportWidth());
  for (let attempt = 0; attempt <= LOGIN_POLL_MAX_RETRIES; attempt += 1) {
    if (attempt > 0) await timers.wait(interval);
    const { data } = await api.getCurrentMember();
    if (data) {
      api.hideModal();
      return data;
    }
  }
  api.hideModal();
  return null;
}

/** docs/product/widget.md §8: the signup modal took longer than 60 s ('widget/signup-timeout'). */
export class SignupTimeoutError extends WfError {
  constructor(message: string = en.signup_timeout) {
    super(WIDGET_ERROR_CODES.signupTimeout, message);
    this.name = 'SignupTimeoutError';
  }
}

/**
 * Opens the signup modal and waits for the member: a SIGNUP result with a member gives it,
 * otherwise one check after 1 s. Fails with 'Sign up modal timed out. Please try again.' after 60 s.
 */
export async function signupWithModal(
  api: CompletionApi,
  params: ModalParams = {},
  timers: Timers = browserTimers,
): Promise<Member | null> {
  const timeout = timers.wait(SIGNUP_TIMEOUT_MS).then(() => {
    throw new SignupTimeoutError(params.translations?.signup_timeout);
  });
  // Handled by the race below; this keeps a timeout that fires after completion from being reported.
  timeout.catch(() => undefined);
  const completion = (async () => {
    const result = await api.openModal('SIGNUP', params);
    if (result.type === 'SIGNUP' && result.data?.member) return result.data.member;
    await timers.wait(SIGNUP_CHECK_DELAY_MS);
    return (await api.getCurrentMember()).data;
  })();
  try {
    return await Promise.race([completion, timeout]);
  } finally {
    api.hideModal();
  }
}
