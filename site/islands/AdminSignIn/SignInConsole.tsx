/**
 * The console's Sign-up and sign-in screen (docs/console.md "Sign-up and sign-in"): the sign-up
 * form's custom fields, login methods (passwordless, captcha), sign-in providers with their
 * credentials, and the default redirects. Each section saves on its own and every answer is the
 * whole screen's settings, which every section then shows.
 */
import type { ConsoleSignIn } from '@wf/sdk/contract';
import { Button, Spinner } from '@wf/ui';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleSignInApi } from '../../lib/api/console-sign-in.ts';
import { errorText } from '../../lib/console/format.ts';
import './AdminSignIn.css';
import { CustomFieldsSection } from './CustomFieldsSection.tsx';
import { LoginMethodsSection } from './LoginMethodsSection.tsx';
import { ProvidersSection } from './ProvidersSection.tsx';
import { RedirectsSection } from './RedirectsSection.tsx';

export interface SignInConsoleProps {
  client: ConsoleSignInApi;
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; settings: ConsoleSignIn };

export function SignInConsole({ client }: SignInConsoleProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', settings: await client.signIn() });
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) });
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') {
    return (
      <p className="wf-signin-loading" data-state="loading">
        <Spinner /> Loading the sign-up and sign-in settings...
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="wf-signin-failed" data-state="error">
        <p role="alert" className="wf-signin-error">
          {state.message}
        </p>
        <Button variant="secondary" onClick={load}>
          Try again
        </Button>
      </div>
    );
  }
  const saved = (settings: ConsoleSignIn) => setState({ kind: 'ready', settings });
  const { settings } = state;
  return (
    <div className="wf-signin-console" data-state="ready">
      <CustomFieldsSection client={client} settings={settings} onSaved={saved} />
      <LoginMethodsSection client={client} settings={settings} onSaved={saved} />
      <ProvidersSection client={client} settings={settings} onSaved={saved} />
      <RedirectsSection client={client} settings={settings} onSaved={saved} />
    </div>
  );
}
