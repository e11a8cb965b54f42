import type { Meta, StoryObj } from '@storybook/react-vite';
import { type WfClient, WfError } from '@wf/sdk';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthFlow } from '../../../widget/src/auth-flow/AuthFlow.tsx';
import { ERROR_MESSAGES, interpolate, type WidgetErrorCode } from '../../../widget/src/i18n/index.ts';
import { storyApp } from '../modals/support.ts';

/**
 * The Spanish widget says what went wrong in Spanish, for every error code (docs/architecture.md
 * "One error voice"): the login modal in Spanish, refused by a fake client with each code of a
 * family in turn, shows the Spanish sentence of that code (with its values), never the
 * service's English one.
 */

/** An error as the SDK hands it over: the service's English sentence, and its values. */
interface Refusal {
  code: WidgetErrorCode;
  english: string;
  values?: Record<string, string>;
  options?: ConstructorParameters<typeof WfError>[2];
}

/** A client whose login fails with the refusals in turn. */
function refusingClient(refusals: readonly Refusal[]): WfClient {
  let next = 0;
  const login = fn(async () => {
    const refusal = refusals[next % refusals.length] as Refusal;
    next += 1;
    throw new WfError(refusal.code, refusal.english, refusal.options);
  }).mockName('loginMemberEmailPassword');
  return { loginMemberEmailPassword: login } as unknown as WfClient;
}

const meta = {
  title: 'widget/Errors in Spanish',
  component: AuthFlow,
  args: {
    client: refusingClient([]),
    app: storyApp(),
    initialDisplay: 'login',
    locale: 'es',
    onSuccess: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AuthFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play of a family: log in once per refusal and read the Spanish sentence each time. */
function playFamily(refusals: readonly Refusal[]): Story['play'] {
  return async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Inicia sesión en tu cuenta' });
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'una contraseña');
    for (const refusal of refusals) {
      await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
      const spanish = interpolate(ERROR_MESSAGES.es[refusal.code] as string, refusal.values);
      const alert = await canvas.findByText(spanish);
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).not.toHaveTextContent(refusal.english);
    }
  };
}

function family(refusals: readonly Refusal[]): Story {
  return { args: { client: refusingClient(refusals) }, play: playFamily(refusals) };
}

/** Failures the SDK itself reports: an invalid token, no connection, an unreadable answer. */
export const ClientErrors: Story = family([
  { code: 'client/invalid-token', english: 'An invalid token has been provided.' },
  { code: 'client/network-error', english: 'We could not reach the server.', options: { retryable: true } },
  { code: 'client/invalid-response', english: 'Something went wrong. Please try again.' },
]);

/** Sign-in and sign-up refusals. */
export const AuthErrors: Story = family([
  { code: 'auth/invalid-credentials', english: 'Invalid email or password.' },
  { code: 'auth/email-taken', english: 'An account with this email already exists.' },
  { code: 'auth/invalid-code', english: 'This code is not correct.' },
  { code: 'auth/code-expired', english: 'This code has expired.' },
  { code: 'auth/too-many-attempts', english: 'Too many wrong codes.' },
  { code: 'auth/weak-password', english: 'This password is too common.' },
  { code: 'auth/captcha-failed', english: 'The captcha was not solved.' },
]);

/** The member's own account and plans, with the values their sentences name. */
export const MemberAndPlanErrors: Story = family([
  { code: 'member/not-logged-in', english: 'Member not logged in' },
  { code: 'member/password-already-set', english: 'Your account already has a password.' },
  { code: 'member/wrong-password', english: 'Your current password is incorrect.' },
  {
    code: 'member/last-sign-in-method',
    english: 'Google is your only way to sign in.',
    values: { provider: 'Google' },
    options: { details: { params: { provider: 'Google' } } },
  },
  { code: 'member/image-invalid', english: 'File is not an image.' },
  { code: 'member/image-too-large', english: 'Image must be less than 2MB.' },
  {
    code: 'plan/unavailable',
    english: 'Plan pln_gold may not exist or is not available',
    values: { planId: 'pln_gold' },
    options: { details: { params: { planId: 'pln_gold' } } },
  },
]);

/** Teams. */
export const TeamErrors: Story = family([
  { code: 'team/full', english: 'This team is full.' },
  { code: 'team/already-member', english: 'You are already in this team.' },
  { code: 'team/invalid-invite', english: 'This invite link is not valid.' },
  { code: 'team/owner-not-removable', english: 'The owner cannot be removed.' },
]);

/** A request the service refuses as such, and its limits (the wait in minutes). */
export const RequestErrors: Story = family([
  { code: 'validation/invalid-request', english: 'email: Please enter a valid email address' },
  { code: 'request/too-large', english: 'The request body is too large.' },
  { code: 'request/unsupported-media-type', english: 'The request body must be JSON.' },
  { code: 'request/misdirected', english: 'This server does not answer for the host.' },
  { code: 'method-not-allowed', english: 'Method Not Allowed' },
  {
    code: 'rate-limited',
    english: 'Too many attempts. Please wait 2 minutes and try again.',
    values: { minutes: '2' },
    options: { status: 429, retryAfterSeconds: 120 },
  },
]);

/** The service and the app's configuration. */
export const ServiceErrors: Story = family([
  { code: 'forbidden', english: 'You need an Admin Plan to access this page.' },
  { code: 'not-found', english: 'No such thing.' },
  { code: 'not-implemented', english: 'This feature is not available yet.' },
  { code: 'internal', english: 'Something went wrong on our side.' },
  { code: 'unavailable', english: 'The database is not reachable.' },
  { code: 'app/invalid-credentials', english: 'The X-API-Key header is not a public key of this app.' },
  {
    code: 'app/origin-not-allowed',
    english: 'The origin https://shop.example is not allowed to use this app.',
    values: { origin: 'https://shop.example' },
    options: { details: { params: { origin: 'https://shop.example' } } },
  },
  { code: 'dev/mailbox-refused', english: 'The dev mailbox answers only on the machine.' },
]);

/** The widget's own refusals. */
export const WidgetErrors: Story = family([
  { code: 'widget/signup-timeout', english: 'Sign up modal timed out. Please try again.' },
  { code: 'widget/test-mode-only', english: 'The test card modal exists in test mode only.' },
  { code: 'widget/captcha-not-ready', english: 'The captcha is not ready yet.' },
]);

/** A failure that is no WfError (a bug, a failed download): the generic Spanish sentence. */
export const UnknownFailure: Story = {
  args: {
    client: {
      loginMemberEmailPassword: fn(async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      }),
    } as unknown as WfClient,
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Correo electrónico'), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'una contraseña');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Algo salió mal. Inténtalo de nuevo.');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
  },
};
