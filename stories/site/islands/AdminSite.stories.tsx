import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk';
import type {
  AdminWebhookDelivery,
  ConsoleCreateWebhookRequest,
  ConsoleSecretKey,
  ConsoleSite,
  ConsoleUpdateSiteRequest,
} from '@wf/sdk/contract';
import { sampleApp } from '@wf/sdk/testing';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminSite } from '../../../site/islands/AdminSite/AdminSite.tsx';
import type { ConsoleSiteApi, ConsoleWebhook } from '../../../site/lib/api/console-site.ts';
import { adminMember, plainMember } from './AdminVideoForm.fixture.ts';

const copy = {
  heading: 'Site and embedding',
  intro:
    'How the widget looks and where it works, the tag that installs it, and your servers\u2019 keys and webhooks.',
  loading: 'Loading...',
};

const SITE: ConsoleSite = {
  id: 'app_world-family',
  name: 'World Family',
  allowedOrigins: ['https://worldfamily.example', 'http://localhost:4321'],
  primaryColor: '#3a2e7a',
  primaryColorReadable: true,
  logo: null,
  testPublicKey: 'pk_sb_world-family-test',
  livePublicKey: 'pk_world-family-live',
  mode: 'test',
  widgetUrl: 'https://members.example.org/widget.js',
};

const KEYS: ConsoleSecretKey[] = [
  {
    id: 'skey_2',
    mode: 'test',
    lastFour: 'b7Qz',
    created: '2026-11-20T10:00:00.000Z',
    lastUsed: '2026-11-27T08:12:00.000Z',
    revoked: null,
  },
  {
    id: 'skey_1',
    mode: 'live',
    lastFour: 'x9Lm',
    created: '2026-10-02T10:00:00.000Z',
    lastUsed: null,
    revoked: '2026-11-01T10:00:00.000Z',
  },
];

const WEBHOOKS: ConsoleWebhook[] = [
  {
    id: 'whep_1',
    url: 'https://hooks.worldfamily.example/members',
    events: ['member.created', 'member.deleted'],
    created: '2026-11-01T09:00:00.000Z',
  },
];

const DELIVERIES: AdminWebhookDelivery[] = [
  {
    id: 'msg_2',
    event: 'member.created',
    status: 'failed',
    attempts: 8,
    statusCode: 500,
    error: 'HTTP 500',
    created: '2026-11-26T09:00:00.000Z',
    lastAttempt: '2026-11-27T07:00:00.000Z',
    nextAttempt: null,
    delivered: null,
  },
  {
    id: 'msg_1',
    event: 'member.deleted',
    status: 'delivered',
    attempts: 1,
    statusCode: 200,
    error: null,
    created: '2026-11-25T09:00:00.000Z',
    lastAttempt: '2026-11-25T09:00:01.000Z',
    nextAttempt: null,
    delivered: '2026-11-25T09:00:01.000Z',
  },
];

const NEW_KEY = 'sk_sb_Jd8s0QmZ3vX1pL7rT2wY9cN4kH6fA5eB';

interface FakeOptions {
  site?: Partial<ConsoleSite>;
  keys?: ConsoleSecretKey[];
  webhooks?: ConsoleWebhook[];
  pending?: boolean;
  fail?: boolean;
  /** What a call refuses with, by the fake's method name. */
  refuse?: Partial<Record<keyof ConsoleSiteApi, WfError>>;
}

