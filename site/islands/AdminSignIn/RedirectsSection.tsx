import { type ConsoleSignIn, isSitePath, REDIRECT_PATH_MESSAGE } from '@wf/sdk/contract';
import { Button, Input } from '@wf/ui';
import { type FormEvent, useState } from 'react';
import type { ConsoleSignInApi } from '../../lib/api/console-sign-in.ts';
import { errorText } from '../../lib/console/format.ts';
import { Section } from '../../lib/console/Section.tsx';
import { fieldError } from './format.ts';

export interface RedirectsSectionProps {
  client: ConsoleSignInApi;
  settings: ConsoleSignIn;
  onSaved(settings: ConsoleSignIn): void;
}

const FIELDS = [
  { name: 'loginRedirect', label: 'After logging in' },
  { name: 'signupRedirect', label: 'After signing up' },
  { name: 'logoutRedirect', label: 'After logging out' },
] as const;
type Name = (typeof FIELDS)[number]['name'];

/** Where members go when neither the page nor one of their plans says: paths on the site. */
export function RedirectsSection({ client, settings, onSaved }: RedirectsSectionProps) {
  const [values, setValues] = useState<Record<Name, string>>({
    loginRedirect: settings.loginRedirect ?? '',
    signupRedirect: settings.signupRedirect ?? '',
    logoutRedirect: settings.logoutRedirect ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }
  >({ kind: 'idle' });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Name, string>> = {};
    for (const { name } of FIELDS) {
      const value = values[name].trim();
      if (value !== '' && !isSitePath(value)) found[name] = REDIRECT_PATH_MESSAGE;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'saving' });
    try {
      const next = await client.update({
        loginRedirect: values.loginRedirect.trim(),
        signupRedirect: values.signupRedirect.trim(),
        logoutRedirect: values.logoutRedirect.trim(),
      });
      setValues({
        loginRedirect: next.loginRedirect ?? '',
        signupRedirect: next.signupRedirect ?? '',
        logoutRedirect: next.logoutRedirect ?? '',
      });
      onSaved(next);
      setState({ kind: 'saved' });
    } catch (error) {
      const named = Object.fromEntries(
        FIELDS.map(({ name }) => [name, fieldError(error, name)]).filter(([, message]) => message),
      );
      setErrors(named);
      setState({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <Section
      title="Default redirects"
      description="Where members go when neither the page nor one of their plans says. A path on this site, such as /dashboard; leave empty to stay on the page."
    >
      <form
        className="wf-signin-form wf-signin-form--narrow"
        onSubmit={save}
        noValidate
        aria-label="Default redirects"
      >
        {FIELDS.map(({ name, label }) => (
          <Input
            key={name}
            label={label}
            name={name}
            value={values[name]}
            placeholder="/dashboard"
            maxLength={2048}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [name]: value }));
              setState({ kind: 'idle' });
            }}
            error={errors[name]}
          />
        ))}
        <div className="wf-signin-actions">
          <Button type="submit" loading={state.kind === 'saving'}>
            Save redirects
          </Button>
        </div>
        {state.kind === 'error' && Object.keys(errors).length === 0 ? (
          <p role="alert" className="wf-signin-error">
            {state.message}
          </p>
        ) : null}
        <p role="status" className="wf-signin-status">
          {state.kind === 'saved' ? 'The redirects are saved.' : ''}
        </p>
      </form>
    </Section>
  );
}
