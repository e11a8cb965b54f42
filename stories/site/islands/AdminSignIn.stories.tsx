import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk';
import type {
  ConsoleCustomFieldInput,
  ConsoleProviderCredentialsRequest,
  ConsoleProviderId,
  ConsoleSignIn,
  ConsoleUpdateSignInRequest,
} from '@wf/sdk/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminSignIn } from '../../../site/islands/AdminSignIn/AdminSignIn.tsx';
import type { ConsoleSignInApi } from '../../../site/lib/api/console-sign-in.ts';
import { adminMember, plainMember } from './AdminVideoForm.fixture.ts';

const copy = {
  heading: 'Sign-up and sign-in',
  intro: 'What the sign-up form asks, how members log in, and where they land afterwards.',
  loading: 'Loading...',
};

const SETTINGS: ConsoleSignIn = {
  customFields: [
    { key: 'first-name', label: 'First name', order: 1, hidden: false, visibility: 'PUBLIC' },
    { key: 'last-name', label: 'Last name', order: 2, hidden: false, visibility: 'MEMBERS' },
    { key: 'phone', label: 'Phone', order: 3, hidden: true, visibility: 'PRIVATE' },
  ],
  passwordless: { enabled: false, isDefault: false },
  captchaRequired: false,
  providers: [
    { provider: 'google', name: 'Google', enabled: true, credentials: 'environment', clientIdLastFour: null },
    { provider: 'facebook', name: 'Facebook', enabled: false, credentials: null, clientIdLastFour: null },
    { provider: 'github', name: 'GitHub', enabled: false, credentials: 'console', clientIdLastFour: 'a1b2' },
    { provider: 'linkedin', name: 'LinkedIn', enabled: false, credentials: null, clientIdLastFour: null },
    { provider: 'spotify', name: 'Spotify', enabled: false, credentials: null, clientIdLastFour: null },
    { provider: 'dribbble', name: 'Dribbble', enabled: false, credentials: null, clientIdLastFour: null },
  ],
  loginRedirect: '/dashboard',
  signupRedirect: null,
  logoutRedirect: '/',
};

interface FakeOptions {
  pending?: boolean;
  fail?: boolean;
  /** What a call refuses with, by the fake's method name. */
  refuse?: Partial<Record<keyof ConsoleSignInApi, WfError>>;
}

/** A fake of the screen's calls, keeping what is changed as the service would. */
function fakeSignIn(options: FakeOptions = {}) {
  let settings: ConsoleSignIn = structuredClone(SETTINGS);
  const refused = async (name: keyof ConsoleSignInApi) => {
    const error = options.refuse?.[name];
    if (error) throw error;
  };
  const provider = (id: ConsoleProviderId, patch: Partial<ConsoleSignIn['providers'][number]>) => {
    settings = {
      ...settings,
      providers: settings.providers.map((row) => (row.provider === id ? { ...row, ...patch } : row)),
    };
    return settings;
  };
  const api = {
    signIn: fn(async () => {
      if (options.pending) return new Promise<never>(() => {});
      if (options.fail)
        throw new WfError('unavailable', 'The service did not answer. Please try again.', { status: 503 });
      return settings;
    }),
    update: fn(async (request: ConsoleUpdateSignInRequest) => {
      await refused('update');
      const redirect = (value: string | null | undefined, current: string | null) =>
        value === undefined ? current : value || null;
      settings = {
        ...settings,
        passwordless: request.passwordless ?? settings.passwordless,
        captchaRequired: request.captchaRequired ?? settings.captchaRequired,
        loginRedirect: redirect(request.loginRedirect, settings.loginRedirect),
        signupRedirect: redirect(request.signupRedirect, settings.signupRedirect),
        logoutRedirect: redirect(request.logoutRedirect, settings.logoutRedirect),
      };
      return settings;
    }),
    setCustomFields: fn(async (fields: ConsoleCustomFieldInput[]) => {
      await refused('setCustomFields');
      settings = {
        ...settings,
        customFields: fields.map(({ key, label, hidden, visibility }, index) => ({
          key,
          label,
          hidden,
          visibility,
          order: index + 1,
        })),
      };
      return settings;
    }),
    setProvider: fn(async (id: ConsoleProviderId, enabled: boolean) => {
      await refused('setProvider');
      return provider(id, { enabled });
    }),
    setCredentials: fn(async (id: ConsoleProviderId, request: ConsoleProviderCredentialsRequest) => {
      await refused('setCredentials');
      return provider(id, { credentials: 'console', clientIdLastFour: request.clientId.slice(-4) });
    }),
    removeCredentials: fn(async (id: ConsoleProviderId) =>
      provider(id, { credentials: null, enabled: false }),
    ),
  } satisfies ConsoleSignInApi;
  return api;
}

