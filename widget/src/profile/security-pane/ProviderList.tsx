import type { AuthProvider } from '@wf/sdk/contract';
import { Badge, Button } from '@wf/ui';
import type { Translate } from '../../i18n/index.ts';

export interface ProviderListProps {
  t: Translate;
  /** The app's enabled providers. */
  providers: AuthProvider[];
  /** Machine names of the providers linked to the member. */
  connected: string[];
  busy?: boolean;
  onConnect?: (provider: string) => void;
  onDisconnect?: (provider: string) => void;
}

/** docs/product/widget.md §2: connected providers first, then by order; each with its connect or disconnect button. */
export function ProviderList({ t, providers, connected, busy, onConnect, onDisconnect }: ProviderListProps) {
  const isConnected = (provider: AuthProvider) => connected.includes(provider.provider);
  const sorted = [...providers].sort(
    (a, b) => Number(isConnected(b)) - Number(isConnected(a)) || a.order - b.order,
  );
  return (
    <ul className="wf-profile-providers">
      {sorted.map((provider) => {
        const linked = isConnected(provider);
        return (
          <li
            key={provider.provider}
            className="wf-profile-providers__item"
            data-state={linked ? 'connected' : 'disconnected'}
          >
            <span className="wf-profile-providers__icon" aria-hidden="true">
              {isImageAddress(provider.icon) ? (
                <img src={provider.icon} alt="" width={20} height={20} />
              ) : (
                provider.name.charAt(0).toUpperCase()
              )}
            </span>
            <span className="wf-profile-providers__name">{provider.name}</span>
            {linked ? <Badge tone="success">{t('profile_connected')}</Badge> : null}
            <Button
              className="wf-profile-providers__action"
              variant={linked ? 'ghost' : 'secondary'}
              size="sm"
              disabled={busy}
              onClick={() => (linked ? onDisconnect : onConnect)?.(provider.provider)}
            >
              {linked
                ? t('profile_disconnect', { provider: provider.name })
                : t('profile_connect_with', { provider: provider.name })}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** Icons given as addresses are shown; inline markup is never injected. */
function isImageAddress(icon: string): boolean {
  return /^(https?:|data:image\/|\/)/.test(icon);
}
