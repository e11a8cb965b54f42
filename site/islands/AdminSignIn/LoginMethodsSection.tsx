import type { ConsoleSignIn } from '@wf/sdk/contract';
import { Button, Switch } from '@wf/ui';
import { type FormEvent, useState } from 'react';
import type { ConsoleSignInApi } from '../../lib/api/console-sign-in.ts';
import { errorText } from '../../lib/console/format.ts';
import { Section } from '../../lib/console/Section.tsx';

export interface LoginMethodsSectionProps {
  client: ConsoleSignInApi;
  settings: ConsoleSignIn;
  onSaved(settings: ConsoleSignIn): void;
}

/** Passwordless login (a code by e-mail), whether the modals open on it, and the captcha. */
export function LoginMethodsSection({ client, settings, onSaved }: LoginMethodsSectionProps) {
  const [enabled, setEnabled] = useState(settings.passwordless.enabled);
  const [isDefault, setIsDefault] = useState(settings.passwordless.isDefault);
  const [captcha, setCaptcha] = useState(settings.captchaRequired);
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }
  >({ kind: 'idle' });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      const next = await client.update({
        passwordless: { enabled, isDefault: enabled && isDefault },
        captchaRequired: captcha,
      });
      setEnabled(next.passwordless.enabled);
      setIsDefault(next.passwordless.isDefault);
      setCaptcha(next.captchaRequired);
      onSaved(next);
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <Section
      title="Login methods"
      description="Members always can log in with their password; passwordless login mails them a code instead."
    >
      <form
        className="wf-signin-form wf-signin-form--narrow"
        onSubmit={save}
        noValidate
        aria-label="Login methods"
      >
        <Switch
          label="Passwordless login"
          description="The login and sign-up modals offer a code by e-mail."
          checked={enabled}
          onCheckedChange={(value) => {
            setEnabled(value);
            if (!value) setIsDefault(false);
            setState({ kind: 'idle' });
          }}
        />
        <Switch
          label="Passwordless by default"
          description={
            enabled
              ? 'The modals open on the code form rather than the password form.'
              : 'Enable passwordless login first.'
          }
          checked={enabled && isDefault}
          disabled={!enabled}
          onCheckedChange={(value) => {
            setIsDefault(value);
            setState({ kind: 'idle' });
          }}
        />
        <Switch
          label="Captcha on sign-up"
          description="New members prove they are not a robot before their account is made."
          checked={captcha}
          onCheckedChange={(value) => {
            setCaptcha(value);
            setState({ kind: 'idle' });
          }}
        />
        <div className="wf-signin-actions">
          <Button type="submit" loading={state.kind === 'saving'}>
            Save login methods
          </Button>
        </div>
        {state.kind === 'error' ? (
          <p role="alert" className="wf-signin-error">
            {state.message}
          </p>
        ) : null}
        <p role="status" className="wf-signin-status">
          {state.kind === 'saved' ? 'The login methods are saved.' : ''}
        </p>
      </form>
    </Section>
  );
}
