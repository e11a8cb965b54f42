import type { ReviewRequest } from '@wf/sdk/contract';
import { Badge, Button, EmptyState } from '@wf/ui';
import { useCallback, useState } from 'react';
import type { ConsoleCommunityApi, ConsoleReportedComment } from '../../lib/api/console-community.ts';
import { Loaded, useLoad } from '../../lib/console/Loadable.tsx';
import { Section } from '../../lib/console/Section.tsx';
import { errorText, formatDateTime } from './format.ts';

/** The author's name as a comment shows it. */
function authorOf(entry: ConsoleReportedComment): string {
  const fields = entry.comment.member.customFields;
  const name =
    fields.name?.trim() || [fields['first-name'], fields['last-name']].filter(Boolean).join(' ').trim();
  return name || 'A member';
}

/** The comments members reported: each with its reasons, restored or kept hidden. */
export function ReportsSection({ client }: { client: ConsoleCommunityApi }) {
  const read = useCallback(() => client.reports(), [client]);
  const { state, reload, set } = useLoad(read);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const review = async (entry: ConsoleReportedComment, action: ReviewRequest['action']) => {
    setBusy(entry.comment.id);
    setNotice(null);
    try {
      set(await client.review(entry.comment.id, action));
      setNotice({
        tone: 'ok',
        text:
          action === 'restore'
            ? `The comment by ${authorOf(entry)} is shown again.`
            : `The comment by ${authorOf(entry)} stays hidden.`,
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section
      title="Reports queue"
      description="Comments members reported. A comment reported by three members is hidden until you review it: Restore shows it again, Hide keeps it hidden. Either way its reports are closed."
    >
      <p role="status" className={notice?.tone === 'error' ? 'wf-community-error' : 'wf-community-status'}>
        {notice?.text ?? ''}
      </p>
      <Loaded state={state} loading="Loading the reports..." reload={reload}>
        {(reports) =>
          reports.length === 0 ? (
            <EmptyState
              title="No reports"
              headingLevel={3}
              description="No comment is waiting for a review."
            />
          ) : (
            <ul className="wf-community-reports" aria-label="Reported comments">
              {reports.map((entry) => (
                <li key={entry.comment.id} className="wf-community-report">
                  <article aria-label={`Comment by ${authorOf(entry)}`}>
                    <p className="wf-community-report__meta">
                      <strong>{authorOf(entry)}</strong> in <code>{entry.comment.channelKey}</code>,{' '}
                      {formatDateTime(entry.comment.createdAt)}{' '}
                      <Badge tone={entry.comment.status === 'hidden' ? 'warning' : 'neutral'}>
                        {entry.comment.status === 'hidden' ? 'Hidden' : 'Shown'}
                      </Badge>
                    </p>
                    <blockquote className="wf-community-report__text">{entry.comment.content}</blockquote>
                    <h3 className="wf-community-report__heading">
                      {entry.reports.length === 1 ? '1 report' : `${entry.reports.length} reports`}
                    </h3>
                    <ul className="wf-community-report__reasons">
                      {entry.reports.map((report) => (
                        <li key={`${report.memberId}-${report.createdAt}`}>
                          {report.reason} <small>({formatDateTime(report.createdAt)})</small>
                        </li>
                      ))}
                    </ul>
                    <div className="wf-community-actions">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Restore the comment by ${authorOf(entry)}`}
                        loading={busy === entry.comment.id}
                        disabled={busy !== null}
                        onClick={() => review(entry, 'restore')}
                      >
                        Restore
                      </Button>
                      <Button
                        variant="destructive"
                        size="sm"
                        aria-label={`Hide the comment by ${authorOf(entry)}`}
                        disabled={busy !== null}
                        onClick={() => review(entry, 'hide')}
                      >
                        Hide
                      </Button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Section>
  );
}
