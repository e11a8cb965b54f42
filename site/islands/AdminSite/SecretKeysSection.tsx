/**
 * The app's secret keys for the admin API (docs/admin-api.md "Secret keys"): listed by their last
 * four characters; a new key is shown this once, to copy; a key is revoked after a confirmation.
 */
import type { ConsoleCreatedSecretKey, ConsoleSecretKey } from '@wf/sdk/contract';
import { Badge, Button, EmptyState, Spinner, Table } from '@wf/ui';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleSiteApi } from '../../lib/api/console-site.ts';
import { ConfirmDialog } from '../../lib/console/ConfirmDialog.tsx';
import { Section } from '../../lib/console/Section.tsx';
import { CopyButton } from './CopyButton.tsx';
import { errorText, formatDateTime } from './format.ts';

export interface SecretKeysSectionProps {
  client: ConsoleSiteApi;
}

type ListState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; keys: ConsoleSecretKey[] };

export function SecretKeysSection({ client }: SecretKeysSectionProps) {
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [created, setCreated] = useState<ConsoleCreatedSecretKey | null>(null);
  const [creating, setCreating] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const [revoking, setRevoking] = useState<{
    key: ConsoleSecretKey;
    busy: boolean;
    error: string | null;
  } | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(async () => {
    try {
      setList({ kind: 'ready', keys: await client.secretKeys() });
    } catch (error) {
      setList({ kind: 'error', message: errorText(error) });
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  const create = async () => {
    setCreating({ busy: true, error: null });
    try {
      setCreated(await client.createSecretKey());
      setCreating({ busy: false, error: null });
      await load();
    } catch (error) {
      setCreating({ busy: false, error: errorText(error) });
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    setRevoking({ ...revoking, busy: true, error: null });
    try {
      await client.revokeSecretKey(revoking.key.id);
      setNotice(`The key ending in ${revoking.key.lastFour} is revoked.`);
      if (created?.secretKey.id === revoking.key.id) setCreated(null);
      setRevoking(null);
      await load();
    } catch (error) {
      setRevoking({ ...revoking, busy: false, error: errorText(error) });
    }
  };

  const rows =
    list.kind === 'ready'
      ? list.keys.map((key) => ({
          key: <code>sk_…{key.lastFour}</code>,
          mode: (
            <Badge tone={key.mode === 'live' ? 'primary' : 'neutral'}>
              {key.mode === 'live' ? 'Live' : 'Test'}
            </Badge>
          ),
          created: formatDateTime(key.created),
          lastUsed: key.lastUsed ? formatDateTime(key.lastUsed) : 'Never',
          status: key.revoked ? (
            <span>Revoked {formatDateTime(key.revoked)}</span>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Revoke the key ending in ${key.lastFour}`}
              onClick={() => setRevoking({ key, busy: false, error: null })}
            >
              Revoke
            </Button>
          ),
        }))
      : [];

  return (
    <Section
      title="Secret keys"
      description="Your servers call the admin API with a secret key. Keep it on the server: never in a page, an app or a repository."
    >
      {created ? (
        <section className="wf-site-secret" aria-label="Your new secret key">
          <p>
            <strong>Copy your new secret key now.</strong> It is shown this once; after this, only its last
            four characters are.
          </p>
          <div className="wf-site-snippet">
            <code className="wf-site-code" data-testid="new-secret-key">
              {created.key}
            </code>
            <CopyButton text={created.key} label="Copy the new secret key" />
          </div>
          <Button variant="secondary" size="sm" onClick={() => setCreated(null)}>
            I have stored it
          </Button>
        </section>
      ) : null}
      <div className="wf-site-actions">
        <Button onClick={create} loading={creating.busy}>
          Create a secret key
        </Button>
      </div>
      {creating.error ? (
        <p role="alert" className="wf-site-error">
          {creating.error}
        </p>
      ) : null}
      {list.kind === 'loading' ? (
        <p className="wf-site-loading">
          <Spinner /> Loading the keys...
        </p>
      ) : list.kind === 'error' ? (
        <p role="alert" className="wf-site-error">
          {list.message}
        </p>
      ) : list.keys.length === 0 ? (
        <EmptyState
          title="No secret keys yet"
          headingLevel={3}
          description="Create one when a server of yours needs the admin API."
        />
      ) : (
        <Table
          caption="Secret keys"
          captionHidden
          columns={[
            { key: 'key', header: 'Key' },
            { key: 'mode', header: 'Mode' },
            { key: 'created', header: 'Created' },
            { key: 'lastUsed', header: 'Last used' },
            { key: 'status', header: 'Status' },
          ]}
          rows={rows}
        />
      )}
      <p role="status" className="wf-site-status">
        {notice}
      </p>
      {revoking ? (
        <ConfirmDialog
          title="Revoke this secret key?"
          confirm="Revoke key"
          busy={revoking.busy}
          error={revoking.error}
          onConfirm={revoke}
          onCancel={() => setRevoking(null)}
        >
          <p>
            The key ending in <code>{revoking.key.lastFour}</code> stops opening the admin API at once: every
            server using it is refused from now on. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
