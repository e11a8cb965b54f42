import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InspectorView } from '../../../widget/src/inspector/ui/index.ts';
import { inspectorArgs, inspectorMember, inspectorMemberJson, renderHarness } from './support.ts';

/** docs/product/widget.md §2: the Member tab. */
const meta = {
  title: 'widget/inspector/MemberTab',
  component: InspectorView,
  args: inspectorArgs({ open: true, tab: 'member' }),
  render: renderHarness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InspectorView>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

function panel(canvas: Canvas) {
  return within(canvas.getByRole('tabpanel', { name: 'Member' }));
}

/** Nobody logged in: 'Logged out' and nothing else to show. */
export const SignedOut: Story = {
  args: { member: null },
  play: async ({ canvas }) => {
    const tab = panel(canvas);
    await expect(canvas.getByRole('tab', { name: 'Member' })).toHaveAttribute('aria-selected', 'true');
    await expect(tab.getByText('Logged out')).toBeVisible();
    await expect(tab.getByText(/No member is logged in on this page/)).toBeVisible();
    await expect(tab.queryByText('Member ID')).toBeNull();
    await expect(tab.queryByRole('button', { name: 'Copy member JSON' })).toBeNull();
  },
};

/** Ada logged in: id, e-mail, creation date (UTC), verified, custom fields, plans, metadata, JSON, raw data. */
export const SignedIn: Story = {
  play: async ({ canvas, step }) => {
    const tab = panel(canvas);
    await step('login state and identity', async () => {
      await expect(tab.getByText('Logged in')).toBeVisible();
      const details = (label: string) => tab.getByText(label, { selector: 'dt' }).nextElementSibling;
      await expect(details('Member ID')).toHaveTextContent('mem_ada');
      await expect(details('Email')).toHaveTextContent('ada@example.org');
      await expect(details('Created')).toHaveTextContent('Jan 15, 2025, 10:00 AM UTC');
      await expect(details('Verified')).toHaveTextContent('Yes');
    });
    await step('custom fields, plans and metadata', async () => {
      const fields = within(tab.getByRole('region', { name: 'Custom fields' }));
      await expect(fields.getByText('first-name').nextElementSibling).toHaveTextContent('Ada');
      const plans = within(tab.getByRole('region', { name: 'Plans' }));
      await expect(plans.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual(
        ['Free Member', 'Membership'],
      );
      await expect(plans.getByText('SUBSCRIPTION · ACTIVE · prc_membership-monthly')).toBeVisible();
      const metadata = within(tab.getByRole('region', { name: 'Metadata' }));
      await expect(metadata.getByText('source').nextElementSibling).toHaveTextContent('newsletter');
      await expect(metadata.getByText('visits').nextElementSibling).toHaveTextContent('3');
    });
    await step('member JSON and the raw data', async () => {
      const memberJson = within(tab.getByRole('region', { name: 'Member JSON' }));
      await expect(
        JSON.parse(memberJson.getByText(/"theme": "dark"/, { selector: 'pre' }).textContent ?? ''),
      ).toEqual(inspectorMemberJson);
      await expect(memberJson.getByRole('button', { name: 'Copy member JSON' })).toBeVisible();
      const raw = tab.getByRole('button', { name: 'Raw data' });
      await expect(raw).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(raw);
      await expect(raw).toHaveAttribute('aria-expanded', 'true');
      const pre = canvas.getByText(/"id": "mem_ada"/, { selector: 'pre' });
      await expect(pre).toBeVisible();
      await expect(JSON.parse(pre.textContent ?? '')).toEqual(inspectorMember);
    });
  },
};

/** Copy member JSON: the member's JSON document goes to copy(), then a success toast says so. */
export const CopyMemberJson: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(panel(canvas).getByRole('button', { name: 'Copy member JSON' }));
    await expect(args.copy).toHaveBeenCalledWith(JSON.stringify(inspectorMemberJson, null, 2));
    await expect(args.onToast).toHaveBeenCalledWith({ kind: 'success', text: 'Member JSON copied' });
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent('Member JSON copied');
    await userEvent.click(canvas.getByRole('button', { name: 'Close message' }));
    await expect(args.onToastClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The JSON document not loaded yet: the section says so, and there is nothing to copy. */
export const MemberJsonNotLoaded: Story = {
  args: { memberJson: undefined },
  play: async ({ canvas }) => {
    const memberJson = within(panel(canvas).getByRole('region', { name: 'Member JSON' }));
    await expect(memberJson.getByText('Not loaded.')).toBeVisible();
    await expect(memberJson.queryByRole('button', { name: 'Copy member JSON' })).toBeNull();
  },
};

/** Copy member ID, the compact button beside the id. */
export const CopyMemberId: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(panel(canvas).getByRole('button', { name: 'Copy member ID' }));
    await expect(args.copy).toHaveBeenCalledWith('mem_ada');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Member ID copied');
  },
};

/** The browser refused the clipboard: an error toast (role alert). */
export const CopyRefused: Story = {
  args: { copy: fn(async (_text: string) => Promise.reject(new DOMException('Denied', 'NotAllowedError'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(panel(canvas).getByRole('button', { name: 'Copy member JSON' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Couldn't copy the member JSON");
    await expect(args.onToast).toHaveBeenCalledWith({ kind: 'error', text: "Couldn't copy the member JSON" });
  },
};