/** A fake of the screen's calls, keeping what is changed. */
function fakeSite(options: FakeOptions = {}) {
  let site: ConsoleSite = { ...SITE, ...options.site };
  let keys = [...(options.keys ?? KEYS)];
  let webhooks = [...(options.webhooks ?? WEBHOOKS)];
  let deliveries = [...DELIVERIES];
  const refused = async (name: keyof ConsoleSiteApi) => {
    const error = options.refuse?.[name];
    if (error) throw error;
  };
  const api = {
    site: fn(async () => {
      if (options.pending) return new Promise<never>(() => {});
      if (options.fail)
        throw new WfError('unavailable', 'The service did not answer. Please try again.', { status: 503 });
      return site;
    }),
    updateSite: fn(async (request: ConsoleUpdateSiteRequest) => {
      await refused('updateSite');
      site = {
        ...site,
        ...(request.name === undefined ? {} : { name: request.name }),
        ...(request.primaryColor === undefined
          ? {}
          : { primaryColor: request.primaryColor, primaryColorReadable: request.primaryColor ? true : null }),
      };
      return site;
    }),
    addOrigin: fn(async (origin: string) => {
      await refused('addOrigin');
      site = { ...site, allowedOrigins: [...site.allowedOrigins, origin] };
      return site;
    }),
    removeOrigin: fn(async (origin: string) => {
      site = { ...site, allowedOrigins: site.allowedOrigins.filter((item) => item !== origin) };
      return site;
    }),
    uploadLogo: fn(async (_file: File) => {
      await refused('uploadLogo');
      site = { ...site, logo: '/favicon.svg' };
      return site;
    }),
    removeLogo: fn(async () => {
      site = { ...site, logo: null };
      return site;
    }),
    secretKeys: fn(async () => keys),
    createSecretKey: fn(async () => {
      const secretKey: ConsoleSecretKey = {
        id: 'skey_3',
        mode: 'test',
        lastFour: NEW_KEY.slice(-4),
        created: '2026-11-27T10:00:00.000Z',
        lastUsed: null,
        revoked: null,
      };
      keys = [secretKey, ...keys];
      return { key: NEW_KEY, secretKey };
    }),
    revokeSecretKey: fn(async (id: string) => {
      keys = keys.map((key) => (key.id === id ? { ...key, revoked: '2026-11-27T10:05:00.000Z' } : key));
      return keys.find((key) => key.id === id) as ConsoleSecretKey;
    }),
    webhooks: fn(async () => webhooks),
    createWebhook: fn(async (request: ConsoleCreateWebhookRequest) => {
      await refused('createWebhook');
      const webhook = {
        id: 'whep_2',
        url: request.url,
        events: request.events,
        created: '2026-11-27T10:00:00.000Z',
      };
      webhooks = [...webhooks, webhook];
      return { webhook, secret: 'whsec_c2VjcmV0LW9mLXRoZS1lbmRwb2ludA' };
    }),
    deleteWebhook: fn(async (id: string) => {
      webhooks = webhooks.filter((webhook) => webhook.id !== id);
    }),
    deliveries: fn(async (_id: string) => deliveries),
    resendDelivery: fn(async (_id: string, deliveryId: string) => {
      deliveries = deliveries.map((delivery) =>
        delivery.id === deliveryId
          ? { ...delivery, status: 'pending' as const, nextAttempt: '2026-11-27T10:06:00.000Z' }
          : delivery,
      );
      return deliveries;
    }),
    app: fn(async () => sampleApp({ name: 'World Family', isPaid: true, authProviders: [] })),
  } satisfies ConsoleSiteApi;
  return api;
}

const meta = {
  title: 'site/islands/AdminSite',
  component: AdminSite,
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
} satisfies Meta<typeof AdminSite>;

export default meta;
type Story = StoryObj<typeof meta>;

type Fake = ReturnType<typeof fakeSite>;
const fake = (args: { client: unknown }) => args.client as Fake;
const body = () => within(document.body);

/** The preview's primary button, inside its frame, once the modal is drawn there. */
async function previewButton(canvasElement: HTMLElement): Promise<HTMLButtonElement> {
  const frame = await within(canvasElement).findByTitle('Preview of the login modal');
  return waitFor(
    () => {
      const button = (frame as HTMLIFrameElement).contentDocument?.querySelector<HTMLButtonElement>(
        'form.wf-login button[type="submit"]',
      );
      if (!button) throw new Error('the preview has no button yet');
      return button;
    },
    { timeout: 5000 },
  );
}

