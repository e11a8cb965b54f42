import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SecurityPane } from '../../../widget/src/profile/index.ts';
import {
  mobile,
  onlyThisDevice,
  PaneFrame,
  providers,
  STORY_NOW,
  storyApp,
  storyMember,
  storySessions,
} from './support.tsx';

/** Ada without a password (she signs in with e-mailed codes). */
const passwordlessMember = storyMember({
  auth: { email: 'ada@example.org', hasPassword: false, providers: [] },
});

const meta = {
  title: 'widget/profile/SecurityPane',
  component: SecurityPane,
  decorators: [
    (Story) => (
      <PaneFrame>
        <Story />
      </PaneFrame>
    ),
  ],
  args: {
    app: storyApp(),
    member: storyMember(),
    onSaveEmail: fn(),
    onSendEmailCode: fn(),
    onSignOutSession: fn(),
    onSignOutOtherSessions: fn(),
    onRetrySessions: fn(),
    now: STORY_NOW,
    onChangePassword: fn(),
    onConnectProvider: fn(),
    onDisconnectProvider: fn(),
  },
} satisfies Meta<typeof SecurityPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's address (nothing to save yet), 'Change Password', and no provider list without providers. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Security' })).toBeVisible();
    await expect(canvas.getByLabelText('Email Address')).toHaveValue('ada@example.org');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.queryByText('Connect Additional Accounts')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
  },
};

/** docs/product/widget.md §5: an invalid or empty address keeps Save disabled and explains why on leaving the field. */
export const EmailInvalid: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText('Email Address');
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.clear(email);
    await expect(save).toBeDisabled();
    await userEvent.type(email, 'ada@example.c');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await userEvent.type(email, '{Enter}');
    await expect(args.onSaveEmail).not.toHaveBeenCalled();
  },
};

/**
 * docs/product/widget.md §2 "Security pane": a new address asks for the current password; Save
 * waits for it, then sends the address trimmed with the password.
 */
export const EmailChangeWithPassword: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText('Email Address');
    await expect(canvas.queryByLabelText('Current Password')).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, ' ada.okonkwo@example.com ');
    const password = canvas.getByLabelText('Current Password');
    await expect(password).toHaveAccessibleDescription('We need it to change your email address.');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(password, 'correct horse');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(args.onSaveEmail).toHaveBeenCalledWith({
      email: 'ada.okonkwo@example.com',
      oldPassword: 'correct horse',
    });
  },
};

/** Back to the current address (whatever its case), nothing to confirm: the password field goes away. */
export const EmailChangeUndone: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email Address');
    await userEvent.type(email, 'x');
    await expect(canvas.getByLabelText('Current Password')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'Ada@Example.org');
    await expect(canvas.queryByLabelText('Current Password')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/**
 * A member without a password confirms with a code mailed to the current address: 'Send code',
 * then the six digits; Save waits for all of them.
 */
export const EmailChangeWithCode: Story = {
  args: { member: passwordlessMember },
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText('Email Address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.okonkwo@example.com');
    await expect(canvas.queryByLabelText('Current Password')).toBeNull();
    await expect(
      canvas.getByText("To confirm it's you, send a code to ada@example.org and enter it below."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendEmailCode).toHaveBeenCalledTimes(1);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('48291');
    await expect(save).toBeDisabled();
    await userEvent.keyboard('3');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(args.onSaveEmail).toHaveBeenCalledWith({ email: 'ada.okonkwo@example.com', code: '482913' });
  },
};

/** A requested address waits for its link: the note says where to look, announced as a status. */
export const EmailPending: Story = {
  args: { pendingEmail: 'ada.okonkwo@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email Address')).toHaveValue('ada@example.org');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Check ada.okonkwo@example.com: your address changes when you open the link we sent.',
    );
  },
};

/** The e-mail change in Spanish, for a member without a password. */
export const EmailChangeSpanish: Story = {
  args: { locale: 'es', member: passwordlessMember, pendingEmail: 'ada.okonkwo@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Revisa ada.okonkwo@example.com: tu correo cambia cuando abras el enlace que te enviamos.',
    );
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'x');
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Ingresa tu código de 6 dígitos' })).toBeVisible();
  },
};