const meta = {
  title: 'site/islands/AdminSignIn',
  component: AdminSignIn,
  args: {
    copy,
    status: 'signed-in',
    member: adminMember,
    client: null,
    navigate: fn(),
    keepToast: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '0 1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

type Fake = ReturnType<typeof fakeSignIn>;
const fake = (args: { client: unknown }) => args.client as Fake;

/** Waiting for the service. */
export const Loading: Story = {
  args: { client: fakeSignIn({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the sign-up and sign-in settings...'),
    ).toBeVisible();
  },
};

/** The form: custom fields, login methods, providers with where their credentials come from, redirects. */
export const Form: Story = {
  args: { client: fakeSignIn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Custom fields' })).toBeVisible();
    for (const name of ['Login methods', 'Sign-in providers', 'Default redirects']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Sign-up and sign-in' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByLabelText('Key of First name')).toHaveValue('first-name');
    await expect(canvas.getByLabelText('Who sees Last name')).toHaveValue('MEMBERS');
    await expect(canvas.getByRole('switch', { name: 'Hidden from the sign-up form (Phone)' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Passwordless by default' })).toBeDisabled();
    await expect(canvas.getByText("Credentials from the service's environment")).toBeVisible();
    await expect(canvas.getByText('Credentials set here (client id ends a1b2)')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Offer Google' })).toBeChecked();
    await expect(canvas.getByLabelText('After logging in')).toHaveValue('/dashboard');
  },
};

/** The service failed: said, with a way to try again. */
export const LoadFailed: Story = {
  args: { client: fakeSignIn({ fail: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service did not answer. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new field with a bad key and no label: each said by its input before anything is sent. */
export const CustomFieldErrors: Story = {
  args: { client: fakeSignIn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a field' }));
    const key = canvas.getByLabelText('Key of field 4');
    await userEvent.type(key, 'Not_OK');
    await userEvent.click(canvas.getByRole('button', { name: 'Save fields' }));
    await expect(key).toHaveAccessibleDescription(/lower-case letters, digits and hyphens/);
    await expect(canvas.getAllByText('Give the field a label.').length).toBeGreaterThan(0);
    await expect(await canvas.findByText('Some fields need a fix before they can be saved.')).toBeVisible();
    await expect(fake(args).setCustomFields).not.toHaveBeenCalled();
  },
};

/** A saved field's key changed: the service refuses (409) and the screen says why. */
export const CustomFieldKeyChangeRefused: Story = {
  args: {
    client: fakeSignIn({
      refuse: {
        setCustomFields: new WfError(
          'console/custom-field-key-change',
          "The key of the field 'phone' cannot become 'mobile': members' stored values are kept under 'phone'. Add a new field instead.",
          { status: 409 },
        ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const key = await canvas.findByLabelText('Key of Phone');
    await userEvent.clear(key);
    await userEvent.type(key, 'mobile');
    await userEvent.click(canvas.getByRole('button', { name: 'Save fields' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /members' stored values are kept under 'phone'/,
    );
  },
};

/** A MEMBERS field added and moved up, saved in that order. */
export const CustomFieldSaved: Story = {
  args: { client: fakeSignIn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a field' }));
    await userEvent.type(canvas.getByLabelText('Key of field 4'), 'city');
    await userEvent.type(canvas.getByLabelText('Label of city'), 'City');
    await userEvent.selectOptions(canvas.getByLabelText('Who sees City'), 'MEMBERS');
    await userEvent.click(canvas.getByRole('button', { name: 'Move City up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save fields' }));
    await expect(await canvas.findByText('The custom fields are saved.')).toBeVisible();
    await expect(fake(args).setCustomFields).toHaveBeenCalledWith([
      {
        key: 'first-name',
        label: 'First name',
        hidden: false,
        visibility: 'PUBLIC',
        originalKey: 'first-name',
      },
      {
        key: 'last-name',
        label: 'Last name',
        hidden: false,
        visibility: 'MEMBERS',
        originalKey: 'last-name',
      },
      { key: 'city', label: 'City', hidden: false, visibility: 'MEMBERS' },
      { key: 'phone', label: 'Phone', hidden: true, visibility: 'PRIVATE', originalKey: 'phone' },
    ]);
  },
};

/** A field removed from the keyboard: focus goes on to "Add a field", and the save leaves it out. */
export const CustomFieldRemoved: Story = {
  args: { client: fakeSignIn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Remove Phone' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Add a field' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Phone was removed; save to keep the change.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save fields' }));
    await expect(await canvas.findByText('The custom fields are saved.')).toBeVisible();
    await expect(fake(args).setCustomFields).toHaveBeenCalledWith([
      {
        key: 'first-name',
        label: 'First name',
        hidden: false,
        visibility: 'PUBLIC',
        originalKey: 'first-name',
      },
      {
        key: 'last-name',
        label: 'Last name',
        hidden: false,
        visibility: 'MEMBERS',
        originalKey: 'last-name',
      },
    ]);
  },
};

/** Passwordless turned on and made the default, and the captcha: saved. */
export const LoginMethodsSaved: Story = {
  args: { client: fakeSignIn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Passwordless login' }));
    const byDefault = canvas.getByRole('switch', { name: 'Passwordless by default' });
    await expect(byDefault).toBeEnabled();
    await userEvent.click(byDefault);
    await userEvent.click(canvas.getByRole('switch', { name: 'Captcha on sign-up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save login methods' }));
    await expect(await canvas.findByText('The login methods are saved.')).toBeVisible();
    await expect(fake(args).update).toHaveBeenCalledWith({
      passwordless: { enabled: true, isDefault: true },
      captchaRequired: true,
    });
  },
};

/** A provider without credentials: enabling it is refused (409) and said beside it. */
export const ProviderWithoutCredentials: Story = {
  args: {
    client: fakeSignIn({
      refuse: {
        setProvider: new WfError(
          'console/provider-without-credentials',
          'Facebook has no credentials: enter its client id and secret before enabling it.',
          { status: 409 },
        ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Offer Facebook' }));
    await expect(await canvas.findByText(/Facebook has no credentials/)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Offer Facebook' })).not.toBeChecked();
  },
};

/** Credentials entered: empty fields said first; once saved, the row says set with the id's last four, never the secret. */
export const ProviderCredentialsSaved: Story = {
  args: { client: fakeSignIn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enter Facebook credentials' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save credentials' }));
    await expect(canvas.getByLabelText('Facebook client id')).toHaveAccessibleDescription(
      'Enter the client id.',
    );
    await userEvent.type(canvas.getByLabelText('Facebook client id'), 'fb-app-98765');
    await userEvent.type(canvas.getByLabelText('Facebook client secret'), 'fb-secret-value');
    await userEvent.click(canvas.getByRole('button', { name: 'Save credentials' }));
    await expect(await canvas.findByText('Credentials set here (client id ends 8765)')).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('fb-secret-value');
    await expect(fake(args).setCredentials).toHaveBeenCalledWith('facebook', {
      clientId: 'fb-app-98765',
      clientSecret: 'fb-secret-value',
    });
    await userEvent.click(canvas.getByRole('switch', { name: 'Offer Facebook' }));
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Offer Facebook' })).toBeChecked());
  },
};

/** The console's credentials removed after a confirmation: the row says none, and the provider is off. */
export const ProviderCredentialsRemoved: Story = {
  args: { client: fakeSignIn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove GitHub credentials' }));
    const dialog = within(document.body).getByRole('dialog', { name: "Remove GitHub's credentials?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove credentials' }));
    await waitFor(() => expect(fake(args).removeCredentials).toHaveBeenCalledWith('github'));
    await expect(await canvas.findByText("GitHub's credentials are removed.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enter GitHub credentials' })).toBeVisible();
  },
};

/** A redirect off the site is refused before sending; one the service refuses is said by its field. */
export const RedirectErrors: Story = {
  args: {
    client: fakeSignIn({
      refuse: {
        update: new WfError(
          'validation/invalid-request',
          "Write a path on the app's site, starting with '/', such as '/members/'.",
          {
            status: 400,
            details: {
              fields: {
                signupRedirect: "Write a path on the app's site, starting with '/', such as '/members/'.",
              },
            },
          },
        ),
      },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const login = await canvas.findByLabelText('After logging in');
    await userEvent.clear(login);
    await userEvent.type(login, 'https://elsewhere.example/');
    await userEvent.click(canvas.getByRole('button', { name: 'Save redirects' }));
    await expect(login).toHaveAccessibleDescription(/starting with '\/'/);
    await expect(fake(args).update).not.toHaveBeenCalled();
    await userEvent.clear(login);
    await userEvent.type(login, '/members/');
    await userEvent.click(canvas.getByRole('button', { name: 'Save redirects' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('After signing up')).toHaveAccessibleDescription(/starting with '\/'/),
    );
  },
};

/** Redirects saved: an empty one means staying on the page. */
export const RedirectsSaved: Story = {
  args: { client: fakeSignIn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const signup = await canvas.findByLabelText('After signing up');
    await userEvent.type(signup, '/welcome');
    await userEvent.clear(canvas.getByLabelText('After logging out'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save redirects' }));
    await expect(await canvas.findByText('The redirects are saved.')).toBeVisible();
    await expect(fake(args).update).toHaveBeenCalledWith({
      loginRedirect: '/dashboard',
      signupRedirect: '/welcome',
      logoutRedirect: '',
    });
  },
};

/** A member without the admin plan never sees the settings: turned away. */
export const NotAnAdmin: Story = {
  args: { client: fakeSignIn(), member: plainMember },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
    await expect(fake(args).signIn).not.toHaveBeenCalled();
  },
};
