import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChipGroup } from '@wf/ui';
import { expect, fn, userEvent } from 'storybook/test';

/** Waits for the colour transition, so checks (and axe's contrast check) see the final colours. */
async function settled(element: Element) {
  await Promise.allSettled(element.getAnimations().map((animation) => animation.finished));
}

const categories = ['All', 'Orisha', 'Teachings', 'Ifa', 'Leadership', 'Spiritual Development'].map(
  (name) => ({
    value: name,
    label: name,
  }),
);

const meta = {
  title: 'ui/ChipGroup',
  component: ChipGroup,
  args: { label: 'Video categories', options: categories, onValueChange: fn() },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultAll: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Video categories' })).toBeVisible();
    const chips = canvas.getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual(categories.map((category) => category.label));
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
    // The chosen chip is filled with the accent colour; the others are white.
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'All' })).backgroundColor).toBe(
      'rgb(58, 46, 122)',
    );
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Orisha' })).backgroundColor).toBe(
      'rgb(255, 255, 255)',
    );
  },
};

export const SelectACategory: Story = {
  play: async ({ args, canvas }) => {
    const orisha = canvas.getByRole('button', { name: 'Orisha' });
    await userEvent.click(orisha);
    await settled(orisha);
    await expect(orisha).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(getComputedStyle(orisha).backgroundColor).toBe('rgb(58, 46, 122)');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('Orisha');
    // Pressing the chosen chip again keeps it chosen and reports nothing new.
    await userEvent.click(orisha);
    await expect(orisha).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await settled(canvas.getByRole('button', { name: 'All' }));
  },
};

/** Each chip is a tab stop; Space presses it. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const teachings = canvas.getByRole('button', { name: 'Teachings' });
    await expect(teachings).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(teachings).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('Teachings');
    await Promise.all(canvas.getAllByRole('button').map(settled));
  },
};

/** The parent owns the value. */
export const Controlled: Story = {
  args: { value: 'Leadership' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Leadership' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ifa' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Ifa');
    // The parent did not change `value`, so Leadership stays chosen.
    await expect(canvas.getByRole('button', { name: 'Leadership' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On a narrow screen the chips wrap onto more lines rather than scroll. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ inlineSize: 300 }}>
      <ChipGroup {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Video categories' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    const all = canvas.getByRole('button', { name: 'All' }).getBoundingClientRect();
    const last = canvas.getByRole('button', { name: 'Spiritual Development' }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(all.bottom);
    await expect(last.right).toBeLessThanOrEqual(group.getBoundingClientRect().right);
  },
};
