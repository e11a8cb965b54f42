import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk/errors';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from '../../../site/islands/ContactForm/ContactForm.tsx';

const CONTACT_EMAIL = 'contact@worldfamily.org';

const meta = {
  title: 'site/islands/ContactForm',
  component: ContactForm,
  args: { contactEmail: CONTACT_EMAIL },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Fills the form the way a visitor does: field by field, with a slip in the e-mail if asked. */
async function fillIn(canvas: Canvas, email = 'ada@example.org') {
  await userEvent.type(canvas.getByLabelText(/First Name/), 'Ada');
  await userEvent.type(canvas.getByLabelText(/Last Name/), 'Okonkwo');
  await userEvent.type(canvas.getByLabelText(/Email Address/), email);
  await userEvent.type(canvas.getByLabelText(/Subject/), 'Visiting the Chicago temple');
  await userEvent.type(canvas.getByLabelText(/Your Message/), 'Hello, when is the next open evening?');
}

async function expectValuesKept(canvas: Canvas) {
  await expect(canvas.getByLabelText(/First Name/)).toHaveValue('Ada');
  await expect(canvas.getByLabelText(/Last Name/)).toHaveValue('Okonkwo');
  await expect(canvas.getByLabelText(/Email Address/)).toHaveValue('ada@example.org');
  await expect(canvas.getByLabelText(/Subject/)).toHaveValue('Visiting the Chicago temple');
  await expect(canvas.getByLabelText(/Your Message/)).toHaveValue('Hello, when is the next open evening?');
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All fields are required.')).toBeVisible();
    // Tab order follows the form as shown.
    await userEvent.tab();
    await expect(canvas.getByLabelText(/First Name/)).toHaveFocus();
    await expect(canvas.getByLabelText(/First Name/)).toHaveAttribute('autocomplete', 'given-name');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Last Name/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Last Name/)).toHaveAttribute('autocomplete', 'family-name');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Email Address/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Email Address/)).toHaveAttribute('autocomplete', 'email');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Subject/)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Your Message/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Your Message/).tagName).toBe('TEXTAREA');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RequiredErrors: Story = {
  args: { send: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Please enter your first name')).toBeVisible();
    await expect(canvas.getByText('Please enter your last name')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Please enter a subject')).toBeVisible();
    await expect(canvas.getByText('Please enter a message')).toBeVisible();
    const firstName = canvas.getByLabelText(/First Name/);
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Please enter your first name');
    await expect(args.send).not.toHaveBeenCalled();

    // Typing fixes the field's message at once.
    await userEvent.type(firstName, 'Ada');
    await waitFor(() => expect(canvas.queryByText('Please enter your first name')).not.toBeInTheDocument());
  },
};

export const InvalidEmail: Story = {
  args: { send: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas, 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const email = canvas.getByLabelText(/Email Address/);
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(args.send).not.toHaveBeenCalled();

    await userEvent.type(email, '.org');
    await waitFor(() =>
      expect(canvas.queryByText('Please enter a valid email address')).not.toBeInTheDocument(),
    );
  },
};

/** No `send` yet (before the service lands): the form says so and keeps what was typed. */
export const Unavailable: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const status = canvas.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        `Sending messages from this form isn't available yet. Please write to us at ${CONTACT_EMAIL}.`,
      ),
    );
    const link = within(status).getByRole('link', { name: CONTACT_EMAIL });
    await expect(link.getAttribute('href')).toMatch(/^mailto:contact@worldfamily\.org\?subject=Visiting/);
    await expectValuesKept(canvas);
    await expect(canvas.queryByText('Thank you for your message')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { send: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const button = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.send).toHaveBeenCalledOnce();
    await expectValuesKept(canvas);
  },
};

export const Sent: Story = {
  args: { send: fn(async () => {}) },
  play: async ({ args, canvas, step }) => {
    await step('Send a message', async () => {
      await fillIn(canvas);
      // Stray spaces are trimmed before sending.
      await userEvent.type(canvas.getByLabelText(/First Name/), '  ');
      await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
      const thanks = await canvas.findByRole('heading', { name: 'Thank you for your message' });
      await waitFor(() => expect(thanks).toHaveFocus());
      await expect(canvas.getByText('ada@example.org')).toBeVisible();
      await expect(canvas.queryByLabelText(/First Name/)).not.toBeInTheDocument();
      await expect(args.send).toHaveBeenCalledWith({
        firstName: 'Ada',
        lastName: 'Okonkwo',
        email: 'ada@example.org',
        subject: 'Visiting the Chicago temple',
        message: 'Hello, when is the next open evening?',
      });
    });
    await step('Start another', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
      const firstName = await canvas.findByLabelText(/First Name/);
      await waitFor(() => expect(firstName).toHaveFocus());
      await expect(firstName).toHaveValue('');
      await expect(canvas.getByLabelText(/Your Message/)).toHaveValue('');
    });
  },
};

export const Failed: Story = {
  args: {
    send: fn(async () => {
      // What the SDK rejects with when the service cannot be reached.
      throw new WfError('client/network-error', 'We could not reach the server', { retryable: true });
    }),
  },
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your message was not sent.');
    await expect(alert).toHaveTextContent('We could not reach the server. You can also write to us at');
    await expect(within(alert).getByRole('link', { name: CONTACT_EMAIL })).toBeVisible();
    await expectValuesKept(canvas);
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(args.send).toHaveBeenCalledOnce();
  },
};
