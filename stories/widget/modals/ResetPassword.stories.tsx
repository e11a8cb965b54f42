import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ResetPasswordPanel } from '../../../widget/src/modals/index.ts';
import { BRAND_COLOR, brandedApp, mobile, storyApp } from './support.ts';

const meta = {
  title: 'widget/modals/ResetPassword',
  component: ResetPasswordPanel,
  // After 'Send Link' the flow knows the address the code went to (docs/product/widget.md §2 "Reset-code modal").
  args: { app: storyApp(), email: 'ada@example.org', onSubmit: fn(), onBack: fn(), onClose: fn() },
} satisfies Meta<typeof ResetPasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Six code boxes, 'New password', 'Confirm & Reset' and back; a typed code and password submit
 * with the address the code was sent to, which the panel does not ask for.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the code from the email we sent you and choose a new password.',
    );
    await expect(canvas.queryByLabelText('Email Address')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Enter your 6-digit code' })).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('482913');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('3');
    await userEvent.type(canvas.getByLabelText('New password'), 'a new secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Reset' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      token: '482913',
      newPassword: 'a new secret',
      email: 'ada@example.org',
    });
  },
};

/**
 * Reached through 'I already have a code' (or opened on the reset itself), the panel does not
 * know the address: it asks for it above the code, and a reset without one does not go out.
 */
export const AsksForTheAddress: Story = {
  args: { email: undefined },
  play: async ({ canvas, args, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the email address we sent the code to, the code, and a new password.',
    );
    const email = canvas.getByLabelText('Email Address');
    await step('without an address nothing is sent', async () => {
      await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
      await userEvent.paste('482913');
      await userEvent.type(canvas.getByLabelText('New password'), 'a new secret');
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Reset' }));
      await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('with the address the reset names it', async () => {
      await userEvent.type(email, ' ada@example.org ');
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Reset' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        token: '482913',
        newPassword: 'a new secret',
        email: 'ada@example.org',
      });
    });
  },
};

/** The field comes first, so an invalid address is what a submit points at before the code. */
export const AsksForTheAddressInvalid: Story = {
  args: { email: undefined },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    const email = canvas.getByLabelText('Email Address');
    await userEvent.type(email, 'ada@example.c');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Reset' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid code')).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A pasted code spreads across the boxes. */
export const PasteCode: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('120 845');
    const boxes = canvas.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
    await expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('120845');
    await userEvent.type(canvas.getByLabelText('New password'), 'a new secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Reset' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      token: '120845',
      newPassword: 'a new secret',
      email: 'ada@example.org',
    });
  },
};

/** An incomplete code: 'Please enter a valid code' and focus on the first empty box. */
export const IncompleteCode: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('4829');
    await userEvent.type(canvas.getByLabelText('New password'), 'a new secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Reset' }));
    await expect(await canvas.findByText('Please enter a valid code')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Digit 5 of 6' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A short new password: the message and focus on the field. */
export const ShortPassword: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('482913');
    const password = canvas.getByLabelText('New password');
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm & Reset' }));
    await expect(await canvas.findByText('Minimum 8 characters required')).toBeVisible();
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs the submit is busy and disabled. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    const submit = canvas.getByRole('button', { name: 'Confirm & Reset' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failure's message (an expired code) shows above the submit. */
export const ServerError: Story = {
  args: { error: 'An invalid token has been provided. Please make sure the token is valid.' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('An invalid token has been provided.');
  },
};

/** In Spanish. */
export const Spanish: Story = {
  args: { locale: 'es' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Restablece tu contraseña' });
    await expect(canvas.getByRole('group', { name: 'Ingresa tu código de 6 dígitos' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar y restablecer' }));
    await expect(await canvas.findByText('Ingresa un código válido')).toBeVisible();
    await expect(canvas.getByText('Se requieren al menos 8 caracteres')).toBeVisible();
  },
};

/** In Spanish, asking for the address too. */
export const SpanishAsksForTheAddress: Story = {
  args: { locale: 'es', email: undefined },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Restablece tu contraseña' });
    await expect(dialog).toHaveAccessibleDescription(
      'Ingresa el correo electrónico al que enviamos el código, el código y una nueva contraseña.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar y restablecer' }));
    await expect(await canvas.findByText('Ingresa un correo electrónico válido')).toBeVisible();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveFocus();
  },
};

/** On a 375 px phone the six boxes fit. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(window.innerWidth).toBe(375);
    const last = canvas.getByRole('textbox', { name: 'Digit 6 of 6' });
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().right,
    );
  },
};

/** On a 375 px phone the address field, the boxes and the password stay inside the dialog. */
export const MobileAsksForTheAddress: Story = {
  ...mobile,
  args: { email: undefined },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reset your password' });
    const right = dialog.getBoundingClientRect().right;
    for (const field of [
      canvas.getByLabelText('Email Address'),
      canvas.getByRole('textbox', { name: 'Digit 6 of 6' }),
      canvas.getByLabelText('New password'),
    ]) {
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};

/** The app's primary button colour paints the submit. */
export const Branded: Story = {
  args: { app: brandedApp },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Reset your password' });
    await expect(
      getComputedStyle(canvas.getByRole('button', { name: 'Confirm & Reset' })).backgroundColor,
    ).toBe(BRAND_COLOR);
  },
};
