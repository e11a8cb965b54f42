import type { App, Member } from '@wf/sdk/contract';
import { Badge } from '@wf/ui';
import { CopyButton, type CopyWithToast } from './CopyButton.tsx';
import { Disclosure } from './Disclosure.tsx';
import { formatDate, formatValue } from './format.ts';
import { Field, Fields, None, Section } from './Section.tsx';

export interface MemberPanelProps {
  member: Member | null;
  /** The member's JSON document (getMemberJSON / updateMemberJSON); undefined while unknown. */
  memberJson?: unknown;
  /** For the plans' names; ids alone when the app has not loaded. */
  app: App | null;
  onCopy: CopyWithToast;
}

/**
 * The Member tab (docs/product/widget.md §2): login state, id, e-mail address, creation date,
 * verified, custom fields, plans, metadata, the member JSON and the raw data.
 */
export function MemberPanel({ member, memberJson, app, onCopy }: MemberPanelProps) {
  if (!member) {
    return (
      <div className="wf-inspector-panel">
        <p className="wf-inspector-login">
          <Badge tone="neutral">Logged out</Badge>
        </p>
        <None>No member is logged in on this page. Log in through the widget to see their data here.</None>
      </div>
    );
  }
  const raw = JSON.stringify(member, null, 2);
  const json = memberJson === undefined ? null : JSON.stringify(memberJson ?? {}, null, 2);
  const customFields = Object.entries(member.customFields);
  const metadata = Object.entries(member.metaData);
  const planName = (planId: string) => app?.plans.find((plan) => plan.id === planId)?.name;

  return (
    <div className="wf-inspector-panel">
      <p className="wf-inspector-login">
        <Badge tone="success">Logged in</Badge>
      </p>
      <Fields>
        <Field label="Member ID">
          <span className="wf-inspector-id">
            <code className="wf-inspector-code">{member.id}</code>
            <CopyButton
              compact
              text={member.id}
              label="Copy member ID"
              messages={{ success: 'Member ID copied', error: "Couldn't copy the member ID" }}
              onCopy={onCopy}
            />
          </span>
        </Field>
        <Field label="Email">{member.auth.email}</Field>
        <Field label="Created">{formatDate(member.createdAt)}</Field>
        <Field label="Verified">{member.verified ? 'Yes' : 'No'}</Field>
      </Fields>

      <Section title="Custom fields">
        {customFields.length ? (
          <Fields>
            {customFields.map(([key, value]) => (
              <Field key={key} label={key}>
                {value || <span className="wf-inspector-muted">(empty)</span>}
              </Field>
            ))}
          </Fields>
        ) : (
          <None />
        )}
      </Section>

      <Section title="Plans">
        {member.planConnections.length ? (
          <ul className="wf-inspector-cards">
            {member.planConnections.map((connection) => (
              <li key={connection.id} className="wf-inspector-card">
                <span className="wf-inspector-card__title">
                  {planName(connection.planId) ?? connection.planId}
                </span>
                <code className="wf-inspector-code">{connection.planId}</code>
                <span className="wf-inspector-card__meta">
                  {connection.type} · {connection.status}
                  {connection.payment ? ` · ${connection.payment.priceId}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <None>No plans</None>
        )}
      </Section>

      <Section title="Metadata">
        {metadata.length ? (
          <Fields>
            {metadata.map(([key, value]) => (
              <Field key={key} label={key}>
                <code className="wf-inspector-code">{formatValue(value)}</code>
              </Field>
            ))}
          </Fields>
        ) : (
          <None />
        )}
      </Section>

      <Section title="Member JSON">
        <p className="wf-inspector-note">
          The member’s own JSON document (getMemberJSON and updateMemberJSON read and write it).
        </p>
        {json === null ? (
          <None>Not loaded.</None>
        ) : (
          <>
            <pre className="wf-inspector-pre">{json}</pre>
            <CopyButton
              text={json}
              label="Copy member JSON"
              messages={{ success: 'Member JSON copied', error: "Couldn't copy the member JSON" }}
              onCopy={onCopy}
            />
          </>
        )}
      </Section>

      <Disclosure className="wf-inspector-item wf-inspector-raw" summary={<span>Raw data</span>}>
        <pre className="wf-inspector-pre">{raw}</pre>
        <CopyButton
          text={raw}
          label="Copy raw data"
          messages={{ success: 'Raw data copied', error: "Couldn't copy the raw data" }}
          onCopy={onCopy}
        />
      </Disclosure>
    </div>
  );
}
