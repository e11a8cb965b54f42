import type { App } from '@wf/sdk/contract';
import { useState } from 'react';

/** Props of a panel with a passwordless mode (login and signup). */
export interface PasswordlessModeProps {
  /** Controlled mode; pair with onPasswordlessChange. */
  passwordless?: boolean;
  /** Initial mode when uncontrolled; by default the app's passwordless `isDefault` (widget-spec §4). */
  defaultPasswordless?: boolean;
  /** The person toggled the mode with the alternative-method button. */
  onPasswordlessChange?: (passwordless: boolean) => void;
}

/** widget-spec §4: passwordless mode, on at first when the app makes it the default. */
export function usePasswordlessMode(app: App, props: PasswordlessModeProps) {
  const settings = app.additionalAuthMethods.passwordless;
  const [own, setOwn] = useState(props.defaultPasswordless ?? (settings.enabled && settings.isDefault));
  const passwordless = settings.enabled && (props.passwordless ?? own);
  const toggle = () => {
    props.onPasswordlessChange?.(!passwordless);
    if (props.passwordless === undefined) setOwn(!passwordless);
  };
  return { enabled: settings.enabled, passwordless, toggle };
}
