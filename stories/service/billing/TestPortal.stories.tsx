import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { renderBillingPage } from '../../../service/src/routes/pages/frame.ts';
import {
  PORTAL_NOTICES,
  type PortalSubscriptionView,
  type PortalView,
  portalExpiredPanel,
  portalPanels,
} from '../../../service/src/routes/test-mode/portal-view.ts';
import { BillingPagePreview } from './BillingPagePreview.tsx';

/**
 * docs/product/payments-and-providers.md "Providers of payments": every state of the test
 * provider's billing portal (`/api/test-portal/{id}`), drawn by the service's own view functions.
 * The service tests and the payments journey in e2e/ press its buttons for real.
 */

const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
const ACTIVE: PortalSubscriptionView = {
  status: 'ACTIVE',
  live: true,
  cancelAtPeriodEnd: false,
  planName: 'Membership',
  price: '$1.00/month',
  trialEnds: null,
  nextBillingDate: 'December 25, 2026',
  endsOn: null,
  endedOn: null,
  card: VISA,
};
const BASE: PortalView = {
  appName: 'World Family',
  email: 'ada@example.com',
  returnUrl: 'http://localhost:4321/dashboard',
  subscription: ACTIVE,
  offeredPrices: [],
  history: [
    { date: 'November 25, 2026', type: 'payment-succeeded', toStatus: null, amount: '$1.00' },
    { date: 'November 18, 2026', type: 'trial-started', toStatus: null, amount: null },
  ],
};

function page(view: PortalView): string {
  return renderBillingPage({ title: 'Billing', appName: view.appName, panels: portalPanels(view) });
}

const meta = {
  component: BillingPagePreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BillingPagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paying: next billing date, card, cancel at period end, the test controls, the history. */
export const Active: Story = {
  args: { html: page(BASE) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your subscription Active' })).toBeVisible();
    await expect(canvas.getByText('December 25, 2026')).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242, expires 12/34')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel at the end of the period' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Test controls' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'End trial now' })).toBeNull();
    await expect(canvas.getByRole('table')).toHaveTextContent('Payment');
    await expect(canvas.getByRole('link', { name: 'Return to World Family' })).toHaveAttribute(
      'href',
      BASE.returnUrl,
    );
  },
};

/** In the free trial without a card: when it ends, 'Add a card', and 'End trial now' to try the lapse. */
export const TrialWithoutCard: Story = {
  args: {
    html: page({
      ...BASE,
      subscription: {
        ...ACTIVE,
        status: 'TRIALING',
        trialEnds: 'December 2, 2026',
        nextBillingDate: null,
        card: null,
      },
      history: [{ date: 'November 25, 2026', type: 'trial-started', toStatus: null, amount: null }],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free trial')).toBeVisible();
    await expect(canvas.getByText('December 2, 2026')).toBeVisible();
    await expect(canvas.getByText('No card on file')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Add a card' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End trial now' })).toBeVisible();
  },
};

/** Cancelled at period end: when it ends, and 'Resume membership'. */
export const CancelScheduled: Story = {
  args: {
    html: page({
      ...BASE,
      notice: PORTAL_NOTICES.cancel,
      subscription: {
        ...ACTIVE,
        cancelAtPeriodEnd: true,
        nextBillingDate: null,
        endsOn: 'December 25, 2026',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(PORTAL_NOTICES.cancel);
    await expect(canvas.getByText('Ends on')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume membership' })).toBeVisible();
  },
};

/** A renewal failed: the grace period, the warning tone, and the card to update. */
export const PastDue: Story = {
  args: {
    html: page({
      ...BASE,
      notice: PORTAL_NOTICES['simulate-failed-payment'],
      subscription: { ...ACTIVE, status: 'PAST_DUE' },
      history: [
        { date: 'November 25, 2026', type: 'payment-failed', toStatus: null, amount: '$1.00' },
        { date: 'November 25, 2026', type: 'status-changed', toStatus: 'PAST_DUE', amount: null },
        ...BASE.history,
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment failed', { selector: '.status' })).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('Status changed (Payment failed)');
    await expect(canvas.getByRole('heading', { name: 'Update card' })).toBeVisible();
  },
};

/** Lapsed: no buttons, the way back to the site to subscribe again, and the history. */
export const Ended: Story = {
  args: {
    html: page({
      ...BASE,
      subscription: {
        ...ACTIVE,
        status: 'CANCELED',
        live: false,
        nextBillingDate: null,
        endedOn: 'December 25, 2026',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ended', { selector: '.status' })).toBeVisible();
    await expect(
      canvas.getByText('This subscription has ended. Subscribe again from World Family.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Billing history' })).toBeVisible();
  },
};

/** Other prices offered by the caller (priceIds): 'Change plan'. */
export const WithPricesToSwitchTo: Story = {
  args: {
    html: page({ ...BASE, offeredPrices: [{ id: 'prc_yearly', label: 'Membership yearly: $10.00/year' }] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Price' })).toHaveDisplayValue(
      'Membership yearly: $10.00/year',
    );
    await expect(canvas.getByRole('button', { name: 'Switch' })).toBeVisible();
  },
};

/** A card update that failed its checks. */
export const CardErrors: Story = {
  args: {
    html: page({
      ...BASE,
      cardErrors: { cvc: 'Enter the security code (CVC).' },
      values: { cardNumber: '5555 5555 5555 4444', expiry: '10/30' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the card details.');
    await expect(canvas.getByLabelText('CVC')).toHaveAccessibleDescription('Enter the security code (CVC).');
    await expect(canvas.getByLabelText('Card number')).toHaveValue('5555 5555 5555 4444');
  },
};

/** A member who never subscribed. */
export const NoSubscription: Story = {
  args: { html: page({ ...BASE, subscription: null, history: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no subscription yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to World Family' })).toBeVisible();
  },
};

/** A link older than an hour. */
export const Expired: Story = {
  args: {
    html: renderBillingPage({ title: 'Billing', appName: 'Billing', panels: [portalExpiredPanel('/')] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This billing page has expired' })).toBeVisible();
  },
};
