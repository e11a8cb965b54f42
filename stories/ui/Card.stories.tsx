import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, CardDescription, CardTitle } from '@wf/ui';
import { expect } from 'storybook/test';

const meta = {
  title: 'ui/Card',
  component: Card,
  args: {
    children: (
      <>
        <CardTitle>Video Library</CardTitle>
        <CardDescription>50+ exclusive videos</CardDescription>
      </>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'li'] },
    padding: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

function px(value: string) {
  return Number.parseFloat(value);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Video Library' });
    await expect(title).toBeVisible();
    const description = canvas.getByText('50+ exclusive videos');
    await expect(description.tagName).toBe('P');
    const card = title.parentElement as HTMLElement;
    const style = getComputedStyle(card);
    await expect(px(style.borderTopWidth)).toBe(1);
    await expect(px(style.borderTopLeftRadius)).toBe(16);
    await expect(px(style.paddingTop)).toBe(24);
    // The description is muted next to the title.
    await expect(getComputedStyle(description).color).not.toBe(getComputedStyle(title).color);
  },
};

export const Elevated: Story = {
  args: { elevated: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card data-testid="flat">
        <CardTitle>Resources</CardTitle>
        <CardDescription>15 downloads available</CardDescription>
      </Card>
      <Card {...args} data-testid="elevated" />
    </div>
  ),
  play: async ({ canvas }) => {
    const flat = getComputedStyle(canvas.getByTestId('flat')).boxShadow;
    const elevated = getComputedStyle(canvas.getByTestId('elevated')).boxShadow;
    await expect(elevated).not.toBe('none');
    await expect(elevated).not.toBe(flat);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['sm', 'md', 'lg'] as const).map((padding) => (
        <Card {...args} key={padding} padding={padding} data-testid={padding}>
          <CardTitle>Padding {padding}</CardTitle>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = ['sm', 'md', 'lg'].map((size) =>
      px(getComputedStyle(canvas.getByTestId(size)).paddingTop),
    );
    await expect(sm).toBeLessThan(md as number);
    await expect(md).toBeLessThan(lg as number);
  },
};

export const AsArticle: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'pass-title',
    children: (
      <>
        <CardTitle as="h2" id="pass-title">
          Your Digital Membership Pass
        </CardTitle>
        <CardDescription>Keep your member ID in your phone's wallet.</CardDescription>
        <div>
          <Button>Generate Pass</Button>
        </div>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Your Digital Membership Pass' });
    await expect(article).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Your Digital Membership Pass');
  },
};

/** Cards as list items, each with its heading: the temples index. */
export const AsListItems: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 16, margin: 0, padding: 0 }}>
      {['Los Angeles', 'Phoenix', 'New York'].map((city) => (
        <Card as="li" key={city} padding="sm">
          <CardTitle as="h4">{city}</CardTitle>
          <CardDescription>Learn more about this temple's location, services and community.</CardDescription>
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Los Angeles',
      'Phoenix',
      'New York',
    ]);
    // No bullet on a card used as a list item.
    await expect(getComputedStyle(items[0] as HTMLElement).listStyleType).toBe('none');
  },
};
