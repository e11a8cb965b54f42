/**
 * The console's Overview (docs/console.md "Overview"): the figures as tiles, sign-ups and new
 * paid memberships per day as charts with their tables, and the latest events.
 */
import { type ConsoleOverview, type ConsoleOverviewEventKind, OVERVIEW_DAYS_DEFAULT } from '@wf/sdk/contract';
import { Button, Select, Spinner } from '@wf/ui';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleOverviewApi } from '../../lib/api/console-overview.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import './AdminOverview.css';
import { DayChart } from './DayChart.tsx';
import { errorText, formatCount, formatDay, formatMoney, formatWhen } from './format.ts';

export interface OverviewConsoleProps {
  client: ConsoleOverviewApi;
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; overview: ConsoleOverview };

const WINDOWS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
] as const;

const KIND_LABELS: Record<ConsoleOverviewEventKind, string> = {
  signup: 'Sign-up',
  payment: 'Payment',
  'payment-failed': 'Payment failed',
  'comment-report': 'Comment report',
};

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="wf-overview-tile">
      <dt className="wf-overview-tile__label">{label}</dt>
      <dd className="wf-overview-tile__value">{value}</dd>
      {note ? <dd className="wf-overview-tile__note">{note}</dd> : null}
    </div>
  );
}

function Figures({ overview }: { overview: ConsoleOverview }) {
  const { totals, monthlyRevenue } = overview;
  const window = `in the last ${overview.days} days`;
  return (
    <dl className="wf-overview-tiles">
      <Tile
        label="Members"
        value={formatCount(totals.members)}
        note={`${formatCount(totals.signupsInWindow)} new ${window}`}
      />
      <Tile
        label="Active memberships"
        value={formatCount(totals.activeMemberships)}
        note={`${formatCount(totals.newMembershipsInWindow)} new paid ${window}`}
      />
      <Tile label="Trials" value={formatCount(totals.trials)} note="Paid plans in their free trial" />
      <Tile label="Lapsed" value={formatCount(totals.lapsed)} note="Payment overdue or cancelled" />
      <Tile
        label="Monthly recurring revenue"
        value={
          monthlyRevenue.length === 0
            ? formatMoney({ amount: 0, currency: 'usd' })
            : monthlyRevenue.map(formatMoney).join(' · ')
        }
        note="Active subscriptions, as a month"
      />
    </dl>
  );
}

function Events({ overview }: { overview: ConsoleOverview }) {
  if (overview.events.length === 0) {
    return (
      <p className="wf-overview-muted">
        Nothing has happened yet: sign-ups, payments and comment reports will show here.
      </p>
    );
  }
  return (
    <ol className="wf-overview-events">
      {overview.events.map((event) => (
        <li
          key={`${event.at}-${event.kind}-${event.memberId ?? ''}-${event.text}`}
          className="wf-overview-event"
        >
          <span className={`wf-overview-event__kind wf-overview-event__kind--${event.kind}`}>
            {KIND_LABELS[event.kind]}
          </span>
          <span className="wf-overview-event__text">{event.text}</span>
          <time className="wf-overview-event__time" dateTime={event.at}>
            {formatWhen(event.at)}
          </time>
          {event.memberId ? (
            <a
              className="wf-overview-event__member"
              href={`${SITE_PATHS.adminMembers}?member=${encodeURIComponent(event.memberId)}`}
            >
              <span className="wf-visually-hidden">Member </span>
              {event.memberId}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function OverviewConsole({ client }: OverviewConsoleProps) {
  const [days, setDays] = useState(OVERVIEW_DAYS_DEFAULT);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', overview: await client.overview(days) });
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) });
    }
  }, [client, days]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="wf-overview" aria-busy={state.kind === 'loading'}>
      <div className="wf-overview__controls">
        <Select
          label="Period"
          value={String(days)}
          options={WINDOWS}
          onChange={(event) => setDays(Number(event.currentTarget.value))}
        />
      </div>
      {state.kind === 'loading' ? (
        <div className="wf-overview__status" role="status">
          <Spinner /> Loading the overview...
        </div>
      ) : state.kind === 'error' ? (
        <div className="wf-overview__error" role="alert">
          <p>The overview could not be loaded: {state.message}</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="wf-overview-figures">
            <h2 id="wf-overview-figures" className="wf-visually-hidden">
              Figures
            </h2>
            <Figures overview={state.overview} />
            <p className="wf-overview-muted">
              {formatDay(state.overview.from, true)} to {formatDay(state.overview.to, true)}, days in UTC.
            </p>
          </section>
          <section className="wf-overview__charts" aria-labelledby="wf-overview-trends">
            <h2 id="wf-overview-trends">Day by day</h2>
            <DayChart
              title="Sign-ups per day"
              noun="Sign-ups"
              days={state.overview.signups}
              emptyText={`No sign-ups in the last ${state.overview.days} days yet.`}
            />
            <DayChart
              title="New paid memberships per day"
              noun="New memberships"
              days={state.overview.newMemberships}
              emptyText={`No new paid memberships in the last ${state.overview.days} days yet.`}
            />
          </section>
          <section aria-labelledby="wf-overview-latest">
            <h2 id="wf-overview-latest">Latest events</h2>
            <Events overview={state.overview} />
          </section>
        </>
      )}
    </div>
  );
}
