import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk';
import type {
  ConsoleCatalogue,
  ConsoleCatalogueResponse,
  ConsoleGroupRequestInput,
  ConsolePlan,
  ConsolePlanRequestInput,
  ConsolePriceRequestInput,
} from '@wf/sdk/contract';
import { Toaster } from '@wf/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminPlans } from '../../../site/islands/AdminPlans/AdminPlans.tsx';
import type { ConsoleCatalogueApi } from '../../../site/lib/api/console-catalogue.ts';
import { clearToasts } from '../lib/WalletPass.fixture.ts';
import { adminMember, plainMember } from './AdminVideoForm.fixture.ts';

const copy = {
  heading: 'Plans and access',
  intro:
    'Create and price plans, archive the ones you no longer offer, and choose which pages each plan opens.',
  loading: 'Loading...',
};

function plan(extra: Partial<ConsolePlan> & Pick<ConsolePlan, 'id' | 'name'>): ConsolePlan {
  return {
    description: null,
    priority: 0,
    restricted: false,
    teamSeats: null,
    free: true,
    archivedAt: null,
    holders: 0,
    inUse: false,
    prices: [],
    ...extra,
  };
}

const CATALOGUE: ConsoleCatalogue = {
  plans: [
    plan({ id: 'pln_free', name: 'Free Account', holders: 1204, inUse: true }),
    plan({
      id: 'pln_membership',
      name: 'Membership',
      description: 'Every video and the live sessions.',
      priority: 10,
      free: false,
      holders: 312,
      inUse: true,
      prices: [
        {
          id: 'prc_monthly',
          name: 'Monthly',
          amount: 100,
          currency: 'usd',
          interval: 'month',
          intervalCount: 1,
          trialDays: 7,
          active: true,
          inUse: true,
        },
      ],
    }),
    plan({ id: 'pln_team', name: 'Team', restricted: true, teamSeats: 5, holders: 4, inUse: true }),
    plan({ id: 'pln_admin', name: 'Admin', restricted: true, holders: 2, inUse: true }),
    plan({
      id: 'pln_old',
      name: 'Founders',
      archivedAt: '2026-10-01T00:00:00.000Z',
      holders: 9,
      inUse: true,
    }),
  ],
  contentGroups: [
    {
      key: 'members-videos',
      name: 'Members videos',
      plans: ['pln_membership', 'pln_team', 'pln_admin'],
      urls: [{ url: '/videos/', filter: 'STARTS' }],
      redirect: '/membership',
      secureContent: 12,
    },
  ],
};

const REFUSED_DELETE =
  "Members hold or have held 'Free Account', so it cannot be deleted: archive it instead. Its members keep it; nobody else may take it.";

