import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@wf/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthFlow } from '../../../widget/src/auth-flow/AuthFlow.tsx';
import { makeChallenge, tokenSolves } from '../captcha/support.ts';
import { passwordlessApp, providers, storyApp } from '../modals/support.ts';
import { asClient, fakeAuthClient } from './fakeClient.ts';

/**
 * The auth modals wired to an SDK client (a fake at the boundary): each flow as a person runs it,
 * with the calls the container makes and what it shows for the answers.
 */
const meta = {
  title: 'widget/AuthFlow',
  component: AuthFlow,
  args: {
    client: asClient(fakeAuthClient()),
    app: storyApp(),
    initialDisplay: 'login',
    onSuccess: fn(),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof AuthFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password login calls the SDK with what was typed and reports LOGIN with the member. */
export const PasswordLogin: Story = {
  args: { client: asClient(fakeAuthClient()) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        type: 'LOGIN',
        data: { member: expect.objectContaining({ id: 'mem_ada' }) },
      }),
    );
    await expect(args.client.loginMemberEmailPassword).toHaveBeenCalledWith({
      email: 'ada@example.org',
      password: 'correct horse',
    });
  },
};

/** A refused login shows the service's message and lets the person try again. */
export const LoginRefused: Story = {
  args: {
    client: asClient(fakeAuthClient(undefined, { loginMemberEmailPassword: 'Invalid email or password.' })),
  },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** While the provider's window is open, the pressed button shows the spinner. */
export const ProviderWindowOpen: Story = {
  args: {
    client: asClient({ ...fakeAuthClient(), loginWithProvider: fn(() => new Promise<never>(() => {})) }),
    app: storyApp({ authProviders: providers }),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** 'Continue with Google' asks the SDK for the provider's popup and reports LOGIN with its member. */
export const ProviderLogin: Story = {
  args: { client: asClient(fakeAuthClient()), app: storyApp({ authProviders: providers }) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.client.loginWithProvider).toHaveBeenCalledWith({
      provider: 'google',
      allowSignup: false,
    });
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        type: 'LOGIN',
        data: { member: expect.objectContaining({ id: 'mem_ada' }) },
      }),
    );
  },
};

/** A provider sign-in that did not finish (the popup closed, the account exists) shows why, and the button works again. */
export const ProviderRefused: Story = {
  args: {
    client: asClient(
      fakeAuthClient(undefined, {
        signupWithProvider:
          'An account with this e-mail already exists: log in, then connect Google in your profile.',
      }),
    ),
    app: storyApp({ authProviders: providers }),
    initialDisplay: 'signup',
  },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists: log in, then connect Google in your profile.',
    );
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Passwordless signup: the code request shows the service's toast, then the code modal verifies it. */
export const PasswordlessSignup: Story = {
  args: {
    app: passwordlessApp(true),
    initialDisplay: 'signup',
    plans: [{ planId: 'pln_free-member' }],
    client: asClient(fakeAuthClient()),
  },
  play: async ({ canvas, canvasElement, args, step }) => {
    await step('the code is requested', async () => {
      await canvas.findByRole('dialog', { name: 'Create an account' });
      await userEvent.type(canvas.getByLabelText('First name'), 'Bo');
      await userEvent.type(canvas.getByLabelText('Email Address'), 'bo@example.org');
      await userEvent.click(canvas.getByRole('button', { name: 'Continue with Email' }));
      await expect(args.client.sendMemberSignupPasswordlessEmail).toHaveBeenCalledWith({
        email: 'bo@example.org',
      });
      const toasts = within(canvasElement.ownerDocument.body);
      const toast = await toasts.findByText('Please check your email for a 6-digit code.');
      // The toast fades in over 0.2 s (docs/product/widget.md §9): visible once the fade has begun.
      await waitFor(() => expect(toast).toBeVisible());
    });
    await step('the code signs the member up with the plans and fields', async () => {
      await canvas.findByText('Enter the verification code sent to your email address');
      await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
      await userEvent.paste('482913');
      await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));
      await waitFor(() =>
        expect(args.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ type: 'SIGNUP' })),
      );
      await expect(args.client.signupMemberPasswordless).toHaveBeenCalledWith({
        passwordlessToken: '482913',
        email: 'bo@example.org',
        customFields: { 'first-name': 'Bo', 'last-name': '' },
        plans: [{ planId: 'pln_free-member' }],
      });
    });
  },
};

/**
 * Forgot password, the code and a new password, then the success screen (PASSWORD_RESET). The
 * reset names the address the code was sent to, without asking for it again.
 */
export const PasswordReset: Story = {
  args: { initialDisplay: 'forgot_password', client: asClient(fakeAuthClient()) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Link' }));
    await canvas.findByText('Enter your 6-digit code');
    await expect(canvas.queryByLabelText('Email Address')).toBeNull();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('120845');
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Reset' }));
    await canvas.findByRole('dialog', { name: 'Success!' });
    await expect(args.client.resetMemberPassword).toHaveBeenCalledWith({
      token: '120845',
      newPassword: 'a brand new secret',
      email: 'ada@example.org',
    });
    await expect(args.onSuccess).toHaveBeenCalledWith({
      type: 'PASSWORD_RESET',
      data: { message: 'Your password has been reset.' },
    });
  },
};

/**
 * 'I already have a code': the flow does not know the address, so the reset-code modal asks for
 * it, and the reset names the address typed (docs/product/widget.md §2 "Reset-code modal").
 */
export const ResetWithACodeAlreadyMailed: Story = {
  args: { initialDisplay: 'forgot_password', client: asClient(fakeAuthClient()) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.click(canvas.getByRole('button', { name: 'I already have a code' }));
    await canvas.findByText('Enter your 6-digit code');
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.org');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('120845');
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Reset' }));
    await canvas.findByRole('dialog', { name: 'Success!' });
    await expect(args.client.sendMemberResetPasswordEmail).not.toHaveBeenCalled();
    await expect(args.client.resetMemberPassword).toHaveBeenCalledWith({
      token: '120845',
      newPassword: 'a brand new secret',
      email: 'ada@example.org',
    });
  },
};

/** Opened on the reset itself (openModal('RESET_PASSWORD')): the address is asked for as well. */
export const OpenedOnTheReset: Story = {
  args: { initialDisplay: 'reset_password', client: asClient(fakeAuthClient()) },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the email address we sent the code to, the code, and a new password.',
    );
    await expect(canvas.getByLabelText('Email Address')).toBeVisible();
  },
};

/** In Spanish (data-locale="es"): the same flow, every word translated. */
export const Spanish: Story = {
  args: { locale: 'es', client: asClient(fakeAuthClient()) },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Inicia sesión en tu cuenta' });
    await userEvent.click(canvas.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await canvas.findByRole('dialog', { name: 'Restablece tu contraseña' });
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await canvas.findByRole('dialog', { name: 'Inicia sesión en tu cuenta' });
  },
};

/**
 * An app that requires a captcha: the person submits without ticking the box, the captcha is
 * solved on submit and its token goes with the signup; a refused signup resets the captcha.
 */
export const SignupWithCaptcha: Story = {
  args: {
    app: storyApp({ captchaRequired: true }),
    initialDisplay: 'signup',
    fetchCaptchaChallenge: fn(() => makeChallenge(421)),
    client: asClient(fakeAuthClient()),
  },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ type: 'SIGNUP' })),
    );
    const [request] = (args.client.signupMemberEmailPassword as ReturnType<typeof fn>).mock.calls[0] as [
      { captchaToken?: string },
    ];
    await expect(await tokenSolves(request.captchaToken)).toBe(true);
  },
};
