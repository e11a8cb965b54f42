import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type ExampleSite, renderExamplesIndex } from '../../../service/src/routes/pages/examples-index.ts';
import { BillingPagePreview as PagePreview } from '../billing/BillingPagePreview.tsx';

/**
 * /examples/ in test mode (docs/architecture.md "The membership service"): the page the start
 * log sends a newcomer to, drawn by the service's own function. The service test reads a real
 * folder; e2e/attributes-migrated.spec.ts opens it in Chromium.
 */

const MEMBERSHIP: ExampleSite = {
  name: 'membership',
  home: {
    href: '/examples/membership/',
    title: 'Example Membership Site',
    description: 'Example membership site: free lessons for members, the full course for Pro.',
  },
  pages: [
    { href: '/examples/membership/account.html', title: 'My account' },
    { href: '/examples/membership/login.html', title: 'Log in' },
    { href: '/examples/membership/signup.html', title: 'Sign up' },
  ],
  sites: [],
};

const CORPUS: ExampleSite = {
  name: 'real-world',
  home: null,
  pages: [],
  sites: [
    {
      name: 'bakery',
      home: { href: '/examples/real-world/bakery/', title: 'The Bakery', description: null },
      pages: [{ href: '/examples/real-world/bakery/login.html', title: 'Log in' }],
      sites: [],
    },
    {
      name: 'starters',
      home: null,
      pages: [
        { href: '/examples/real-world/starters/quiz-signup.html', title: 'Quiz sign up – The Starters' },
      ],
      sites: [],
    },
  ],
};

const meta = {
  title: 'service/static/ExamplesIndex',
  component: PagePreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example site and a collection of real pages. */
export const Sites: Story = {
  args: { html: renderExamplesIndex([MEMBERSHIP, CORPUS]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Example sites' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Example Membership Site' })).toHaveAttribute(
      'href',
      '/examples/membership/',
    );
    await expect(canvas.getByRole('list', { name: 'Pages of Example Membership Site' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Sites of real-world' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'The Bakery' })).toBeVisible();
  },
};

/** An examples folder with nothing in it. */
export const Empty: Story = {
  args: { html: renderExamplesIndex([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/There are no example sites/)).toBeVisible();
  },
};