/** Waiting for the service. */
export const Loading: Story = {
  args: { client: fakeSite({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading the site's settings...")).toBeVisible();
  },
};

/** Every section: name, branding with the preview, origins, the snippet and keys, secret keys, webhooks. */
export const Loaded: Story = {
  args: { client: fakeSite() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Name' })).toBeVisible();
    for (const name of ['Branding', 'Allowed origins', 'Install the widget', 'Secret keys', 'Webhooks']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Site and embedding' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByLabelText('App name')).toHaveValue('World Family');
    await expect(canvas.getByLabelText('Primary button colour')).toHaveValue('#3a2e7a');
    await expect(
      canvas.getByText(
        '<script src="https://members.example.org/widget.js" data-app-id="app_world-family"></script>',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('pk_sb_world-family-test')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy the install snippet' })).toBeVisible();
    await expect(await canvas.findByText('sk_…b7Qz')).toBeVisible();
    await expect(canvas.getByText(/Revoked/)).toBeVisible();
    await expect(await canvas.findByText('https://hooks.worldfamily.example/members')).toBeVisible();
    await expect((await previewButton(canvasElement)).textContent).toBe('Log in');
    await expect(getComputedStyle(await previewButton(canvasElement)).backgroundColor).toBe(
      'rgb(58, 46, 122)',
    );
  },
};

/** The service failed: said, with a way to try again. */
export const LoadFailed: Story = {
  args: { client: fakeSite({ fail: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service did not answer. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The colour changes the preview's button as it is typed, before saving; then it is saved. */
export const PreviewWithChangedColour: Story = {
  args: { client: fakeSite() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Primary button colour');
    await step('the preview follows the typed colour', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '#0b6e4f');
      await waitFor(async () =>
        expect(getComputedStyle(await previewButton(canvasElement)).backgroundColor).toBe('rgb(11, 110, 79)'),
      );
      await expect(canvas.getByText(/not saved yet/)).toBeVisible();
      await expect(canvas.getByText(/White text on this colour reads well/)).toBeVisible();
      await expect(fake(args).updateSite).not.toHaveBeenCalled();
    });
    await step('saving sends it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save colour' }));
      await expect(await canvas.findByText('The colour is saved: the modals use it now.')).toBeVisible();
      await expect(fake(args).updateSite).toHaveBeenCalledWith({ primaryColor: '#0b6e4f' });
    });
  },
};

/** A pale colour is said to be hard to read under white text; a malformed one cannot be saved. */
export const ColourErrors: Story = {
  args: { client: fakeSite() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Primary button colour');
    await userEvent.clear(input);
    await userEvent.type(input, '#ffeb3b');
    await expect(await canvas.findByText(/White text on this colour is hard to read/)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'red');
    await expect(input).toHaveAccessibleDescription(/A colour is '#' and six hexadecimal digits/);
    await expect(canvas.getByRole('button', { name: 'Save colour' })).toBeDisabled();
  },
};

/** The service's refusals of the name and the logo, shown by their fields. */
export const FormErrors: Story = {
  args: {
    client: fakeSite({
      refuse: {
        updateSite: new WfError('validation/invalid-request', 'name must be at most 100 characters.', {
          status: 400,
        }),
        uploadLogo: new WfError(
          'console/logo-invalid',
          'The logo must be a PNG, JPEG, GIF or WebP image (SVG is not taken).',
          {
            status: 400,
          },
        ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('App name');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(name).toHaveAccessibleDescription('Give the app a name.');
    await userEvent.type(name, 'Lotus');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('name must be at most 100 characters.'));

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    const logo = canvas.getByLabelText('Upload a logo');
    await userEvent.upload(logo, svg, { applyAccept: false });
    await waitFor(() => expect(logo).toHaveAccessibleDescription(/SVG is not taken/));
  },
};

/** Origins: a path is refused before sending, a duplicate by the service; one is added, one removed. */
export const Origins: Story = {
  args: {
    client: fakeSite(),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Origin to allow');
    await step('a path is not an origin', async () => {
      await userEvent.type(input, 'https://corp.example/members');
      await userEvent.click(canvas.getByRole('button', { name: 'Add origin' }));
      await expect(input).toHaveAccessibleDescription(/An origin is a scheme, a host and a port only/);
      await expect(fake(args).addOrigin).not.toHaveBeenCalled();
    });
    await step('an origin is added', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'https://corp.example{Enter}');
      await expect(await canvas.findByText('https://corp.example is allowed.')).toBeVisible();
      await expect(fake(args).addOrigin).toHaveBeenCalledWith('https://corp.example');
      await expect(
        within(canvas.getByRole('list', { name: 'Allowed origins' })).getAllByRole('listitem'),
      ).toHaveLength(3);
    });
    await step('removing asks first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove http://localhost:4321' }));
      const dialog = within(await body().findByRole('dialog', { name: 'Remove this origin?' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Remove origin' }));
      await expect(await canvas.findByText('http://localhost:4321 is no longer allowed.')).toBeVisible();
      await expect(fake(args).removeOrigin).toHaveBeenCalledWith('http://localhost:4321');
    });
  },
};

/** The service refuses an origin it already allows: its sentence under the field. */
export const OriginRefused: Story = {
  args: {
    client: fakeSite({
      refuse: {
        addOrigin: new WfError('console/origin-exists', 'https://worldfamily.example is already allowed.', {
          status: 409,
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Origin to allow');
    await userEvent.type(input, 'https://worldfamily.example{Enter}');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('https://worldfamily.example is already allowed.'),
    );
  },
};

/** A new secret key is shown once, to copy, and listed by its last four afterwards. */
export const SecretKeyCreated: Story = {
  args: { client: fakeSite() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a secret key' }));
    const shown = within(await canvas.findByRole('region', { name: 'Your new secret key' }));
    await expect(shown.getByText(NEW_KEY)).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Copy the new secret key' })).toBeVisible();
    await expect(await canvas.findByText(`sk_…${NEW_KEY.slice(-4)}`)).toBeVisible();
    await expect(fake(args).createSecretKey).toHaveBeenCalledTimes(1);
    await userEvent.click(shown.getByRole('button', { name: 'I have stored it' }));
    await expect(canvas.queryByText(NEW_KEY)).toBeNull();
  },
};

/** Revoking asks first; Cancel changes nothing, the confirmation revokes. */
export const RevokeConfirm: Story = {
  args: { client: fakeSite() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke the key ending in b7Qz' }));
    let dialog = within(await body().findByRole('dialog', { name: 'Revoke this secret key?' }));
    await expect(dialog.getByText(/stops opening the admin API at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(fake(args).revokeSecretKey).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the key ending in b7Qz' }));
    dialog = within(await body().findByRole('dialog', { name: 'Revoke this secret key?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke key' }));
    await expect(await canvas.findByText('The key ending in b7Qz is revoked.')).toBeVisible();
    await expect(fake(args).revokeSecretKey).toHaveBeenCalledWith('skey_2');
  },
};

/** The open revoke dialog, for the eye. */
export const RevokeDialogOpen: Story = {
  args: { client: fakeSite() },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Revoke the key ending in b7Qz' }),
    );
    await expect(await body().findByRole('dialog', { name: 'Revoke this secret key?' })).toBeVisible();
  },
};

/** An endpoint's delivery log: the failed delivery is sent again. */
export const WebhookDeliveryLog: Story = {
  args: { client: fakeSite() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Deliveries to https://hooks.worldfamily.example/members' }),
    );
    const log = within(
      await canvas.findByRole('table', { name: 'Deliveries to https://hooks.worldfamily.example/members' }),
    );
    await expect(log.getByText('Failed')).toBeVisible();
    await expect(log.getByText('HTTP 500')).toBeVisible();
    await userEvent.click(
      log.getAllByRole('button', { name: /Resend the member.created delivery/ })[0] as HTMLElement,
    );
    await expect(await canvas.findByText(/will be sent again in a few seconds/)).toBeVisible();
    await expect(fake(args).resendDelivery).toHaveBeenCalledWith('whep_1', 'msg_2');
    await expect(log.getByText('Pending')).toBeVisible();
  },
};

/** A new endpoint: the form's own errors, the service's refusal of the URL, then its secret once. */
export const WebhookCreate: Story = {
  args: {
    client: fakeSite(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }));
    await expect(canvas.getByLabelText('Endpoint URL')).toHaveAccessibleDescription(
      'Give the endpoint a URL.',
    );
    await expect(canvas.getByText('Choose at least one event.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Endpoint URL'), 'https://example.org/hooks');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'member.created' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    const shown = within(await canvas.findByRole('region', { name: "The new endpoint's signing secret" }));
    await expect(shown.getByText('whsec_c2VjcmV0LW9mLXRoZS1lbmRwb2ludA')).toBeVisible();
    await expect(fake(args).createWebhook).toHaveBeenCalledWith({
      url: 'https://example.org/hooks',
      events: ['member.created'],
    });
  },
};

/** The service refuses an endpoint on its own network (SSRF): its sentence under the URL. */
export const WebhookRefused: Story = {
  args: {
    client: fakeSite({
      refuse: {
        createWebhook: new WfError(
          'validation/invalid-request',
          "The webhook URL's host may not be reached (refused: a private address).",
          {
            status: 400,
            details: {
              fields: { url: "The webhook URL's host may not be reached (refused: a private address)." },
            },
          },
        ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const url = await canvas.findByLabelText('Endpoint URL');
    await userEvent.type(url, 'https://intranet.example.com/x');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'member.deleted' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/may not be reached/));
  },
};

/** Nothing yet: no origins, no keys, no endpoints, each said calmly. */
export const EmptyLists: Story = {
  args: { client: fakeSite({ site: { allowedOrigins: [] }, keys: [], webhooks: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No origins yet')).toBeVisible();
    await expect(await canvas.findByText('No secret keys yet')).toBeVisible();
    await expect(await canvas.findByText('No webhook endpoints yet')).toBeVisible();
  },
};

/** A member without the admin plan never sees the settings: turned away. */
export const NotAnAdmin: Story = {
  args: { client: fakeSite(), member: plainMember },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
    await expect(fake(args).site).not.toHaveBeenCalled();
  },
};
