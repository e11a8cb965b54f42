/**
 * The pass calls the wallet pass needs (members-area notes: the SDK's `enrollPass`,
 * `getPassMember`, `updatePassMember`), as an interface of our own so that stories and tests
 * pass a fake at the boundary. The shapes follow sdk/src/contract/passkit.ts.
 */
import type { WidgetApi } from '@wf/widget';

/** website-spec §3 "Pass request": who the pass is for. */
export interface PassRequest {
  /** The member's id. */
  externalId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** website-spec §3 "Pass enrolment result". */
export interface PassResult {
  ok: boolean;
  /** The public pass page. */
  passUrl?: string | undefined;
  /** The pass member (not the site member): its id updates the pass. */
  member?: { id: string } | undefined;
  /** Why it failed, when ok is false. */
  error?: string | undefined;
}

/** The three pass functions of website-spec §7. */
export interface PassClient {
  enrollPass(request: PassRequest): Promise<PassResult>;
  getPassMember(request: { externalId: string }): Promise<PassResult>;
  updatePassMember(request: PassRequest & { memberId: string }): Promise<PassResult>;
}

/**
 * The page widget's pass calls. Until the widget offers them, calling one fails (caught by the
 * enrolment hook and shown as a failed enrolment).
 */
export function passClientOf(widget: WidgetApi): PassClient {
  return widget as unknown as PassClient;
}
