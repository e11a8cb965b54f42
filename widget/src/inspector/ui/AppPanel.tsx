import type { App, ContentGroup } from '@wf/sdk/contract';
import { Badge } from '@wf/ui';
import { DEFAULT_PRIMARY_BUTTON_COLOR } from '../../constants.ts';
import { CopyButton, type CopyWithToast } from './CopyButton.tsx';
import { formatPrice } from './format.ts';
import { Field, Fields, None, Section } from './Section.tsx';

export interface AppPanelProps {
  app: App | null;
  onCopy: CopyWithToast;
}

/**
 * The App tab (docs/product/widget.md §2): name, id, custom fields, gated content groups, the
 * status of the auth methods, branding and plans.
 */
export function AppPanel({ app, onCopy }: AppPanelProps) {
  if (!app) {
    return (
      <div className="wf-inspector-panel">
        <None>The app's configuration has not loaded yet.</None>
      </div>
    );
  }
  const planName = (id: string) => app.plans.find((plan) => plan.id === id)?.name ?? id;
  const fields = [...app.customFields].sort((a, b) => a.order - b.order);
  const providers = [...app.authProviders].sort((a, b) => a.order - b.order);
  const passwordless = app.additionalAuthMethods.passwordless;
  const buttonColour = app.branding.colors.lightMode.primaryButton || DEFAULT_PRIMARY_BUTTON_COLOR;

  return (
    <div className="wf-inspector-panel">
      <Fields>
        <Field label="App name">{app.name}</Field>
        <Field label="App ID">
          <span className="wf-inspector-id">
            <code className="wf-inspector-code">{app.id}</code>
            <CopyButton
              compact
              text={app.id}
              label="Copy app ID"
              messages={{ success: 'App ID copied', error: "Couldn't copy the app ID" }}
              onCopy={onCopy}
            />
          </span>
        </Field>
      </Fields>

      <Section title="Custom fields">
        {fields.length ? (
          <ul className="wf-inspector-cards">
            {fields.map((field) => (
              <li key={field.key} className="wf-inspector-card">
                <span className="wf-inspector-card__row">
                  <span className="wf-inspector-card__title">{field.label}</span>
                  <Badge tone={field.visibility === 'PRIVATE' ? 'warning' : 'neutral'}>
                    {field.visibility}
                  </Badge>
                </span>
                <code className="wf-inspector-code">{field.key}</code>
                {field.hidden ? (
                  <span className="wf-inspector-card__meta">Hidden from the profile</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <None />
        )}
      </Section>

      <Section title="Gated content">
        {app.contentGroups.length ? (
          <ul className="wf-inspector-cards">
            {app.contentGroups.map((group) => (
              <ContentGroupCard key={group.key} group={group} planName={planName} />
            ))}
          </ul>
        ) : (
          <None />
        )}
      </Section>

      <Section title="Auth methods">
        <ul className="wf-inspector-status-list">
          {/* The widget always offers e-mail and password (docs/product/widget.md §2). */}
          <Status label="Email and password" enabled />
          <Status
            label="Passwordless"
            enabled={passwordless.enabled}
            note={passwordless.enabled && passwordless.isDefault ? 'default' : undefined}
          />
          {providers.map((provider) => (
            // An absent `enabled` means configured (sdk/src/contract/entities.ts).
            <Status key={provider.provider} label={provider.name} enabled={provider.enabled !== false} />
          ))}
        </ul>
      </Section>

      <Section title="Branding">
        <Fields>
          <Field label="Logo">
            {app.branding.logo ? (
              <img className="wf-inspector-logo" src={app.branding.logo} alt={`${app.name} logo`} />
            ) : (
              <span className="wf-inspector-muted">No logo</span>
            )}
          </Field>
          <Field label="Primary button colour">
            <span className="wf-inspector-swatch-row">
              <span className="wf-inspector-swatch" style={{ background: buttonColour }} aria-hidden="true" />
              <code className="wf-inspector-code">{buttonColour}</code>
            </span>
          </Field>
        </Fields>
      </Section>

      <Section title="Plans">
        {app.plans.length ? (
          <ul className="wf-inspector-cards">
            {app.plans.map((plan) => {
              // A plan with no prices is free (docs/product/widget.md §3); not isFreePlan, which would bring the contract's schemas.
              const free = plan.prices.length === 0;
              return (
                <li key={plan.id} className="wf-inspector-card">
                  <span className="wf-inspector-card__row">
                    <span className="wf-inspector-card__title">{plan.name}</span>
                    <Badge tone={free ? 'success' : 'primary'}>{free ? 'Free' : 'Paid'}</Badge>
                  </span>
                  <code className="wf-inspector-code">{plan.id}</code>
                  {plan.prices.length ? (
                    <ul className="wf-inspector-prices" aria-label={`Prices of ${plan.name}`}>
                      {plan.prices.map((price) => (
                        <li key={price.id}>
                          <span className="wf-inspector-card__meta">
                            {price.name}: {formatPrice(price)}
                          </span>
                          <code className="wf-inspector-code">{price.id}</code>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <None />
        )}
      </Section>
    </div>
  );
}

const FILTER_WORDS: Record<ContentGroup['urls'][number]['filter'], string> = {
  EQUALS: 'Is',
  STARTS: 'Starts with',
  CONTAINS: 'Contains',
};

function ContentGroupCard({ group, planName }: { group: ContentGroup; planName: (id: string) => string }) {
  return (
    <li className="wf-inspector-card">
      <span className="wf-inspector-card__title">{group.name}</span>
      <code className="wf-inspector-code">{group.key}</code>
      <Fields>
        <Field label="Pages">
          {group.urls.length
            ? group.urls.map((url) => (
                <span key={`${url.filter}:${url.url}`} className="wf-inspector-line">
                  {FILTER_WORDS[url.filter]} <code className="wf-inspector-code">{url.url}</code>
                </span>
              ))
            : 'None'}
        </Field>
        <Field label="Access">
          {group.plans.length ? group.plans.map(planName).join(', ') : 'All members'}
        </Field>
        <Field label="Redirect">
          <code className="wf-inspector-code">{group.redirect}</code>
        </Field>
      </Fields>
    </li>
  );
}

function Status({ label, enabled, note }: { label: string; enabled: boolean; note?: string }) {
  return (
    <li className="wf-inspector-status">
      <span>{label}</span>
      <Badge tone={enabled ? 'success' : 'neutral'}>
        {enabled ? 'Enabled' : 'Disabled'}
        {note ? ` (${note})` : ''}
      </Badge>
    </li>
  );
}