/** A fake of the Plans and access calls over a copy of CATALOGUE. */
function fakeCatalogue(options: { start?: ConsoleCatalogue; fail?: boolean; pending?: boolean } = {}) {
  let state: ConsoleCatalogue = structuredClone(options.start ?? CATALOGUE);
  const answer = async (): Promise<ConsoleCatalogueResponse> => ({ data: structuredClone(state) });
  const api = {
    listPlans: fn(async () => {
      if (options.pending) return new Promise<never>(() => {});
      if (options.fail)
        throw new WfError('unavailable', 'The service did not answer. Please try again.', { status: 503 });
      return answer();
    }),
    createPlan: fn(async (request: ConsolePlanRequestInput) => {
      state.plans.push(
        plan({
          id: 'pln_new',
          name: request.name,
          description: request.description ?? null,
          restricted: request.restricted ?? false,
          teamSeats: request.teamSeats ?? null,
        }),
      );
      return answer();
    }),
    updatePlan: fn(async (id: string, changes: Partial<ConsolePlanRequestInput>) => {
      state = {
        ...state,
        plans: state.plans.map((item) =>
          item.id === id ? { ...item, name: changes.name ?? item.name } : item,
        ),
      };
      return answer();
    }),
    archivePlan: fn(async (id: string) => {
      state.plans = state.plans.map((item) =>
        item.id === id ? { ...item, archivedAt: '2026-11-27T10:00:00.000Z' } : item,
      );
      return answer();
    }),
    deletePlan: fn(async (id: string): Promise<ConsoleCatalogueResponse> => {
      const target = state.plans.find((item) => item.id === id);
      if (target?.inUse) throw new WfError('console/plan-in-use', REFUSED_DELETE, { status: 409 });
      state.plans = state.plans.filter((item) => item.id !== id);
      return answer();
    }),
    addPrice: fn(async (planId: string, price: ConsolePriceRequestInput) => {
      state.plans = state.plans.map((item) =>
        item.id === planId
          ? {
              ...item,
              free: false,
              prices: [
                ...item.prices,
                {
                  id: 'prc_new',
                  name: price.name,
                  amount: price.amount,
                  currency: price.currency,
                  interval: price.interval,
                  intervalCount: price.intervalCount ?? 1,
                  trialDays: price.trialDays ?? null,
                  active: true,
                  inUse: false,
                },
              ],
            }
          : item,
      );
      return answer();
    }),
    archivePrice: fn(async () => answer()),
    createGroup: fn(async (group: ConsoleGroupRequestInput) => {
      state.contentGroups.push({
        key: group.key,
        name: group.name,
        plans: group.plans,
        urls: group.urls.map((rule) => ({ url: rule.url, filter: rule.filter })),
        redirect: group.redirect,
        secureContent: 0,
      });
      return answer();
    }),
    updateGroup: fn(async () => answer()),
    deleteGroup: fn(async () => answer()),
  } satisfies ConsoleCatalogueApi;
  return api;
}

