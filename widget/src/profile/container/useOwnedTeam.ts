import type { WfClient } from '@wf/sdk';
import type { Team } from '@wf/sdk/contract';
import { toast } from '@wf/ui';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { Translate } from '../../i18n/index.ts';
import type { ErrorText } from '../../modals/shared/useErrorText.ts';

/**
 * The team the member owns, fetched each time the team pane opens (docs/product/widget.md §7 getTeam);
 * null until it has arrived.
 */
export function useOwnedTeam(
  client: Pick<WfClient, 'getTeam'>,
  teamId: string | undefined,
  open: boolean,
  t: Translate,
  describe: ErrorText,
): [Team | null, Dispatch<SetStateAction<Team | null>>] {
  const [team, setTeam] = useState<Team | null>(null);
  useEffect(() => {
    if (!open || !teamId) return;
    let current = true;
    client.getTeam({ teamId }).then(
      (response) => {
        if (current) setTeam(response.data);
      },
      (error: unknown) => {
        if (current) toast({ title: describe(error, t('error_generic')), variant: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [client, teamId, open, t, describe]);
  return [team?.id === teamId ? team : null, setTeam];
}
