/**
 * The provider sign-in popup (docs/product/widget.md §7; docs/product/payments-and-providers.md
 * "Third-party sign-in"): a 600x700 window, centred on the page's window and opened at once,
 * in the click that asked for it (a popup opened after an `await` is blocked). It settles when
 * the service's result page posts to this page (only a message from the service's own origin
 * and from that window counts), or when the window is closed first (cancelled).
 */
import { ERROR_CODES, PROVIDER_MESSAGES } from './contract/codes.ts';
import { WfError } from './errors.ts';

export const PROVIDER_POPUP_SIZE = { width: 600, height: 700 } as const;

/** How often the popup is checked for having been closed. */
const CLOSED_POLL_MS = 500;

/** The part of `window` the popup uses (a fake in tests). */
export interface PopupHost {
  open(url: string, target: string, features: string): { closed: boolean; close(): void } | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
  setInterval(callback: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(id: ReturnType<typeof setInterval>): void;
}

/** What the result page posts. */
type PopupMessage = {
  data?: unknown;
  message?: string;
  error?: { code?: unknown; message?: unknown; details?: unknown };
};

function isPopupMessage(value: unknown): value is PopupMessage {
  return typeof value === 'object' && value !== null && ('data' in value || 'error' in value);
}

/**
 * Opens the window now and answers the posted result: `{ data, message? }`, or rejects with the
 * service's error, with 'provider/popup-blocked', or with 'provider/cancelled' when it is closed.
 */
export function openProviderPopup(
  host: PopupHost,
  input: { url: string; serviceOrigin: string; providerName: string },
): Promise<{ data: unknown; message?: string }> {
  const { width, height } = PROVIDER_POPUP_SIZE;
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - height) / 2));
  const popup = host.open(
    input.url,
    'wf-provider-sign-in',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  const name = input.providerName;
  if (!popup) {
    return Promise.reject(
      new WfError(ERROR_CODES.providerPopupBlocked, PROVIDER_MESSAGES.popupBlocked(name), {
        details: { params: { provider: name } },
      }),
    );
  }
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setInterval> | undefined;
    // The result page posts, then closes itself: a window found closed gets one more check's
    // time for its message to arrive before it counts as cancelled.
    let closedChecks = 0;
    const finish = () => {
      host.removeEventListener('message', onMessage);
      if (timer !== undefined) host.clearInterval(timer);
    };
    function onMessage(event: MessageEvent) {
      if (
        event.origin !== input.serviceOrigin ||
        event.source !== (popup as unknown) ||
        !isPopupMessage(event.data)
      )
        return;
      finish();
      const message = event.data;
      if (message.error) {
        const code = typeof message.error.code === 'string' ? message.error.code : ERROR_CODES.providerFailed;
        const text =
          typeof message.error.message === 'string' ? message.error.message : PROVIDER_MESSAGES.failed(name);
        reject(new WfError(code, text, { details: message.error.details }));
        return;
      }
      resolve({
        data: message.data,
        ...(typeof message.message === 'string' ? { message: message.message } : {}),
      });
    }
    host.addEventListener('message', onMessage);
    timer = host.setInterval(() => {
      if (!popup.closed) return;
      closedChecks += 1;
      if (closedChecks < 2) return;
      finish();
      reject(
        new WfError(ERROR_CODES.providerCancelled, PROVIDER_MESSAGES.cancelled(name), {
          details: { params: { provider: name } },
        }),
      );
    }, CLOSED_POLL_MS);
  });
}
