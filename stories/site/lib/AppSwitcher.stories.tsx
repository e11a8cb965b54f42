import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk';
import { CONSOLE_APP_LIMIT_MESSAGE, type ConsoleApp, type ConsoleAppSession } from '@wf/sdk/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAppsApi } from '../../../site/lib/api/console-apps.ts';
import { AppSwitcher } from '../../../site/lib/console/AppSwitcher.tsx';

const HOME: ConsoleApp = {
  id: 'app_world-family-7q2m9c4x',
  name: 'World Family',
  publicKey: 'pk_sb_world-family',
  home: true,
  current: true,
};
const LOTUS: ConsoleApp = {
  id: 'app_lotus-studio-k3m9',
  name: 'Lotus Studio',
  publicKey: 'pk_sb_lotus-studio-abcdefghijkm',
  home: false,
  current: false,
};

function sessionOf(app: ConsoleApp): ConsoleAppSession {
  return {
    app: { ...app, current: true },
    token: 'token-of-the-story',
    expiresAt: '2026-12-11T00:00:00.000Z',
  };
}

interface FakeOptions {
  apps?: ConsoleApp[];
  pending?: boolean;
  listFails?: boolean;
  createFails?: WfError;
}

function fakeApps(options: FakeOptions = {}): ConsoleAppsApi {
  const apps = options.apps ?? [HOME, LOTUS];
  return {
    list: fn(async () => {
      if (options.pending) return new Promise<never>(() => {});
      if (options.listFails) {
        throw new WfError('unavailable', 'The service did not answer. Please try again.', { status: 503 });
      }
      return apps;
    }),
    create: fn(async (name: string) => {
      if (options.createFails) throw options.createFails;
      return sessionOf({ ...LOTUS, id: 'app_new-temple-x7p2', name, current: true });
    }),
    session: fn(async (appId: string) => sessionOf(apps.find((app) => app.id === appId) ?? LOTUS)),
  };
}

/** The line naming the app the console runs (the dialog's list names the apps too). */
const NOW_LINE = '.wf-console-app__now';
const NOW = `${NOW_LINE} strong`;

const meta = {
  title: 'site/lib/console/AppSwitcher',
  component: AppSwitcher,
  args: { client: fakeApps(), enter: fn(), leave: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app list is on its way: the line keeps its place, nothing to choose yet. */
export const Loading: Story = {
  args: { client: fakeApps({ pending: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'App' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Switch app' })).toBeNull();
  },
};

/** The list could not be read: the service's sentence, and 'Try again' asks once more. */
export const Failed: Story = {
  args: { client: fakeApps({ listFails: true }) },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The service did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.client.list).toHaveBeenCalledTimes(2));
  },
};

/** The site's own app, the only one: the dialog offers to create one. */
export const OnlyTheSite: Story = {
  args: { client: fakeApps({ apps: [HOME] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('World Family', { selector: NOW })).toBeVisible();
    await expect(canvas.getByText('This site', { selector: `${NOW_LINE} .wf-badge` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch app' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Your apps' });
    await expect(within(dialog).getByText('Open now')).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Create an app' })).toBeVisible();
  },
};

/** The site's app and one created here: opening it asks the service for a session there. */
export const OpenAnotherApp: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch app' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Your apps' });
    await expect(within(dialog).getByText('Created here')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open Lotus Studio' }));
    await waitFor(() => expect(args.client.session).toHaveBeenCalledWith(LOTUS.id));
    await waitFor(() =>
      expect(args.enter).toHaveBeenCalledWith(expect.objectContaining({ token: 'token-of-the-story' })),
    );
  },
};

/** Inside an app created here: its name and badge, and the site's app to go back to. */
export const InsideACreatedApp: Story = {
  args: {
    client: fakeApps({
      apps: [
        { ...HOME, current: false },
        { ...LOTUS, current: true },
      ],
    }),
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Lotus Studio', { selector: NOW })).toBeVisible();
    await expect(canvas.getByText('Created here', { selector: `${NOW_LINE} .wf-badge` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch app' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Your apps' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open World Family' }));
    await expect(args.leave).toHaveBeenCalled();
    await expect(args.client.session).not.toHaveBeenCalled();
  },
};

/** Creating an app: a name is needed; with one, the new app is entered. */
export const CreateAnApp: Story = {
  play: async ({ args, canvas, step }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch app' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Your apps' });
    await step('without a name, the field says so and nothing is sent', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create app' }));
      await expect(within(dialog).getByText('Give the app a name.')).toBeVisible();
      await expect(args.client.create).not.toHaveBeenCalled();
    });
    await step('with a name, the app is made and entered', async () => {
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'App name' }), 'New Temple');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create app' }));
      await waitFor(() => expect(args.client.create).toHaveBeenCalledWith('New Temple'));
      await waitFor(() =>
        expect(args.enter).toHaveBeenCalledWith(
          expect.objectContaining({ app: expect.objectContaining({ name: 'New Temple' }) }),
        ),
      );
    });
  },
};

/** The service refuses the creation (the limit reached): its sentence, and nothing entered. */
export const CreateRefused: Story = {
  args: {
    client: fakeApps({
      createFails: new WfError('console/app-limit', CONSOLE_APP_LIMIT_MESSAGE, { status: 409 }),
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch app' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Your apps' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'App name' }), 'One Too Many');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create app' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(CONSOLE_APP_LIMIT_MESSAGE);
    await expect(args.enter).not.toHaveBeenCalled();
  },
};
