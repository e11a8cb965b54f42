import type { App } from '@wf/sdk/contract';
import { useControllableState } from '@wf/ui';

/** Props of a panel with a passwordless mode (login and signup). */
export interface PasswordlessModeProps {
  /** Controlled mode; pair with onPasswordlessChange. */
  passwordless?: boolean;
  /** Initial mode when uncontrolled; by default the app's passwordless `isDefault` (docs/product/widget.md §4). */
  defaultPasswordless?: boolean;
  /** The person toggled the mode with the alternative-method button. */
  onPasswordlessChange?: (passwordless: boolean) => void;
}

/** docs/product/widget.md §4: passwordless mode, on at first when the app makes it the default. */
export function usePasswordlessMode(app: App, props: PasswordlessModeProps) {
  const settings = app.additionalAuthMethods.passwordless;
  const [chosen, setChosen] = useControllableState({
    value: props.passwordless,
    defaultValue: props.defaultPasswordless ?? (settings.enabled && settings.isDefault),
    onChange: props.onPasswordlessChange,
  });
  const passwordless = settings.enabled && chosen;
  const toggle = () => setChosen(!passwordless);
  return { enabled: settings.enabled, passwordless, toggle };
}
