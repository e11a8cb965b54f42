import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthCardView } from '../../../site/islands/AuthCards/AuthCardView.tsx';
import type { AuthCardCopy } from '../../../site/islands/AuthCards/types.ts';

/** content/site/pages/login.yaml */
const loginCopy: AuthCardCopy = {
  heading: 'Sign In',
  intro: 'Welcome back. Sign in to reach your videos, your dashboard and your digital pass.',
  button: 'Sign In',
  busy: 'Opening login...',
  prompt: "Don't have an account?",
  switchLink: { label: 'Sign up', href: '/signup' },
  failedTitle: 'Sign in failed',
  failedFallback: 'Please try again.',
};

/** content/site/pages/signup.yaml */
const signupCopy: AuthCardCopy = {
  heading: 'Join Us',
  intro: 'Create your account to begin your membership and receive your digital member ID.',
  button: 'Create Account',
  busy: 'Opening signup...',
  prompt: 'Already have an account?',
  switchLink: { label: 'Sign in', href: '/login' },
  failedTitle: 'Sign up failed',
  failedFallback: 'Please try again.',
  welcomeTitle: 'Welcome to World Family!',
  welcomeText: 'Your account has been created successfully.',
};

const logo = <img src="/favicon.svg" alt="" width={56} height={56} />;

const meta = {
  title: 'site/islands/AuthCards',
  component: AuthCardView,
  args: { action: 'login', copy: loginCopy, state: 'idle', onStart: fn(), logo },
} satisfies Meta<typeof AuthCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInIdle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByText("Don't have an account?")).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Sign In' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const SignInBusy: Story = {
  args: { state: 'busy' },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Opening login...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('.wf-auth-card')).toHaveAttribute('data-state', 'busy');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onStart).not.toHaveBeenCalled();
    // The other page stays reachable.
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
};

export const JoinUsIdle: Story = {
  args: { action: 'signup', copy: signupCopy },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const JoinUsBusy: Story = {
  args: { action: 'signup', copy: signupCopy, state: 'busy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening signup...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  },
};

/** Before the page's script runs, the button waits (disabled) so an early press is not lost. */
export const SignInBeforeHydration: Story = {
  args: { ready: false },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign In' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Join Us from a call to action, for a member signed in already: the card leads straight to checkout. */
export const JoinUsSignedInTrial: Story = {
  args: {
    action: 'signup',
    copy: {
      ...signupCopy,
      intro: 'You are signed in. Continue to checkout to start your membership.',
      button: 'Start Free Trial',
      busy: 'Opening checkout...',
      switchLink: { label: 'Sign in', href: '/login?redirect=%2Fsignup%3Fplan%3Dtrial' },
    },
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('You are signed in. Continue to checkout to start your membership.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Free Trial' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** The checkout is opening: the button says so and waits. */
export const JoinUsOpeningCheckout: Story = {
  args: {
    action: 'signup',
    state: 'busy',
    copy: { ...signupCopy, button: 'Start Free Trial', busy: 'Opening checkout...' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening checkout...' })).toBeDisabled();
  },
};
