import type { Meta, StoryObj } from '@storybook/react-vite';
import { alreadySubscribedMessage } from '@wf/sdk/contract';
import { expect } from 'storybook/test';
import {
  CARD_DECLINED_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
} from '../../../service/src/members/billing/test-provider/cards.ts';
import { trialEndedPanel } from '../../../service/src/routes/billing/trial-ended-view.ts';
import { renderBillingPage, renderServicePage } from '../../../service/src/routes/pages/frame.ts';
import {
  type CheckoutView,
  checkoutClosedPanel,
  checkoutNotFoundPanel,
  checkoutPanels,
  checkoutRefusedPanel,
} from '../../../service/src/routes/test-mode/checkout-view.ts';
import { BillingPagePreview } from './BillingPagePreview.tsx';

/**
 * docs/product/payments-and-providers.md "Providers of payments": every state of the test
 * provider's checkout page (`/api/test-checkout/{id}`), drawn by the service's own view functions.
 * The service tests and the payments journey in e2e/ drive the real page; these show each state.
 */

const APP = 'World Family';
const BASE: CheckoutView = {
  kind: 'subscribe',
  trialDays: null,
  planName: 'Membership',
  amount: '$1.00/month',
  email: 'ada@example.com',
  cancelUrl: 'http://localhost:4321/membership',
};

function page(panels: string[]): string {
  return renderBillingPage({ title: 'Checkout', appName: APP, panels });
}

const meta = {
  component: BillingPagePreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BillingPagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first visit with the 7-day trial: the card may be left out. */
export const Trial: Story = {
  args: { html: page(checkoutPanels({ ...BASE, trialDays: 7 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/TEST MODE/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Start your 7-day free trial of Membership' }),
    ).toBeVisible();
    await expect(canvas.getByText(/then \$1\.00\/month after a 7-day trial/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Card (optional during the trial)' })).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).not.toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Cancel and go back' })).toHaveAttribute(
      'href',
      BASE.cancelUrl,
    );
  },
};

/** The trial was used already: the card is charged today. */
export const Subscribe: Story = {
  args: { html: page(checkoutPanels(BASE)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Subscribe to Membership' })).toBeVisible();
    await expect(canvas.getByText('Charged today, then $1.00/month until you cancel.')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Subscribe for $1.00/month' })).toBeVisible();
  },
};

/** The trial was had by this address before (an account since deleted, or this one): the page says so. */
export const TrialUsed: Story = {
  args: { html: page(checkoutPanels({ ...BASE, trialUsed: true })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Subscribe to Membership' })).toBeVisible();
    await expect(canvas.getByText(/You have had the free trial already/)).toBeVisible();
    await expect(canvas.getByText(/offered once per e-mail address/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe for $1.00/month' })).toBeVisible();
  },
};

/** A trial without a card gets one before it ends ('Subscribe for $1.00/month' on the dashboard). */
export const AddCardToTrial: Story = {
  args: { html: page(checkoutPanels({ ...BASE, kind: 'add-card', trialDays: 7 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Add a card to your Membership' })).toBeVisible();
    await expect(canvas.getByText(/Nothing is charged now/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save card' })).toBeVisible();
  },
};

/** 4000 0000 0000 0002: the decline keeps the page open, with what was typed (never the CVC). */
export const Declined: Story = {
  args: {
    html: page(
      checkoutPanels({
        ...BASE,
        alert: CARD_DECLINED_MESSAGE,
        values: {
          cardNumber: '4000 0000 0000 0002',
          expiry: '12/34',
          cvc: '123',
          name: 'Ada',
          postalCode: '10001',
        },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(CARD_DECLINED_MESSAGE);
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(canvas.getByLabelText('CVC')).toHaveValue('');
  },
};

/** 4000 0000 0000 9995. */
export const InsufficientFunds: Story = {
  args: { html: page(checkoutPanels({ ...BASE, alert: INSUFFICIENT_FUNDS_MESSAGE })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(INSUFFICIENT_FUNDS_MESSAGE);
  },
};

/** Card details that fail the checks: each field says what is wrong, tied to it for screen readers. */
export const FieldErrors: Story = {
  args: {
    html: page(
      checkoutPanels({
        ...BASE,
        errors: {
          cardNumber: 'Your card number is incomplete or not valid.',
          expiry: "Your card's expiry date is in the past.",
        },
        values: { cardNumber: '4242 4242 4242 4241', expiry: '01/20' },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please check the card details: 2 fields need attention.',
    );
    await expect(canvas.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Your card number is incomplete or not valid.',
    );
    await expect(canvas.getByLabelText('Expiry (MM/YY)')).toBeInvalid();
    await expect(canvas.getByLabelText('CVC')).not.toHaveAttribute('aria-invalid');
  },
};

/** Refused at the last moment: another checkout made the member a subscriber meanwhile. */
export const Refused: Story = {
  args: {
    html: page([checkoutRefusedPanel(alreadySubscribedMessage('Membership'), BASE.cancelUrl)]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This checkout cannot be completed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', BASE.cancelUrl);
  },
};

/** The link opened again after paying. */
export const Complete: Story = {
  args: { html: page([checkoutClosedPanel('complete', 'http://localhost:4321/passkit-success')]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This checkout is complete' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toBeVisible();
  },
};

/** The link opened after a day. */
export const Expired: Story = {
  args: { html: page([checkoutClosedPanel('expired', BASE.cancelUrl)]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This checkout has expired' })).toBeVisible();
  },
};

/** An id that does not exist (or a link cut short). */
export const NotFound: Story = {
  args: {
    html: renderBillingPage({ title: 'Checkout', appName: 'Checkout', panels: [checkoutNotFoundPanel('/')] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This checkout does not exist' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the website' })).toBeVisible();
  },
};

/**
 * The return from a card saved after the trial had ended without one (GET /api/checkout/return,
 * Stripe or the test provider): no test banner, since Stripe's checkout comes back here too.
 */
export const TrialEndedBeforeCard: Story = {
  args: {
    html: renderServicePage({ title: 'Checkout', appName: APP, panels: [trialEndedPanel(BASE.cancelUrl)] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your free trial has ended' })).toBeVisible();
    await expect(canvas.getByText(/ended before your card was saved, so nothing was charged/)).toBeVisible();
    await expect(canvas.queryByText(/TEST MODE/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', BASE.cancelUrl);
  },
};
