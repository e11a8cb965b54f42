import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@wf/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletPassCard } from '../../../site/lib/wallet-pass/WalletPassCard.tsx';
import { NOW } from './Membership.fixture.ts';
import { clearToasts, decodeQr, PASS_URL, shownToast } from './WalletPass.fixture.ts';

const CAPTION = "Scan this QR code with your phone's camera to add the pass to your wallet";

const meta = {
  title: 'site/lib/WalletPass',
  component: WalletPassCard,
  args: { openWindow: fn(), onRetry: fn(), onRegenerate: fn(), hasMember: true },
  beforeEach: clearToasts,
  decorators: [
    (Story) => (
      <>
        <div style={{ maxWidth: 560 }}>
          <Story />
        </div>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof WalletPassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1. Error with a retry handler (checked first, even with a pass URL and loading). */
export const ErrorWithRetry: Story = {
  args: { error: 'Enrollment failed', loading: true, passUrl: PASS_URL },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.wf-wallet-pass')).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('heading', { name: 'Unable to Create Pass' })).toBeVisible();
    await expect(
      canvas.getByText('There was an issue creating your membership pass. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByText('Enrollment failed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to Wallet' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** 2. Loading: 'Creating Your Pass', announced as a status. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Creating Your Pass');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** 3. No pass URL, not loading, no member: nothing is shown. */
export const Nothing: Story = {
  args: { hasMember: false },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('.wf-wallet-pass');
    await expect(root).toHaveAttribute('data-state', 'empty');
    await expect(root).not.toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** 4. No pass URL, a member, regeneration available: 'Generate Digital Pass'. */
export const Generate: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Generate Digital Pass' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Pass' }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
  },
};

/** 5. Pass ready: Add to Wallet opens a new tab without opener or referrer and says so. */
export const Ready: Story = {
  args: { passUrl: PASS_URL },
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Digital Pass is Ready!' })).toBeVisible();
    await step('Add to Wallet', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to Wallet' }));
      await expect(args.openWindow).toHaveBeenCalledWith(PASS_URL, '_blank', 'noopener,noreferrer');
      await expect(await shownToast(canvas, 'Pass opened')).toBeVisible();
    });
    await step('Show and hide the QR code', async () => {
      const toggle = canvas.getByRole('button', { name: 'Show QR Code' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAccessibleName('Hide QR Code');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(await canvas.findByRole('img', { name: /QR code/ })).toBeVisible();
      await expect(canvas.getByText(CAPTION)).toBeVisible();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAccessibleName('Show QR Code');
      await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    });
    await step('Regenerate', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Regenerate Pass' }));
      await expect(args.onRegenerate).toHaveBeenCalledOnce();
    });
  },
};

/** The QR code shown: 200 px, black on white, and a phone camera reads the pass URL from it. */
export const QrShown: Story = {
  args: { passUrl: PASS_URL, defaultQrShown: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hide QR Code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const image = (await canvas.findByRole('img', { name: /QR code/ })) as HTMLImageElement;
    await expect(image).toHaveAttribute('width', '200');
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(await decodeQr(image)).toBe(PASS_URL);
    await expect(image.naturalWidth).toBe(200);
    await expect(canvas.getByText(CAPTION)).toBeVisible();
  },
};

/** Every state side by side, in the spec's order. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WalletPassCard {...args} error="Enrollment failed" />
      <WalletPassCard {...args} loading />
      <WalletPassCard {...args} hasMember={false} />
      <WalletPassCard {...args} />
      <WalletPassCard {...args} passUrl={PASS_URL} defaultQrShown />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('.wf-wallet-pass')].map((el) =>
      el.getAttribute('data-state'),
    );
    await expect(states).toEqual(['error', 'loading', 'empty', 'generate', 'ready']);
    await expect(await within(canvasElement).findByRole('img', { name: /QR code/ })).toBeVisible();
  },
};

const DAY = 86_400_000;

/** The pass of a paid-up member: 'Membership active, renews on {date}'. */
export const MembershipActive: Story = {
  args: {
    passUrl: PASS_URL,
    membership: { kind: 'active', nextBillingDate: NOW + 20 * DAY, amount: '$1.00' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Membership active, renews on December 13, 2026')).toBeVisible();
    await expect(canvasElement.querySelector('.wf-wallet-pass__membership')).toHaveAttribute(
      'data-state',
      'active',
    );
  },
};

/** The pass during a trial, or of a cancelled Membership: 'Membership active until {date}'. */
export const MembershipActiveUntil: Story = {
  args: { passUrl: PASS_URL, membership: { kind: 'trial', daysLeft: 5, endsAt: NOW + 5 * DAY } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Membership active until November 28, 2026')).toBeVisible();
  },
};

/** A failed payment: still active, and the card needs updating. */
export const MembershipPaymentOverdue: Story = {
  args: { passUrl: PASS_URL, membership: { kind: 'past-due' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Membership active, payment overdue')).toBeVisible();
    await expect(canvas.getByText('Please update your card to keep your membership.')).toBeVisible();
    await expect(canvasElement.querySelector('.wf-wallet-pass__membership')).toHaveAttribute(
      'data-state',
      'overdue',
    );
  },
};

/** The Membership lapsed: 'Membership inactive', renew to use the member ID. */
export const MembershipInactive: Story = {
  args: { passUrl: PASS_URL, membership: { kind: 'lapsed' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Membership inactive')).toBeVisible();
    await expect(canvas.getByText('Renew your membership to use your member ID.')).toBeVisible();
    await expect(canvasElement.querySelector('.wf-wallet-pass__membership')).toHaveAttribute(
      'data-state',
      'inactive',
    );
    // The pass itself stays usable.
    await expect(canvas.getByRole('button', { name: 'Add to Wallet' })).toBeVisible();
  },
};

/** No Membership yet, before the pass is generated: inactive, start the free trial. */
export const MembershipNeverStarted: Story = {
  args: { membership: { kind: 'none' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Generate Digital Pass' })).toBeVisible();
    await expect(canvas.getByText('Membership inactive')).toBeVisible();
    await expect(canvas.getByText('Start your free trial to use your member ID.')).toBeVisible();
  },
};

/** The membership line in each of its looks, side by side. */
export const AllMembershipStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WalletPassCard
        {...args}
        passUrl={PASS_URL}
        membership={{ kind: 'active', nextBillingDate: NOW, amount: '$1.00' }}
      />
      <WalletPassCard {...args} passUrl={PASS_URL} membership={{ kind: 'ending', endsAt: NOW }} />
      <WalletPassCard {...args} passUrl={PASS_URL} membership={{ kind: 'past-due' }} />
      <WalletPassCard {...args} passUrl={PASS_URL} membership={{ kind: 'lapsed' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lines = [...canvasElement.querySelectorAll('.wf-wallet-pass__membership')].map((el) =>
      el.getAttribute('data-state'),
    );
    await expect(lines).toEqual(['active', 'active', 'overdue', 'inactive']);
  },
};
