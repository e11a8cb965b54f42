import type { WfClient } from '@wf/sdk';
import type { MemberSession } from '@wf/sdk/contract';
import { useCallback, useEffect, useState } from 'react';
import type { Translate } from '../../i18n/index.ts';
import type { ErrorText } from '../../modals/shared/useErrorText.ts';
import type { SessionsState } from '../types.ts';

/**
 * Where the member is signed in, fetched each time the security pane opens (docs/product/widget.md
 * §7 getMemberSessions); `reload` fetches again, `replace` takes the list a sign-out answered.
 */
export function useMemberSessions(
  client: Pick<WfClient, 'getMemberSessions'>,
  open: boolean,
  t: Translate,
  describe: ErrorText,
) {
  const [state, setState] = useState<SessionsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round only asks for another fetch.
  useEffect(() => {
    if (!open) return;
    let current = true;
    setState({ status: 'loading' });
    client.getMemberSessions().then(
      (response) => {
        if (current) setState({ status: 'ready', sessions: response.data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: describe(error, t('profile_sessions_error')) });
      },
    );
    return () => {
      current = false;
    };
  }, [client, open, round, t, describe]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const replace = useCallback((sessions: MemberSession[]) => setState({ status: 'ready', sessions }), []);
  return { sessions: state, reload, replace };
}
