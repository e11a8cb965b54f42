import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordlessTokenPanel } from '../../../widget/src/modals/index.ts';
import { BRAND_COLOR, brandedApp, mobile, storyApp } from './support.ts';

const meta = {
  title: 'widget/modals/PasswordlessToken',
  component: PasswordlessTokenPanel,
  args: { app: storyApp(), mode: 'login', onSubmit: fn(), onBack: fn(), onClose: fn() },
} satisfies Meta<typeof PasswordlessTokenPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a login: its heading, the instruction, six boxes; a typed code is verified. */
export const Login: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the verification code sent to your email address',
    );
    await expect(canvas.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ token: '123456' });
  },
};

/** After a signup: the signup heading; a pasted code is verified. */
export const Signup: Story = {
  args: { mode: 'signup' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ token: '654321' });
  },
};

/** Params hid the close button. */
export const HiddenClose: Story = {
  args: { hideClose: true },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** An incomplete code: 'Please enter a valid code', focus on the first empty box, nothing sent. */
export const IncompleteCode: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));
    await expect(await canvas.findByText('Please enter a valid code')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs the submit is busy and disabled. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    const submit = canvas.getByRole('button', { name: 'Verify Email' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failure's message shows above the submit. */
export const ServerError: Story = {
  args: { error: 'An invalid token has been provided. Please make sure the token is valid.' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('An invalid token has been provided.');
  },
};

/** In Spanish, after a signup. */
export const Spanish: Story = {
  args: { locale: 'es', mode: 'signup' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Crea una cuenta' });
    await expect(dialog).toHaveAccessibleDescription(
      'Ingresa el código de verificación que enviamos a tu correo electrónico',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar correo' }));
    await expect(await canvas.findByText('Ingresa un código válido')).toBeVisible();
  },
};

/** On a 375 px phone the six boxes fit. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(window.innerWidth).toBe(375);
    const last = canvas.getByRole('textbox', { name: 'Digit 6 of 6' });
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().right,
    );
  },
};

/** The app's primary button colour paints the submit. */
export const Branded: Story = {
  args: { app: brandedApp },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Verify Email' })).backgroundColor).toBe(
      BRAND_COLOR,
    );
  },
};
