/**
 * The console's Members screen (docs/console.md): search by e-mail or name, filters (plan,
 * membership status, verified), sort, one page at a time with 'Load more' (keyset paging), the
 * CSV export of what the filters select, and a member's panel on choosing one.
 */
import type { ConsoleMemberRow, ConsoleMembersQueryInput } from '@wf/sdk/contract';
import { Badge, Button, EmptyState, Input, Select, Spinner, Table } from '@wf/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ConsoleApi, ConsoleAppFacts } from '../../lib/api/console.ts';
import type { ImportMembers } from '../../lib/api/console-catalogue.ts';
import './AdminMembers.css';
import { errorText, formatDate, STATUS_LABELS } from './format.ts';
import { ImportMembersDialog } from './ImportMembersDialog.tsx';
import { MemberPanel } from './MemberPanel.tsx';

export interface MembersConsoleProps {
  client: ConsoleApi;
  /** The members import ('Import CSV'); none: no import button. */
  importMembers?: ImportMembers | null | undefined;
  /** Time the search waits for typing to pause (stories shorten it). */
  searchDelayMs?: number;
}

interface Filters {
  q: string;
  plan: string;
  status: string;
  verified: string;
  sort: 'created' | 'email' | 'lastLogin';
}

const NO_FILTERS: Filters = { q: '', plan: '', status: '', verified: '', sort: 'created' };

type ListState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | {
      kind: 'ready';
      members: ConsoleMemberRow[];
      nextCursor: string | null;
      totalCount: number;
      /** False: more than totalCount match (the service counts a search or filter's matches up to a limit). */
      totalCountExact: boolean;
      more: boolean;
    };

/** '12 members', '1 member', or 'More than 1,000 members' when the count stopped at its limit. */
export function countText(total: number, exact: boolean): string {
  const figure = total.toLocaleString('en-US');
  if (!exact) return `More than ${figure} members`;
  return `${figure} ${total === 1 ? 'member' : 'members'}`;
}

function queryOf(filters: Filters): ConsoleMembersQueryInput {
  return {
    q: filters.q.trim() || undefined,
    plan: filters.plan || undefined,
    status: (filters.status || undefined) as ConsoleMembersQueryInput['status'],
    verified: (filters.verified || undefined) as ConsoleMembersQueryInput['verified'],
    sort: filters.sort,
  };
}

