import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROVIDER_MESSAGES } from '@wf/sdk/contract';
import { expect } from 'storybook/test';
import {
  flowEndedPage,
  popupResultPage,
  testSignInPage,
} from '../../../service/src/routes/auth/provider-views.ts';
import { BillingPagePreview } from '../billing/BillingPagePreview.tsx';

/**
 * docs/product/payments-and-providers.md "Third-party sign-in": the pages of the provider popup,
 * drawn by the service's own view functions. The service tests and e2e/widget-providers.spec.ts
 * drive the real popup; these show each state.
 */
const meta = {
  title: 'service/auth/Provider popup',
  component: BillingPagePreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BillingPagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The test provider's sign-in page (test mode): who you are at GitHub, and whether the address is verified. */
export const TestSignIn: Story = {
  args: { html: testSignInPage({ appName: 'World Family', providerName: 'GitHub', state: 'state' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/TEST MODE/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sign in with GitHub — test mode' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toBeRequired();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** The address typed is not one: the field says why, and what was chosen stays. */
export const TestSignInErrors: Story = {
  args: {
    html: testSignInPage({
      appName: 'World Family',
      providerName: 'Spotify',
      state: 'state',
      values: { email: 'not an address', verified: 'no' },
      errors: { email: 'Enter an e-mail address such as name@example.com.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please check the form: one field needs attention.',
    );
    await expect(canvas.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com.',
    );
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

/** Signed in: what the window shows for the moment before it closes (or if no page listens). */
export const SignedIn: Story = {
  args: {
    html: popupResultPage({
      appName: 'World Family',
      origin: null,
      message: null,
      heading: 'Signed in with GitHub',
      text: 'You are signed in to World Family.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signed in with GitHub' })).toBeVisible();
    await expect(canvas.getByText('You can close this window.')).toBeVisible();
  },
};

/** The sign-in did not finish: the reason the page is also told. */
export const Refused: Story = {
  args: {
    html: popupResultPage({
      appName: 'World Family',
      origin: null,
      message: null,
      heading: 'Sign-in did not finish',
      text: PROVIDER_MESSAGES.accountExists('Google'),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PROVIDER_MESSAGES.accountExists('Google'))).toBeVisible();
  },
};

/** A window opened again after it finished, or after 10 minutes. */
export const Ended: Story = {
  args: { html: flowEndedPage('World Family') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This sign-in has ended' })).toBeVisible();
  },
};
