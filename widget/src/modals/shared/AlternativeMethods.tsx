import type { AuthProvider } from '@wf/sdk/contract';
import { Button } from '@wf/ui';
import { useState } from 'react';
import type { Translate } from '../../i18n/index.ts';

export interface AlternativeMethodsProps {
  t: Translate;
  /** The providers to offer, already in order. */
  providers: AuthProvider[];
  /** The button that toggles passwordless mode, when passwordless is enabled. */
  modeSwitch?: { label: string; onClick: () => void };
  onProvider?: (provider: string) => void;
  disabled?: boolean;
}

/** docs/product/widget.md §2: the 'or' divider, the mode switch and one 'Continue with {provider}' per provider. */
export function AlternativeMethods({
  t,
  providers,
  modeSwitch,
  onProvider,
  disabled,
}: AlternativeMethodsProps) {
  // The provider last pressed shows the spinner while its window is open (disabled: busy).
  const [pressed, setPressed] = useState<string>();
  if (!modeSwitch && providers.length === 0) return null;
  return (
    <div className="wf-auth-alternatives">
      <p className="wf-auth-alternatives__or">
        <span>{t('or')}</span>
      </p>
      {modeSwitch ? (
        <Button variant="secondary" block disabled={disabled} onClick={modeSwitch.onClick}>
          {modeSwitch.label}
        </Button>
      ) : null}
      {providers.map((provider) => (
        <Button
          key={provider.provider}
          variant="secondary"
          block
          disabled={disabled}
          loading={disabled && pressed === provider.provider}
          icon={
            isImageAddress(provider.icon) ? <img src={provider.icon} alt="" width={18} height={18} /> : null
          }
          onClick={() => {
            setPressed(provider.provider);
            onProvider?.(provider.provider);
          }}
        >
          {t('continue_with', { provider: provider.name })}
        </Button>
      ))}
    </div>
  );
}

/** Icons given as addresses are shown; inline markup is never injected. */
function isImageAddress(icon: string): boolean {
  return /^(https?:|data:image\/|\/)/.test(icon);
}
