/**
 * The app's webhook endpoints (docs/admin-api.md "Webhooks"): registered with a URL and events
 * (the signing secret shown this once), listed, removed after a confirmation, each with its
 * delivery log and a way to send a delivery again.
 */
import { type ConsoleCreatedWebhook, WEBHOOK_EVENTS } from '@wf/sdk/contract';
import { Button, EmptyState, Input, Spinner } from '@wf/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { ConsoleSiteApi, ConsoleWebhook } from '../../lib/api/console-site.ts';
import { ConfirmDialog } from '../../lib/console/ConfirmDialog.tsx';
import { Section } from '../../lib/console/Section.tsx';
import { CopyButton } from './CopyButton.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { errorText, fieldError, formatDateTime } from './format.ts';

export interface WebhooksSectionProps {
  client: ConsoleSiteApi;
}

type ListState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; webhooks: ConsoleWebhook[] };

interface FormErrors {
  url?: string;
  events?: string;
  form?: string;
}

export function WebhooksSection({ client }: WebhooksSectionProps) {
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ConsoleCreatedWebhook | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{
    webhook: ConsoleWebhook;
    busy: boolean;
    error: string | null;
  } | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(async () => {
    try {
      setList({ kind: 'ready', webhooks: await client.webhooks() });
    } catch (error) {
      setList({ kind: 'error', message: errorText(error) });
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    if (!url.trim()) found.url = 'Give the endpoint a URL.';
    if (events.length === 0) found.events = 'Choose at least one event.';
    setErrors(found);
    if (found.url || found.events) return;
    setBusy(true);
    try {
      setCreated(
        await client.createWebhook({ url: url.trim(), events: events as (typeof WEBHOOK_EVENTS)[number][] }),
      );
      setUrl('');
      setEvents([]);
      await load();
    } catch (error) {
      const urlError = fieldError(error, 'url');
      setErrors(urlError ? { url: urlError } : { form: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true, error: null });
    try {
      await client.deleteWebhook(deleting.webhook.id);
      setNotice(`The endpoint ${deleting.webhook.url} is removed.`);
      if (open === deleting.webhook.id) setOpen(null);
      setDeleting(null);
      await load();
    } catch (error) {
      setDeleting({ ...deleting, busy: false, error: errorText(error) });
    }
  };

  const toggle = (name: string, checked: boolean) =>
    setEvents((current) => (checked ? [...current, name] : current.filter((item) => item !== name)));

  return (
    <Section
      title="Webhooks"
      description="The service tells your server about members' changes by a signed POST to each endpoint subscribed to the event."
    >
      {created ? (
        <section className="wf-site-secret" aria-label="The new endpoint's signing secret">
          <p>
            <strong>Copy the signing secret of {created.webhook.url} now.</strong> It is shown this once; your
            server checks every delivery's signature with it.
          </p>
          <div className="wf-site-snippet">
            <code className="wf-site-code">{created.secret}</code>
            <CopyButton text={created.secret} label="Copy the signing secret" />
          </div>
          <Button variant="secondary" size="sm" onClick={() => setCreated(null)}>
            I have stored it
          </Button>
        </section>
      ) : null}

      {list.kind === 'loading' ? (
        <p className="wf-site-loading">
          <Spinner /> Loading the endpoints...
        </p>
      ) : list.kind === 'error' ? (
        <p role="alert" className="wf-site-error">
          {list.message}
        </p>
      ) : list.webhooks.length === 0 ? (
        <EmptyState
          title="No webhook endpoints yet"
          headingLevel={3}
          description="Add one below for your server to hear of members' changes."
        />
      ) : (
        <ul className="wf-site-webhooks" aria-label="Webhook endpoints">
          {list.webhooks.map((webhook) => (
            <li key={webhook.id} className="wf-site-webhook">
              <div className="wf-site-webhook__head">
                <div>
                  <code className="wf-site-webhook__url">{webhook.url}</code>
                  <p className="wf-console-section__description">
                    {webhook.events.join(', ')} · added {formatDateTime(webhook.created)}
                  </p>
                </div>
                <div className="wf-site-actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={open === webhook.id}
                    aria-label={`${open === webhook.id ? 'Hide deliveries' : 'Deliveries'} to ${webhook.url}`}
                    onClick={() => setOpen(open === webhook.id ? null : webhook.id)}
                  >
                    {open === webhook.id ? 'Hide deliveries' : 'Deliveries'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete the endpoint ${webhook.url}`}
                    onClick={() => setDeleting({ webhook, busy: false, error: null })}
                  >
                    Delete
                  </Button>
                </div>
              </div>
              {open === webhook.id ? <DeliveryLog client={client} webhook={webhook} /> : null}
            </li>
          ))}
        </ul>
      )}

      <form className="wf-site-form" onSubmit={create} noValidate>
        <h3 className="wf-site-logo__title">Add an endpoint</h3>
        <Input
          label="Endpoint URL"
          placeholder="https://example.org/hooks/world-family"
          value={url}
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setUrl(event.target.value)}
          error={errors.url}
        />
        <fieldset
          className="wf-site-events"
          aria-describedby={errors.events ? 'wf-site-events-error' : undefined}
        >
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="wf-site-events__choice">
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
              />
              <code>{name}</code>
            </label>
          ))}
          {errors.events ? (
            <p id="wf-site-events-error" role="alert" className="wf-site-error">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        {errors.form ? (
          <p role="alert" className="wf-site-error">
            {errors.form}
          </p>
        ) : null}
        <div className="wf-site-actions">
          <Button type="submit" loading={busy}>
            Add endpoint
          </Button>
        </div>
      </form>
      <p role="status" className="wf-site-status">
        {notice}
      </p>
      {deleting ? (
        <ConfirmDialog
          title="Delete this endpoint?"
          confirm="Delete endpoint"
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={remove}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <code>{deleting.webhook.url}</code> hears of no more events, and its delivery log is deleted with
            it.
          </p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
