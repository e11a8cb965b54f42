/**
 * docs/product/website.md §4 "Pass enrolment": on page load the member is enrolled unless already
 * enrolled or in progress (session storage, see enrollmentStorage.ts); regeneration clears
 * those flags, looks the pass member up, updates it if found, otherwise enrols anew.
 */

import type { Member } from '@wf/sdk/contract';
import { isRetryable, userMessage } from '@wf/sdk/errors';
import { type ToastOptions, toast } from '@wf/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ENROLLMENT_FAILED_ERROR } from './constants.ts';
import {
  clearEnrolling,
  clearEnrollmentFlags,
  type EnrollmentStorage,
  isEnrolling,
  markEnrolled,
  markEnrolling,
  readEnrolled,
  sessionEnrollmentStorage,
} from './enrollmentStorage.ts';
import type { PassClient, PassResult } from './passClient.ts';
import { passRequestOf } from './passRequest.ts';
import { PASS_TOASTS, type PassToast } from './passToasts.ts';

/** docs/product/website.md §4: the enrolment's states. */
export type EnrollmentStatus = 'idle' | 'enrolling' | 'success' | 'failure';

export interface PassEnrollment {
  status: EnrollmentStatus;
  /** The pass page, once enrolled (may stay empty after an ok result without one). */
  passUrl?: string | undefined;
  /** 'Enrollment failed' for an ok false result; the SDK's sentence for a thrown error. */
  error?: string | undefined;
  /** Regenerate Pass, Try Again and Generate Pass: look up, then update or enrol anew. */
  regenerate(): Promise<void>;
}

export interface PassEnrollmentOptions {
  /** Where the flags live; the tab's session storage by default. */
  storage?: EnrollmentStorage;
  /** Shows a toast; @wf/ui's toast() by default. */
  notify?: (options: ToastOptions) => void;
}

/** The failure toast of each flow (see passToasts.ts). */
const FAILURE_TOASTS = {
  enrolled: 'enrollmentFailed',
  regenerated: 'regenerationFailed',
  generated: 'generationFailed',
} as const satisfies Record<string, PassToast>;

interface EnrollmentState {
  status: EnrollmentStatus;
  passUrl?: string | undefined;
  error?: string | undefined;
}

/** Where the member stands before any request: remembered, about to enrol, or neither. */
function initialState(
  client: PassClient | null,
  member: Member | null,
  storage: EnrollmentStorage,
): EnrollmentState {
  if (!member) return { status: 'idle' };
  const enrolled = readEnrolled(storage, member.id);
  if (enrolled) return { status: 'success', passUrl: enrolled.passUrl };
  // About to enrol (the effect starts it): show 'Creating Your Pass' from the first frame.
  if (client && !isEnrolling(storage, member.id)) return { status: 'enrolling' };
  return { status: 'idle' };
}

/**
 * The member's wallet pass: enrols on mount (docs/product/website.md §4) and offers regeneration.
 * Mount it once the member is known, so the first frame already shows the right state.
 */
export function usePassEnrollment(
  client: PassClient | null,
  member: Member | null,
  options: PassEnrollmentOptions = {},
): PassEnrollment {
  const [storage] = useState(() => options.storage ?? sessionEnrollmentStorage());
  const notify = options.notify ?? toast;
  const [state, setState] = useState<EnrollmentState>(() => initialState(client, member, storage));
  const latest = useRef({ client, member, notify });
  latest.current = { client, member, notify };
  const busy = useRef(false);

  const run = useCallback(
    async (kind: 'enroll' | 'regenerate') => {
      const { client: passes, member: current } = latest.current;
      if (!passes || !current || busy.current) return;
      busy.current = true;
      const request = passRequestOf(current);
      const say = (which: PassToast) => latest.current.notify(PASS_TOASTS[which]);
      // Which toasts apply: a regeneration is 'regenerated' unless no pass member is found.
      let flow: 'enrolled' | 'regenerated' | 'generated' = kind === 'enroll' ? 'enrolled' : 'regenerated';
      if (kind === 'regenerate') clearEnrollmentFlags(storage, request.externalId);
      markEnrolling(storage, request.externalId);
      setState({ status: 'enrolling' });
      try {
        let result: PassResult;
        if (kind === 'enroll') {
          result = await passes.enrollPass(request);
        } else {
          const found = await passes.getPassMember({ externalId: request.externalId });
          const memberId = found.ok ? found.member?.id : undefined;
          if (!memberId) flow = 'generated';
          result = memberId
            ? await passes.updatePassMember({ ...request, memberId })
            : await passes.enrollPass(request);
          if (result.ok && !result.passUrl && memberId) result = { ...result, passUrl: found.passUrl };
        }
        if (result.ok) {
          markEnrolled(storage, request.externalId, result.passUrl);
          setState({ status: 'success', passUrl: result.passUrl });
          say(flow === 'enrolled' ? (result.passUrl ? 'created' : 'enrolled') : flow);
        } else {
          setState({ status: 'failure', error: ENROLLMENT_FAILED_ERROR });
          say(FAILURE_TOASTS[flow]);
        }
      } catch (error) {
        setState({ status: 'failure', error: userMessage(error, ENROLLMENT_FAILED_ERROR) });
        say(isRetryable(error) ? 'connectionError' : FAILURE_TOASTS[flow]);
      } finally {
        clearEnrolling(storage, request.externalId);
        busy.current = false;
      }
    },
    [storage],
  );

  const memberId = member?.id;
  useEffect(() => {
    if (!client || !memberId) {
      setState({ status: 'idle' });
      return;
    }
    const enrolled = readEnrolled(storage, memberId);
    if (enrolled) {
      setState({ status: 'success', passUrl: enrolled.passUrl });
      return;
    }
    // Skipped while another enrolment for this member runs (a second effect run, another island).
    if (isEnrolling(storage, memberId)) return;
    void run('enroll');
  }, [client, memberId, storage, run]);

  const regenerate = useCallback(() => run('regenerate'), [run]);
  return { ...state, regenerate };
}
