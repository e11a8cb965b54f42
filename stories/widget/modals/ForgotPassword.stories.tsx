import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ForgotPasswordPanel } from '../../../widget/src/modals/index.ts';
import { BRAND_COLOR, brandedApp, mobile, storyApp } from './support.ts';

const meta = {
  title: 'widget/modals/ForgotPassword',
  component: ForgotPasswordPanel,
  args: { app: storyApp(), onSubmit: fn(), onSwitch: fn(), onBack: fn(), onClose: fn() },
} satisfies Meta<typeof ForgotPasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Reset your password' with its sentence; 'Send Link' sends the address; back and the code link. */
export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toHaveAccessibleDescription(
      "Enter your email address and we'll send you a secure link to reset your password.",
    );
    await step('the links', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'I already have a code' }));
      await expect(args.onSwitch).toHaveBeenCalledWith('reset_password');
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await expect(args.onBack).toHaveBeenCalledTimes(1);
    });
    await step('a valid address is sent', async () => {
      await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Send Link' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
    });
  },
};

/** Params hid the close button. */
export const HiddenClose: Story = {
  args: { hideClose: true },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** An invalid address: the message, and nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    const email = canvas.getByLabelText('Email Address');
    await userEvent.type(email, 'ada@example.c');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Link' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs the submit is busy and disabled. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    const submit = canvas.getByRole('button', { name: 'Send Link' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failure's message shows above the submit. */
export const ServerError: Story = {
  args: { error: 'Too many requests. Please try again later.' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  },
};

/** In Spanish. */
export const Spanish: Story = {
  args: { locale: 'es' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Restablece tu contraseña' });
    await expect(canvas.getByRole('button', { name: 'Ya tengo un código' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(window.innerWidth).toBe(375);
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(340);
    await expect(canvas.getByRole('button', { name: 'I already have a code' })).toBeVisible();
  },
};

/** The app's primary button colour paints the submit. */
export const Branded: Story = {
  args: { app: brandedApp },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Send Link' })).backgroundColor).toBe(
      BRAND_COLOR,
    );
  },
};
