import type { ConsoleSite } from '@wf/sdk/contract';
import { Button, Input } from '@wf/ui';
import { type FormEvent, useState } from 'react';
import type { ConsoleSiteApi } from '../../lib/api/console-site.ts';
import { Section } from '../../lib/console/Section.tsx';
import { errorText } from './format.ts';

export interface NameSectionProps {
  client: ConsoleSiteApi;
  site: ConsoleSite;
  onSaved(site: ConsoleSite): void;
}

/** The app's name: the modals' logo text, the service's pages and mails. */
export function NameSection({ client, site, onSaved }: NameSectionProps) {
  const [name, setName] = useState(site.name);
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setState({ kind: 'error', message: 'Give the app a name.' });
      return;
    }
    setState({ kind: 'saving' });
    try {
      onSaved(await client.updateSite({ name }));
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <Section
      title="Name"
      description="Shown by the login and sign-up modals, the checkout pages and the mails."
    >
      <form className="wf-site-form wf-site-form--inline" onSubmit={save} noValidate>
        <Input
          label="App name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          error={state.kind === 'error' ? state.message : undefined}
        />
        <Button type="submit" loading={state.kind === 'saving'}>
          Save name
        </Button>
      </form>
      <p role="status" className="wf-site-status">
        {state.kind === 'saved' ? 'The name is saved.' : ''}
      </p>
    </Section>
  );
}
