import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SignupPanel } from '../../../widget/src/modals/index.ts';
import {
  BRAND_COLOR,
  brandedApp,
  mobile,
  passwordlessApp,
  providers,
  storyApp,
  WORLD_FAMILY_COLOR,
  worldFamilyApp,
} from './support.ts';

const meta = {
  title: 'widget/modals/Signup',
  component: SignupPanel,
  args: {
    app: storyApp(),
    onSubmit: fn(),
    onSwitch: fn(),
    onProvider: fn(),
    onClose: fn(),
    onPasswordlessChange: fn(),
  },
} satisfies Meta<typeof SignupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible custom fields in order, e-mail and password; a valid form submits all of them. */
export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    const labels = canvas.getAllByRole('textbox').map((field) => field.getAttribute('name'));
    await expect(labels).toEqual(['first-name', 'last-name', 'email']);
    await expect(canvas.queryByLabelText('Name')).toBeNull();
    await expect(canvas.getByLabelText('First name')).toHaveFocus();

    await step('the login link asks for the login modal', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Already have an account? Log in' }));
      await expect(args.onSwitch).toHaveBeenCalledWith('login');
    });

    await step('a valid form submits', async () => {
      await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
      await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
      await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com');
      await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        method: 'password',
        email: 'ada@example.com',
        password: 'correct horse',
        customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace' },
      });
    });
  },
};

/** Passwordless as the default: no password, 'Continue with Email'; 'Signup with Password' switches back. */
export const PasswordlessMode: Story = {
  args: { app: passwordlessApp(true) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Email' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'passwordless',
      email: 'ada@example.com',
      customFields: { 'first-name': '', 'last-name': '' },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Signup with Password' }));
    await expect(args.onPasswordlessChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByLabelText('Password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeVisible();
  },
};

/** Providers in their order after the 'or' divider. */
export const WithProviders: Story = {
  args: { app: storyApp({ authProviders: providers }) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    await expect(canvas.getByText('or')).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /^Continue with / });
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with Facebook',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onProvider).toHaveBeenCalledWith('google');
  },
};

/** Params hid the close button: no Close, and Escape does nothing. */
export const HiddenClose: Story = {
  args: { hideClose: true },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create an account' });
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The captcha slot sits above the submit. */
export const WithCaptcha: Story = {
  args: { renderCaptcha: () => <p>Captcha widget goes here</p> },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    const captcha = canvas.getByText('Captcha widget goes here');
    const submit = canvas.getByRole('button', { name: 'Sign up' });
    await expect(captcha.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A bot filled the hidden honeypot: the form resets silently and nothing is sent. */
export const Honeypot: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create an account' });
    const trap = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(trap).not.toBeNull();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    if (!trap) return;
    await userEvent.type(canvas.getByLabelText('Email Address'), 'bot@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.type(trap, 'https://spam.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email Address')).toHaveValue('');
    await expect(trap).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An invalid e-mail shows its message on leaving the field and blocks the submit. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    const email = canvas.getByLabelText('Email Address');
    await userEvent.type(email, 'ada@example');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(email).toHaveFocus();
  },
};

/** A short password blocks the submit and takes the focus. */
export const ShortPassword: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, '1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Minimum 8 characters required')).toBeVisible();
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs the submit is busy and disabled. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    const submit = canvas.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit.closest('form')).toHaveAttribute('data-status', 'submitting');
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A failure's message shows above the submit. */
export const ServerError: Story = {
  args: { error: 'Plan pln_gold may not exist or is not available' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Plan pln_gold may not exist or is not available',
    );
  },
};

/** The whole modal in Spanish. */
export const Spanish: Story = {
  args: { locale: 'es', app: passwordlessApp(false) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Crea una cuenta' });
    await expect(canvas.getByRole('button', { name: 'Continuar con correo electrónico' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '¿Ya tienes una cuenta? Inicia sesión' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ada@');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'corta');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
    await expect(await canvas.findByText('Ingresa un correo electrónico válido')).toBeVisible();
    await expect(canvas.getByText('Se requieren al menos 8 caracteres')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a 375 px phone the modal takes nearly the whole width. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create an account' });
    await expect(window.innerWidth).toBe(375);
    const { width, right } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThan(340);
    await expect(
      canvas.getByRole('button', { name: 'Sign up' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(right);
  },
};

/** The app's primary button colour paints the submit. */
export const Branded: Story = {
  args: { app: brandedApp },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Create an account' });
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Sign up' })).backgroundColor).toBe(
      BRAND_COLOR,
    );
  },
};

/**
 * World Family: First Name and Last Name, never Name (the service makes it from them,
 * docs/product/widget.md §3 "Derived name"); its mark in the header, its colour on the submit.
 */
export const WorldFamily: Story = {
  args: { app: worldFamilyApp },
  play: async ({ canvas, args, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Create an account' });

    await step('it asks the first and last names, and no name', async () => {
      const fields = canvas.getAllByRole('textbox').map((field) => field.getAttribute('name'));
      await expect(fields).toEqual(['first-name', 'last-name', 'email']);
      await expect(canvas.getByLabelText('First Name')).toHaveFocus();
      await expect(canvas.getByLabelText('Last Name')).toBeVisible();
      await expect(canvas.queryByLabelText('Name', { exact: true })).toBeNull();
    });

    await step('the header shows the mark, named for the app, above the title', async () => {
      const logo = canvas.getByRole('img', { name: 'World Family' });
      await expect(logo).toHaveAttribute('src', '/favicon.svg');
      const { height, bottom } = logo.getBoundingClientRect();
      await expect(height).toBe(40);
      const title = canvas.getByRole('heading', { name: 'Create an account' });
      await expect(bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
      await expect(dialog).toHaveAccessibleName('Create an account');
    });

    await step('the submit is in the site’s deep accent and sends the names it asked', async () => {
      const submit = canvas.getByRole('button', { name: 'Sign up' });
      await expect(getComputedStyle(submit).backgroundColor).toBe(WORLD_FAMILY_COLOR);
      await expect(getComputedStyle(submit).color).toBe('rgb(255, 255, 255)');
      await userEvent.type(canvas.getByLabelText('First Name'), 'Ada');
      await userEvent.type(canvas.getByLabelText('Last Name'), 'Lovelace');
      await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com');
      await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
      await userEvent.click(submit);
      await expect(args.onSubmit).toHaveBeenCalledWith({
        method: 'password',
        email: 'ada@example.com',
        password: 'correct horse',
        customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace' },
      });
    });
  },
};
