import { type ConsoleSite, consoleOriginRequestSchema } from '@wf/sdk/contract';
import { Button, EmptyState, Input } from '@wf/ui';
import { type FormEvent, useState } from 'react';
import type { ConsoleSiteApi } from '../../lib/api/console-site.ts';
import { ConfirmDialog } from '../../lib/console/ConfirmDialog.tsx';
import { Section } from '../../lib/console/Section.tsx';
import { errorText } from './format.ts';

export interface OriginsSectionProps {
  client: ConsoleSiteApi;
  site: ConsoleSite;
  onSaved(site: ConsoleSite): void;
}

/** The origins the widget may be used from: added one at a time, removed after a confirmation. */
export function OriginsSection({ client, site, onSaved }: OriginsSectionProps) {
  const [origin, setOrigin] = useState('');
  const [adding, setAdding] = useState<{ kind: 'idle' | 'adding' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const [removing, setRemoving] = useState<{ origin: string; busy: boolean; error: string | null } | null>(
    null,
  );
  const [notice, setNotice] = useState('');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = consoleOriginRequestSchema.safeParse({ origin });
    if (!parsed.success) {
      setAdding({ kind: 'error', message: parsed.error.issues[0]?.message ?? 'This is not an origin.' });
      return;
    }
    setAdding({ kind: 'adding' });
    try {
      onSaved(await client.addOrigin(parsed.data.origin));
      setOrigin('');
      setAdding({ kind: 'idle' });
      setNotice(`${parsed.data.origin} is allowed.`);
    } catch (error) {
      setAdding({ kind: 'error', message: errorText(error) });
    }
  };

  const remove = async () => {
    if (!removing) return;
    setRemoving({ ...removing, busy: true, error: null });
    try {
      onSaved(await client.removeOrigin(removing.origin));
      setNotice(`${removing.origin} is no longer allowed.`);
      setRemoving(null);
    } catch (error) {
      setRemoving({ ...removing, busy: false, error: errorText(error) });
    }
  };

  return (
    <Section
      title="Allowed origins"
      description="The sites where the widget may sign members in. Write the scheme, the host and the port only, such as https://lotus.example; a live app takes https only (http is fine for localhost)."
    >
      {site.allowedOrigins.length === 0 ? (
        <EmptyState
          title="No origins yet"
          headingLevel={3}
          description="Add your site's origin for the widget to work there."
        />
      ) : (
        <ul className="wf-site-list" aria-label="Allowed origins">
          {site.allowedOrigins.map((allowed) => (
            <li key={allowed} className="wf-site-list__item">
              <code>{allowed}</code>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${allowed}`}
                onClick={() => setRemoving({ origin: allowed, busy: false, error: null })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="wf-site-form wf-site-form--inline" onSubmit={add} noValidate>
        <Input
          label="Origin to allow"
          placeholder="https://lotus.example"
          value={origin}
          spellCheck={false}
          autoComplete="off"
          inputMode="url"
          onChange={(event) => {
            setOrigin(event.target.value);
            if (adding.kind === 'error') setAdding({ kind: 'idle' });
          }}
          error={adding.kind === 'error' ? adding.message : undefined}
        />
        <Button type="submit" loading={adding.kind === 'adding'}>
          Add origin
        </Button>
      </form>
      <p role="status" className="wf-site-status">
        {notice}
      </p>
      {removing ? (
        <ConfirmDialog
          title="Remove this origin?"
          confirm="Remove origin"
          busy={removing.busy}
          error={removing.error}
          onConfirm={remove}
          onCancel={() => setRemoving(null)}
        >
          <p>
            The widget stops working on <code>{removing.origin}</code> at once: its visitors can no longer
            sign in there.
          </p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
