import { type ConsoleModerator, consoleAddModeratorRequestSchema } from '@wf/sdk/contract';
import { Button, EmptyState, Input, Table } from '@wf/ui';
import { type FormEvent, useCallback, useState } from 'react';
import type { ConsoleCommunityApi } from '../../lib/api/console-community.ts';
import { ConfirmDialog } from '../../lib/console/ConfirmDialog.tsx';
import { Loaded, useLoad } from '../../lib/console/Loadable.tsx';
import { Section } from '../../lib/console/Section.tsx';
import { errorText, formatDateTime } from './format.ts';

/** The members named to moderate the comments (administrators moderate without being named). */
export function ModeratorsSection({ client }: { client: ConsoleCommunityApi }) {
  const read = useCallback(() => client.moderators(), [client]);
  const { state, reload, set } = useLoad<ConsoleModerator[]>(read);
  const [member, setMember] = useState('');
  const [adding, setAdding] = useState<{ busy: boolean; error?: string | undefined }>({ busy: false });
  const [removing, setRemoving] = useState<{
    moderator: ConsoleModerator;
    busy: boolean;
    error: string | null;
  } | null>(null);
  const [notice, setNotice] = useState('');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = consoleAddModeratorRequestSchema.safeParse({ member });
    if (!parsed.success) {
      setAdding({ busy: false, error: parsed.error.issues[0]?.message ?? 'Enter a member.' });
      return;
    }
    setAdding({ busy: true });
    try {
      const answer = await client.addModerator(parsed.data.member);
      set(answer.items);
      setMember('');
      setAdding({ busy: false });
      setNotice(answer.message);
    } catch (error) {
      setAdding({ busy: false, error: errorText(error) });
    }
  };

  const remove = async () => {
    if (!removing) return;
    setRemoving({ ...removing, busy: true, error: null });
    try {
      const answer = await client.removeModerator(removing.moderator.memberId);
      set(answer.items);
      setNotice(answer.message);
      setRemoving(null);
    } catch (error) {
      setRemoving({ ...removing, busy: false, error: errorText(error) });
    }
  };

  return (
    <Section
      title="Moderators"
      description="Members who may hide and restore comments, pin posts, block commenters and review reports. Administrators moderate without being named here."
    >
      <Loaded state={state} loading="Loading the moderators..." reload={reload}>
        {(moderators) =>
          moderators.length === 0 ? (
            <EmptyState
              title="No moderators named"
              headingLevel={3}
              description="Only administrators moderate the comments."
            />
          ) : (
            <Table
              caption="Moderators"
              captionHidden
              columns={[
                { key: 'name', header: 'Name' },
                { key: 'email', header: 'E-mail address' },
                { key: 'since', header: 'Moderator since' },
                { key: 'action', header: <span className="wf-visually-hidden">Actions</span> },
              ]}
              rows={moderators.map((moderator) => ({
                name: moderator.name ?? '—',
                email: <span className="wf-community-address">{moderator.email}</span>,
                since: formatDateTime(moderator.createdAt),
                action: (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${moderator.email} from the moderators`}
                    onClick={() => setRemoving({ moderator, busy: false, error: null })}
                  >
                    Remove
                  </Button>
                ),
              }))}
            />
          )
        }
      </Loaded>
      <form
        className="wf-community-form wf-community-form--inline wf-community-add"
        onSubmit={add}
        noValidate
      >
        <Input
          label="Member's e-mail address or id"
          placeholder="ada@example.org"
          value={member}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => {
            setMember(event.target.value);
            if (adding.error) setAdding({ busy: false });
          }}
          error={adding.error}
        />
        <Button type="submit" loading={adding.busy}>
          Add moderator
        </Button>
      </form>
      <p role="status" className="wf-community-status">
        {notice}
      </p>
      {removing ? (
        <ConfirmDialog
          title="Remove this moderator?"
          confirm="Remove moderator"
          busy={removing.busy}
          error={removing.error}
          onConfirm={remove}
          onCancel={() => setRemoving(null)}
        >
          <p>
            {removing.moderator.name ?? removing.moderator.email} can no longer moderate the comments (unless
            they are an administrator).
          </p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
