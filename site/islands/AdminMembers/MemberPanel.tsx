/**
 * A member's page in the console (docs/console.md), as a dialog over the list: profile, plans
 * and their statuses, billing history, teams, providers, live sessions and the block from
 * commenting; actions: add or remove a free plan, sign out every session, verify the address or
 * mail a new link, block from commenting (a day, a week, thirty days, permanently) or unblock,
 * and delete (a confirm that names the member and asks for their address).
 */
import type { ConsoleCommentBlockDuration, ConsoleMemberDetail, CustomField, Plan } from '@wf/sdk/contract';
import { Badge, Button, Dialog, Input, Select, Spinner } from '@wf/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { ConsoleApi } from '../../lib/api/console.ts';
import { errorText, formatDate, formatDateTime } from './format.ts';

/** The block durations the console offers, as the picker names them. */
const BLOCK_DURATIONS: readonly { value: ConsoleCommentBlockDuration; label: string }[] = [
  { value: '1d', label: '1 day' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'permanent', label: 'Permanently' },
];

export interface MemberPanelProps {
  client: ConsoleApi;
  memberId: string;
  /** The app's plans, for the free plans the console may add. */
  plans: readonly Plan[];
  /** The app's custom fields in order, for their labels. */
  customFields: readonly CustomField[];
  onClose(): void;
  /** After a change the list shows (plans, verification, deletion). */
  onChanged(): void;
}

/** What an action did: the member's page after it, and the sentence to announce. */
interface Outcome {
  member?: ConsoleMemberDetail;
  message: string;
}

type PanelState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; member: ConsoleMemberDetail };

/** The member's fields in the app's order with their labels, then any the app no longer defines. */
function fieldsOf(values: Record<string, string>, fields: readonly CustomField[]) {
  const known = fields.map((field) => ({
    key: field.key,
    label: field.label,
    value: values[field.key] ?? '',
  }));
  const others = Object.keys(values)
    .filter((key) => !fields.some((field) => field.key === key))
    .map((key) => ({ key, label: key, value: values[key] ?? '' }));
  return [...known, ...others];
}

/** A name for the member: their name fields, else their address. */
function nameOf(member: ConsoleMemberDetail): string {
  const fields = member.profile.customFields;
  const joined = [fields['first-name'], fields['last-name']].filter(Boolean).join(' ');
  return fields.name || joined || member.profile.email;
}

