/** What every group of SDK methods is built from. */
import type { Requester } from '../fetch.ts';
import type { PopupHost } from '../popup.ts';
import type { Session } from '../session.ts';

export interface MethodContext {
  /** Sends a request to the API. */
  request: Requester;
  /** The signed-in state. */
  session: Session;
  /** Where the API is and which app this client speaks for (the popups' addresses need them). */
  config: { apiUrl: string; appId: string; publicKey?: string };
  /** The window popups open from; undefined outside a browser. */
  popupHost: PopupHost | undefined;
}
