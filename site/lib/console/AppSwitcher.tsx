/**
 * The app the console runs, above its navigation (docs/console.md "Apps"): its name, whether it
 * is the site's own or one created here, and 'Switch app', which opens the apps the administrator
 * runs from this console and a form to create one. Opening an app (or creating one) keeps its
 * session for this tab and reloads the screen in it; the site's own app drops that session.
 */
import type { ConsoleApp, ConsoleAppSession } from '@wf/sdk/contract';
import { Badge, Button, Dialog, Input } from '@wf/ui';
import { type FormEvent, useCallback, useState } from 'react';
import type { ConsoleAppsApi } from '../api/console-apps.ts';
import { errorText } from './format.ts';
import { useLoad } from './Loadable.tsx';
import './AppSwitcher.css';

export interface AppSwitcherProps {
  client: ConsoleAppsApi;
  /** Runs the console in the app of `session` (keeps it for the tab and reloads). */
  enter(session: ConsoleAppSession): void;
  /** Runs the console in the site's own app again (forgets the session and reloads). */
  leave(): void;
}

function AppBadge({ app }: { app: ConsoleApp }) {
  return app.home ? <Badge>This site</Badge> : <Badge tone="primary">Created here</Badge>;
}

export function AppSwitcher({ client, enter, leave }: AppSwitcherProps) {
  const list = useCallback(() => client.list(), [client]);
  const { state, reload } = useLoad(list);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // The bar takes its place at once, so the screen below does not move when the apps arrive.
  if (state.kind !== 'ready') {
    return (
      <section className="wf-console-app" aria-label="App" aria-busy={state.kind === 'loading'}>
        <p className="wf-console-app__now">
          <span className="wf-console-app__label">App</span>
          {state.kind === 'error' ? <span role="alert">{state.message}</span> : null}
        </p>
        {state.kind === 'error' ? (
          <Button size="sm" variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        ) : null}
      </section>
    );
  }
  const apps = state.value;
  const current = apps.find((app) => app.current) ?? apps[0];

  async function act(key: string, work: () => Promise<void>) {
    setBusy(key);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(errorText(error));
      setBusy(null);
    }
  }

  const choose = (app: ConsoleApp) =>
    act(app.id, async () => {
      if (app.home) leave();
      else enter(await client.session(app.id));
    });

  const create = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Give the app a name.');
      return;
    }
    setNameError(undefined);
    void act('create', async () => enter(await client.create(trimmed)));
  };

  return (
    <>
      <section className="wf-console-app" aria-label="App">
        <p className="wf-console-app__now">
          <span className="wf-console-app__label">App</span>
          <strong>{current?.name}</strong>
          {current ? <AppBadge app={current} /> : null}
        </p>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Switch app
        </Button>
      </section>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Your apps"
        description="The apps you run from this console: this site's own, and the ones you created here."
      >
        <ul className="wf-console-app__list">
          {apps.map((app) => (
            <li key={app.id} className="wf-console-app__item">
              <span className="wf-console-app__name">
                <strong>{app.name}</strong> <AppBadge app={app} />
                <code>{app.id}</code>
              </span>
              {app.current ? (
                <Badge tone="success">Open now</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === app.id}
                  onClick={() => void choose(app)}
                >
                  Open<span className="wf-visually-hidden"> {app.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
        <form className="wf-console-app__create" onSubmit={create} noValidate>
          <h3>Create an app</h3>
          <p>
            A new app with a free plan and an admin plan, and you its first administrator. Its members, plans
            and keys are its own; add its site's origin on its Site and embedding screen.
          </p>
          <Input
            label="App name"
            value={name}
            maxLength={100}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" loading={busy === 'create'} disabled={busy !== null && busy !== 'create'}>
            Create app
          </Button>
        </form>
        {problem ? (
          <p role="alert" className="wf-console-app__problem">
            {problem}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