export function MemberPanel({ client, memberId, plans, customFields, onClose, onChanged }: MemberPanelProps) {
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [planToAdd, setPlanToAdd] = useState('');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    client.getMember(memberId).then(
      ({ data }) => setState({ kind: 'ready', member: data }),
      (error: unknown) => setState({ kind: 'error', message: errorText(error) }),
    );
  }, [client, memberId]);

  /** Runs an action; the member's page it answers replaces the one shown, its message is announced. */
  const act = useCallback(
    async (work: () => Promise<Outcome>, changesList = true) => {
      setBusy(true);
      setNotice(null);
      try {
        const outcome = await work();
        if (outcome.member) setState({ kind: 'ready', member: outcome.member });
        setNotice(outcome.message);
        if (changesList) onChanged();
        return true;
      } catch (error) {
        setNotice(errorText(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onChanged],
  );

  const title = state.kind === 'ready' ? nameOf(state.member) : 'Member';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="lg">
      {state.kind === 'loading' ? (
        <p>
          <Spinner /> Loading the member...
        </p>
      ) : state.kind === 'error' ? (
        <p role="alert">{state.message}</p>
      ) : (
        <MemberDetail
          member={state.member}
          plans={plans}
          customFields={customFields}
          busy={busy}
          notice={notice}
          planToAdd={planToAdd}
          setPlanToAdd={setPlanToAdd}
          confirming={confirming}
          setConfirming={setConfirming}
          act={act}
          client={client}
          onDeleted={() => {
            onChanged();
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

interface MemberDetailProps {
  member: ConsoleMemberDetail;
  plans: readonly Plan[];
  customFields: readonly CustomField[];
  busy: boolean;
  notice: string | null;
  planToAdd: string;
  setPlanToAdd(planId: string): void;
  confirming: boolean;
  setConfirming(confirming: boolean): void;
  act(work: () => Promise<Outcome>, changesList?: boolean): Promise<boolean>;
  client: ConsoleApi;
  onDeleted(): void;
}

function MemberDetail({
  member,
  plans,
  customFields,
  busy,
  notice,
  planToAdd,
  setPlanToAdd,
  confirming,
  setConfirming,
  act,
  client,
  onDeleted,
}: MemberDetailProps) {
  const { profile } = member;
  const held = new Set(member.planConnections.map((connection) => connection.planId));
  const freePlans = plans.filter((plan) => plan.prices.length === 0 && !held.has(plan.id));
  const addPlan = (event: FormEvent) => {
    event.preventDefault();
    if (!planToAdd) return;
    const name = plans.find((plan) => plan.id === planToAdd)?.name ?? planToAdd;
    void act(async () => ({
      member: (await client.addPlan(profile.id, planToAdd)).data,
      message: `${name} added.`,
    })).then(() => setPlanToAdd(''));
  };

  return (
    <div className="wf-console-member">
      <p role="status" className="wf-console-member__notice">
        {notice ?? ''}
      </p>

      <section aria-labelledby="member-profile">
        <h3 id="member-profile">Profile</h3>
        <dl className="wf-console-member__facts">
          <dt>E-mail</dt>
          <dd>
            {profile.email}{' '}
            {profile.verified ? <Badge tone="success">Verified</Badge> : <Badge>Not verified</Badge>}
          </dd>
          {fieldsOf(profile.customFields, customFields).map(({ key, label, value }) => (
            <div key={key} className="wf-console-member__fact">
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
          <dt>Joined</dt>
          <dd>{formatDate(profile.createdAt)}</dd>
          <dt>Latest sign-in</dt>
          <dd>{profile.lastLogin ? formatDate(profile.lastLogin) : 'Never'}</dd>
        </dl>
        {profile.verified ? null : (
          <div className="wf-console-member__actions">
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void act(async () => ({
                  member: (await client.verify(profile.id)).data,
                  message: 'The address is marked verified.',
                }))
              }
            >
              Mark verified
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  const { data } = await client.resendVerification(profile.id);
                  return {
                    message: data.sent ? 'A new link is on its way.' : 'The address is verified already.',
                  };
                }, false)
              }
            >
              Resend verification
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="member-plans">
        <h3 id="member-plans">Plans</h3>
        {member.planConnections.length === 0 ? <p>No plan.</p> : null}
        <ul className="wf-console-member__list">
          {member.planConnections.map((connection) => (
            <li key={connection.id}>
              <span>
                {connection.planName}{' '}
                <Badge tone={connection.active ? 'primary' : 'neutral'}>
                  {connection.status.toLowerCase().replace('_', ' ')}
                </Badge>
                {connection.payment
                  ? ` ${connection.payment.amount} ${connection.payment.currency.toUpperCase()}`
                  : ''}
              </span>
              {connection.free ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => ({
                      member: (await client.removePlan(profile.id, connection.planId)).data,
                      message: `${connection.planName} removed.`,
                    }))
                  }
                >
                  Remove {connection.planName}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {freePlans.length > 0 ? (
          <form className="wf-console-member__add" onSubmit={addPlan}>
            <Select
              label="Add a free plan"
              placeholder="Choose a plan"
              options={freePlans.map((plan) => ({ value: plan.id, label: plan.name }))}
              value={planToAdd}
              onChange={(event) => setPlanToAdd(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={busy || !planToAdd}>
              Add plan
            </Button>
          </form>
        ) : null}
      </section>

      {member.billingHistory.length > 0 ? (
        <section aria-labelledby="member-billing">
          <h3 id="member-billing">Billing history</h3>
          <ul className="wf-console-member__list">
            {member.billingHistory.map((event) => (
              <li key={event.id}>
                {formatDate(event.createdAt)}: {event.type.replaceAll('-', ' ')}
                {event.amount !== null ? ` · ${event.amount} ${(event.currency ?? '').toUpperCase()}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {member.teams.length > 0 ? (
        <section aria-labelledby="member-teams">
          <h3 id="member-teams">Teams</h3>
          <ul className="wf-console-member__list">
            {member.teams.map((team) => (
              <li key={team.teamId}>
                {team.planName}: {team.role.toLowerCase()}, {team.memberCount} of {team.maxTeamMembers} seats
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="member-sign-in">
        <h3 id="member-sign-in">Sign-in</h3>
        <p>
          {member.providers.length > 0
            ? `Connected: ${member.providers.map((provider) => provider.provider).join(', ')}.`
            : 'No provider connected.'}{' '}
          {member.sessions.length === 1 ? '1 active session.' : `${member.sessions.length} active sessions.`}
        </p>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || member.sessions.length === 0}
          onClick={() =>
            void act(async () => {
              const count = (await client.signOut(profile.id)).data.signedOut;
              return {
                member: (await client.getMember(profile.id)).data,
                message: `Signed out of ${count} ${count === 1 ? 'session' : 'sessions'}.`,
              };
            }, false)
          }
        >
          Sign out everywhere
        </Button>
      </section>

      <CommentBlockSection member={member} busy={busy} act={act} client={client} />

      <section aria-labelledby="member-danger" className="wf-console-member__danger">
        <h3 id="member-danger">Delete</h3>
        {confirming ? (
          <DeleteConfirm
            email={profile.email}
            busy={busy}
            onCancel={() => setConfirming(false)}
            onDelete={(typed) =>
              void act(async () => {
                await client.deleteMember(profile.id, typed);
                return { message: `${profile.email} is deleted.` };
              }).then((deleted) => {
                if (deleted) onDeleted();
              })
            }
          />
        ) : (
          <Button size="sm" variant="destructive" onClick={() => setConfirming(true)}>
            Delete {profile.email}
          </Button>
        )}
      </section>
    </div>
  );
}

/** The sentence of a block: until when, or without end; with its reason. */
function blockSentence(block: NonNullable<ConsoleMemberDetail['commentBlock']>): string {
  const when = block.permanent ? 'permanently' : `until ${formatDateTime(block.until)}`;
  return `Blocked from commenting ${when}${block.reason ? ` (${block.reason})` : ''}.`;
}

/** Whether the member may comment; block them for a while or permanently, or lift the block. */
function CommentBlockSection({
  member,
  busy,
  act,
  client,
}: Pick<MemberDetailProps, 'member' | 'busy' | 'act' | 'client'>) {
  const [duration, setDuration] = useState<ConsoleCommentBlockDuration | ''>('');
  const [reason, setReason] = useState('');
  const { profile, commentBlock } = member;
  const block = (event: FormEvent) => {
    event.preventDefault();
    if (!duration) return;
    void act(async () => {
      const { data } = await client.blockCommenting(profile.id, duration, reason.trim() || undefined);
      return {
        member: data,
        message: data.commentBlock ? `${profile.email}: ${blockSentence(data.commentBlock)}` : 'Blocked.',
      };
    }, false).then((done) => {
      if (done) {
        setDuration('');
        setReason('');
      }
    });
  };
  return (
    <section aria-labelledby="member-comments">
      <h3 id="member-comments">Comments</h3>
      {commentBlock ? (
        <div className="wf-console-member__actions">
          <p>
            <Badge tone="danger">Blocked</Badge> {blockSentence(commentBlock)}
          </p>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void act(
                async () => ({
                  member: (await client.unblockCommenting(profile.id)).data,
                  message: `${profile.email} may comment again.`,
                }),
                false,
              )
            }
          >
            Unblock
          </Button>
        </div>
      ) : (
        <p>May comment.</p>
      )}
      <form className="wf-console-member__add" onSubmit={block}>
        <Select
          label={commentBlock ? 'Change the block' : 'Block from commenting'}
          placeholder="Choose how long"
          options={BLOCK_DURATIONS.map((option) => ({ value: option.value, label: option.label }))}
          value={duration}
          onChange={(event) => setDuration(event.target.value as ConsoleCommentBlockDuration | '')}
        />
        <Input
          label="Reason (optional)"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" size="sm" variant="destructive" disabled={busy || !duration}>
          {commentBlock ? 'Change block' : 'Block'}
        </Button>
      </form>
    </section>
  );
}

function DeleteConfirm({
  email,
  busy,
  onCancel,
  onDelete,
}: {
  email: string;
  busy: boolean;
  onCancel(): void;
  onDelete(typed: string): void;
}) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <form
      className="wf-console-member__confirm"
      onSubmit={(event) => {
        event.preventDefault();
        if (matches) onDelete(typed.trim());
      }}
    >
      <p>
        This deletes {email}, their plans and their data for good; a subscription is cancelled first. Type the
        address to confirm.
      </p>
      <Input
        label="E-mail address"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
      />
      <div className="wf-console-member__actions">
        <Button type="submit" variant="destructive" size="sm" disabled={busy || !matches}>
          Delete for good
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