/** Downloads `text` as a file named `name`. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The member a link asks to open (`?member=mem_...`, as the Overview's latest events link), if any. */
function memberInAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const id = new URLSearchParams(window.location.search).get('member');
  return id && /^mem_[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

export function MembersConsole({ client, importMembers, searchDelayMs = 300 }: MembersConsoleProps) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [facts, setFacts] = useState<ConsoleAppFacts>({ plans: [], customFields: [] });
  const plans = facts.plans;
  const [open, setOpen] = useState<string | null>(memberInAddress);
  const [exporting, setExporting] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const request = useRef(0);
  const resultsId = useId();

  useEffect(() => {
    client.app().then(setFacts, () => setFacts({ plans: [], customFields: [] }));
  }, [client]);

  // The search applies once typing pauses; a search that did not change keeps the filters as they
  // are, so that the list is not asked for again (and blanked while it loads) for nothing.
  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((current) => (current.q === search ? current : { ...current, q: search })),
      searchDelayMs,
    );
    return () => clearTimeout(timer);
  }, [search, searchDelayMs]);

  const load = useCallback(
    async (after?: string) => {
      const mine = ++request.current;
      if (!after) setList({ kind: 'loading' });
      else setList((current) => (current.kind === 'ready' ? { ...current, more: true } : current));
      try {
        const { data } = await client.listMembers({ ...queryOf(filters), ...(after ? { after } : {}) });
        if (mine !== request.current) return;
        setList((current) => ({
          kind: 'ready',
          members: after && current.kind === 'ready' ? [...current.members, ...data.members] : data.members,
          nextCursor: data.nextCursor,
          totalCount: data.totalCount,
          totalCountExact: data.totalCountExact,
          more: false,
        }));
      } catch (error) {
        if (mine === request.current) setList({ kind: 'error', message: errorText(error) });
      }
    },
    [client, filters],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const exportList = async () => {
    setExporting('Preparing the file...');
    try {
      download('members.csv', await client.exportMembers(queryOf(filters)));
      setExporting(null);
    } catch (error) {
      setExporting(errorText(error));
    }
  };

  const planOptions = [
    { value: '', label: 'Any plan' },
    ...plans.map((plan) => ({ value: plan.id, label: plan.name })),
  ];
  const statusOptions = [
    { value: '', label: 'Any status' },
    ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
  ];
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));

  return (
    <div className="wf-console-members">
      <search className="wf-console-members__filters" aria-label="Find members">
        <Input
          label="Search by e-mail or name"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-controls={resultsId}
        />
        <Select label="Plan" options={planOptions} value={filters.plan} onChange={set('plan')} />
        <Select label="Membership" options={statusOptions} value={filters.status} onChange={set('status')} />
        <Select
          label="E-mail"
          options={[
            { value: '', label: 'Verified or not' },
            { value: 'true', label: 'Verified' },
            { value: 'false', label: 'Not verified' },
          ]}
          value={filters.verified}
          onChange={set('verified')}
        />
        <Select
          label="Sort by"
          options={[
            { value: 'created', label: 'Newest first' },
            { value: 'email', label: 'E-mail address' },
            { value: 'lastLogin', label: 'Latest sign-in' },
          ]}
          value={filters.sort}
          onChange={set('sort')}
        />
      </search>

      <div className="wf-console-members__bar">
        <p role="status" className="wf-console-members__count">
          {list.kind === 'ready' ? countText(list.totalCount, list.totalCountExact) : ''}
        </p>
        <Button variant="secondary" size="sm" onClick={exportList} disabled={list.kind !== 'ready'}>
          Export CSV
        </Button>
        {exporting ? <span className="wf-console-members__note">{exporting}</span> : null}
        {importMembers ? (
          <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        ) : null}
      </div>

      <div id={resultsId}>
        {list.kind === 'loading' ? (
          <p className="wf-console-members__loading">
            <Spinner /> Loading members...
          </p>
        ) : list.kind === 'error' ? (
          <div role="alert" className="wf-console-members__error">
            <p>{list.message}</p>
            <Button variant="secondary" size="sm" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        ) : list.members.length === 0 ? (
          <EmptyState title="No members match" description="Change the search or the filters." />
        ) : (
          <>
            <Table
              caption="Members"
              captionHidden
              rowHeaderKey="member"
              columns={[
                { key: 'member', header: 'Member' },
                { key: 'plans', header: 'Plans' },
                { key: 'verified', header: 'E-mail' },
                { key: 'joined', header: 'Joined' },
                { key: 'lastLogin', header: 'Latest sign-in' },
              ]}
              rows={list.members.map((member) => ({
                member: (
                  <button
                    type="button"
                    className="wf-console-members__open"
                    onClick={() => setOpen(member.id)}
                  >
                    <span className="wf-console-members__name">{member.name ?? member.email}</span>
                    {member.name ? <span className="wf-console-members__email">{member.email}</span> : null}
                  </button>
                ),
                plans:
                  member.plans.length > 0 ? (
                    <span className="wf-console-members__plans">
                      {member.plans.map((plan) => (
                        <Badge
                          key={plan.planId}
                          tone={
                            plan.status === 'ACTIVE' || plan.status === 'TRIALING' ? 'primary' : 'neutral'
                          }
                        >
                          {plan.name}
                          {plan.status === 'ACTIVE'
                            ? ''
                            : ` · ${plan.status.toLowerCase().replace('_', ' ')}`}
                        </Badge>
                      ))}
                    </span>
                  ) : (
                    'None'
                  ),
                verified: member.verified ? 'Verified' : 'Not verified',
                joined: formatDate(member.createdAt),
                lastLogin: member.lastLogin ? formatDate(member.lastLogin) : 'Never',
              }))}
            />
            {list.nextCursor ? (
              <div className="wf-console-members__more">
                <Button
                  variant="secondary"
                  onClick={() => void load(list.nextCursor ?? undefined)}
                  disabled={list.more}
                >
                  {list.more ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>

      {importing && importMembers ? (
        <ImportMembersDialog
          importMembers={importMembers}
          onClose={() => setImporting(false)}
          onImported={() => void load()}
        />
      ) : null}

      {open ? (
        <MemberPanel
          client={client}
          memberId={open}
          plans={plans}
          customFields={facts.customFields}
          onClose={() => setOpen(null)}
          onChanged={() => void load()}
        />
      ) : null}
    </div>
  );
}
