/**
 * The console's Site and embedding screen (docs/console.md "Site and embedding"): the app's name,
 * branding with the login modal previewed, allowed origins, the install snippet with the public
 * keys, secret keys and webhooks.
 */
import type { App, ConsoleSite } from '@wf/sdk/contract';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleSiteApi } from '../../lib/api/console-site.ts';
import { Loaded, useLoad } from '../../lib/console/Loadable.tsx';
import './AdminSite.css';
import { BrandingSection } from './BrandingSection.tsx';
import { EmbedSection } from './EmbedSection.tsx';
import { NameSection } from './NameSection.tsx';
import { OriginsSection } from './OriginsSection.tsx';
import { SecretKeysSection } from './SecretKeysSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

export interface SiteConsoleProps {
  client: ConsoleSiteApi;
}

export function SiteConsole({ client }: SiteConsoleProps) {
  const read = useCallback(() => client.site(), [client]);
  const { state, reload, set } = useLoad<ConsoleSite>(read);
  const [app, setApp] = useState<App | null>(null);

  useEffect(() => {
    client.app().then(setApp, () => setApp(null));
  }, [client]);

  return (
    <Loaded state={state} loading="Loading the site's settings..." reload={() => void reload()}>
      {(site) => <SiteSections client={client} site={site} app={app} onSaved={set} />}
    </Loaded>
  );
}

function SiteSections({
  client,
  site,
  app,
  onSaved: saved,
}: {
  client: ConsoleSiteApi;
  site: ConsoleSite;
  app: App | null;
  onSaved(site: ConsoleSite): void;
}) {
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
