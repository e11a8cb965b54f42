import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@wf/ui';
import { expect } from 'storybook/test';

const tones = ['neutral', 'primary', 'success', 'danger', 'warning'] as const;

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: 'Leadership' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Leadership');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveClass('wf-badge--neutral');
    // A pill: fully rounded, shorter than a line of body text and a half.
    await expect(Number.parseFloat(getComputedStyle(badge).borderTopLeftRadius)).toBeGreaterThan(100);
    await expect(badge.getBoundingClientRect().height).toBeLessThan(24);
  },
};

export const Primary: Story = {
  args: { tone: 'primary', children: 'Featured' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Featured')).toHaveClass('wf-badge--primary');
  },
};

/** Every tone side by side: a cheap visual regression check. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {tones.map((tone) => (
        <Badge {...args} key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const backgrounds = tones.map((tone) => getComputedStyle(canvas.getByText(tone)).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(tones.length);
    const colours = tones.map((tone) => getComputedStyle(canvas.getByText(tone)).color);
    await expect(new Set(colours).size).toBe(tones.length);
  },
};
