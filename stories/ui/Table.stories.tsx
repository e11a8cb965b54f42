import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table, type TableColumn } from '@wf/ui';
import { expect, userEvent, within } from 'storybook/test';

const columns: TableColumn[] = [
  { key: 'feature', header: 'Feature' },
  { key: 'gift', header: 'Gift Membership', align: 'center' },
  { key: 'membership', header: 'Membership', align: 'center' },
];

// docs/product/website.md, plans page: the comparison of the two memberships.
const rows = [
  { feature: 'Video access', gift: '200+ videos', membership: '200+ videos' },
  { feature: 'Digital ID', gift: 'Not included', membership: 'Included' },
  { feature: 'Duration', gift: '1 month', membership: 'Monthly billing' },
  { feature: 'Live events', gift: 'Included', membership: 'Included' },
];

const meta = {
  title: 'ui/Table',
  component: Table,
  args: { caption: 'Gift Membership vs Membership', columns, rows, rowHeaderKey: 'feature' },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Comparison: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Gift Membership vs Membership' });
    await expect(canvas.getByText('Gift Membership vs Membership')).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feature', 'Gift Membership', 'Membership']);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Video access', 'Digital ID', 'Duration', 'Live events']);
    const digitalId = within(table).getByRole('row', { name: /Digital ID/ });
    await expect(
      within(digitalId)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not included', 'Included']);
    await expect(getComputedStyle(within(digitalId).getByText('Included')).textAlign).toBe('center');
    // Wide enough: no scrolling, so no extra tab stop.
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** The caption still names the table for screen readers. */
export const CaptionHidden: Story = {
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Gift Membership vs Membership' })).toBeVisible();
    const caption = canvas.getByText('Gift Membership vs Membership');
    await expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** On a narrow screen the table scrolls sideways in a focusable region named by the caption. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ inlineSize: 260 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Gift Membership vs Membership' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(260);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    const membership = canvas.getByRole('columnheader', { name: 'Membership' }).getBoundingClientRect();
    await expect(membership.right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 1);
  },
};
