import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InspectorView } from '../../../widget/src/inspector/ui/index.ts';
import { inspectorApp, inspectorArgs, renderHarness } from './support.ts';

/** docs/product/widget.md §2: the App tab. */
const meta = {
  title: 'widget/inspector/AppTab',
  component: InspectorView,
  args: inspectorArgs({ open: true, tab: 'app' }),
  render: renderHarness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InspectorView>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

function panel(canvas: Canvas) {
  return within(canvas.getByRole('tabpanel', { name: 'App' }));
}

/** Name, id, custom fields, gated content, auth methods, branding and plans. */
export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const tab = panel(canvas);
    await step('name and id (with a copy button)', async () => {
      await expect(tab.getByText('App name').nextElementSibling).toHaveTextContent('World Family');
      await expect(tab.getByText('App ID').nextElementSibling).toHaveTextContent('app_world-family');
      await userEvent.click(tab.getByRole('button', { name: 'Copy app ID' }));
      await expect(args.copy).toHaveBeenCalledWith('app_world-family');
      await expect(await canvas.findByRole('status')).toHaveTextContent('App ID copied');
    });
    await step('custom fields with their visibility', async () => {
      const fields = within(tab.getByRole('region', { name: 'Custom fields' }));
      const rows = fields.getAllByRole('listitem').map((item) => item.textContent);
      await expect(rows).toEqual([
        'First namePUBLICfirst-name',
        'Last namePUBLIClast-name',
        'NamePRIVATEnameHidden from the profile',
      ]);
    });
    await step('gated content groups', async () => {
      const gated = within(tab.getByRole('region', { name: 'Gated content' }));
      await expect(gated.getByText('Members videos')).toBeVisible();
      await expect(gated.getByText('Pages').nextElementSibling).toHaveTextContent('Starts with /videos/');
      await expect(gated.getByText('Access').nextElementSibling).toHaveTextContent('Membership');
      await expect(gated.getByText('Redirect').nextElementSibling).toHaveTextContent('/plans');
    });
    await step('auth methods: enabled or disabled', async () => {
      const auth = within(tab.getByRole('region', { name: 'Auth methods' }));
      await expect(auth.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Email and passwordEnabled',
        'PasswordlessEnabled (default)',
        'GoogleEnabled',
        'GitHubDisabled',
      ]);
    });
    await step('branding: no logo, the primary button colour as a swatch', async () => {
      const branding = within(tab.getByRole('region', { name: 'Branding' }));
      await expect(branding.getByText('No logo')).toBeVisible();
      const colour = branding.getByText('rgb(41, 98, 255)');
      const swatch = colour.previousElementSibling as HTMLElement;
      await expect(getComputedStyle(swatch).backgroundColor).toBe('rgb(41, 98, 255)');
    });
    await step('plans: free or paid, with prices', async () => {
      const plans = within(tab.getByRole('region', { name: 'Plans' }));
      await expect(plans.getByText('Example Free').nextElementSibling).toHaveTextContent('Free');
      await expect(plans.getByText('Membership').nextElementSibling).toHaveTextContent('Paid');
      const prices = within(plans.getByRole('list', { name: 'Prices of Membership' }));
      await expect(prices.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Monthly: $1.00 / monthprc_membership-monthly',
        'Lifetime: $49.00 onceprc_membership-lifetime',
      ]);
    });
  },
};

/** A logo is shown as an image named after the app. */
export const WithLogo: Story = {
  args: {
    app: {
      ...inspectorApp,
      branding: {
        logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="96" height="32"%3E%3Crect width="96" height="32" rx="6" fill="%233a2e7a"/%3E%3C/svg%3E',
        colors: { lightMode: { primaryButton: 'rgb(11, 110, 79)' } },
      },
    },
  },
  play: async ({ canvas }) => {
    const tab = panel(canvas);
    await expect(tab.getByRole('img', { name: 'World Family logo' })).toBeVisible();
    await expect(tab.getByText('rgb(11, 110, 79)')).toBeVisible();
  },
};

/** Before the app's configuration loads. */
export const NotLoaded: Story = {
  args: { app: null },
  play: async ({ canvas }) => {
    await expect(panel(canvas).getByText("The app's configuration has not loaded yet.")).toBeVisible();
  },
};
