import type { ConsoleSite } from '@wf/sdk/contract';
import { Section } from '../../lib/console/Section.tsx';
import { CopyButton } from './CopyButton.tsx';

export interface EmbedSectionProps {
  site: ConsoleSite;
}

/** The install tag (the repository's README, "Install the widget on any page"). */
export function installSnippet(site: Pick<ConsoleSite, 'widgetUrl' | 'id'>): string {
  return `<script src="${site.widgetUrl}" data-app-id="${site.id}"></script>`;
}

function KeyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="wf-site-keys__row">
      <dt>{label}</dt>
      <dd>
        <code className="wf-site-code">{value}</code>
        <CopyButton text={value} label={`Copy the ${label.toLowerCase()}`} />
      </dd>
    </div>
  );
}

/** The public keys, the install snippet and what test and live mode mean. */
export function EmbedSection({ site }: EmbedSectionProps) {
  const snippet = installSnippet(site);
  return (
    <Section
      title="Install the widget"
      description="Put this tag in the <head> of every page of your site, without async or defer. The app id is enough; a public key chooses the mode."
    >
      <div className="wf-site-snippet">
        <pre className="wf-site-code wf-site-snippet__code">
          <code>{snippet}</code>
        </pre>
        <CopyButton text={snippet} label="Copy the install snippet" />
      </div>
      <dl className="wf-site-keys">
        <KeyRow label="App id" value={site.id} />
        <KeyRow label="Test public key" value={site.testPublicKey} />
        <KeyRow label="Live public key" value={site.livePublicKey} />
      </dl>
      <div className="wf-site-modes">
        <h3 className="wf-site-modes__title">Test mode and live mode</h3>
        <p>
          <strong>Test mode</strong> (keys starting <code>pk_sb_</code> and <code>sk_sb_</code>) is for trying
          things: payments use test cards and no money moves. <strong>Live mode</strong> (<code>pk_</code> and{' '}
          <code>sk_</code>) takes real payments and only https origins. This service runs in{' '}
          <strong>{site.mode === 'test' ? 'test' : 'live'} mode</strong>: a tag with the app id alone uses its{' '}
          {site.mode} key; add <code>data-public-key</code> to choose.
        </p>
      </div>
    </Section>
  );
}
