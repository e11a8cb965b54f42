import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROVIDER_MESSAGES } from '@wf/sdk/contract';
import { expect } from 'storybook/test';
import {
  flowEndedPage,
  otherBrowserPage,
  popupResultPage,
  proofPage,
} from '../../../service/src/routes/auth/provider-views.ts';
import { testSignInPage } from '../../../service/src/routes/test-mode/sign-in-view.ts';
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

/**
 * Facebook did not vouch for an address that has no account (docs/security.md "Proof of the
 * address"): the code mailed to it finishes the sign-up.
 */
export const ConfirmAddress: Story = {
  args: {
    html: proofPage({
      appName: 'World Family',
      providerName: 'Facebook',
      email: 'ada@example.org',
      state: 'state',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(canvas.getByText(/Facebook did not confirm that/)).toHaveTextContent(
      'Facebook did not confirm that ada@example.org is yours, so we have sent a 6-digit code to it.',
    );
    await expect(canvas.getByLabelText('Code from the e-mail')).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A wrong code: the field says so, and the form stays for another try. */
export const ConfirmAddressWrongCode: Story = {
  args: {
    html: proofPage({
      appName: 'World Family',
      providerName: 'Spotify',
      email: 'ada@example.org',
      state: 'state',
      error: 'This code is not correct. Please check it or request a new one.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Code from the e-mail')).toHaveAccessibleDescription(
      'This code is not correct. Please check it or request a new one.',
    );
    await expect(canvas.getByLabelText('Code from the e-mail')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Send a new code' sent one. */
export const ConfirmAddressCodeResent: Story = {
  args: {
    html: proofPage({
      appName: 'World Family',
      providerName: 'Facebook',
      email: 'ada@example.org',
      state: 'state',
      notice: 'We have sent a new code. Codes sent before no longer work.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We have sent a new code. Codes sent before no longer work.',
    );
  },
};

/** A callback URL opened in another browser than the one that started the sign-in (someone sent it). */
export const OtherBrowser: Story = {
  args: { html: otherBrowserPage('Sign in') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'This sign-in was started in another browser' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Nobody has been signed in/)).toBeVisible();
  },
};
