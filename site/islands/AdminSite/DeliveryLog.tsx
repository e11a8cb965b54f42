import type { AdminWebhookDelivery } from '@wf/sdk/contract';
import { Badge, Button, Spinner, Table } from '@wf/ui';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleSiteApi, ConsoleWebhook } from '../../lib/api/console-site.ts';
import { errorText, formatDateTime } from './format.ts';

export interface DeliveryLogProps {
  client: ConsoleSiteApi;
  webhook: ConsoleWebhook;
}

type LogState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; deliveries: AdminWebhookDelivery[] };

const STATUS: Record<
  AdminWebhookDelivery['status'],
  { label: string; tone: 'success' | 'danger' | 'warning' }
> = {
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  pending: { label: 'Pending', tone: 'warning' },
};

/** An endpoint's latest deliveries, newest first, each with its latest attempt and 'Resend'. */
export function DeliveryLog({ client, webhook }: DeliveryLogProps) {
  const [log, setLog] = useState<LogState>({ kind: 'loading' });
  const [resending, setResending] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(async () => {
    try {
      setLog({ kind: 'ready', deliveries: await client.deliveries(webhook.id) });
    } catch (error) {
      setLog({ kind: 'error', message: errorText(error) });
    }
  }, [client, webhook.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const resend = async (delivery: AdminWebhookDelivery) => {
    setResending(delivery.id);
    try {
      setLog({ kind: 'ready', deliveries: await client.resendDelivery(webhook.id, delivery.id) });
      setNotice(`The ${delivery.event} delivery will be sent again in a few seconds.`);
    } catch (error) {
      setNotice(errorText(error));
    } finally {
      setResending(null);
    }
  };

  if (log.kind === 'loading') {
    return (
      <p className="wf-site-loading">
        <Spinner /> Loading the deliveries...
      </p>
    );
  }
  if (log.kind === 'error') {
    return (
      <p role="alert" className="wf-site-error">
        {log.message}
      </p>
    );
  }
  return (
    <div className="wf-site-deliveries">
      {log.deliveries.length === 0 ? (
        <p className="wf-console-section__description">
          No deliveries yet: one is made when a subscribed event happens.
        </p>
      ) : (
        <Table
          caption={`Deliveries to ${webhook.url}`}
          columns={[
            { key: 'event', header: 'Event' },
            { key: 'status', header: 'Status' },
            { key: 'attempts', header: 'Attempts', align: 'end' },
            { key: 'answer', header: 'Answer' },
            { key: 'when', header: 'Last attempt' },
            { key: 'action', header: <span className="wf-visually-hidden">Actions</span> },
          ]}
          rows={log.deliveries.map((delivery) => ({
            event: <code>{delivery.event}</code>,
            status: <Badge tone={STATUS[delivery.status].tone}>{STATUS[delivery.status].label}</Badge>,
            attempts: String(delivery.attempts),
            answer: delivery.statusCode ? `HTTP ${delivery.statusCode}` : (delivery.error ?? '—'),
            when: formatDateTime(delivery.lastAttempt ?? delivery.created),
            action: (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Resend the ${delivery.event} delivery of ${formatDateTime(delivery.created)}`}
                loading={resending === delivery.id}
                onClick={() => resend(delivery)}
              >
                Resend
              </Button>
            ),
          }))}
        />
      )}
      <p role="status" className="wf-site-status">
        {notice}
      </p>
    </div>
  );
}
