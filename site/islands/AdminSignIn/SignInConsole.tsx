/**
 * The console's Sign-up and sign-in screen (docs/console.md "Sign-up and sign-in"): the sign-up
 * form's custom fields, login methods (passwordless, captcha), sign-in providers with their
 * credentials, and the default redirects. Each section saves on its own and every answer is the
 * whole screen's settings, which every section then shows.
 */
import type { ConsoleSignIn } from '@wf/sdk/contract';
import { useCallback } from 'react';
import type { ConsoleSignInApi } from '../../lib/api/console-sign-in.ts';
import { Loaded, useLoad } from '../../lib/console/Loadable.tsx';
import './AdminSignIn.css';
import { CustomFieldsSection } from './CustomFieldsSection.tsx';
import { LoginMethodsSection } from './LoginMethodsSection.tsx';
import { ProvidersSection } from './ProvidersSection.tsx';
import { RedirectsSection } from './RedirectsSection.tsx';

export interface SignInConsoleProps {
  client: ConsoleSignInApi;
}

export function SignInConsole({ client }: SignInConsoleProps) {
  const read = useCallback(() => client.signIn(), [client]);
  const { state, reload, set } = useLoad<ConsoleSignIn>(read);
  return (
    <Loaded state={state} loading="Loading the sign-up and sign-in settings..." reload={reload}>
      {(settings) => (
        <div className="wf-signin-console" data-state="ready">
          <CustomFieldsSection client={client} settings={settings} onSaved={set} />
          <LoginMethodsSection client={client} settings={settings} onSaved={set} />
          <ProvidersSection client={client} settings={settings} onSaved={set} />
          <RedirectsSection client={client} settings={settings} onSaved={set} />
        </div>
      )}
    </Loaded>
  );
}
