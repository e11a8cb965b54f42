import {
  CONSOLE_MAIL_STATUSES,
  type ConsoleMail,
  type ConsoleMailStatus,
  consoleMailQuerySchema,
} from '@wf/sdk/contract';
import { Badge, Button, EmptyState, Input, Select, Table } from '@wf/ui';
import { type FormEvent, useCallback, useState } from 'react';
import type { ConsoleCommunityApi, ConsoleMailPage } from '../../lib/api/console-community.ts';
import { Loaded, useLoad } from '../../lib/console/Loadable.tsx';
import { Section } from '../../lib/console/Section.tsx';
import { errorText, formatDateTime } from './format.ts';

/** Each delivery status in words (the badge's text: never colour alone). */
export const MAIL_STATUS: Record<
  ConsoleMailStatus,
  { label: string; filter: string; tone: 'success' | 'danger' | 'warning' | 'neutral' }
> = {
  sent: { label: 'Sent', filter: 'Sent', tone: 'success' },
  retrying: { label: 'Waiting to retry', filter: 'Waiting for a retry', tone: 'warning' },
  failed: { label: 'Failed', filter: 'Failed (given up)', tone: 'danger' },
  kept: { label: 'In the outbox', filter: 'Kept in the outbox (no mail server)', tone: 'neutral' },
};

const FILTERS = [
  { value: '', label: 'All mail' },
  ...CONSOLE_MAIL_STATUSES.map((status) => ({ value: status, label: MAIL_STATUS[status].filter })),
];

interface Filters {
  status: ConsoleMailStatus | '';
  q: string;
}

/** The outbox, newest first: filter by status, search by the recipient's address, retry a failed mail. */
export function MailSection({ client }: { client: ConsoleCommunityApi }) {
  const [filters, setFilters] = useState<Filters>({ status: '', q: '' });
  const [draft, setDraft] = useState<Filters>({ status: '', q: '' });
  const [searchError, setSearchError] = useState<string | undefined>();
  const read = useCallback(
    () =>
      client.mail({
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.q ? { q: filters.q } : {}),
      }),
    [client, filters],
  );
  const { state, reload, set } = useLoad<ConsoleMailPage>(read);
  const [more, setMore] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [retrying, setRetrying] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = consoleMailQuerySchema.safeParse({ q: draft.q });
    if (!parsed.success) {
      setSearchError(parsed.error.issues[0]?.message ?? 'Enter the start of an address.');
      return;
    }
    setSearchError(undefined);
    setResult(null);
    setFilters({ status: draft.status, q: parsed.data.q ?? '' });
  };

  const loadMore = async (page: ConsoleMailPage) => {
    if (!page.nextCursor) return;
    setMore({ busy: true, error: null });
    try {
      const next = await client.mail({
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.q ? { q: filters.q } : {}),
        after: page.nextCursor,
      });
      set({ mails: [...page.mails, ...next.mails], nextCursor: next.nextCursor });
      setMore({ busy: false, error: null });
    } catch (error) {
      setMore({ busy: false, error: errorText(error) });
    }
  };

  const retry = async (page: ConsoleMailPage, mail: ConsoleMail) => {
    setRetrying(mail.id);
    setResult(null);
    try {
      const answer = await client.retryMail(mail.id);
      set({ ...page, mails: page.mails.map((row) => (row.id === mail.id ? answer.mail : row)) });
      setResult({ tone: answer.mail.status === 'sent' ? 'ok' : 'error', text: answer.message });
    } catch (error) {
      setResult({ tone: 'error', text: errorText(error) });
    } finally {
      setRetrying(null);
    }
  };

  return (
    <Section
      title="Mail"
      description="Every mail the site sent, newest first: sign-in codes, verification links, notifications. A failed mail is tried again by itself; 'Retry now' tries it at once. A mail's text is never shown here: it may hold a sign-in code."
    >
      <form className="wf-community-filters" onSubmit={search} noValidate>
        <Select
          label="Status"
          options={FILTERS}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as Filters['status'] })}
        />
        <Input
          label="Recipient starts with"
          type="search"
          value={draft.q}
          spellCheck={false}
          autoComplete="off"
          placeholder="ada@"
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          error={searchError}
        />
        <Button type="submit" variant="secondary">
          Show mail
        </Button>
      </form>
      <p
        role="status"
        className={
          result?.tone === 'error'
            ? 'wf-community-error wf-community-result'
            : 'wf-community-status wf-community-result'
        }
      >
        {result?.text ?? ''}
      </p>
      <Loaded state={state} loading="Loading the mail..." reload={reload}>
        {(page) =>
          page.mails.length === 0 ? (
            <EmptyState
              title={filters.status || filters.q ? 'No mail matches' : 'No mail yet'}
              headingLevel={3}
              description={
                filters.status || filters.q
                  ? 'Try another status or the start of another address.'
                  : 'Mail appears here as soon as the site sends one, such as a sign-in code.'
              }
            />
          ) : (
            <>
              <Table
                caption="Mail, newest first"
                captionHidden
                columns={[
                  { key: 'to', header: 'To' },
                  { key: 'subject', header: 'Subject' },
                  { key: 'created', header: 'Created' },
                  { key: 'attempts', header: 'Attempts', align: 'end' },
                  { key: 'status', header: 'Status' },
                  { key: 'error', header: 'Last error' },
                  { key: 'action', header: <span className="wf-visually-hidden">Actions</span> },
                ]}
                rows={page.mails.map((mail) => ({
                  to: <span className="wf-community-address">{mail.to}</span>,
                  subject: mail.subject,
                  created: formatDateTime(mail.createdAt),
                  attempts: String(mail.attempts),
                  status: (
                    <span className="wf-community-delivery">
                      <Badge tone={MAIL_STATUS[mail.status].tone}>{MAIL_STATUS[mail.status].label}</Badge>
                      {mail.status === 'retrying' && mail.nextAttemptAt ? (
                        <small>next try {formatDateTime(mail.nextAttemptAt)}</small>
                      ) : mail.status === 'sent' && mail.sentAt ? (
                        <small>{formatDateTime(mail.sentAt)}</small>
                      ) : null}
                    </span>
                  ),
                  error: mail.error ? <span className="wf-community-error-text">{mail.error}</span> : '—',
                  action:
                    mail.status === 'retrying' || mail.status === 'failed' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Retry now the mail to ${mail.to}: ${mail.subject}`}
                        loading={retrying === mail.id}
                        disabled={retrying !== null && retrying !== mail.id}
                        onClick={() => retry(page, mail)}
                      >
                        Retry now
                      </Button>
                    ) : null,
                }))}
              />
              {page.nextCursor ? (
                <div className="wf-community-actions wf-community-more">
                  <Button variant="secondary" loading={more.busy} onClick={() => loadMore(page)}>
                    Show older mail
                  </Button>
                  {more.error ? (
                    <p role="alert" className="wf-community-error">
                      {more.error}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </>
          )
        }
      </Loaded>
    </Section>
  );
}
