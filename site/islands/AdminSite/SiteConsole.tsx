/**
 * The console's Site and embedding screen (docs/console.md "Site and embedding"): the app's name,
 * branding with the login modal previewed, allowed origins, the install snippet with the public
 * keys, secret keys and webhooks.
 */
import type { App, ConsoleSite } from '@wf/sdk/contract';
import { Button, Spinner } from '@wf/ui';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleSiteApi } from '../../lib/api/console-site.ts';
import './AdminSite.css';
import { BrandingSection } from './BrandingSection.tsx';
import { EmbedSection } from './EmbedSection.tsx';
import { errorText } from './format.ts';
import { NameSection } from './NameSection.tsx';
import { OriginsSection } from './OriginsSection.tsx';
import { SecretKeysSection } from './SecretKeysSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

export interface SiteConsoleProps {
  client: ConsoleSiteApi;
}

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; site: ConsoleSite };

export function SiteConsole({ client }: SiteConsoleProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [app, setApp] = useState<App | null>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', site: await client.site() });
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) });
    }
  }, [client]);

  useEffect(() => {
    void load();
    client.app().then(setApp, () => setApp(null));
  }, [client, load]);

  if (state.kind === 'loading') {
    return (
      <p className="wf-site-loading" data-state="loading">
        <Spinner /> Loading the site's settings...
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="wf-site-failed" data-state="error">
        <p role="alert" className="wf-site-error">
          {state.message}
        </p>
        <Button variant="secondary" onClick={load}>
          Try again
        </Button>
      </div>
    );
  }
  const saved = (site: ConsoleSite) => setState({ kind: 'ready', site });
  const { site } = state;
  return (
    <div className="wf-site-console" data-state="ready">
      <NameSection client={client} site={site} onSaved={saved} />
      <BrandingSection client={client} site={site} app={app} onSaved={saved} />
      <OriginsSection client={client} site={site} onSaved={saved} />
      <EmbedSection site={site} />
      <SecretKeysSection client={client} />
      <WebhooksSection client={client} />
    </div>
  );
}