/** On a 375 px phone the code confirmation stacks and stays inside the pane. */
export const EmailChangeWithCodeMobile: Story = {
  ...mobile,
  args: { member: passwordlessMember, pendingEmail: 'a.very.long.address.for.a.phone@example.com' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Email Address'), 'x');
    const right = canvasElement.getBoundingClientRect().right;
    for (const element of [
      canvas.getByRole('button', { name: 'Send code' }),
      canvas.getByRole('textbox', { name: 'Digit 6 of 6' }),
      canvas.getByRole('status'),
      canvas.getByRole('button', { name: 'Save' }),
    ]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};

/** A member without a password is offered 'Set Password'. */
export const NoPassword: Story = {
  args: { member: storyMember({ auth: { email: 'ada@example.org', hasPassword: false, providers: [] } }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Change Password' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Set Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
  },
};

/** No provider linked: one 'Connect with' per enabled provider, in their order. */
export const ProvidersNotConnected: Story = {
  args: { app: storyApp({ authProviders: providers }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Connect Additional Accounts' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /^Connect with / });
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Connect with Google',
      'Connect with Facebook',
      'Connect with GitHub',
    ]);
    await expect(canvas.queryByText('LinkedIn')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect with Facebook' }));
    await expect(args.onConnectProvider).toHaveBeenCalledWith('facebook');
  },
};

/** Linked providers come first (then by order), each with 'Disconnect'. */
export const ProvidersConnected: Story = {
  args: {
    app: storyApp({ authProviders: providers }),
    member: storyMember({
      auth: {
        email: 'ada@example.org',
        hasPassword: true,
        providers: [{ provider: 'github' }, { provider: 'facebook' }],
      },
    }),
  },
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.querySelector('button')?.textContent)).toEqual([
      'Disconnect Facebook',
      'Disconnect GitHub',
      'Connect with Google',
    ]);
    await expect(canvas.getAllByText('Connected')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect GitHub' }));
    await expect(args.onDisconnectProvider).toHaveBeenCalledWith('github');
  },
};

/** While the sessions load: the section says so and is busy. */
export const SessionsLoading: Story = {
  args: { sessions: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Where you're signed in" })).toBeVisible();
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.getByText('Loading...').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

/**
 * This device first with its badge and no button; each other session with its device, place and
 * last activity, and a 'Sign out' named after it; then 'Sign out of all other sessions'.
 */
export const Sessions: Story = {
  args: { sessions: { status: 'ready', sessions: storySessions() } },
  play: async ({ canvas, args, step }) => {
    const list = canvas.getByRole('list', { name: "Where you're signed in" });
    const rows = within(list).getAllByRole('listitem');
    await step('what each row says', async () => {
      await expect(rows.map((row) => row.textContent)).toEqual([
        'Mac · Chrome 141This deviceActive now',
        'iPhone · Safari 18Local network · Last active 5 minutes agoSign out',
        'Windows computer · Edge 140Last active 3 days agoSign out',
        'Unknown deviceLast active Nov 2Sign out',
      ]);
      await expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    });
    await step('sign out one, by keyboard', async () => {
      const iphone = canvas.getByRole('button', { name: 'Sign out of iPhone · Safari 18' });
      iphone.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSignOutSession).toHaveBeenCalledWith('ses_iphone');
    });
    await step('sign out of all the others', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all other sessions' }));
      await expect(args.onSignOutOtherSessions).toHaveBeenCalledTimes(1);
    });
  },
};

/** While a profile action runs every sign-out waits. */
export const SessionsBusy: Story = {
  args: { busy: true, sessions: { status: 'ready', sessions: storySessions() } },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: /^Sign out/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

/** Signed in here only: no button, and a sentence that says so. */
export const SessionsOnlyThisDevice: Story = {
  args: { sessions: { status: 'ready', sessions: onlyThisDevice() } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.getByText('You are not signed in anywhere else.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Sign out/ })).toBeNull();
  },
};

/** The sessions could not be loaded: the reason, and 'Try again'. */
export const SessionsError: Story = {
  args: {
    sessions: {
      status: 'error',
      message: 'We could not reach the server. Please check your connection and try again.',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach the server.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetrySessions).toHaveBeenCalledTimes(1);
  },
};

/** In Spanish: the service's words for devices and places, the times and the buttons. */
export const SessionsSpanish: Story = {
  args: { locale: 'es', sessions: { status: 'ready', sessions: storySessions() } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Dónde iniciaste sesión' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Mac · Chrome 141Este dispositivoActiva ahora',
      'iPhone · Safari 18Red local · Última actividad: hace 5 minutosCerrar sesión',
      'Computadora con Windows · Edge 140Última actividad: hace 3 díasCerrar sesión',
      'Dispositivo desconocidoÚltima actividad: 2 novCerrar sesión',
    ]);
    await expect(
      canvas.getByRole('button', { name: 'Cerrar sesión en Computadora con Windows · Edge 140' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar todas las demás sesiones' })).toBeVisible();
  },
};

/** On a 375 px phone each row keeps its button on the row, inside the pane. */
export const SessionsMobile: Story = {
  ...mobile,
  args: { sessions: { status: 'ready', sessions: storySessions() } },
  play: async ({ canvas, canvasElement }) => {
    const right = canvasElement.getBoundingClientRect().right;
    for (const button of canvas.getAllByRole('button', { name: /^Sign out/ })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};
