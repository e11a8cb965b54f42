import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginPanel } from '../../../widget/src/modals/index.ts';
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
  title: 'widget/modals/Login',
  component: LoginPanel,
  args: {
    app: storyApp(),
    onSubmit: fn(),
    onSwitch: fn(),
    onProvider: fn(),
    onClose: fn(),
    onPasswordlessChange: fn(),
  },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail and password; a valid form submits; the links ask for the other modals. */
export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    const email = canvas.getByLabelText('Email Address');
    await expect(email).toHaveFocus();
    await expect(canvas.queryByText('or')).toBeNull();

    await step('the links ask for the other modals', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Forgot Password?' }));
      await expect(args.onSwitch).toHaveBeenLastCalledWith('forgot_password');
      await userEvent.click(canvas.getByRole('button', { name: "Don't have an account? Sign up" }));
      await expect(args.onSwitch).toHaveBeenLastCalledWith('signup');
    });

    await step('a valid form submits', async () => {
      await userEvent.type(email, 'ada@example.com');
      await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        method: 'password',
        email: 'ada@example.com',
        password: 'correct horse',
      });
    });

    await step('the close button asks to close', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

/** Passwordless as the default: no password, 'Continue with Email' sends the code request. */
export const PasswordlessMode: Story = {
  args: { app: passwordlessApp(true) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Forgot Password?' })).toBeNull();
    await expect(canvas.getByText('or')).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Email' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'passwordless', email: 'ada@example.com' });

    await userEvent.click(canvas.getByRole('button', { name: 'Log in with Password' }));
    await expect(args.onPasswordlessChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByLabelText('Password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  },
};

/** Providers in their order after the 'or' divider; one not configured is left out. */
export const WithProviders: Story = {
  args: { app: storyApp({ authProviders: providers }) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(canvas.getByText('or')).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /^Continue with / });
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with Facebook',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Continue with GitHub' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.onProvider).toHaveBeenCalledWith('facebook');
  },
};

/** With an SSO sign-up URL the signup link navigates there. */
export const SsoSignupLink: Story = {
  args: { app: storyApp({ ssoSignupButtonURL: 'https://sso.example.org/signup' }) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    const link = canvas.getByRole('link', { name: "Don't have an account? Sign up" });
    await expect(link).toHaveAttribute('href', 'https://sso.example.org/signup');
    await expect(canvas.queryByRole('button', { name: /Sign up/ })).toBeNull();
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** Params hid the close button: no Close, and Escape does nothing. */
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

/** An address without 2 characters after the dot: the message shows on leaving the field. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    const email = canvas.getByLabelText('Email Address');
    await userEvent.type(email, 'ada@example.c');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(email).toHaveFocus();

    await userEvent.type(email, 'om');
    await waitFor(() => expect(canvas.queryByText('Please enter a valid email address')).toBeNull());
  },
};

/** A password under 8 characters: submit is refused, focus goes to the password. */
export const ShortPassword: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Minimum 8 characters required')).toBeVisible();
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription('Minimum 8 characters required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An empty form on submit: the e-mail asks for an address and takes the focus. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    const email = canvas.getByLabelText('Email Address');
    await userEvent.tab();
    await expect(canvas.queryByText('Please enter a valid email address')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Minimum 8 characters required')).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs the submit is busy and disabled. */
export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit.closest('form')).toHaveAttribute('data-status', 'submitting');
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A failure's message shows above the submit and is announced. */
export const ServerError: Story = {
  args: { error: 'Invalid email or password.' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

/** The whole modal in Spanish, validation included. */
export const Spanish: Story = {
  args: {
    locale: 'es',
    app: storyApp({
      authProviders: providers,
      additionalAuthMethods: { passwordless: { enabled: true, isDefault: false } },
    }),
  },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Inicia sesión en tu cuenta' });
    await expect(canvas.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar con correo electrónico' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '¿No tienes una cuenta? Regístrate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ada@');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'corta');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByText('Ingresa un correo electrónico válido')).toBeVisible();
    await expect(canvas.getByText('Se requieren al menos 8 caracteres')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** `translations` overrides win over the dictionary (docs/product/widget.md §3). */
export const CustomTranslations: Story = {
  args: {
    translations: {
      login: 'Enter',
      email_error_message: 'That e-mail looks wrong',
      forgot_password: 'Lost it?',
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(canvas.getByRole('button', { name: 'Lost it?' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email Address'), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Enter' }));
    await expect(await canvas.findByText('That e-mail looks wrong')).toBeVisible();
  },
};

/** On a 375 px phone the modal takes nearly the whole width and still works. */
export const Mobile: Story = {
  ...mobile,
  args: { app: storyApp({ authProviders: providers }) },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(window.innerWidth).toBe(375);
    const { width } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThan(340);
    await expect(width).toBeLessThan(375);
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(submit.getBoundingClientRect().right).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().right,
    );
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'password',
      email: 'ada@example.com',
      password: 'correct horse',
    });
  },
};

/** The app's primary button colour paints the submit and the focus ring. */
export const Branded: Story = {
  args: { app: brandedApp },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(getComputedStyle(submit).backgroundColor).toBe(BRAND_COLOR);
    const email = canvas.getByLabelText('Email Address');
    await userEvent.click(email);
    // The ring eases in: wait for its end.
    await waitFor(() => expect(getComputedStyle(email).boxShadow).toContain(BRAND_COLOR));
  },
};

/** With no colour set, the default primary button colour rgb(41, 98, 255) (docs/product/widget.md §9). */
export const DefaultColor: Story = {
  args: { app: storyApp({ branding: { logo: null, colors: { lightMode: { primaryButton: '' } } } }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Login to your account' });
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Log in' })).backgroundColor).toBe(
      'rgb(41, 98, 255)',
    );
  },
};

/** World Family: its mark in the header, the site's deep accent on the submit, its ring on focus. */
export const WorldFamily: Story = {
  args: { app: worldFamilyApp },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Login to your account' });
    const logo = canvas.getByRole('img', { name: 'World Family' });
    await expect(logo).toHaveAttribute('src', '/favicon.svg');
    await expect(logo.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('heading', { name: 'Login to your account' }).getBoundingClientRect().top,
    );
    await expect(dialog).toHaveAccessibleName('Login to your account');
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(getComputedStyle(submit).backgroundColor).toBe(WORLD_FAMILY_COLOR);
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await expect(getComputedStyle(submit).boxShadow).toContain(WORLD_FAMILY_COLOR);
  },
};