const meta = {
  title: 'site/islands/AdminPlans',
  component: AdminPlans,
  args: {
    copy,
    status: 'signed-in',
    member: adminMember,
    client: null,
    navigate: fn(),
    keepToast: fn(),
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: clearToasts,
  decorators: [
    (Story) => (
      <>
        <div style={{ padding: '0 1rem' }}>
          <Story />
        </div>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof AdminPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

type Fake = ReturnType<typeof fakeCatalogue>;
const fake = (args: { client: unknown }) => args.client as Fake;
const body = () => within(document.body);

/** The plans with prices, badges and holders; the content groups with their URLs. */
export const List: Story = {
  args: { client: fakeCatalogue() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Plans' })).toBeVisible();
    await expect(canvas.getByText('Monthly: $1.00 / month, 7-day trial')).toBeVisible();
    await expect(canvas.getByText('1,204')).toBeVisible();
    await expect(canvas.getByText('Team of 5')).toBeVisible();
    await expect(canvas.getByText('Archived')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Content groups' })).toBeVisible();
    await expect(canvas.getByText('12 items of secure content')).toBeVisible();
    // An archived plan is changed by its file, not here; it may still be deleted when unused.
    await expect(canvas.queryByRole('button', { name: "Edit 'Founders'" })).toBeNull();
  },
};

/** Nothing yet: calm empty states. */
export const Empty: Story = {
  args: { client: fakeCatalogue({ start: { plans: [], contentGroups: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No plans yet')).toBeVisible();
    await expect(canvas.getByText('No content groups')).toBeVisible();
  },
};

/** Waiting for the service. */
export const Loading: Story = {
  args: { client: fakeCatalogue({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading plans...')).toBeVisible();
  },
};

/** The service failed: said, with a way to try again. */
export const LoadFailed: Story = {
  args: { client: fakeCatalogue({ fail: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The service did not answer.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new plan: the form checks the seats, then the plan is listed and the change said. */
export const CreatePlan: Story = {
  args: { client: fakeCatalogue() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New plan' }));
    const dialog = within(await body().findByRole('dialog', { name: 'New plan' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save plan' }));
    await expect(await dialog.findByText('Give it a name.', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Patrons');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Team seats' }), '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Save plan' }));
    await expect(await dialog.findByText(/write 2 to 1000 seats/, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Team seats' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Restricted' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save plan' }));
    await expect(await canvas.findByText("'Patrons' was created.")).toBeVisible();
    await expect(fake(args).createPlan).toHaveBeenCalledWith({
      name: 'Patrons',
      description: null,
      restricted: true,
      teamSeats: null,
    });
  },
};

/** A price: typed in dollars, sent in cents. */
export const AddPrice: Story = {
  args: { client: fakeCatalogue() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Add price to 'Free Account'" }));
    const dialog = within(await body().findByRole('dialog', { name: "Add a price to 'Free Account'" }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price name' }), 'Yearly');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount' }), '12.5');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Interval' }), 'year');
    await userEvent.click(dialog.getByRole('button', { name: 'Add price' }));
    await expect(await canvas.findByText('Yearly: $12.50 / year')).toBeVisible();
    await expect(fake(args).addPrice).toHaveBeenCalledWith('pln_free', {
      name: 'Yearly',
      amount: 1250,
      currency: 'usd',
      interval: 'year',
      intervalCount: 1,
      trialDays: null,
    });
  },
};

/** Archiving asks first, naming the plan and its members; then the plan is marked archived. */
export const ArchiveConfirm: Story = {
  args: { client: fakeCatalogue() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Archive 'Membership'" }));
    const dialog = within(await body().findByRole('dialog', { name: "Archive 'Membership'?" }));
    await expect(dialog.getByText(/The 312 members who hold 'Membership' keep it/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: "Archive 'Membership'" }));
    await expect(await canvas.findByText("'Membership' was archived.")).toBeVisible();
    await expect(fake(args).archivePlan).toHaveBeenCalledWith('pln_membership');
  },
};

/** Deleting a plan in use: the service's refusal is shown in the dialog, nothing is gone. */
export const DeleteRefused: Story = {
  args: { client: fakeCatalogue() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Delete 'Free Account'" }));
    const dialog = within(await body().findByRole('dialog', { name: "Delete 'Free Account'?" }));
    await userEvent.click(dialog.getByRole('button', { name: "Delete 'Free Account'" }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'so it cannot be deleted: archive it instead',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('1,204')).toBeVisible();
  },
};

/** A content group protecting a folder for one plan, sent to /membership otherwise. */
export const CreateGroup: Story = {
  args: { client: fakeCatalogue() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New content group' }));
    const dialog = within(await body().findByRole('dialog', { name: 'New content group' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Key' }), 'Bad Key');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Supporters');
    await userEvent.click(dialog.getByRole('button', { name: 'Save group' }));
    await expect(await dialog.findByText(/lower-case letters, digits and dashes, such as/)).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Key' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Key' }), 'supporters');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Membership' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Rule 1: path' }), '/supporters/');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Redirect' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Redirect' }), '/membership');
    await userEvent.click(dialog.getByRole('button', { name: 'Save group' }));
    await expect(await canvas.findByText("The content group 'Supporters' was created.")).toBeVisible();
    await expect(fake(args).createGroup).toHaveBeenCalledWith({
      key: 'supporters',
      name: 'Supporters',
      plans: ['pln_membership'],
      urls: [{ url: '/supporters/', filter: 'STARTS' }],
      redirect: '/membership',
    });
  },
};

/** A group holding secure content: its key is read-only in the form. */
export const EditGroupKeyLocked: Story = {
  args: { client: fakeCatalogue() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Edit 'Members videos'" }));
    const dialog = within(await body().findByRole('dialog', { name: "Edit 'Members videos'" }));
    await expect(dialog.getByRole('textbox', { name: 'Key' })).toHaveAttribute('readonly');
    await expect(dialog.getByText('It holds secure content, so its key cannot change.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Membership' })).toBeChecked();
  },
};

/** A member without the admin plan never sees the plans: turned away. */
export const NotAnAdmin: Story = {
  args: { client: fakeCatalogue(), member: plainMember },
  play: async ({ args }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
    await expect(fake(args).listPlans).not.toHaveBeenCalled();
  },
};
