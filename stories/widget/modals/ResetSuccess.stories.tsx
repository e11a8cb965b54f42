import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ResetSuccessPanel } from '../../../widget/src/modals/index.ts';
import { BRAND_COLOR, brandedApp, mobile, storyApp } from './support.ts';

const meta = {
  title: 'widget/modals/ResetSuccess',
  component: ResetSuccessPanel,
  args: { app: storyApp(), onSwitch: fn(), onClose: fn() },
} satisfies Meta<typeof ResetSuccessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Success!' with its sentence; the button leads back to login. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Success!' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your password has been reset. Please login with your new credentials.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('login');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Params hid the close button. */
export const HiddenClose: Story = {
  args: { hideClose: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Success!' });
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  args: { locale: 'es' },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '¡Listo!' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tu contraseña se restableció. Inicia sesión con tus nuevas credenciales.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('login');
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Success!' });
    await expect(window.innerWidth).toBe(375);
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(340);
  },
};

/** The app's primary button colour paints the button. */
export const Branded: Story = {
  args: { app: brandedApp },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Success!' });
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Log in' })).backgroundColor).toBe(
      BRAND_COLOR,
    );
  },
};
