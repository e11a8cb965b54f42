import type { ConsoleProviderId, ConsoleSignIn, ConsoleSignInProvider } from '@wf/sdk/contract';
import { Badge, Button, Input, PasswordInput, Switch } from '@wf/ui';
import { type FormEvent, useState } from 'react';
import type { ConsoleSignInApi } from '../../lib/api/console-sign-in.ts';
import { ConfirmDialog } from '../../lib/console/ConfirmDialog.tsx';
import { errorText } from '../../lib/console/format.ts';
import { Section } from '../../lib/console/Section.tsx';
import { fieldError } from './format.ts';

export interface ProvidersSectionProps {
  client: ConsoleSignInApi;
  settings: ConsoleSignIn;
  onSaved(settings: ConsoleSignIn): void;
}

/** Where a provider's credentials come from, in words. */
function credentialsText(row: ConsoleSignInProvider): string {
  if (row.credentials === 'console')
    return `Credentials set here (client id ends ${row.clientIdLastFour ?? ''})`;
  if (row.credentials === 'environment') return "Credentials from the service's environment";
  // Test mode offers it through the test sign-in page; a live service does not.
  return row.enabled ? "No credentials: test mode's sign-in page only" : 'No credentials';
}

interface CredentialsFormProps {
  client: ConsoleSignInApi;
  row: ConsoleSignInProvider;
  onSaved(settings: ConsoleSignIn): void;
  onClose(): void;
}

/** The provider app's client id and secret; the secret is sent once and never shown again. */
function CredentialsForm({ client, row, onSaved, onClose }: CredentialsFormProps) {
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<{ clientId?: string; clientSecret?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(clientId.trim() ? {} : { clientId: 'Enter the client id.' }),
      ...(clientSecret.trim() ? {} : { clientSecret: 'Enter the client secret.' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved(await client.setCredentials(row.provider, { clientId, clientSecret }));
      onClose();
    } catch (error) {
      setErrors({
        clientId: fieldError(error, 'clientId'),
        clientSecret: fieldError(error, 'clientSecret'),
        form: errorText(error),
      });
      setBusy(false);
    }
  };

  return (
    <form
      className="wf-signin-form wf-signin-credentials"
      onSubmit={save}
      noValidate
      aria-label={`${row.name} credentials`}
    >
      <Input
        label={`${row.name} client id`}
        value={clientId}
        autoComplete="off"
        maxLength={512}
        onChange={(event) => setClientId(event.target.value)}
        error={errors.clientId}
      />
      <PasswordInput
        label={`${row.name} client secret`}
        value={clientSecret}
        autoComplete="new-password"
        maxLength={512}
        hint="Kept encrypted; it is never shown again."
        onChange={(event) => setClientSecret(event.target.value)}
        error={errors.clientSecret}
      />
      <div className="wf-signin-actions">
        <Button type="submit" loading={busy}>
          Save credentials
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {errors.form && !errors.clientId && !errors.clientSecret ? (
        <p role="alert" className="wf-signin-error">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The sign-in providers: which the modals offer, where their credentials come from, and the
 * credentials entered here (the client secret goes in, never out).
 */
export function ProvidersSection({ client, settings, onSaved }: ProvidersSectionProps) {
  const [editing, setEditing] = useState<ConsoleProviderId | null>(null);
  const [busy, setBusy] = useState<ConsoleProviderId | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ConsoleProviderId, string>>>({});
  const [removing, setRemoving] = useState<{
    row: ConsoleSignInProvider;
    busy: boolean;
    error: string | null;
  } | null>(null);
  const [notice, setNotice] = useState('');

  const toggle = async (row: ConsoleSignInProvider, enabled: boolean) => {
    setBusy(row.provider);
    setErrors((current) => ({ ...current, [row.provider]: undefined }));
    try {
      onSaved(await client.setProvider(row.provider, enabled));
      setNotice(enabled ? `${row.name} is offered on the modals.` : `${row.name} is no longer offered.`);
    } catch (error) {
      setErrors((current) => ({ ...current, [row.provider]: errorText(error) }));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setRemoving({ ...removing, busy: true, error: null });
    try {
      onSaved(await client.removeCredentials(removing.row.provider));
      setNotice(`${removing.row.name}'s credentials are removed.`);
      setRemoving(null);
    } catch (error) {
      setRemoving({ ...removing, busy: false, error: errorText(error) });
    }
  };

  return (
    <Section
      title="Sign-in providers"
      description="Members can sign up and log in with these. A provider needs its app's client id and secret, entered here or set in the service's environment; those entered here win."
    >
      <ul className="wf-signin-providers" aria-label="Sign-in providers">
        {settings.providers.map((row) => (
          <li key={row.provider} className="wf-signin-provider" data-testid={`provider-${row.provider}`}>
            <div className="wf-signin-provider__head">
              <h3 className="wf-signin-provider__name">{row.name}</h3>
              <Badge tone={row.credentials ? 'success' : row.enabled ? 'warning' : 'neutral'}>
                {credentialsText(row)}
              </Badge>
            </div>
            <Switch
              label={`Offer ${row.name}`}
              checked={row.enabled}
              disabled={busy === row.provider}
              onCheckedChange={(enabled) => void toggle(row, enabled)}
            />
            {errors[row.provider] ? (
              <p role="alert" className="wf-signin-error">
                {errors[row.provider]}
              </p>
            ) : null}
            {editing === row.provider ? (
              <CredentialsForm
                client={client}
                row={row}
                onSaved={(next) => {
                  onSaved(next);
                  setNotice(`${row.name}'s credentials are saved.`);
                  setErrors((current) => ({ ...current, [row.provider]: undefined }));
                }}
                onClose={() => setEditing(null)}
              />
            ) : (
              <div className="wf-signin-actions">
                <Button variant="secondary" size="sm" onClick={() => setEditing(row.provider)}>
                  {row.credentials === 'console'
                    ? `Replace ${row.name} credentials`
                    : `Enter ${row.name} credentials`}
                </Button>
                {row.credentials === 'console' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving({ row, busy: false, error: null })}
                  >
                    Remove {row.name} credentials
                  </Button>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="wf-signin-status">
        {notice}
      </p>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.row.name}'s credentials?`}
          confirm="Remove credentials"
          busy={removing.busy}
          error={removing.error}
          onConfirm={remove}
          onCancel={() => setRemoving(null)}
        >
          <p>
            Members can no longer sign in with {removing.row.name} unless the service's environment gives it
            credentials.
          </p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
