/** What every group of SDK methods is built from. */
import type { Requester } from '../fetch.ts';
import type { Session } from '../session.ts';

export interface MethodContext {
  /** Sends a request to the API. */
  request: Requester;
  /** The signed-in state. */
  session: Session;
}
